// Package plan is what package solver and the packages of its counting
// methods share to split a count into tasks: the Tally that a task
// returns, the interfaces of a task, the largest board, how a search
// looks at its context, and the helpers of the tasks' cost estimates.
package plan

import "context"

// MaxN is the largest board size the solvers accept.
const MaxN = 32

// A Tally is the result of a count.
type Tally struct {
	Solutions uint64 // all solutions (OEIS A000170)
	Unique    uint64 // solutions up to the 8 symmetries (A002562), if the method counts them
	Nodes     uint64 // queens placed during the search
}

// Add returns the sum of two tallies.
func (t Tally) Add(u Tally) Tally {
	return Tally{t.Solutions + u.Solutions, t.Unique + u.Unique, t.Nodes + u.Nodes}
}

// A Task is one independent part of a count.
type Task interface{ Count() Tally }

// A Stoppable task is one whose count stops within milliseconds of its
// context's end, returning the context's error: those of fast, which
// goes to n = 32, where a task may last hours, and of constellations and
// quarters. The others' tasks last at most a fraction of a second.
type Stoppable interface {
	CountContext(ctx context.Context) (Tally, error)
}

// A Costed task estimates the work of its count, in about the nodes it
// will place. Plans order their tasks by it and tell the time left from
// it; a task that makes no estimate costs 1.
type Costed interface {
	Cost() float64
}
