package app

import (
	"context"

	"nqueens/app/backend"
	"nqueens/app/worker"
	"nqueens/solver"
)

// seekHereSteps is how many of a seek's steps (solver.SeekJob.Step, 65,536
// queens placed each, about a millisecond) the page's own thread takes
// before it hands the seek to a worker: Next, Prev and a step of the
// slider on a small board find theirs in microseconds, and then the label
// and the board change in the same frame, with no round trip to a worker.
// A budget of steps, not of time, gives the same answer on any machine.
const seekHereSteps = 2

// seekHereMaxN is the largest board whose seek from its start the page
// tries itself: up to it, the first solutions come within a step, and
// past it a step spent in vain would lengthen a slider's move.
const seekHereMaxN = 16

// A prerenderBackend is the backend of a prerender on the server.
type prerenderBackend interface{ prerenders() }

// seekHere looks for solution k of an n×n board on the page's thread, for
// at most seekHereSteps: from the board's solution, solution k0 when k0 >
// 0, or else from the start of a board of at most seekHereMaxN. It returns
// the solution, or nil when it did not find it in time, or k is past the
// board's last solution (the worker's seek says so), or the page is
// prerendered on backend b: the server budgets its work, and stops it when
// the client leaves.
func seekHere(b backend.Backend, n int, k uint64, queens []int32, k0 uint64) []int32 {
	if _, server := b.(prerenderBackend); server {
		return nil
	}
	var job *solver.SeekJob
	var err error
	switch {
	case k0 > 0 && len(queens) == n:
		job, err = solver.NewSeekJobFrom(context.Background(), worker.Ints(queens), k0, k)
	case n <= seekHereMaxN:
		job, err = solver.NewSeekJobContext(context.Background(), n, k)
	default:
		return nil
	}
	if err != nil {
		return nil
	}
	for step := 1; !job.Step(); step++ {
		if step == seekHereSteps {
			return nil
		}
	}
	found, err := job.Result()
	if err != nil {
		return nil
	}
	return worker.Columns(found)
}
