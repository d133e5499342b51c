package app

import (
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// startBudget is how long a task of the page's start may run before its
// next step hands the browser back its main thread: a task of 50 ms or
// more is a long one, which delays a click or a frame, and a step's own
// work comes on top of the budget. On a fast machine the first mount then
// takes one or two tasks; on a phone, or a CPU slowed 4×, more.
const startBudget = 20 * time.Millisecond

// A startStep is a point where the page's first mount in the browser may
// hand the browser back its main thread (YieldIfLong), so that the mount
// is several short tasks rather than one long one. The mount's DOM
// replaces the prerendered page's at once when it ends, so nothing
// flashes. It draws an empty text.
type startStep struct {
	app.Compo
	Starting bool // the page's first mount is under way
}

// OnInit yields while the page starts, in the browser, when the task has
// run for startBudget.
func (s *startStep) OnInit() {
	if app.IsClient && s.Starting {
		YieldIfLong(startBudget)
	}
}

// Render draws nothing.
func (s *startStep) Render() app.UI { return app.Text("") }
