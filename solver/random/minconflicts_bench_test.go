package random

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"testing"
)

// BenchmarkMinConflicts times minconflicts on huge boards, as
// MinConflicts/n=N, with the time and the bytes allocated a queen, which
// stay about the same as n grows a hundredfold: the solver is O(n). It
// takes 10^5 to 10^7 queens, and 10^8 (about 30 s and 600 MB) when
// NQUEENS_BENCH_HUGE is set. Each iteration uses a new seed.
func BenchmarkMinConflicts(b *testing.B) {
	s, _ := LookupSolver("minconflicts")
	sizes := []int{100_000, 1_000_000, 10_000_000}
	if os.Getenv("NQUEENS_BENCH_HUGE") != "" {
		sizes = append(sizes, 100_000_000)
	}
	for _, n := range sizes {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			seed := uint64(0)
			for b.Loop() {
				seed++
				if _, err := s.Solve(context.Background(), n, 0, seed); err != nil {
					b.Fatal(err)
				}
			}
			runtime.ReadMemStats(&after)
			queens := float64(n) * float64(b.N)
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/queens, "ns/queen")
			b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/queens, "B/queen")
		})
	}
}
