package solver

import (
	"context"
	"slices"
	"testing"
)

// seekByWalking is how Solution found solution k before Unrank: it walks
// every solution before the k-th, a subproblem of Split at a time, keeping
// a copy of the latest. The benchmarks compare it with Unrank.
func seekByWalking(n int, k uint64) []int {
	subs, _ := Split(n)
	last := make([]int, n)
	var seen uint64
	for _, s := range subs {
		s.walk(context.Background(), func(x []int) bool {
			seen++
			copy(last, x)
			return seen < k
		})
		if seen == k {
			return last
		}
	}
	return nil
}

// benchmarkUnrank times solution k of n by the old walk (path=walk), by
// Unrank with the board's openings to count (path=cold) and known
// (path=warm). The old walk takes up to a minute at n = 16: run these
// with -benchtime=1x.
func benchmarkUnrank(b *testing.B, n int, k uint64) {
	want, err := Unrank(context.Background(), n, k)
	if err != nil {
		b.Fatal(err)
	}
	benchmarkPaths(b, want, []benchPath{
		{"walk", func() []int { return seekByWalking(n, k) }},
		{"cold", func() []int {
			forgetOpenings()
			x, _ := Unrank(context.Background(), n, k)
			return x
		}},
		{"warm", func() []int {
			x, _ := Unrank(context.Background(), n, k)
			return x
		}},
	})
}

// A benchPath is one way to find a solution.
type benchPath struct {
	name string
	find func() []int
}

// benchmarkPaths times each path, as path=NAME, and checks that it finds
// want.
func benchmarkPaths(b *testing.B, want []int, paths []benchPath) {
	for _, p := range paths {
		b.Run("path="+p.name, func(b *testing.B) {
			var x []int
			for b.Loop() {
				x = p.find()
			}
			if !slices.Equal(x, want) {
				b.Fatalf("%s found %v, want %v", p.name, x, want)
			}
		})
	}
}

// BenchmarkUnrank16Last times the last solution of n = 16.
func BenchmarkUnrank16Last(b *testing.B) { benchmarkUnrank(b, 16, a000170[16]) }

// BenchmarkUnrank16Half times the solution halfway through n = 16.
func BenchmarkUnrank16Half(b *testing.B) { benchmarkUnrank(b, 16, a000170[16]/2) }

// BenchmarkUnrank15At2M times solution 2,000,000 of n = 15.
func BenchmarkUnrank15At2M(b *testing.B) { benchmarkUnrank(b, 15, 2_000_000) }

// BenchmarkUnrank16Early times solution 1000 of n = 16, which the walk
// finds in its head start.
func BenchmarkUnrank16Early(b *testing.B) { benchmarkUnrank(b, 16, 1000) }

// BenchmarkUnrank16At100k times solution 100,000 of n = 16, which the
// walk finds once it leads the race.
func BenchmarkUnrank16At100k(b *testing.B) { benchmarkUnrank(b, 16, 100_000) }

// BenchmarkNext15At2M times the step from solution 2,000,000 of n = 15 to
// the next: by the old walk from the start (path=walk), by SolutionAfter
// (path=after), and by a SeekJob from solution 2,000,000 (path=seek).
func BenchmarkNext15At2M(b *testing.B) {
	const n, k = 15, 2_000_000
	x := seekByWalking(n, k)
	want := seekByWalking(n, k+1)
	ctx := context.Background()
	benchmarkPaths(b, want, []benchPath{
		{"walk", func() []int { return seekByWalking(n, k+1) }},
		{"after", func() []int {
			y, _ := SolutionAfter(ctx, x)
			return y
		}},
		{"seek", func() []int {
			forgetOpenings()
			y, _ := seek(NewSeekJobFrom(ctx, x, k, k+1))
			return y
		}},
	})
}
