package random

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkSolve times each solver for one solution, as
// Solve/algo=NAME/n=N, skipping the sizes at which a solver is hopeless.
// Each iteration uses a new seed; nodes/op and attempts/op are averages.
func BenchmarkSolve(b *testing.B) {
	hopeless := map[string]int{ // the largest n worth timing
		"backtrack":    30,
		"lasvegas":     1000,
		"hybrid":       100_000,
		"minconflicts": 1_000_000,
	}
	for _, s := range Solvers {
		for _, n := range []int{8, 100, 1000, 10_000, 100_000, 1_000_000} {
			if n > hopeless[s.Name] {
				continue
			}
			b.Run(fmt.Sprintf("algo=%s/n=%d", s.Name, n), func(b *testing.B) {
				var nodes, attempts uint64
				seed := uint64(0)
				for b.Loop() {
					seed++
					f, err := s.Solve(context.Background(), n, DefaultStep(n), seed)
					if err != nil {
						b.Fatal(err)
					}
					nodes += f.Nodes
					attempts += f.Attempts
				}
				b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
				b.ReportMetric(float64(attempts)/float64(b.N), "attempts/op")
			})
		}
	}
}
