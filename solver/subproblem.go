package solver

import (
	"context"
	"math/bits"
)

// A Subproblem is an n-queens board whose first rows are already placed.
// The subproblems of [Split] partition the solutions of a board.
type Subproblem struct {
	N      int   // board size
	Prefix []int // columns of the queens already placed, row by row

	cols, ld, rd uint64 // squares attacked in the next row
}

// Split lists the subproblems of an n×n board in lexicographic order of
// their prefixes: every valid placement of the first few rows (two, or three
// from n = 12 on, never more than n). Their solutions, in order, are the
// board's solutions in order.
//
// Split takes O(n^d) time for d prefix rows.
func Split(n int) ([]Subproblem, error) {
	if err := CheckSize(n); err != nil {
		return nil, err
	}
	subs, _ := split(n)
	return subs, nil
}

// split lists the subproblems of a valid n, and counts the queens placed
// in their prefixes' tree: the nodes above the subproblems.
func split(n int) (subs []Subproblem, nodes uint64) {
	depth := min(n, splitDepth(n))
	prefix := make([]int, 0, depth)
	var place func(cols, ld, rd uint64)
	all := boardMask(n)
	place = func(cols, ld, rd uint64) {
		if len(prefix) == depth {
			subs = append(subs, Subproblem{N: n, Prefix: append([]int(nil), prefix...), cols: cols, ld: ld, rd: rd})
			return
		}
		for free := all &^ (cols | ld | rd); free != 0; free &= free - 1 {
			p := free & -free
			nodes++
			prefix = append(prefix, bits.TrailingZeros64(p))
			place(cols|p, (ld|p)<<1, (rd|p)>>1)
			prefix = prefix[:len(prefix)-1]
		}
	}
	place(0, 0, 0)
	return subs, nodes
}

// splitDepth is how many rows Split places for an n×n board: enough
// subproblems for a smooth progress bar, few enough to list at once.
func splitDepth(n int) int {
	if n < 12 {
		return 2
	}
	return 3
}

// boardMask has the n low bits set, one for each column.
func boardMask(n int) uint64 { return 1<<uint(n) - 1 }

// Count returns the number of solutions of the subproblem, by the bitmask
// method. It visits every node of the subproblem's search tree once.
func (s Subproblem) Count() uint64 {
	solutions, _ := countBitmask(s)
	return solutions
}

// walk calls yield with each solution of the subproblem in lexicographic
// order and stops early when yield returns false or ctx is done, which it
// checks every few thousand nodes. The slice passed to yield is reused:
// yield must copy it to keep it. walk reports whether it went through
// every solution.
func (s Subproblem) walk(ctx context.Context, yield func(x []int) bool) bool {
	return search(ctx, s, yield)
}

// checkEvery is how many nodes a search visits between looks at its
// context: a few hundred microseconds of work.
const checkEvery = 1 << 14

// search is s.walk.
func search(ctx context.Context, s Subproblem, yield func(x []int) bool) bool {
	n, depth := s.N, len(s.Prefix)
	x := make([]int, n)
	copy(x, s.Prefix)
	if depth == n {
		return yield(x)
	}
	all := boardMask(n)
	// State of row r: attacked columns, diagonals, and squares left to try.
	cols := make([]uint64, n)
	ld := make([]uint64, n)
	rd := make([]uint64, n)
	free := make([]uint64, n)
	r := depth
	cols[r], ld[r], rd[r] = s.cols, s.ld, s.rd
	free[r] = all &^ (cols[r] | ld[r] | rd[r])
	for tick := 1; r >= depth; tick++ {
		if tick%checkEvery == 0 && ctx.Err() != nil {
			return false
		}
		if free[r] == 0 {
			r--
			continue
		}
		p := free[r] & -free[r]
		x[r] = bits.TrailingZeros64(p)
		free[r] ^= p
		if r == n-1 {
			if !yield(x) {
				return false
			}
			continue
		}
		cols[r+1], ld[r+1], rd[r+1] = cols[r]|p, (ld[r]|p)<<1, (rd[r]|p)>>1
		r++
		free[r] = all &^ (cols[r] | ld[r] | rd[r])
	}
	return true
}
