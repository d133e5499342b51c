package solver

import (
	"context"
	"runtime"
	"testing"
)

// TestClassMethodsMatchOEIS counts n = 1 to 16 (15 under wasm) with the
// methods that count classes, on 2 goroutines, against A000170 and
// A002562.
func TestClassMethodsMatchOEIS(t *testing.T) {
	maxN := 16
	if runtime.GOARCH == "wasm" {
		maxN = 15
	}
	for _, name := range classMethods {
		for n := 1; n <= maxN; n++ {
			p, err := NewPlan(name, n)
			if err != nil {
				t.Fatal(err)
			}
			got, err := p.Run(context.Background(), 2, nil)
			if err != nil || got.Solutions != a000170[n] || got.Unique != a002562[n] {
				t.Errorf("%s n = %d: %+v, %v; want %d solutions, %d unique", name, n, got, err, a000170[n], a002562[n])
			}
		}
	}
}

// TestConstellationTasksEstimateTheirNodes checks that the tasks' costs
// follow their nodes: r ≥ 0.8 (0.92 measured for n = 14 and 16).
func TestConstellationTasksEstimateTheirNodes(t *testing.T) {
	for _, n := range []int{12, 14} {
		p, err := NewPlan("constellations", n)
		if err != nil {
			t.Fatal(err)
		}
		var costs, nodes []float64
		for i := range p.Tasks() {
			costs = append(costs, p.Cost(i))
			nodes = append(nodes, float64(p.CountTask(i).Nodes))
		}
		if r := pearson(costs, nodes); r < 0.8 {
			t.Errorf("n = %d: the tasks' costs and nodes correlate at r = %.3f, want 0.8 or more", n, r)
		}
	}
}
