//go:build js && wasm

// Command app is the page's code in the browser, built to web/app.wasm.
package main

import (
	"syscall/js"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	nqapp "nqueens/app"
)

func main() {
	nqapp.Register()
	yield()
	app.RunWhenOnBrowser()
}

// yield hands the browser back its main thread for a moment, between Go's
// start and the app's, so that the two are not one long task: Go returns
// to the event loop while it waits for a timer's callback. (time.Sleep
// would not: on a slow CPU its timer has expired before Go looks.)
func yield() {
	done := make(chan struct{})
	resume := js.FuncOf(func(js.Value, []js.Value) any { close(done); return nil })
	js.Global().Call("setTimeout", resume, 0)
	<-done
	resume.Release()
}
