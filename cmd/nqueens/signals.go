package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

// A stopSignal is why a command stopped early: the signal it received.
type stopSignal struct{ sig syscall.Signal }

// Error says how the command was stopped, in the shell's words.
func (s stopSignal) Error() string {
	if s.sig == syscall.SIGTERM {
		return "terminated"
	}
	return "interrupted"
}

// exitCode is the status a shell gives a command that sig killed, 128 + its
// number: 130 for SIGINT, 143 for SIGTERM.
func (s stopSignal) exitCode() int { return 128 + int(s.sig) }

// withSignals returns a context that SIGINT (Ctrl-C) or SIGTERM cancels,
// with a stopSignal as its cause, and a function that stops listening. Once
// a signal has cancelled the context, a second one kills the command at once,
// for work that does not watch the context.
func withSignals(parent context.Context) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(parent)
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	go func() {
		select {
		case sig := <-signals:
			signal.Stop(signals)
			cancel(stopSignal{sig.(syscall.Signal)})
		case <-ctx.Done():
		}
	}()
	return ctx, func() {
		signal.Stop(signals)
		cancel(nil)
	}
}

// A stopError is the error of a command that stopped on its context, with
// what it had done by then.
type stopError struct {
	done string // such as "after 1.5 s, 40% counted (412 of 1024 units)"
	err  error  // the context's error
}

func (e *stopError) Error() string { return e.done + ": " + e.err.Error() }
func (e *stopError) Unwrap() error { return e.err }

// reportStop reports a command that stopped on ctx, as "nqueens count:
// interrupted after …", and returns its exit status: 128 + the signal's
// number, or 130 when ctx was cancelled without a signal.
func reportStop(e env, command string, err error) int {
	stop := stopSignal{syscall.SIGINT}
	errors.As(context.Cause(e.ctx), &stop)
	msg := fmt.Sprintf("nqueens %s: %v", command, stop)
	if se := (*stopError)(nil); errors.As(err, &se) {
		msg += " " + se.done
	}
	fmt.Fprintln(e.stderr, msg)
	return stop.exitCode()
}
