package random

import (
	"context"
	"slices"

	"nqueens/solver/internal/rng"
)

// complete fills the rows after the board's random ones by plain
// backtracking, in increasing column order, without moving the random
// rows: the second half of seed 004's hybrid. It reports whether it found
// a solution, which it leaves on the board, and counts the nodes: each
// queen placed. ctx is checked every 65536 nodes.
func (b *vegasBoard) complete(ctx context.Context) (ok bool, nodes uint64, err error) {
	start := b.placed
	m := b.n - start // rows left
	if m == 0 {
		return true, 0, nil
	}
	cand := slices.Clone(b.free[:b.nFree])
	slices.Sort(cand)
	used := make([]bool, m)
	chosen := make([]int, m) // chosen[d] is the candidate placed at depth d
	next := make([]int, m+1) // next[d] is the first candidate left to try
	d := 0
	for d >= 0 {
		if d == m {
			return true, nodes, nil
		}
		r, found := start+d, false
		for i := next[d]; i < m; i++ {
			c := int(cand[i])
			if used[i] || !b.safe(r, c) {
				continue
			}
			b.place(c)
			nodes++
			if nodes&0xffff == 0 && ctx.Err() != nil {
				return false, nodes, ctx.Err()
			}
			used[i], chosen[d], next[d] = true, i, i+1
			d++
			next[d] = 0
			found = true
			break
		}
		if !found {
			d--
			if d >= 0 {
				b.unplace()
				used[chosen[d]] = false
			}
		}
	}
	return false, nodes, nil
}

// hybridAttempt places step rows at random and completes the board by
// backtracking, as seed 004's hybrid. The board must be empty.
func (b *vegasBoard) hybridAttempt(ctx context.Context, step int, rnd *rng.Source) (ok bool, nodes uint64, err error) {
	ok, nodes = b.randomRows(step, rnd)
	if !ok {
		return false, nodes, nil
	}
	ok, more, err := b.complete(ctx)
	return ok, nodes + more, err
}
