package kit

import (
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/link"
	"nqueens/app/worker"
)

// A Host is the page as its parts see it: the solver's workers, and the one
// way to change what the page shows. The page makes one and hands the same
// pointer to each part on every render, so go-app sees it unchanged.
type Host struct {
	backend.Backend
	Navigator func(change func(*link.View), h link.HistoryMode)
	dragging  bool // a slider is being dragged
}

// Navigate asks the page to show the view that change makes of the one
// shown when it runs, and to record it in the history as h says.
func (h *Host) Navigate(change func(*link.View), m link.HistoryMode) {
	if h != nil && h.Navigator != nil {
		h.Navigator(change, m)
	}
}

// Drag returns how a slider's move enters the history: the first move of a
// Drag makes a new entry, and the later ones replace it, until the slider
// is released (endDrag).
func (h *Host) Drag() link.HistoryMode {
	if h.dragging {
		return link.ReplaceEntry
	}
	h.dragging = true
	return link.PushEntry
}

// EndDrag ends a slider's drag.
func (h *Host) EndDrag() { h.dragging = false }

// A Loop runs a component's callbacks, from its workers and timers, on
// the page's goroutine where the component's state lives, and redraws the
// component after each. Before it is bound, as in tests, it runs them at
// once. Its state is unexported: go-app copies a component's exported
// fields from each new render's copy, which would unbind it.
type Loop struct{ dispatch func(func()) }

// Bind makes the loop redraw the component of ctx.
func (p *Loop) Bind(ctx app.Context) {
	p.dispatch = func(f func()) { ctx.Dispatch(func(app.Context) { f() }) }
}

// Bound reports whether the loop is bound to a component.
func (p *Loop) Bound() bool { return p.dispatch != nil }

// Run runs f on the loop, at once if it is not bound.
func (p *Loop) Run(f func()) {
	if p.dispatch == nil {
		f()
		return
	}
	p.dispatch(f)
}

// Deliver wraps a worker's response handler to run on the loop.
func (p *Loop) Deliver(handle func(worker.Response)) func(worker.Response) {
	return func(r worker.Response) {
		if p.dispatch == nil {
			handle(r)
			return
		}
		p.dispatch(func() { handle(r) })
	}
}

// Every calls f on the loop Every interval until the returned function is
// called. Before the loop is bound it does nothing.
func (p *Loop) Every(interval time.Duration, f func()) (stop func()) {
	if p.dispatch == nil {
		return func() {}
	}
	ticker := time.NewTicker(interval)
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-done:
				return
			case <-ticker.C:
				p.dispatch(f)
			}
		}
	}()
	return func() {
		ticker.Stop()
		close(done)
	}
}

// Stop stops the request in slot, if the page has workers.
func (h *Host) Stop(slot backend.Slot) {
	if h.Backend != nil {
		h.Backend.Stop(slot)
	}
}
