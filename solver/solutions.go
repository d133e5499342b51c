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

// Rank returns the index of solution x among its board's solutions in the
// order of Solutions, from 1: the inverse of Solution. It adds the
// solutions of each board whose first rows are a prefix of x followed by a
// smaller column, so it costs up to a count of the board: cheap for
// canonical solutions, which start in the left half.
func Rank(x []int) (uint64, error) {
	n := len(x)
	if err := checkSize(n); err != nil {
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
			s, _ := countNodesFrom(all, cols|p, (ld|p)<<1, (rd|p)>>1)
			k += s
		}
		p := uint64(1) << uint(c)
		cols, ld, rd = cols|p, (ld|p)<<1, (rd|p)>>1
	}
	return k, nil
}
