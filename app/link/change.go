package link

import (
	"math/rand/v2"

	"nqueens/solver/puzzle"
)

// SetN shows the first solution of an n×n board, in random mode with the
// same solver, a step for the new n and the same seed. It keeps n within
// what the mode takes.
func (v *View) SetN(n int) {
	lo, limit := 1, MaxBrowseN
	switch v.Mode {
	case Random:
		limit = MaxRandomN
	case Puzzle:
		lo, limit = puzzle.MinPuzzleN, puzzle.MaxPuzzleN
	}
	n = min(max(n, lo), limit)
	if v.Mode == Puzzle && (n != v.N || v.Day != "") {
		v.NewPuzzle()
	}
	if v.Mode == Random && n != v.N {
		v.Step = DefaultStep(n)
	}
	if v.Placed != "" {
		v.Placed = v.Placement().Resize(n).Format(".")
	}
	v.N, v.K = n, 1
}

// SetMode switches between browsing the solutions, random ones, play and
// puzzles (today's first), keeping n where the mode takes it: a board too
// large to browse is then clamped, with a notice that says so, when the
// view is normalised. Play's queens stay for the way back to it, but not
// through puzzle mode, whose links hold none.
func (v *View) SetMode(mode Mode) {
	if mode == v.Mode {
		return
	}
	v.Mode, v.K = mode, 1
	v.Day, v.Seed, v.Level = "", 0, ""
	switch mode {
	case Random:
		v.Solver, v.Step = DefaultSolver(v.N), DefaultStep(v.N)
	case Puzzle:
		v.SetDay(Today())
	}
}

// NewSeed draws a seed for a link that has none.
func NewSeed() uint64 { return rand.Uint64()>>1 + 1 }
