package app

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
	navigate func(change func(*link.View), h link.HistoryMode)
	dragging bool // a slider is being dragged
}

// Navigate asks the page to show the view that change makes of the one
// shown when it runs, and to record it in the history as h says.
func (h *Host) Navigate(change func(*link.View), m link.HistoryMode) {
	if h != nil && h.navigate != nil {
		h.navigate(change, m)
	}
}

// drag returns how a slider's move enters the history: the first move of a
// drag makes a new entry, and the later ones replace it, until the slider
// is released (endDrag).
func (h *Host) drag() link.HistoryMode {
	if h.dragging {
		return link.ReplaceEntry
	}
	h.dragging = true
	return link.PushEntry
}

// endDrag ends a slider's drag.
func (h *Host) endDrag() { h.dragging = false }

// A pageLoop runs a component's callbacks, from its workers and timers, on
// the page's goroutine where the component's state lives, and redraws the
// component after each. Before it is bound, as in tests, it runs them at
// once.
type pageLoop struct{ dispatch func(func()) }

// bind makes the loop redraw the component of ctx.
func (p *pageLoop) bind(ctx app.Context) {
	p.dispatch = func(f func()) { ctx.Dispatch(func(app.Context) { f() }) }
}

// deliver wraps a worker's response handler to run on the loop.
func (p *pageLoop) deliver(handle func(worker.Response)) func(worker.Response) {
	return func(r worker.Response) {
		if p.dispatch == nil {
			handle(r)
			return
		}
		p.dispatch(func() { handle(r) })
	}
}

// every calls f on the loop every interval until the returned function is
// called. Before the loop is bound it does nothing.
func (p *pageLoop) every(interval time.Duration, f func()) (stop func()) {
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
