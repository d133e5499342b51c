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
			forgetCounts()
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
			forgetCounts()
			y, _ := seek(NewSeekJobFrom(ctx, x, k, k+1))
			return y
		}},
	})
}

// oldSeekJob is how a SeekJob sought solution k of an n×n board before it
// mirrored past the middle and counted columns: from the start, racing
// the walk against the count of the board's openings.
func oldSeekJob(n int, k uint64) *SeekJob {
	j := &SeekJob{ctx: context.Background(), n: n, k: k, target: k, pace: seekPace,
		walk: newCursor(n, nil), left: k, distance: k, ranked: true}
	j.rank = &openingsRanker{n: n, target: k, perStep: seekPace.count}
	return j
}

// BenchmarkSeek16 times the first, middle, three-quarter and last
// solutions of n = 16 as a seek finds them with nothing counted before it:
// as it did before (seek=old: from the start, racing the walk against the
// count of the openings) and as it does now (seek=new: from the nearer
// end, by the columns of the first queen). Run it with -benchtime=1x: the
// old seek takes seconds.
func BenchmarkSeek16(b *testing.B) {
	total, _, _ := Published(16)
	for _, s := range []struct {
		name string
		k    uint64
	}{{"first", 1}, {"middle", total / 2}, {"3/4", total / 4 * 3}, {"last", total}} {
		want := solutions16[s.k]
		if want == nil {
			forgetCounts()
			want, _ = seek(oldSeekJob(16, s.k), nil)
		}
		b.Run("k="+s.name, func(b *testing.B) {
			benchmarkPaths(b, want, []benchPath{
				{"old", func() []int {
					forgetCounts()
					x, _ := seek(oldSeekJob(16, s.k), nil)
					return x
				}},
				{"new", func() []int {
					forgetCounts()
					x, _ := Unrank(context.Background(), 16, s.k)
					return x
				}},
			})
		})
	}
}
