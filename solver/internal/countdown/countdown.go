// Package countdown is a context for the solver's tests: one cancelled on
// its n-th look, a deadline that needs no timers, which a busy wasm
// program never runs.
package countdown

import (
	"context"
	"sync/atomic"
)

// A Context is cancelled on its polls-th Err call.
type Context struct {
	context.Context
	polls atomic.Int64 // looks left; Err may be called from several goroutines
}

// New returns a Context cancelled on its polls-th Err call.
func New(polls int64) *Context {
	c := &Context{Context: context.Background()}
	c.polls.Store(polls)
	return c
}

// Err is context.Canceled from the polls-th call on, else nil.
func (c *Context) Err() error {
	if c.polls.Add(-1) <= 0 {
		return context.Canceled
	}
	return nil
}
