package solver

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"

	"nqueens/solver/internal/plan"
)

// A Plan is a count split into independent tasks, so that the tasks can run
// on several goroutines, or in several Web Workers that each build the
// same Plan: count tasks with CountTask, in any order and anywhere, and add
// the parts with Total. The tasks come in decreasing order of their
// estimated cost (Cost), the same on every machine.
type Plan struct {
	Algorithm *Algorithm
	N         int
	tasks     []task
	base      Tally     // nodes placed before the tasks start
	costs     []float64 // the tasks' estimated costs
	costSum   []float64 // costSum[i] is the estimated cost of tasks 0 to i-1
	placed    Placement // the queens of a completion count, nil for a board's

	dealt deal // the last PartUnits deal, kept for the next call
}

// NewPlan splits the count of an n×n board by the named algorithm.
func NewPlan(algorithm string, n int) (*Plan, error) {
	return NewPlanContext(context.Background(), algorithm, n)
}

// NewPlanContext is NewPlan that stops once ctx is done, within
// milliseconds, and returns ctx's error.
func NewPlanContext(ctx context.Context, algorithm string, n int) (*Plan, error) {
	a, err := Lookup(algorithm)
	if err != nil {
		return nil, err
	}
	if err := a.check(n); err != nil {
		return nil, err
	}
	tasks, base, err := a.plan(ctx, n)
	if err != nil {
		return nil, err
	}
	p := &Plan{Algorithm: a, N: n, base: base}
	if p.tasks, p.costs, p.costSum, err = byCost(ctx, tasks); err != nil {
		return nil, err
	}
	return p, nil
}

// Tasks returns the number of tasks.
func (p *Plan) Tasks() int { return len(p.tasks) }

// CountTask counts task i, 0 ≤ i < Tasks().
func (p *Plan) CountTask(i int) Tally { return p.tasks[i].Count() }

// CountTaskContext is CountTask that stops once ctx is done and returns
// ctx's error: within milliseconds for the fast method, whose tasks on
// large boards last hours, else after the task.
func (p *Plan) CountTaskContext(ctx context.Context, i int) (Tally, error) {
	if t, ok := p.tasks[i].(plan.Stoppable); ok {
		return t.CountContext(ctx)
	}
	t := p.tasks[i].Count()
	return t, ctx.Err()
}

// Total adds the tallies of every task to give the board's count.
func (p *Plan) Total(parts []Tally) Tally {
	t := p.base
	for _, part := range parts {
		t = t.Add(part)
	}
	return p.Finish(t)
}

// Finish returns the count that t, the plan's Base and the tallies of all
// its tasks added up, stands for (see the package function Finish).
func (p *Plan) Finish(t Tally) Tally { return Finish(p.Algorithm.Name, p.N, t) }

// Finish returns the count of an n×n board by the named algorithm that
// t, the Base of its plan and the tallies of all its tasks added up,
// stands for. The tallies of every method add up to its count, but for
// quarters' unique count: its tasks add up 8 times it, as Burnside's
// lemma gives it, the total plus the solutions that a rotation by 180°
// maps to themselves plus twice those that a rotation by 90° does (the
// reflections fix none), which Finish divides by 8.
func Finish(algorithm string, n int, t Tally) Tally {
	if a, err := Lookup(algorithm); err == nil && a.uniqueTimes8 && n >= 4 {
		t.Unique /= 8
	}
	return t
}

// Run counts the plan on workers goroutines, or on every core when workers
// is 0 or less. It calls progress, if not nil, after each task with the
// tasks done so far, from one goroutine at a time. When ctx is done it
// returns ctx's error at once, without waiting for the tasks under way:
// their goroutines finish them in the background, at most one task each,
// and then stop, with no further call of progress.
func (p *Plan) Run(ctx context.Context, workers int, progress func(done, total int)) (Tally, error) {
	var finished func(task int)
	if progress != nil {
		done := 0
		finished = func(int) {
			done++
			progress(done, len(p.tasks))
		}
	}
	return p.RunEach(ctx, workers, finished)
}

// RunEach is Run that calls each, if not nil, with the index of each
// task as it ends, from one goroutine at a time. The workers take the
// tasks in order, the costliest first.
func (p *Plan) RunEach(ctx context.Context, workers int, each func(task int)) (Tally, error) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, len(p.tasks)))
	var (
		next    atomic.Int64
		mu      sync.Mutex
		total   = p.base
		stopped bool // RunEach returned on ctx
		wg      sync.WaitGroup
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= len(p.tasks) {
					return
				}
				part, err := p.CountTaskContext(ctx, i)
				if err != nil {
					return
				}
				mu.Lock()
				total = total.Add(part)
				if each != nil && !stopped {
					each(i)
				}
				mu.Unlock()
			}
		}()
	}
	finished := make(chan struct{})
	go func() {
		wg.Wait()
		close(finished)
	}()
	select {
	case <-finished:
	case <-ctx.Done():
		mu.Lock()
		stopped = true
		mu.Unlock()
	}
	if err := ctx.Err(); err != nil {
		return Tally{}, err
	}
	mu.Lock()
	defer mu.Unlock()
	return p.Finish(total), nil
}

// A planFunc splits the count of an n×n board into tasks, and counts the
// nodes placed before they start, or stops with ctx's error.
type planFunc func(ctx context.Context, n int) (tasks []task, base Tally, err error)
