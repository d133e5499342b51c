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
	dragging  bool                    // a slider is being dragged
	requests  map[backend.Slot]uint64 // how many requests each slot has been given or stopped
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

// Run starts req in slot and calls handle on loop with each of its
// responses, until slot is given another request or stopped.
func (h *Host) Run(slot backend.Slot, req worker.Request, loop *Loop, handle func(worker.Response)) {
	on := h.Deliver(slot, loop, handle)
	if h.Backend != nil {
		h.Start(slot, req, on)
	}
}

// Deliver returns the callback of the next request in slot: it calls
// handle on loop with each response, until slot is given another request
// or stopped. A response that the backend sent before then but that
// reaches the loop after is dropped: the page has moved on, and its
// handler would draw an old board over the new one.
func (h *Host) Deliver(slot backend.Slot, loop *Loop, handle func(worker.Response)) func(worker.Response) {
	request := h.next(slot)
	return loop.Deliver(func(r worker.Response) {
		if h.requests[slot] == request {
			handle(r)
		}
	})
}

// next ends the callbacks of slot's request and returns the next one's
// number.
func (h *Host) next(slot backend.Slot) uint64 {
	if h.requests == nil {
		h.requests = map[backend.Slot]uint64{}
	}
	h.requests[slot]++
	return h.requests[slot]
}

// Stop stops the request in slot, if the page has workers, and drops its
// responses still on their way.
func (h *Host) Stop(slot backend.Slot) {
	h.next(slot)
	if h.Backend != nil {
		h.Backend.Stop(slot)
	}
}
