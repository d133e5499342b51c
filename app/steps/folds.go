package steps

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// stepsFolds are the parts of the panel beside its board that their
// reader has folded: on a phone they stack under the board, and each can
// be folded away.
type stepsFolds map[string]bool

// render draws part, titled title, open unless it was folded.
func (f *stepsFolds) render(part, title string, body app.UI) app.UI {
	return app.Details().Class("steps-part").DataSet("testid", "steps-part-"+part).Open(!(*f)[part]).
		OnToggle(func(ctx app.Context, e app.Event) {
			if *f == nil {
				*f = stepsFolds{}
			}
			(*f)[part] = !ctx.JSSrc().Get("open").Bool()
		}).
		Body(app.Summary().Text(title), body)
}
