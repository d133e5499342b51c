package solver

import (
	"context"
	"errors"
	"slices"
	"testing"
)

// FuzzSolution checks Solution against the iterator for any n and k.
func FuzzSolution(f *testing.F) {
	f.Add(uint8(8), uint16(1))
	f.Add(uint8(8), uint16(92))
	f.Add(uint8(6), uint16(5))
	f.Add(uint8(3), uint16(1))
	f.Fuzz(func(t *testing.T, size uint8, index uint16) {
		n, k := 1+int(size)%10, 1+uint64(index)%1000
		x, err := Solution(n, k)
		if k > a000170[n] {
			var re *RangeError
			if !errors.As(err, &re) || re.Solutions != a000170[n] {
				t.Fatalf("Solution(%d, %d) = %v, %v; want a RangeError", n, k, x, err)
			}
			return
		}
		if err != nil || Verify(x) != nil || len(x) != n {
			t.Fatalf("Solution(%d, %d) = %v, %v", n, k, x, err)
		}
		all, _ := Solutions(n)
		i := uint64(0)
		for y := range all {
			if i++; i == k {
				if !slices.Equal(x, y) {
					t.Fatalf("Solution(%d, %d) = %v, the iterator says %v", n, k, x, y)
				}
				return
			}
		}
	})
}

// FuzzPlan checks every algorithm on any small board and worker count.
func FuzzPlan(f *testing.F) {
	f.Add(uint8(0), uint8(8), uint8(1))
	f.Add(uint8(6), uint8(11), uint8(3))
	f.Add(uint8(6), uint8(6), uint8(2))
	f.Fuzz(func(t *testing.T, which, size, workers uint8) {
		a := Algorithms[int(which)%len(Algorithms)]
		n := 1 + int(size)%11
		p, err := NewPlan(a.Name, n)
		if err != nil {
			t.Fatal(err)
		}
		got, err := p.Run(context.Background(), 1+int(workers)%4, nil)
		if err != nil || got.Solutions != a000170[n] || a.Unique && got.Unique != a002562[n] {
			t.Fatalf("%s n=%d on %d workers = %+v, %v", a.Name, n, 1+int(workers)%4, got, err)
		}
	})
}

// FuzzUnrank checks Unrank for any n up to 12 and any k against Verify and
// Rank, with the openings known or not.
func FuzzUnrank(f *testing.F) {
	f.Add(uint8(8), uint64(1), false)
	f.Add(uint8(8), uint64(92), true)
	f.Add(uint8(12), uint64(7100), false)
	f.Add(uint8(11), uint64(2681), true)
	f.Add(uint8(3), uint64(0), false)
	f.Fuzz(func(t *testing.T, size uint8, k uint64, cold bool) {
		n := 1 + int(size)%12
		if cold {
			forgetCounts()
		}
		x, err := Unrank(context.Background(), n, k)
		var re *RangeError
		switch {
		case k == 0:
			if !errors.Is(err, ErrIndex) {
				t.Fatalf("Unrank(%d, 0) = %v, %v; want ErrIndex", n, x, err)
			}
		case k > a000170[n]:
			if !errors.As(err, &re) || re.Solutions != a000170[n] {
				t.Fatalf("Unrank(%d, %d) = %v, %v; want a RangeError", n, k, x, err)
			}
		case err != nil || len(x) != n || Verify(x) != nil:
			t.Fatalf("Unrank(%d, %d) = %v, %v", n, k, x, err)
		default:
			if r, err := rank(x); err != nil || r != k {
				t.Fatalf("Unrank(%d, %d) = %v, whose rank is %d, %v", n, k, x, r, err)
			}
		}
	})
}
