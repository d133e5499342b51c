package solver

import "context"

// A CountJob counts the solutions of a board one task of its Plan per
// Step, so that the caller can report progress or stop between steps.
type CountJob struct {
	ctx   context.Context
	plan  *Plan
	next  int
	tally Tally
	err   error // ctx's, once it stopped a step
}

// NewCountJobContext starts counting the solutions of an n×n board with
// the named algorithm. Once ctx is done, a
// Step ends within milliseconds (see Plan.CountTaskContext), and Err
// returns ctx's error.
func NewCountJobContext(ctx context.Context, algorithm string, n int) (*CountJob, error) {
	p, err := NewPlanContext(ctx, algorithm, n)
	if err != nil {
		return nil, err
	}
	return p.Job(ctx), nil
}

// Job starts counting the plan one task per Step, as NewCountJobContext
// does.
func (p *Plan) Job(ctx context.Context) *CountJob {
	return &CountJob{ctx: ctx, plan: p, tally: p.base}
}

// Step counts the next task and reports whether the count is over:
// complete, or stopped by the job's context.
func (j *CountJob) Step() (done bool) {
	if j.err != nil {
		return true
	}
	if j.next < len(j.plan.tasks) {
		t, err := j.plan.CountTaskContext(j.ctx, j.next)
		if err != nil {
			j.err = err
			return true
		}
		j.tally = j.tally.Add(t)
		j.next++
	}
	return j.next == len(j.plan.tasks)
}

// Err returns the context's error once it stopped the count, else nil.
func (j *CountJob) Err() error { return j.err }

// Progress reports how many tasks are done out of how many there are.
func (j *CountJob) Progress() (done, total int) { return j.next, len(j.plan.tasks) }

// Tally returns what was counted so far: the board's count once Step has
// reported done.
func (j *CountJob) Tally() Tally {
	if j.next == len(j.plan.tasks) {
		return j.plan.Finish(j.tally)
	}
	return j.tally
}

// Count returns the number of solutions of an n×n board (OEIS A000170),
// with the default algorithm on one goroutine. n = 16 takes about a second.
func Count(n int) (uint64, error) {
	p, err := NewPlan(FastestAlgorithm(n), n)
	if err != nil {
		return 0, err
	}
	t, err := p.Run(context.Background(), 1, nil)
	return t.Solutions, err
}
