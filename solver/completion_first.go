package solver

import (
	"context"
	"math/bits"
	"slices"

	"nqueens/solver/internal/constellations"
)

// FirstCompletion returns the first solution, in the order of Solutions,
// that holds every queen of placed, or nil when none does. It stops once
// ctx is done, and returns ctx's error. It searches the rows top down,
// the placed queens fixing theirs: exponential time at worst, as the
// problem is NP-complete, but milliseconds for most placements up to
// n = 32.
func FirstCompletion(ctx context.Context, placed Placement) ([]int, error) {
	n := len(placed)
	if err := CheckSize(n); err != nil {
		return nil, err
	}
	if err := placed.Conflict(); err != nil {
		return nil, nil
	}
	lay := constellations.NewLayout(n, placed.Queens())
	x := make([]int, n)
	var stack [MaxN]struct {
		at   constellations.Lines
		todo uint64
	}
	stack[0].todo = lay.Open[0]
	nodes := 0
	for y := 0; y >= 0; {
		f := &stack[y]
		if f.todo == 0 {
			y--
			continue
		}
		if nodes++; nodes&0xffff == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		bit := f.todo & -f.todo
		f.todo ^= bit
		x[y] = bits.TrailingZeros64(bit)
		if y == n-1 {
			return slices.Clone(x), nil
		}
		next := f.at.Next(bit)
		stack[y+1].at, stack[y+1].todo = next, lay.Open[y+1]&^(next.Left|next.Right|next.Down)
		y++
	}
	return nil, ctx.Err()
}
