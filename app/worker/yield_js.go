//go:build js && wasm

package worker

import (
	"context"
	"syscall/js"
	"time"
)

// yieldEvery is how long a request computes before it hands the thread
// back to JavaScript, so that a cancel posted meanwhile is read.
const yieldEvery = 20 * time.Millisecond

// A yielding context is a request's context whose Err, which the solvers
// call every few thousand nodes, first lets the worker's event loop run
// once yieldEvery has passed since it last did. Go's wasm has one thread
// and no preemption: without it, a cancel would wait for the request's
// end.
type yielding struct{ context.Context }

// lastYield is when the worker last yielded, or began a request: it runs
// one at a time.
var lastYield time.Time

func newYielding(ctx context.Context) context.Context {
	lastYield = time.Now()
	return yielding{ctx}
}

func (y yielding) Err() error {
	if time.Since(lastYield) >= yieldEvery {
		yieldToEventLoop()
		lastYield = time.Now()
	}
	return y.Context.Err()
}

// wake carries the MessageChannel's message back to the goroutine that
// posted it.
var (
	wake    = make(chan struct{}, 1)
	channel js.Value
)

// yieldToEventLoop posts a message to itself on a MessageChannel and waits
// for it: every goroutine is then blocked, so Go returns to JavaScript,
// which runs the tasks that came before the message, such as a cancel.
// Unlike setTimeout, a MessageChannel is not slowed to 4 ms a call.
func yieldToEventLoop() {
	if channel.IsUndefined() {
		channel = js.Global().Get("MessageChannel").New()
		channel.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
			wake <- struct{}{}
			return nil
		}))
	}
	channel.Get("port2").Call("postMessage", nil)
	<-wake
}
