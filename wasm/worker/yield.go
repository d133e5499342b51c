//go:build js && wasm

package main

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
type yielding struct {
	context.Context
	last *time.Time // when the request last yielded
}

func newYielding(ctx context.Context) context.Context {
	now := time.Now()
	return yielding{ctx, &now}
}

func (y yielding) Err() error {
	if time.Since(*y.last) >= yieldEvery {
		yieldToEventLoop()
		*y.last = time.Now()
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
