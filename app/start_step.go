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
const startBudget = 12 * time.Millisecond

// A startPart is a part of the page that its first mount in the browser
// renders, and mounts, in a step of its own: before it, the mount hands
// the browser back its main thread once its task has run startBudget
// (YieldIfLong), so that the mount is several short tasks rather than one
// long one. The mount's DOM replaces the prerendered page's at once when
// it ends, so nothing flashes. A part adds no element of its own: it is
// what Draw draws, or an empty text for nothing. It draws again whenever
// the page does, as the page's own elements do.
type startPart struct {
	app.Compo
	Starting bool          // the page's first mount is under way
	Draw     func() app.UI // the part
}

// inStep returns what draw draws, one element or none, as a part of the
// page's start while starting (see startPart).
func inStep(starting bool, draw func() app.UI) app.UI {
	return &startPart{Starting: starting, Draw: draw}
}

// OnInit yields while the page starts, in the browser, when the task has
// run for startBudget.
func (p *startPart) OnInit() {
	if app.IsClient && p.Starting {
		YieldIfLong(startBudget)
	}
}

// Render draws the part: a component's root is one element.
func (p *startPart) Render() app.UI {
	switch ui := app.FilterUIElems(p.Draw()); len(ui) {
	case 0:
		return app.Text("")
	case 1:
		return ui[0]
	}
	panic("a part of the page's start draws more than one element")
}
