// Package task runs the page's callbacks in browser tasks of their own,
// from a timer: a write to the history after the change that asked for it,
// the workers' messages after the event that queued them, a retry after a
// delay. A Later replaces the setTimeout, js.Func and flag that each of
// those would otherwise write by hand, with its Release.
package task

import (
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// A Later runs a function in a browser task of its own, once however often
// it was scheduled before it ran. Outside the browser, as in tests and on
// the server, Schedule runs it at once. Its state is unexported, so a
// component may keep one in an exported field's place without go-app
// copying it.
type Later struct {
	run     func()
	call    app.Func  // the timer's callback, made at the first Schedule
	timer   app.Value // the pending timer's id
	pending bool
}

// New returns a Later that runs run.
func New(run func()) *Later { return &Later{run: run} }

// Schedule runs the function after delay, in a task of its own, unless it
// is pending already: then it runs when that was due.
func (l *Later) Schedule(delay time.Duration) {
	if l.pending {
		return
	}
	if !app.IsClient {
		l.run()
		return
	}
	if l.call == nil {
		l.call = app.FuncOf(func(app.Value, []app.Value) any {
			l.pending, l.timer = false, nil
			l.run()
			return nil
		})
	}
	l.pending = true
	l.timer = app.Window().Call("setTimeout", l.call, delay.Milliseconds())
}

// Pending reports whether the function is scheduled and has not run.
func (l *Later) Pending() bool { return l.pending }

// Stop drops a pending run and releases the timer's callback; a later
// Schedule makes a new one.
func (l *Later) Stop() {
	if l.pending {
		app.Window().Call("clearTimeout", l.timer)
		l.pending, l.timer = false, nil
	}
	if l.call != nil {
		l.call.Release()
		l.call = nil
	}
}
