package solver

import (
	"context"
	"fmt"
	"slices"

	"nqueens/solver/internal/constellations"
	"nqueens/solver/internal/names"
	"nqueens/solver/internal/plan"
	"nqueens/solver/internal/quarters"
)

// A Tally is the result of a count: its solutions, its unique solutions
// if the method counts them, and the queens placed. Tallies add up with
// Add.
type Tally = plan.Tally

// An Algorithm is a named counting method, with every fact that the
// command line and the page need of it.
type Algorithm struct {
	Name    string // as the command line and the page name it
	Summary string // one line on how it works
	Note    string // a few words on where it comes from: the course notes' seeds that teach it, if any
	Unique  bool   // whether it counts unique solutions too
	MaxN    int    // the largest n it accepts
	// Limit says why larger boards are refused.
	Limit string
	// QuickMaxN is the largest n it counts in about 2 s in the browser,
	// on the page's workers: a count grows about sixfold with each n.
	QuickMaxN int
	// timed are its counts timed natively, from which CPUSeconds
	// estimates the others.
	timed []timing

	plan planFunc // splits its count into tasks
	// uniqueTimes8 says that its tasks' unique counts add up to 8 times
	// the board's, as Burnside's lemma gives it (see Finish).
	uniqueTimes8 bool
}

// A task is one independent part of a count: the methods' packages make
// theirs, and a task may be a plan.Stoppable and a plan.Costed too.
type task = plan.Task

// FastestSearch names the fastest method that searches: constellations.
// It counts completions (a board with queens placed), which quarters
// cannot, and its tasks are those the GPU counts. FastestAlgorithm names
// the method that counts a whole board.
const FastestSearch = "constellations"

// Quarters names the method that searches nothing: it joins quarters of
// the board.
const Quarters = "quarters"

// QuartersFromN is the smallest board that FastestAlgorithm counts by
// quarters: from n = 14 on, quarters counts faster than constellations,
// natively (3.5 to 5.5 times on even boards, 3 on odd ones from n = 17 on)
// and compiled to WebAssembly (1.6 times at n = 16, 1.5 at 17, 3.2 at 18
// on the page's workers); below, both take milliseconds.
const QuartersFromN = 14

// FastestAlgorithm names the fastest method for an n×n board, which the
// page and the command line count with unless told otherwise: quarters
// from QuartersFromN to QuartersMaxN, else constellations.
func FastestAlgorithm(n int) string {
	if QuartersFromN <= n && n <= QuartersMaxN {
		return Quarters
	}
	return FastestSearch
}

// Algorithms lists the counting methods, the slowest first.
var Algorithms = []*Algorithm{
	{
		Name:      "naive",
		Summary:   "recursive backtracking over a column array x[], checking each square against every earlier row",
		Note:      "seeds 000, 001 and 004; seed 003's Queen1",
		MaxN:      17,
		Limit:     "it checks every square against every earlier queen: about 2 minutes for n = 16, 15 for n = 17, and hours for n = 18",
		QuickMaxN: 12,
		timed:     []timing{{13, 0.60}},
		plan:      prefixPlan(countNaive),
	},
	{
		Name:      "iterative",
		Summary:   "the same backtracking without recursion: x[k] moves right until safe, and past the end it backtracks",
		Note:      "seed 001",
		MaxN:      17,
		Limit:     "it checks every square against every earlier queen: about 2 minutes for n = 16, 15 for n = 17, and hours for n = 18",
		QuickMaxN: 12,
		timed:     []timing{{13, 0.63}},
		plan:      prefixPlan(countIterative),
	},
	{
		Name:      "arrays",
		Summary:   "boolean arrays mark the columns and both diagonals in use, so each square is tested in O(1)",
		Note:      "seed 003's Queen2",
		MaxN:      17,
		Limit:     "it tests every square of every row: about 10 minutes for n = 17 and over an hour for n = 18",
		QuickMaxN: 13,
		timed:     []timing{{14, 1.69}},
		plan:      prefixPlan(countArrays),
	},
	{
		Name:      "bitarray",
		Summary:   "integers used as bit arrays for the same three sets, tested one bit at a time",
		Note:      "seed 003's Queen3",
		MaxN:      17,
		Limit:     "it tests every square of every row: about 10 minutes for n = 17 and over an hour for n = 18",
		QuickMaxN: 13,
		timed:     []timing{{14, 1.37}},
		plan:      prefixPlan(countBitArray),
	},
	{
		Name:      "bitscan",
		Summary:   "the free squares of a row in one word, enumerated with p = free & -free",
		Note:      "seed 003's Queen4",
		MaxN:      18,
		Limit:     "it searches the whole tree: about 15 minutes for n = 18 and hours for n = 19",
		QuickMaxN: 14,
		timed:     []timing{{15, 2.12}},
		plan:      prefixPlan(countBitScan),
	},
	{
		Name:      "bitmask",
		Summary:   "row, ld and rd masks passed down the rows and shifted by one column each row",
		Note:      "seeds 000 and 002; seed 003's Queen5",
		MaxN:      18,
		Limit:     "it searches the whole tree: about 10 minutes for n = 18 and over an hour for n = 19",
		QuickMaxN: 14,
		timed:     []timing{{15, 1.36}, {16, 8.8}},
		plan:      bitmaskPlan,
	},
	{
		Name:      "fast",
		Summary:   "counts each class of solutions under the board's 8 symmetries once, so it searches an eighth of the tree, and reports unique solutions",
		Unique:    true,
		MaxN:      MaxN,
		Limit:     "the masks are 64-bit words",
		QuickMaxN: 16,
		timed:     []timing{{16, 1.88}, {17, 12.6}, {18, 90.8}},
		plan:      smallBelow(6, fastPlan),
	},
	{
		Name:      FastestSearch,
		Summary:   "places the queens of the four edges first, one constellation per class under the 8 symmetries, weighted by its class's size, then counts the inner board with bitmasks, placing next the row with the fewest open squares: the fastest",
		Unique:    true,
		MaxN:      MaxN,
		Limit:     "the masks are 64-bit words",
		QuickMaxN: 16,
		timed:     []timing{{16, 1.70}, {17, 11.1}, {18, 77.3}},
		plan:      smallBelow(6, constellations.Plan),
	},
	{
		Name:         Quarters,
		Summary:      "no search: lists every set of queens a quarter of the board can hold, joins a north and a south quarter into each half, and counts the pairs of halves that share no diagonal with a sieve; unique solutions by Burnside's lemma",
		Unique:       true,
		MaxN:         QuartersMaxN,
		Limit:        "its table of a quarter's sets of queens grows about 8-fold every two rows: 64 MB for n = 20 and 21, about 500 MB beyond",
		QuickMaxN:    17,
		timed:        []timing{{16, 0.31}, {17, 1.95}, {18, 10.7}, {19, 73.8}, {20, 1165}, {21, 8200}},
		plan:         smallBelow(4, quarters.Plan),
		uniqueTimes8: true,
	},
}

// QuartersMaxN is the largest board that the quarters method counts.
const QuartersMaxN = 21

// Lookup returns the algorithm with the given name.
func Lookup(name string) (*Algorithm, error) {
	i, err := names.Index(len(Algorithms), func(i int) string { return Algorithms[i].Name }, name, "algorithm")
	if err != nil {
		return nil, err
	}
	return Algorithms[i], nil
}

// check returns an error when n is outside 1..a.MaxN.
func (a *Algorithm) check(n int) error {
	if err := CheckSize(n); err != nil {
		return err
	}
	if n > a.MaxN {
		return fmt.Errorf("n = %d: %w for %s, which stops at n = %d: %s", n, ErrSize, a.Name, a.MaxN, a.Limit)
	}
	return nil
}

// prefixTask completes one prefix with a seed method.
type prefixTask struct {
	n      int
	prefix []int
	method func(n int, prefix []int) (solutions, nodes uint64)
}

// Count completes the prefix by the task's seed method.
func (t prefixTask) Count() Tally {
	s, nodes := t.method(t.n, t.prefix)
	return Tally{Solutions: s, Nodes: nodes}
}

// prefixPlan splits a count by a seed method after the rows that Split
// places.
func prefixPlan(method func(n int, prefix []int) (solutions, nodes uint64)) func(context.Context, int) ([]task, Tally, error) {
	return func(_ context.Context, n int) ([]task, Tally, error) {
		subs, nodes := split(n)
		tasks := make([]task, len(subs))
		for i, s := range subs {
			tasks[i] = prefixTask{n, s.Prefix, method}
		}
		return tasks, Tally{Nodes: nodes}, nil
	}
}

// bitmaskTask counts one subproblem by the bitmask method.
type bitmaskTask struct{ sub Subproblem }

// Count counts the subproblem by the bitmask method.
func (t bitmaskTask) Count() Tally {
	s, nodes := countBitmask(t.sub)
	return Tally{Solutions: s, Nodes: nodes}
}

func bitmaskPlan(_ context.Context, n int) ([]task, Tally, error) {
	subs, nodes := split(n)
	tasks := make([]task, len(subs))
	for i, s := range subs {
		tasks[i] = bitmaskTask{s}
	}
	return tasks, Tally{Nodes: nodes}, nil
}

// smallBelow returns the planner that counts boards under least directly
// (smallBoard), as they are too small for method, and larger boards with
// method.
func smallBelow(least int, method planFunc) planFunc {
	return func(ctx context.Context, n int) ([]task, Tally, error) {
		if n < least {
			return []task{smallBoard(n)}, Tally{}, nil
		}
		return method(ctx, n)
	}
}

// fastPlan splits the fast count after fastSplitRow rows, n ≥ 6 (boards
// under 6 are too small for the cases). It stops between the cases once
// ctx is done: n = 32's plan takes a tenth of a second natively, and more
// in a browser.
func fastPlan(ctx context.Context, n int) ([]task, Tally, error) {
	split, nodes, err := fastTasks(ctx, n)
	tasks := make([]task, len(split))
	for i := range split {
		tasks[i] = &split[i]
	}
	return tasks, Tally{Nodes: nodes}, err
}

// fastTasks lists the fastTasks of an n×n board, n ≥ 6, and counts the
// nodes placed before they start, or stops with ctx's error.
func fastTasks(ctx context.Context, n int) (tasks []fastTask, nodes uint64, err error) {
	for _, c := range fastCases(n) {
		if err := ctx.Err(); err != nil {
			return nil, 0, err
		}
		start := c.start()
		nodes += uint64(start.row)
		if c.corner && c.bound1 > 2 {
			nodes-- // every corner case shares row 0's queen
		}
		tasks = c.split(start, min(fastSplitRow, n-4), tasks, &nodes)
	}
	return tasks, nodes, nil
}

// Count counts the task's solutions and classes.
func (t *fastTask) Count() Tally {
	res, _ := t.search(context.Background())
	return res.tally()
}

// CountContext is Count that stops within milliseconds once ctx is done,
// and returns ctx's error.
func (t *fastTask) CountContext(ctx context.Context) (Tally, error) {
	if err := ctx.Err(); err != nil {
		return Tally{}, err // a task with no row to look at it from
	}
	res, err := t.search(ctx)
	return res.tally(), err
}

// smallBoard counts a small board by listing its solutions.
type smallBoard int

// Count counts the board's solutions, classes and nodes.
func (n smallBoard) Count() Tally {
	var t Tally
	all, _ := Solutions(int(n))
	for x := range all {
		t.Solutions++
		if least, _ := Canonical(x); slices.Equal(least, x) {
			t.Unique++
		}
	}
	subs, nodes := split(int(n))
	for _, s := range subs {
		_, m := countBitmask(s)
		nodes += m
	}
	t.Nodes = nodes // the whole tree, which listing the solutions walked
	return t
}
