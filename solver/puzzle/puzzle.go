package puzzle

import (
	"context"
	"fmt"
	"slices"

	"nqueens/solver"
	"nqueens/solver/internal/rng"
)

// Limits of the puzzles NewPuzzle makes.
const (
	MinPuzzleN = 5
	MaxPuzzleN = 16
)

// A Puzzle is a board with a few queens given and exactly one way to finish
// it: the completion puzzle of N-Queens. Its givens are minimal: without
// any one of them, the board has more than one completion.
type Puzzle struct {
	N        int
	Seed     uint64
	Level    Level            // how hard a person finds it (see Grade)
	Given    solver.Placement // the queens given
	Solution []int            // the one completion: the column of each row's queen
}

// PuzzleDraws is the most puzzles NewPuzzle draws for one (n, seed) to
// find one of the level asked for, before it settles for the nearest.
const PuzzleDraws = 256

// NewPuzzle returns the puzzle of an n×n board, MinPuzzleN ≤ n ≤
// MaxPuzzleN, and seed, at level (or the nearest level it finds in
// PuzzleDraws draws). It draws a solution, gives its queens one by one in a
// random order until that solution is the only completion, then takes away
// every given it can while the completion stays unique, so that none can
// go. The same n, seed and level give the same puzzle on every machine:
// the draws come from rng, whose output is fixed.
func NewPuzzle(n int, seed uint64, level Level) (Puzzle, error) {
	return NewPuzzleContext(context.Background(), n, seed, level)
}

// NewPuzzleContext is NewPuzzle, which checks ctx before each draw (a few
// milliseconds at n = 16), and stops with its error.
func NewPuzzleContext(ctx context.Context, n int, seed uint64, level Level) (Puzzle, error) {
	if n < MinPuzzleN || n > MaxPuzzleN {
		return Puzzle{}, fmt.Errorf("n = %d: %w for a puzzle, which takes boards from n = %d to %d", n, solver.ErrSize, MinPuzzleN, MaxPuzzleN)
	}
	if !level.valid() {
		return Puzzle{}, fmt.Errorf("no puzzle level %d: choose easy, medium or hard", level)
	}
	var best Puzzle
	for try := range PuzzleDraws {
		if err := ctx.Err(); err != nil {
			return Puzzle{}, err
		}
		p := drawPuzzle(n, rng.New(seed^uint64(n)<<56^uint64(try)*0x9e3779b97f4a7c15))
		p.Seed = seed
		if try == 0 || levelDistance(p.Level, level) < levelDistance(best.Level, level) {
			best = p
		}
		if p.Level == level {
			break
		}
	}
	return best, nil
}

// drawPuzzle draws a puzzle of an n×n board from r, and grades it.
func drawPuzzle(n int, r *rng.Source) Puzzle {
	solution := randomSolution(n, r)
	given := solver.NewPlacement(n)
	rows := shuffled(n, r)
	for _, row := range rows {
		given[row] = solution[row]
		if completionsUpTo(given, 2) == 1 {
			break
		}
	}
	for _, row := range shuffled(n, r) {
		if given[row] == solver.Free {
			continue
		}
		given[row] = solver.Free
		if completionsUpTo(given, 2) != 1 {
			given[row] = solution[row]
		}
	}
	return Puzzle{N: n, Level: Grade(given), Given: given, Solution: solution}
}

// shuffled returns 0…n-1 in an order drawn from r.
func shuffled(n int, r *rng.Source) []int {
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := r.Uniform(i + 1)
		order[i], order[j] = order[j], order[i]
	}
	return order
}

// randomSolution returns a solution of an n×n board drawn from r: a
// backtracking search that tries each row's columns in an order drawn from
// r. Every solution can come out, though not all as often.
func randomSolution(n int, r *rng.Source) []int {
	queens := make([]int, n)
	var place func(row int, cols, d1, d2 uint64) bool
	place = func(row int, cols, d1, d2 uint64) bool {
		if row == n {
			return true
		}
		for _, c := range shuffled(n, r) {
			a, b := uint64(1)<<(row+c), uint64(1)<<(row-c+n-1)
			if cols&(1<<c) != 0 || d1&a != 0 || d2&b != 0 {
				continue
			}
			queens[row] = c
			if place(row+1, cols|1<<c, d1|a, d2|b) {
				return true
			}
		}
		return false
	}
	place(0, 0, 0, 0)
	return queens
}

// completionsUpTo counts the completions of placed, n ≤ 32, and stops at
// limit: 0 for queens that attack each other. Its search skips the rows
// placed and takes each free row's squares that no queen attacks.
func completionsUpTo(placed solver.Placement, limit int) int {
	n := len(placed)
	var cols, d1, d2 uint64 // d1 holds bit r+c, d2 bit r-c+n-1
	for r, c := range placed {
		if c == solver.Free {
			continue
		}
		a, b := uint64(1)<<(r+c), uint64(1)<<(r-c+n-1)
		if cols&(1<<c) != 0 || d1&a != 0 || d2&b != 0 {
			return 0
		}
		cols, d1, d2 = cols|1<<c, d1|a, d2|b
	}
	free := make([]int, 0, n)
	for r, c := range placed {
		if c == solver.Free {
			free = append(free, r)
		}
	}
	count := 0
	var search func(i int, cols, d1, d2 uint64)
	search = func(i int, cols, d1, d2 uint64) {
		if i == len(free) {
			count++
			return
		}
		r := free[i]
		for c := 0; c < n && count < limit; c++ {
			a, b := uint64(1)<<(r+c), uint64(1)<<(r-c+n-1)
			if cols&(1<<c) == 0 && d1&a == 0 && d2&b == 0 {
				search(i+1, cols|1<<c, d1|a, d2|b)
			}
		}
	}
	search(0, cols, d1, d2)
	return count
}

// Givens returns the puzzle's given queens, row and column each, in row
// order.
func (p Puzzle) Givens() [][2]int { return p.Given.Queens() }

// FreeRows returns the rows that hold no given queen, in order: the rows
// the player fills.
func (p Puzzle) FreeRows() []int {
	var rows []int
	for r, c := range p.Given {
		if c == solver.Free {
			rows = append(rows, r)
		}
	}
	return rows
}

// Check reports whether placed, the puzzle's givens and a player's queens,
// can still be finished: whether it holds the givens, and the one
// completion has every queen of it.
func (p Puzzle) Check(placed solver.Placement) bool {
	if len(placed) != p.N {
		return false
	}
	for r, c := range placed {
		if c != solver.Free && c != p.Solution[r] || p.Given[r] != solver.Free && c != p.Given[r] {
			return false
		}
	}
	return true
}

// Solved reports whether placed is the puzzle's completion.
func (p Puzzle) Solved(placed solver.Placement) bool {
	return slices.Equal([]int(placed), p.Solution)
}
