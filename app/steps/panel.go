// Package steps is the step-by-step teaching panel: it animates the search
// of one counting method on a board up to MaxStepsN, one step at a time,
// with its worker replaying windows of the trace around the step shown.
package steps

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/task"
	"nqueens/app/worker"
	"nqueens/solver/trace"
)

// Limits and defaults of the step-by-step panel.
const (
	DefaultMethod = "bitmask"
	MaxStepsN     = 16                  // the largest board the panel animates
	MaxAt         = worker.MaxTraceStep // the last step a link can open at: the last the panel shows
	DefaultSpeed  = 4                   // steps per second
	MaxSpeed      = 1000
)

// TraceMethods are the methods the step-by-step panel animates.
var TraceMethods = trace.Methods

// Spec is the panel as the page's registry lists it.
var Spec = kit.PanelSpec{
	Panel: link.Panel{
		Name:  "steps",
		Title: "Step by step",
		Params: func(q url.Values) (url.Values, []string) {
			p, notices := readSteps(q)
			return p.values(), notices
		},
	},
	New: newPanel,
}

// Panel is the step-by-step panel: it animates the search of one
// method on the board's n, one step at a time, marking on a board of its
// own the row searched, the squares attacked and the last step. Its worker
// replays the search up to a window of steps around the one shown, so that
// the page never does: within the window it steps at once.
type Panel struct {
	app.Compo
	kit.PanelProps
	loop kit.Loop // unexported: go-app copies exported fields from each render

	params stepsParams  // the link's, with the step shown
	linked int          // the link's step last shown: another is a new link
	window windowSource // the steps around the one shown, from the page or its worker
	state  *trace.State // the board at step params.At
	drawn  stepsDrawing // the HTML of a step, the last drawn
	// shownLive says whether the step shown was shown since the page went
	// live: the prerendered page's was not.
	shownLive bool
	folds     stepsFolds // the parts beside the board folded away
	// partial says that the panel draws its board and controls only: a
	// panel that opens on a live page draws the rest in a task of its own
	// (see OnMount).
	partial bool

	timeline stepsTimeline // the whole trace's steps and solutions
	notice   string        // what the panel changed in a step asked for
	jumped   int           // the step the jump box asked for, or -1
	predict  prediction    // predict mode's question and score
	player   player        // play, and its state

	written string      // the parameters in the page's link, as the panel last saw or wrote them
	queued  []func()    // what runs in the next task (soon)
	tick    *task.Later // runs queued
	gone    bool        // whether the panel is dismounted

	stopKeys func() // stops listenToPage
	stopCode func() // stops watchCode
}

// newPanel returns the panel of props. In an embed, a course page's
// column, it shows the board, the code and the frames, and folds the tree:
// from its first render, since a fold that a later render made would fire
// a toggle event that could read the element as it was.
func newPanel(props kit.PanelProps) app.UI {
	s := &Panel{PanelProps: props, partial: app.IsClient && !props.Starting}
	if props.Embedded {
		s.folds = stepsFolds{"tree": true}
	}
	return s
}

// OnMount shows the link's step, and has the panel draw its parts but
// the board and the controls in a task of its own: mounted at once, the
// whole panel at a large step took 40 ms and more of the page's main
// thread on a fast machine.
func (s *Panel) OnMount(ctx app.Context) {
	s.loop.Bind(ctx)
	s.stopKeys, s.stopCode = listenToPage(&s.loop, s.Key), watchCode()
	s.gone = false
	s.linked, s.jumped = -1, -1
	s.sync()
	if s.partial {
		s.soon(func() { s.partial = false })
	}
}

// OnUpdate follows the page to another board, method or step.
func (s *Panel) OnUpdate(app.Context) { s.sync() }

// OnDismount stops play and the worker.
func (s *Panel) OnDismount() {
	if s.stopKeys != nil {
		s.stopKeys()
		s.stopCode()
	}
	s.player.pause(s)
	s.window.stop(s.Host)
	s.queued, s.gone = nil, true
	if s.tick != nil {
		s.tick.Stop()
	}
}

// soon runs f on the page's goroutine in a task of its own, after the one
// under way, so that a window's arrival and its drawing block the page in
// two shorter tasks. Before the panel's loop is bound, as in tests, it
// runs f at once.
func (s *Panel) soon(f func()) {
	if !s.loop.Bound() {
		f()
		return
	}
	if s.gone {
		return // a worker's late word
	}
	s.queued = append(s.queued, f)
	if s.tick == nil {
		s.tick = task.New(func() {
			s.loop.Run(func() {
				queued := s.queued
				s.queued = nil
				for _, f := range queued {
					f()
				}
			})
		})
	}
	s.tick.Schedule(0)
}

// ok reports whether the panel can animate the board shown.
func (s *Panel) ok() bool { return s.View.Mode != link.Random && s.View.N <= MaxStepsN }

// OnPreRender shows the link's step on the server, when the page replays
// it itself (see sync).
func (s *Panel) OnPreRender(app.Context) { s.sync() }

// sync shows the step of the view's method and board that the link names,
// unless the panel showed it already: while it plays, it is ahead. Until
// the page is live, as when the server prerenders it, it shows only the
// steps that the page replays itself, in a millisecond or two: the same
// on every request of the link, and at once in the browser.
func (s *Panel) sync() {
	p := stepsOf(s.View)
	if !s.Live && p.At > localWindowSteps {
		return
	}
	s.written = s.View.Params
	if !s.ok() {
		s.player.pause(s)
		s.window.stop(s.Host)
		s.state = nil
		return
	}
	if tr := &s.window.trace; p.Method != tr.method || s.View.N != tr.n {
		s.player.pause(s)
		s.window.open(s.Host, p.Method, s.View.N)
		s.state, s.linked = nil, -1
	}
	if p.Speed != s.params.Speed && s.player.playing {
		s.params.Speed = p.Speed
		s.player.pause(s)
		s.player.play(s)
	}
	s.params.Method, s.params.Speed, s.params.Autoplay, s.params.Loop, s.params.Predict = p.Method, p.Speed, p.Autoplay, p.Loop, p.Predict
	s.predict.pending = s.predict.pending && p.Predict
	switch {
	case p.At != s.linked || s.state == nil && s.window.err == "":
		s.linked = p.At
		s.StepTo(p.At)
	case s.Live && !s.shownLive && s.state != nil:
		notice := s.notice  // as that a link's step was past the end
		s.show(s.params.At) // as live: its link, its code's line, autoplay
		s.notice = notice
	}
	s.shownLive = s.Live
	if s.Live {
		s.timeline.ask(s.Host, &s.loop, s.window.trace.method, s.window.trace.n)
	}
}
