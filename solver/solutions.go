package solver

import (
	"context"
	"iter"
)

// Solutions returns an iterator over the solutions of an n×n board in
// lexicographic order. Each solution is a new slice that the caller owns.
// Going from one solution to the next takes amortised time proportional to
// the search-tree nodes between them.
func Solutions(n int) (iter.Seq[[]int], error) {
	subs, err := Split(n)
	if err != nil {
		return nil, err
	}
	return func(yield func([]int) bool) {
		for _, s := range subs {
			if !s.walk(context.Background(), func(x []int) bool { return yield(append([]int(nil), x...)) }) {
				return
			}
		}
	}, nil
}

// rankLeafRows is how many rows a board may have left for RankContext to
// count it in one go, without looking at its context: a few milliseconds.
const rankLeafRows = 12

// RankContext returns the index of solution x among its board's solutions
// in the order of Solutions, from 1: the inverse of Solution. It adds the
// solutions of each board whose first rows are a prefix of x followed by a
// smaller column, so it costs up to a count of the board: cheap for
// canonical solutions, which start in the left half. It stops once ctx is
// done, within milliseconds, and returns ctx's error.
func RankContext(ctx context.Context, x []int) (uint64, error) {
	n := len(x)
	if err := CheckSize(n); err != nil {
		return 0, err
	}
	if err := Verify(x); err != nil {
		return 0, err
	}
	all := boardMask(n)
	var cols, ld, rd uint64
	k := uint64(1)
	for r, c := range x {
		before := all &^ (cols | ld | rd) & (1<<uint(c) - 1)
		for ; before != 0; before &= before - 1 {
			p := before & -before
			if r == n-1 {
				k++
				continue
			}
			s, err := countContext(ctx, all, cols|p, (ld|p)<<1, (rd|p)>>1, n-r-1)
			if err != nil {
				return 0, err
			}
			k += s
		}
		p := uint64(1) << uint(c)
		cols, ld, rd = cols|p, (ld|p)<<1, (rd|p)>>1
	}
	return k, nil
}

// countContext counts the solutions of the board whose placed queens make
// cols, ld and rd, with rows rows left to place: at once when they are
// few, else one row at a time, looking at ctx before each.
func countContext(ctx context.Context, all, cols, ld, rd uint64, rows int) (uint64, error) {
	if rows <= rankLeafRows {
		s, _ := countNodesFrom(all, cols, ld, rd)
		return s, nil
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	var total uint64
	for free := all &^ (cols | ld | rd); free != 0; free &= free - 1 {
		p := free & -free
		s, err := countContext(ctx, all, cols|p, (ld|p)<<1, (rd|p)>>1, rows-1)
		if err != nil {
			return 0, err
		}
		total += s
	}
	return total, nil
}
