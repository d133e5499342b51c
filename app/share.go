package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
)

// Share is the Copy link and Embed buttons, and what became of the last
// copy. Embed opens a dialog that builds the frame that embeds the page
// (embed_dialog.go), to copy into a blog or a course page.
type Share struct {
	app.Compo
	status string
	dialog embedDialog
}

// Render draws the buttons, their status and, once Embed is pressed, its
// dialog, which says the copies' status while it is open.
func (s *Share) Render() app.UI {
	status := ""
	if !s.dialog.open {
		status = s.status
	}
	return app.Div().Class("share").Body(
		app.Button().Class("button").DataSet("testid", "copy-link").OnClick(s.copyLink).Text("Copy link"),
		app.Button().Class("button secondary").ID(embedButtonID).DataSet("testid", "embed").Aria("haspopup", "dialog").
			OnClick(s.openEmbed).Text("Embed"),
		app.Span().Class("copy-status").DataSet("testid", "copy-status").Attr("role", "status").Text(status),
		app.If(s.dialog.open, s.renderEmbedDialog()),
	)
}

func (s *Share) copyLink(ctx app.Context, e app.Event) {
	s.copy(ctx, app.Window().Get("location").Get("href").String(), "Link copied.", "copy the link from the address bar")
}

func (s *Share) copyEmbed(ctx app.Context, e app.Event) {
	s.copy(ctx, s.dialog.frame().HTML(), "HTML copied.", "select the HTML and copy it")
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
