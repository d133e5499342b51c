//go:build js && wasm

package app

import (
	"syscall/js"
	"time"
)

// resumed is when the page's goroutine last came back from
// YieldToBrowser: the start of the browser's task that runs it.
var resumed time.Time

// YieldToBrowser hands the browser back its main thread until a task of
// its own: Go returns to the event loop while it waits for the browser's
// scheduler.yield(), or where there is none a timer's callback, so that
// the browser can paint and read input between two parts of long work.
// (time.Sleep would not: on a slow CPU its timer has expired before Go
// looks.) scheduler.yield resumes before the tasks queued meanwhile, but
// for input, and is not slowed to 4 ms as a timer set from a timer's
// callback is after a few. Events that come meanwhile wait for the page's
// goroutine, in order.
func YieldToBrowser() {
	done := make(chan struct{})
	resume := js.FuncOf(func(js.Value, []js.Value) any { close(done); return nil })
	if scheduler := js.Global().Get("scheduler"); scheduler.Truthy() && scheduler.Get("yield").Truthy() {
		scheduler.Call("yield").Call("then", resume)
	} else {
		js.Global().Call("setTimeout", resume, 0)
	}
	<-done
	resume.Release()
	resumed = time.Now()
}

// YieldIfLong yields to the browser (YieldToBrowser) when the task under
// way has run for budget since the page's goroutine last yielded; it is
// for steps of work that follows a yield, such as the page's start.
func YieldIfLong(budget time.Duration) {
	if time.Since(resumed) >= budget {
		YieldToBrowser()
	}
}
