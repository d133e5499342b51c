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
// its own: Go returns to the event loop while it waits for a timer's
// callback, so that the browser can paint and read input between two
// parts of long work. (time.Sleep would not: on a slow CPU its timer has
// expired before Go looks.) Events that come meanwhile wait for the page's
// goroutine, in order.
func YieldToBrowser() {
	done := make(chan struct{})
	resume := js.FuncOf(func(js.Value, []js.Value) any { close(done); return nil })
	js.Global().Call("setTimeout", resume, 0)
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
