package solver

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkCount times each algorithm on one goroutine, and the class
// methods (fast, constellations) on two, as Count/algo=NAME/n=N/workers=W,
// with the nodes and the time per node.
// Compare two runs with benchstat; pick sizes with -bench, for example
// -bench 'Count/algo=(bitmask|fast)/n=16'.
func BenchmarkCount(b *testing.B) {
	for _, a := range Algorithms {
		for _, n := range []int{8, 12, 14, 16, 17, 18} {
			if n > a.MaxN || n > 14 && a.Name != "bitmask" && !a.Unique {
				continue // the slow methods take minutes past 14
			}
			workers := []int{1}
			if a.Unique {
				workers = []int{1, 2}
			}
			for _, w := range workers {
				b.Run(fmt.Sprintf("algo=%s/n=%d/workers=%d", a.Name, n, w), func(b *testing.B) {
					benchmarkPlan(b, a.Name, n, w)
				})
			}
		}
	}
}

func benchmarkPlan(b *testing.B, algorithm string, n, workers int) {
	p, err := NewPlan(algorithm, n)
	if err != nil {
		b.Fatal(err)
	}
	var t Tally
	for b.Loop() {
		if t, err = p.Run(context.Background(), workers, nil); err != nil {
			b.Fatal(err)
		}
	}
	if t.Solutions != a000170[n] {
		b.Fatalf("%s n=%d: %d solutions", algorithm, n, t.Solutions)
	}
	b.ReportMetric(float64(t.Nodes), "nodes/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(t.Nodes), "ns/node")
}

// BenchmarkCompletions makes the plan of a placement's completions and
// counts them on one goroutine, as a worker of the page does when the user
// places a queen: by a plain search up to n = 12, by constellations past it.
func BenchmarkCompletions(b *testing.B) {
	for _, c := range []struct {
		n      int
		placed string
	}{{8, "0:4,3:2"}, {12, "2:3"}, {12, "2:3,7:9"}, {13, "2:3"}, {16, "1:5,8:8,14:10"}, {16, "1:5,8:8"}} {
		placed, _ := ParsePlacement(c.n, c.placed)
		b.Run(fmt.Sprintf("n=%d/%s", c.n, c.placed), func(b *testing.B) {
			for b.Loop() {
				p, err := NewCompletionPlan(context.Background(), placed)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := p.Run(context.Background(), 1, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
