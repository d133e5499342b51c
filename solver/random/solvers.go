package random

import (
	"context"
	"fmt"

	"nqueens/solver"
	"nqueens/solver/internal/names"
	"nqueens/solver/internal/rng"
)

// Found is a solution found by a Solver, with what it cost.
type Found struct {
	Queens   []int32 // Queens[r] is the column of row r's queen: 4 bytes a queen
	Attempts uint64  // attempts made, the successful one included
	Nodes    uint64  // work done; each Solver says what it counts
}

// A Solver finds one solution of a board: the randomized methods of seed
// 004, a local search for very large boards, and plain backtracking.
type Solver struct {
	Name    string
	Summary string
	Nodes   string // what a node is for this solver
	Random  bool   // whether the seed matters
	Step    bool   // whether it takes a step (stepVegas)
	MaxN    int
	solve   func(r *solveRun, n, step int) (Found, error)
	memory  func(n int) int64 // about the most bytes solve takes
}

// Memory is about the most memory, in bytes, that Solve takes for an n×n
// board, the solution included: 5.4 bytes a queen for minconflicts, 20 for
// the others.
func (s *Solver) Memory(n int) int64 {
	return s.memory(n)
}

// memoryVegas is about the most memory a vegasBoard takes, in bytes, with
// the solution: 16 bytes a queen, and 4 of solution.
func memoryVegas(n int) int64 {
	return 20*int64(n) + 1<<16
}

// A solveRun is one call of Solve: its context, its random source, and
// whom to tell of its progress.
type solveRun struct {
	ctx      context.Context
	rnd      *rng.Source
	progress func(sofar Found) // may be nil
}

// report tells of the attempts and nodes so far.
func (r *solveRun) report(sofar Found) {
	if r.progress != nil {
		r.progress(sofar)
	}
}

// MaxLargeN is the largest board the solvers for large boards accept:
// minconflicts solves it in about 25 s with 600 MB of memory.
const MaxLargeN = 100_000_000

// Solvers lists the methods that find one solution.
var Solvers = []*Solver{
	{
		Name:    "lasvegas", // a hybrid whose step is n
		Summary: "seed 004's QueensLv: each row takes a random safe column; a dead end starts again",
		Nodes:   "promising placements visited, the empty board included",
		Random:  true,
		MaxN:    MaxLargeN,
		solve: func(r *solveRun, n, _ int) (Found, error) {
			return solveHybrid(r, n, n)
		},
		memory: memoryVegas,
	},
	{
		Name:    "hybrid",
		Summary: "seed 004's combination: step rows at random, then backtracking for the rest; a failure starts again",
		Nodes:   "promising placements visited, the empty board included",
		Random:  true,
		Step:    true,
		MaxN:    MaxLargeN,
		solve:   solveHybrid,
		memory:  memoryVegas,
	},
	{
		Name:    "minconflicts",
		Summary: "local search: a nearly conflict-free random permutation, repaired by swapping the columns of conflicting queens",
		Nodes:   "queens placed at the starts, plus swaps tried",
		Random:  true,
		MaxN:    MaxLargeN,
		solve: func(r *solveRun, n, _ int) (Found, error) {
			return solveMinConflicts(r, n)
		},
		memory: memoryMinConflicts,
	},
	{
		Name:    "backtrack",
		Summary: "plain backtracking to the first solution, in increasing column order; its cost jumps erratically with n",
		Nodes:   "queens placed",
		MaxN:    MaxLargeN,
		solve: func(r *solveRun, n, _ int) (Found, error) {
			return solveHybrid(r, n, 0)
		},
		memory: memoryVegas,
	},
}

// LookupSolver returns the solver with the given name.
func LookupSolver(name string) (*Solver, error) {
	i, err := names.Index(len(Solvers), func(i int) string { return Solvers[i].Name }, name, "solver")
	if err != nil {
		return nil, err
	}
	return Solvers[i], nil
}

// DefaultStep is the step that hybrid uses when none is given: about half
// the rows at random on small boards, as the experiment finds best there,
// and on large boards all but the last few, more of them as n grows:
// 12 rows left to backtracking up to n = 100, then 4 more for each tenfold
// n (16 at 1000, 20 at 10^4), which measured fastest.
func DefaultStep(n int) int {
	left := 12
	for m := 1000; m <= n; m *= 10 {
		left += 4
	}
	return max(0, n/2-1, n-left)
}

// Solve finds a solution of an n×n board, as SolveProgress without progress.
func (s *Solver) Solve(ctx context.Context, n, step int, seed uint64) (Found, error) {
	return s.SolveProgress(ctx, n, step, seed, nil)
}

// SolveProgress finds a solution of an n×n board. step is the number of rows
// placed at random, for the solvers that take one, 0 ≤ step ≤ n; seed makes
// the random solvers deterministic: the same n, step and seed give the
// same solution on every platform. It stops when ctx is done. progress,
// if not nil, hears of the attempts and nodes so far after each attempt
// that failed, and after each start of minconflicts.
func (s *Solver) SolveProgress(ctx context.Context, n, step int, seed uint64, progress func(sofar Found)) (Found, error) {
	if n < 1 || n > s.MaxN {
		return Found{}, fmt.Errorf("n = %d: %w; %s takes n from 1 to %d", n, solver.ErrSize, s.Name, s.MaxN)
	}
	if s.Step && (step < 0 || step > n) {
		return Found{}, fmt.Errorf("step %d is out of range: it must be from 0 to n = %d", step, n)
	}
	if n == 2 || n == 3 {
		return Found{}, fmt.Errorf("n = %d has no solutions", n)
	}
	return s.solve(&solveRun{ctx: ctx, rnd: rng.New(seed), progress: progress}, n, step)
}

// solveHybrid makes hybrid attempts until one succeeds.
func solveHybrid(r *solveRun, n, step int) (Found, error) {
	b := newVegasBoard(n)
	var f Found
	for {
		if err := r.ctx.Err(); err != nil {
			return f, err
		}
		b.reset()
		f.Attempts++
		ok, nodes, err := b.hybridAttempt(r.ctx, step, r.rnd)
		f.Nodes += nodes
		if err != nil {
			return f, err
		}
		if ok {
			f.Queens = b.solution()
			return f, nil
		}
		r.report(f)
	}
}
