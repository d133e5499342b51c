package app

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// A startStep is a point where the page's first mount in the browser hands
// the browser back its main thread, so that the mount is several short
// tasks rather than one long one. The mount's DOM replaces the prerendered
// page's at once when it ends, so nothing flashes. It draws an empty text.
type startStep struct {
	app.Compo
	Starting bool // the page is not live yet
}

// OnInit yields while the page starts, in the browser.
func (s *startStep) OnInit() {
	if app.IsClient && s.Starting {
		YieldToBrowser()
	}
}

// Render draws nothing.
func (s *startStep) Render() app.UI { return app.Text("") }
