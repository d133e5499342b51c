package solver

import "context"

// A CountJob counts the solutions of a board one task of its Plan per
// Step, so that the caller can report progress or stop between steps.
type CountJob struct {
	plan  *Plan
	next  int
	tally Tally
}

// NewCountJob starts counting the solutions of an n×n board with the named
// algorithm.
func NewCountJob(algorithm string, n int) (*CountJob, error) {
	p, err := NewPlan(algorithm, n)
	if err != nil {
		return nil, err
	}
	return &CountJob{plan: p, tally: p.base}, nil
}

// Step counts the next task and reports whether the count is complete.
func (j *CountJob) Step() (done bool) {
	if j.next < len(j.plan.tasks) {
		j.tally = j.tally.Add(j.plan.CountTask(j.next))
		j.next++
	}
	return j.next == len(j.plan.tasks)
}

// Progress reports how many tasks are done out of how many there are.
func (j *CountJob) Progress() (done, total int) { return j.next, len(j.plan.tasks) }

// Tally returns what was counted so far: the board's count once Step has
// reported done.
func (j *CountJob) Tally() Tally { return j.tally }

// Count returns the number of solutions of an n×n board (OEIS A000170),
// with the fast algorithm on one goroutine. n = 16 takes about a second.
func Count(n int) (uint64, error) {
	p, err := NewPlan("fast", n)
	if err != nil {
		return 0, err
	}
	t, err := p.Run(context.Background(), 1, nil)
	return t.Solutions, err
}

// A SeekJob finds the k-th solution of a board one subproblem per Step.
// Its cost is that of walking every solution before the k-th.
type SeekJob struct {
	ctx   context.Context
	subs  []Subproblem
	next  int // the next subproblem to walk
	n     int
	k     uint64
	seen  uint64 // solutions passed so far
	found []int  // the k-th solution, once seen
	last  []int  // the latest solution passed
}

// NewSeekJob starts looking for solution k, 1-based, of an n×n board.
func NewSeekJob(n int, k uint64) (*SeekJob, error) {
	return NewSeekJobContext(context.Background(), n, k)
}

// NewSeekJobContext is NewSeekJob with a context: once ctx is done, the
// Step under way stops within a few thousand nodes and ends the search,
// and Result returns ctx's error.
func NewSeekJobContext(ctx context.Context, n int, k uint64) (*SeekJob, error) {
	if k < 1 {
		return nil, ErrIndex
	}
	subs, err := Split(n)
	if err != nil {
		return nil, err
	}
	return &SeekJob{ctx: ctx, subs: subs, n: n, k: k, last: make([]int, n)}, nil
}

// Progress reports how many subproblems are done out of how many there are.
func (j *SeekJob) Progress() (done, total int) { return j.next, len(j.subs) }

// Step walks the next subproblem and reports whether the search is over:
// the solution was found, there are no subproblems left, or the job's
// context is done.
func (j *SeekJob) Step() (done bool) {
	if j.ctx.Err() != nil {
		return true
	}
	if j.found == nil && j.next < len(j.subs) {
		j.subs[j.next].walk(j.ctx, func(x []int) bool {
			j.seen++
			copy(j.last, x)
			if j.seen == j.k {
				j.found = j.last
				return false
			}
			return true
		})
		j.next++
	}
	return j.found != nil || j.next == len(j.subs)
}

// Result returns the k-th solution once Step has reported done, a
// *RangeError when the board has fewer than k solutions, or the context's
// error when it stopped the search.
func (j *SeekJob) Result() ([]int, error) {
	if j.found == nil && j.ctx.Err() != nil {
		return nil, j.ctx.Err()
	}
	if j.found == nil {
		return nil, &RangeError{N: j.n, K: j.k, Solutions: j.seen}
	}
	return append([]int(nil), j.found...), nil
}

// Last returns the last solution of the board and its index when the search
// ran past it, so that a caller can clamp k. It returns nil and 0 when the
// board has no solutions.
func (j *SeekJob) Last() (x []int, k uint64) {
	if j.seen == 0 {
		return nil, 0
	}
	return append([]int(nil), j.last...), j.seen
}

// Solution returns solution k, 1-based, of an n×n board in lexicographic
// order, or a *RangeError when there is no such solution.
func Solution(n int, k uint64) ([]int, error) {
	j, err := NewSeekJob(n, k)
	if err != nil {
		return nil, err
	}
	for !j.Step() {
	}
	return j.Result()
}
