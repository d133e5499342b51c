package app

import (
	"slices"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// renderNotices shows what the page changed in the link, with a button
// that dismisses them, and the solver's error, with a button that has the
// solver try again. They lie over the foot of the screen, where they move
// nothing as they come and go.
func renderNotices(notices []string, err string, retry, dismiss func()) app.UI {
	return app.Div().Class("notices").DataSet("testid", "notices").Attr("role", "status").Body(
		app.Range(notices).Slice(func(i int) app.UI {
			return app.P().Class("notice").Text(notices[i])
		}),
		app.If(len(notices) > 0, app.Button().Type("button").Class("button secondary dismiss").DataSet("testid", "notices-dismiss").
			Aria("label", "Dismiss the notices").Text("OK").
			OnClick(func(app.Context, app.Event) { dismiss() })),
		app.If(err != "", app.P().Class("notice").Body(
			app.Text("The solver failed: "+err+" "),
			app.Button().Type("button").Class("button secondary retry").DataSet("testid", "retry").Text("Retry").
				OnClick(func(app.Context, app.Event) { retry() }),
		)),
	)
}

// shownNotices are the page's notices and the GPU's, less the stopped
// work's, which the work's place shows, and less those dismissed.
func shownNotices(notices, gpu, dismissed []string) []string {
	notices = append(withoutStopped(notices), gpu...)
	return slices.DeleteFunc(notices, func(s string) bool { return slices.Contains(dismissed, s) })
}

// DismissNotices hides the notices shown: the same words, said again, stay
// hidden; others show.
func (l *Lab) DismissNotices() {
	l.dismissed = append(l.dismissed, shownNotices(l.notices, gpuNotices(l.view, l.gpu, l.count.gpuFailure), l.dismissed)...)
}
