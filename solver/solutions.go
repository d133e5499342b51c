package solver

import "iter"

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
			if !s.walk(func(x []int) bool { return yield(append([]int(nil), x...)) }) {
				return
			}
		}
	}, nil
}
