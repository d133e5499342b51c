package quarters

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// bruteRows counts the solutions of an n×n board that begin with prefix,
// by the column of the next row's queen, by a plain bitmask search.
func bruteRows(n int, prefix []int) []uint64 {
	counts := make([]uint64, n)
	all := uint64(1)<<n - 1
	var place func(row int, cols, ld, rd uint64, next int)
	place = func(row int, cols, ld, rd uint64, next int) {
		if row == n {
			counts[next]++
			return
		}
		free := all &^ (cols | ld | rd)
		if row < len(prefix) {
			free &= 1 << prefix[row]
		}
		for ; free != 0; free &= free - 1 {
			q := free & -free
			if row == len(prefix) {
				next = trailingZeros(q)
			}
			place(row+1, cols|q, (ld|q)<<1&all, (rd|q)>>1, next)
		}
	}
	place(0, 0, 0, 0, 0)
	return counts
}

func trailingZeros(q uint64) (z int) {
	for ; q&1 == 0; q >>= 1 {
		z++
	}
	return z
}

// validPrefix draws a placement of the first rows of an n×n board, of
// rows queens none attacking another, or returns false.
func validPrefix(r *rand.Rand, n, rows int) ([]int, bool) {
	prefix := make([]int, 0, rows)
	for len(prefix) < rows {
		c := r.IntN(n)
		for i, d := range prefix {
			if d == c || d-c == len(prefix)-i || c-d == len(prefix)-i {
				return nil, false
			}
		}
		prefix = append(prefix, c)
	}
	return prefix, true
}

// The row counts agree with a plain search for every even board of 4 to
// 12, with no prefix and with prefixes of up to n/2-1 rows, counted in one
// go and in two halves.
func TestRowCountsMatchTheSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(43, 4))
	for n := 4; n <= 12; n += 2 {
		prefixes := [][]int{nil}
		for rows := 1; rows < n/2; rows++ {
			for len(prefixes) < 6*rows {
				if p, ok := validPrefix(r, n, rows); ok {
					prefixes = append(prefixes, p)
				}
			}
		}
		for c := range n {
			prefixes = append(prefixes, []int{c})
		}
		for _, prefix := range prefixes {
			t.Run(fmt.Sprintf("n=%d/prefix=%v", n, prefix), func(t *testing.T) {
				want := bruteRows(n, prefix)
				rc := NewRowCount(n, prefix)
				whole, parts := make([]uint64, n), make([]uint64, n)
				if err := rc.CountUnits(context.Background(), 0, rc.Units(), whole); err != nil {
					t.Fatal(err)
				}
				half := rc.Units() / 2
				rc.CountUnits(context.Background(), half, rc.Units(), parts)
				rc.CountUnits(context.Background(), 0, half, parts)
				if !slices.Equal(whole, want) || !slices.Equal(parts, want) {
					t.Errorf("counts %v, in two halves %v; the search finds %v", whole, parts, want)
				}
			})
		}
	}
}
