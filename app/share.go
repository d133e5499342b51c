package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
)

// Share is the Copy link and Embed buttons, and what became of the last
// copy. Embed shows the HTML of a frame that embeds the page as it is, to
// copy into a blog or a course page.
type Share struct {
	app.Compo
	status string
	embed  string // the frame's HTML, once Embed is pressed
}

// Render draws the buttons, their status and the frame's HTML.
func (s *Share) Render() app.UI {
	return app.Div().Class("share").Body(
		app.Button().Class("button").DataSet("testid", "copy-link").OnClick(s.copyLink).Text("Copy link"),
		app.Button().Class("button secondary").DataSet("testid", "embed").Aria("expanded", s.embed != "").
			Aria("controls", "embed-code").OnClick(s.toggleEmbed).Text("Embed"),
		app.Span().Class("copy-status").DataSet("testid", "copy-status").Attr("role", "status").Text(s.status),
		app.If(s.embed != "", app.Div().Class("embed-code").Body(
			app.Label().For("embed-code").Text("Paste this HTML into a page to show this board there, live:"),
			app.Textarea().ID("embed-code").DataSet("testid", "embed-code").ReadOnly(true).Rows(3).Text(s.embed),
			app.Button().Class("button secondary").DataSet("testid", "copy-embed").OnClick(s.copyEmbed).Text("Copy HTML"),
		)),
	)
}

func (s *Share) copyLink(ctx app.Context, e app.Event) {
	s.copy(ctx, app.Window().Get("location").Get("href").String(), "Link copied.", "copy the link from the address bar")
}

// toggleEmbed shows the frame's HTML for the page as it is now, or hides it.
func (s *Share) toggleEmbed(ctx app.Context, e app.Event) {
	if s.embed != "" {
		s.embed = ""
		return
	}
	static := app.Window().Get("document").Get("body").Get("dataset").Get("site").String() == "static"
	s.embed = NewEmbedFrame(app.Window().URL(), static).HTML()
	ctx.Defer(func(app.Context) { // ready to copy, in view
		if code := app.Window().GetElementByID("embed-code"); code.Truthy() {
			code.Call("focus")
			code.Call("select")
		}
	})
}

func (s *Share) copyEmbed(ctx app.Context, e app.Event) {
	s.copy(ctx, s.embed, "HTML copied.", "select the HTML and copy it")
}

// copy copies text, and says done once it is, or else how to copy it.
func (s *Share) copy(ctx app.Context, text, done, instead string) {
	kit.CopyText(text, func(ok bool) {
		ctx.Dispatch(func(app.Context) {
			s.status = done
			if !ok {
				s.status = "Copying is blocked here; " + instead + "."
			}
		})
	})
}
