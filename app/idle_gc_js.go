//go:build js && wasm

package app

import (
	"runtime"
	"syscall/js"
)

// collectWhenIdle has the page collect its garbage in the browser's idle
// time: the first time as soon as the browser is idle, then whenever
// dueForCollection says so, looking every idleGCPeriod. A browser
// without requestIdleCallback (Safari before 18) leaves it to the runtime.
func collectWhenIdle() {
	win := js.Global()
	if !win.Get("requestIdleCallback").Truthy() {
		return
	}
	first := true
	var look, wait js.Func
	look = js.FuncOf(func(_ js.Value, args []js.Value) any {
		deadline := args[0]
		if deadline.Call("timeRemaining").Float() < idleGCBudget {
			win.Call("requestIdleCallback", look) // not enough room: the next idle time
			return nil
		}
		if first || dueForCollection(heapSample()) {
			runtime.GC()
			first = false
		}
		win.Call("setTimeout", wait, idleGCPeriod.Milliseconds())
		return nil
	})
	wait = js.FuncOf(func(js.Value, []js.Value) any {
		win.Call("requestIdleCallback", look)
		return nil
	})
	win.Call("requestIdleCallback", look)
}
