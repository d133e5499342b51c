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
// end. It holds its parent as a stopper, not a context.Context: a field of
// that type would keep every method of time.Time in the wasm (see
// worker.Session's contexts).
type yielding struct {
	parent stopper
	last   *time.Time // when the request last yielded
}

// A stopper is what a yielding context needs of its parent.
type stopper interface {
	Done() <-chan struct{}
	Err() error
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
	return y.parent.Err()
}

// Done is the parent's.
func (y yielding) Done() <-chan struct{} { return y.parent.Done() }

// Deadline reports that the context has none: a request has no deadline.
func (y yielding) Deadline() (deadline time.Time, ok bool) { return }

// Value has no values: a request's context carries none.
func (y yielding) Value(key any) any { return nil }

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
