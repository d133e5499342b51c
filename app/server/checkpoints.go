//go:build !(js && wasm)

package server

import (
	"context"
	"errors"
	"sync/atomic"
)

// checkpoints is a context that the solvers' checks of its Err wear down:
// once limit of them are done, so is the context, as when its parent is.
// The requests that a prerender runs (prerenderWork) check their context
// on one goroutine, after bounded pieces of their work that the request
// alone decides: a seek's steps, a count's tasks, a random solver's
// attempts and runs of 65,536 nodes. A limit on the checks bounds the work,
// and stops it at the same place however loaded the machine is. Nothing
// but the solvers may call Err: backend.Local reads Done.
type checkpoints struct {
	context.Context
	cancel context.CancelCauseFunc
	left   atomic.Int64
}

// errWorkSpent ends the checkpoints that are all passed.
var errWorkSpent = errors.New("the prerender's work is spent")

// newCheckpoints returns the checkpoints of limit checks, under parent.
// stop releases them.
func newCheckpoints(parent context.Context, limit int) *checkpoints {
	ctx, cancel := context.WithCancelCause(parent)
	c := &checkpoints{Context: ctx, cancel: cancel}
	c.left.Store(int64(limit))
	return c
}

// Err counts a check, and reports the context's error: errWorkSpent's
// cancellation once limit checks are passed, or the parent's error.
func (c *checkpoints) Err() error {
	if c.left.Add(-1) < 0 {
		c.cancel(errWorkSpent)
	}
	return c.Context.Err()
}

// stop releases the context.
func (c *checkpoints) stop() { c.cancel(context.Canceled) }
