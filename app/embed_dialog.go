package app

import (
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/link"
	"nqueens/app/steps"
)

// An embedDialog is the Embed dialog's state: the frame that embeds the
// page, the settings that the reader changes, and the preview, which
// follows them a moment later.
type embedDialog struct {
	open    bool
	page    EmbedFrame // the page's frame, before the settings
	form    embedForm
	preview EmbedFrame // what the preview shows
	changes int        // the settings' changes: the preview follows the last
}

// previewDelay is how long the preview waits for the settings to rest:
// each new preview loads the embed afresh.
const previewDelay = 600 * time.Millisecond

// IDs of the Embed button and its dialog.
const (
	embedButtonID = "embed-button"
	embedDialogID = "embed-dialog"
)

// frame returns the frame as the dialog's settings make it.
func (d *embedDialog) frame() EmbedFrame { return d.form.valid.frame(d.page) }

// openEmbed opens the dialog for the page as it is now, as a modal
// dialog, which takes the focus and gives it back when it closes.
func (s *Share) openEmbed(ctx app.Context, e app.Event) {
	page := app.Window().URL()
	static := app.Window().Get("document").Get("body").Get("dataset").Get("site").String() == "static"
	frame := NewEmbedFrame(page, static)
	v, _ := link.ParseView(page.Query())
	s.dialog = embedDialog{open: true, page: frame, form: newEmbedForm(newEmbedSettings(frame, v), frame.shape)}
	s.dialog.preview = s.dialog.frame()
	s.status = ""
	ctx.Defer(func(app.Context) {
		if d := app.Window().GetElementByID(embedDialogID); d.Truthy() && !d.Get("open").Bool() {
			d.Call("showModal")
		}
	})
}

// closeEmbed closes the dialog, as Escape does.
func (s *Share) closeEmbed(ctx app.Context, e app.Event) {
	if d := app.Window().GetElementByID(embedDialogID); d.Truthy() {
		d.Call("close")
	}
}

// onEmbedClosed forgets the dialog once it closed, by its button or by
// Escape, and gives the focus back to the Embed button.
func (s *Share) onEmbedClosed(ctx app.Context, e app.Event) {
	s.dialog.open = false
	ctx.Defer(func(app.Context) {
		if b := app.Window().GetElementByID(embedButtonID); b.Truthy() {
			b.Call("focus")
		}
	})
}

// onEmbedSetting takes a change of one of the dialog's fields: the
// snippet follows at once, and the preview once the settings rest.
func (s *Share) onEmbedSetting(ctx app.Context, e app.Event) {
	field := ctx.JSSrc()
	f := &s.dialog.form
	switch id := field.Get("id").String(); id {
	case "embed-autoplay":
		f.valid.autoplay = field.Get("checked").Bool()
	case "embed-responsive":
		f.valid.responsive = field.Get("checked").Bool()
	case "embed-speed":
		f.setSpeed(field.Get("value").String())
	default:
		if box, err := strconv.Atoi(field.Get("dataset").Get("field").String()); err == nil && box >= 0 && box < int(embedFields) {
			f.set(embedField(box), field.Get("value").String())
		}
	}
	s.dialog.changes++
	change := s.dialog.changes
	ctx.After(previewDelay, func(app.Context) {
		if s.dialog.open && s.dialog.changes == change {
			s.dialog.preview = s.dialog.frame()
		}
	})
}

// renderEmbedDialog draws the dialog: the settings, the preview, and the
// snippet with its Copy button. Elements that the page draws nowhere else
// are app.Elem's: each of go-app's own types of element weighs some KB in
// the page's wasm.
func (s *Share) renderEmbedDialog() app.UI {
	d := &s.dialog
	frame := d.frame()
	return app.Elem("dialog").ID(embedDialogID).Class("embed-dialog").DataSet("testid", "embed-dialog").
		Aria("labelledby", "embed-dialog-title").On("close", s.onEmbedClosed).Body(
		app.Div().Class("embed-dialog-head").Body(
			app.Elem("h2").ID("embed-dialog-title").Text("Embed this page"),
			app.Button().Type("button").Class("button secondary").DataSet("testid", "embed-close").
				OnClick(s.closeEmbed).Text("Close"),
		),
		app.Div().Class("embed-dialog-main").Body(
			app.Div().Class("embed-settings").Body(
				app.If(d.form.valid.demo, s.renderDemoSettings()),
				s.renderSizeSettings(),
				app.Div().Class("embed-snippet").Body(
					app.Label().For("embed-snippet").Text("HTML to paste into a page, to show it there, live:"),
					app.Textarea().ID("embed-snippet").DataSet("testid", "embed-snippet").ReadOnly(true).Rows(4).Text(frame.HTML()),
				),
				app.Div().Class("embed-copy").Body(
					app.Button().Type("button").Class("button").DataSet("testid", "copy-embed").OnClick(s.copyEmbed).Text("Copy HTML"),
					app.Span().Class("copy-status").DataSet("testid", "embed-copy-status").Attr("role", "status").Text(s.status),
				),
			),
			renderEmbedPreview(d.preview),
		),
	)
}

// renderDemoSettings draws the step-by-step demo's settings.
func (s *Share) renderDemoSettings() app.UI {
	f := &s.dialog.form
	speeds := steps.Speeds()
	return app.Elem("fieldset").Class("embed-fields").Body(
		app.Elem("legend").Text("The demo"),
		app.Label().Class("embed-check").Body(
			app.Input().Type("checkbox").ID("embed-autoplay").DataSet("testid", "embed-autoplay").
				Checked(f.valid.autoplay).AutoFocus(true).OnChange(s.onEmbedSetting),
			app.Text(" Plays by itself"),
		),
		app.Div().Class("field").Body(
			app.Label().For("embed-speed").Text("Speed, in steps per second"),
			app.Select().ID("embed-speed").DataSet("testid", "embed-speed").OnChange(s.onEmbedSetting).Body(
				app.Range(speeds).Slice(func(i int) app.UI {
					return app.Option().Value(speeds[i]).Selected(speeds[i] == f.valid.speed).Text(speeds[i])
				}),
			),
		),
		app.Div().Class("embed-pair").Body(
			s.numberBox("embed-loop-from", "Loop from step", fieldLoopFrom),
			s.numberBox("embed-loop-to", "to step", fieldLoopTo),
		),
		app.P().Class("hint").Text("The demo plays these steps over and over; leave them empty, or 0 to 0, for no loop."),
	)
}

// renderSizeSettings draws the frame's size.
func (s *Share) renderSizeSettings() app.UI {
	f := &s.dialog.form
	return app.Elem("fieldset").Class("embed-fields").Body(
		app.Elem("legend").Text("Size"),
		app.Div().Class("embed-pair").Body(
			s.numberBox("embed-width", "Width, px", fieldWidth),
			s.numberBox("embed-height", "Height, px", fieldHeight),
		),
		app.Label().Class("embed-check").Body(
			app.Input().Type("checkbox").ID("embed-responsive").DataSet("testid", "embed-responsive").
				Checked(f.valid.responsive).OnChange(s.onEmbedSetting),
			app.Text(" Responsive: as wide as the page's column, the height following"),
		),
	)
}

// numberBox draws the box of field, labelled, with what is wrong with
// what it holds beside it.
func (s *Share) numberBox(id, label string, field embedField) app.UI {
	f := &s.dialog.form
	problem, problemID := f.problems[field], id+"-problem"
	return app.Div().Class("field").Body(
		app.Label().For(id).Text(label),
		app.Input().Type("text").ID(id).DataSet("testid", id).DataSet("field", int(field)).
			Attr("inputmode", "numeric").Attr("autocomplete", "off").Value(f.typed[field]).AutoFocus(field == fieldWidth && !f.valid.demo).
			Aria("invalid", problem != "").Aria("describedby", problemID).OnInput(s.onEmbedSetting),
		app.P().ID(problemID).Class("field-problem").DataSet("testid", problemID).Attr("aria-live", "polite").Text(problem),
	)
}

// renderEmbedPreview draws frame f's embed, scaled to fit the dialog.
func renderEmbedPreview(f EmbedFrame) app.UI {
	return app.Div().Class("embed-preview").Body(
		app.P().Class("hint").Text("Preview, at "+strconv.Itoa(f.Width)+" × "+strconv.Itoa(f.Height)+" px, scaled:"),
		app.Div().Class("embed-preview-box").Style("--w", strconv.Itoa(f.Width)).Style("--h", strconv.Itoa(f.Height)).Body(
			app.Elem("iframe").Attr("src", f.Src).Attr("title", "Preview of the embed").DataSet("testid", "embed-preview"),
		),
	)
}
