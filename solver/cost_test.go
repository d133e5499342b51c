package solver

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"nqueens/solver/internal/countdown"
)

// BenchmarkNewPlan times the plans of the fast method, their cost
// estimates included, as NewPlan/n=N, with the tasks per plan.
func BenchmarkNewPlan(b *testing.B) {
	for n := 16; n <= 20; n++ {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var p *Plan
			for b.Loop() {
				var err error
				if p, err = NewPlan("fast", n); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(p.Tasks()), "tasks")
		})
	}
}

// pearson returns the correlation coefficient of x and y.
func pearson(x, y []float64) float64 {
	var mx, my float64
	for i := range x {
		mx += x[i] / float64(len(x))
		my += y[i] / float64(len(y))
	}
	var sxy, sxx, syy float64
	for i := range x {
		sxy += (x[i] - mx) * (y[i] - my)
		sxx += (x[i] - mx) * (x[i] - mx)
		syy += (y[i] - my) * (y[i] - my)
	}
	return sxy / math.Sqrt(sxx*syy)
}

// TestCostsFollowTheNodes counts every task of a few plans and checks
// that the estimated costs correlate with the nodes the tasks place, and
// that the fast method's are about those nodes in total.
func TestCostsFollowTheNodes(t *testing.T) {
	for _, tt := range []struct {
		algorithm string
		n         int
		minR      float64
	}{{"fast", 13, 0.8}, {"fast", 15, 0.85}, {"bitmask", 14, 0.7}, {"naive", 10, 0.7}} {
		p, err := NewPlan(tt.algorithm, tt.n)
		if err != nil {
			t.Fatal(err)
		}
		costs, nodes := make([]float64, p.Tasks()), make([]float64, p.Tasks())
		var costSum, nodeSum float64
		for i := range costs {
			costs[i], nodes[i] = p.Cost(i), float64(p.CountTask(i).Nodes)
			costSum += costs[i]
			nodeSum += nodes[i]
		}
		r := pearson(costs, nodes)
		t.Logf("%s n=%d: %d tasks, r = %.3f, estimated/real nodes = %.2f", tt.algorithm, tt.n, p.Tasks(), r, costSum/nodeSum)
		if r < tt.minR {
			t.Errorf("%s n=%d: the costs correlate with the nodes at r = %.3f, want %.2f or more", tt.algorithm, tt.n, r, tt.minR)
		}
		if ratio := costSum / nodeSum; tt.algorithm == "fast" && (ratio < 0.67 || ratio > 1.5) {
			t.Errorf("%s n=%d: the costs add up to %.2f times the nodes", tt.algorithm, tt.n, ratio)
		}
	}
}

// TestPlansAreOrderedByCost checks that the tasks come costliest first,
// in the same order in every plan of a count.
func TestPlansAreOrderedByCost(t *testing.T) {
	for _, algorithm := range []string{"fast", "bitmask", "arrays"} {
		p, _ := NewPlan(algorithm, 12)
		q, _ := NewPlan(algorithm, 12)
		for i := range p.Tasks() {
			if i > 0 && p.Cost(i) > p.Cost(i-1) {
				t.Fatalf("%s: task %d costs %g, more than task %d's %g", algorithm, i, p.Cost(i), i-1, p.Cost(i-1))
			}
			if p.Cost(i) != q.Cost(i) || p.CountTask(i) != q.CountTask(i) {
				t.Fatalf("%s: two plans differ at task %d", algorithm, i)
			}
		}
		if p.Cost(0) <= p.Cost(p.Tasks()-1) {
			t.Errorf("%s: every task costs %g", algorithm, p.Cost(0))
		}
	}
}

// TestSharesAddUp cuts plans at random places and checks that the shares
// of the pieces add up to 1, and that each is its tasks' costs over all.
func TestSharesAddUp(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{4, 9, 16} {
		p, _ := NewPlan("fast", n)
		var all float64
		for i := range p.Tasks() {
			all += p.Cost(i)
		}
		for range 20 {
			cuts := []int{0, p.Tasks()}
			for range rng.IntN(5) {
				cuts = append(cuts, rng.IntN(p.Tasks()+1))
			}
			slices.Sort(cuts)
			sum := 0.0
			for k := 1; k < len(cuts); k++ {
				share := p.Share(cuts[k-1], cuts[k])
				var cost float64
				for i := cuts[k-1]; i < cuts[k]; i++ {
					cost += p.Cost(i)
				}
				if math.Abs(share-cost/all) > 1e-9 {
					t.Fatalf("n=%d: Share(%d, %d) = %g, want %g", n, cuts[k-1], cuts[k], share, cost/all)
				}
				sum += share
			}
			if math.Abs(sum-1) > 1e-9 {
				t.Fatalf("n=%d: the shares of %v add up to %g", n, cuts, sum)
			}
		}
	}
}

// TestPartsAreBalancedByCost deals n = 16 into parts and checks that each
// unit is in one part, in increasing order, and that no part's estimated
// cost exceeds the mean by more than the costliest unit, as the greedy
// deal ensures; and that the deal is as balanced as the one every
// parts-th unit made before, or more.
func TestPartsAreBalancedByCost(t *testing.T) {
	p, _ := NewPlan("fast", 16)
	for _, parts := range []int{1, 3, 7, 64, 5000, 10000} {
		seen := make([]int, p.Tasks())
		most, mostStrided, sum := 0.0, 0.0, 0.0
		for part := range parts {
			units, err := p.PartUnits(part, parts)
			if err != nil {
				t.Fatal(err)
			}
			cost, strided := 0.0, 0.0
			for k, u := range units {
				if k > 0 && u <= units[k-1] {
					t.Fatalf("%d parts: part %d's units %v are not in increasing order", parts, part, units)
				}
				seen[u]++
				cost += p.Cost(u)
			}
			for u := part; u < p.Tasks(); u += parts {
				strided += p.Cost(u)
			}
			most, mostStrided, sum = max(most, cost), max(mostStrided, strided), sum+cost
		}
		for u, times := range seen {
			if times != 1 {
				t.Fatalf("%d parts: unit %d is in %d parts", parts, u, times)
			}
		}
		mean := sum / float64(parts)
		t.Logf("%d parts: the costliest is %.4f times the mean, %.4f when strided", parts, most/mean, mostStrided/mean)
		if most > mean+p.Cost(0)*(1+1e-9) || most > mostStrided*(1+1e-9) {
			t.Errorf("%d parts: the costliest part costs %g, for a mean of %g and units of %g at most (strided: %g)", parts, most, mean, p.Cost(0), mostStrided)
		}
	}
}

// planDigest hashes the order of a fast plan's tasks and their costs.
func planDigest(p *Plan) uint64 {
	h := fnv.New64a()
	for i, t := range p.tasks {
		f := t.(*fastTask)
		fmt.Fprintf(h, "%d %t %d %x %x %x %x\n", f.c.bound1, f.c.corner, f.row, f.left, f.down, f.right, math.Float64bits(p.Cost(i)))
	}
	return h.Sum64()
}

// TestPlanOrderIsTheSameEverywhere checks the order of n = 16's tasks and
// their costs against the digest of an amd64 build: units are numbered in
// that order, so a wasm or arm64 build must find the same.
func TestPlanOrderIsTheSameEverywhere(t *testing.T) {
	p, _ := NewPlan("fast", 16)
	if got, want := planDigest(p), uint64(0x16fb0bf486fd33b); got != want {
		t.Errorf("the digest of n = 16's plan is %#x, want %#x: the plan differs on %s/%s", got, want, runtime.GOOS, runtime.GOARCH)
	}
}

// TestSortDecreasing checks the merge sort against package slices's
// stable sort, on keys with many ties.
func TestSortDecreasing(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{0, 1, 2, 3, 7, 64, 1000} {
		key := make([]float64, n)
		order := make([]int32, n)
		for i := range key {
			key[i], order[i] = float64(rng.IntN(10)), int32(i)
		}
		want := slices.Clone(order)
		slices.SortStableFunc(want, func(a, b int32) int { return int(key[b] - key[a]) })
		if got := sortDecreasing(order, make([]int32, n), key); !slices.Equal(got, want) {
			t.Errorf("n=%d: sorted %v, want %v", n, got, want)
		}
	}
}

// TestFingerprintIsFNV1a checks the written-out hash against hash/fnv's.
func TestFingerprintIsFNV1a(t *testing.T) {
	for _, n := range []int{1, 8, 20} {
		p, _ := NewPlan("fast", n)
		h := fnv.New64a()
		fmt.Fprintf(h, "nqueens plan v%d fast n=%d tasks=%d", PlanVersion, n, p.Tasks())
		if got, want := p.Fingerprint(), fmt.Sprintf("%016x", h.Sum64()); got != want {
			t.Errorf("n=%d: fingerprint %s, want %s", n, got, want)
		}
	}
}

// TestRunEachTellsEveryTask checks that RunEach names every task once.
func TestRunEachTellsEveryTask(t *testing.T) {
	p, _ := NewPlan("fast", 12)
	seen := make([]int, p.Tasks())
	got, err := p.RunEach(context.Background(), 2, func(task int) { seen[task]++ })
	if err != nil || got.Solutions != a000170[12] {
		t.Fatalf("RunEach = %+v, %v", got, err)
	}
	for task, times := range seen {
		if times != 1 {
			t.Errorf("task %d told %d times", task, times)
		}
	}
}

// TestCostsStopWithTheContext cancels n = 24's plan while it estimates
// its tasks' costs: fastPlan looks at the context once a case, byCost
// once every 256 tasks.
func TestCostsStopWithTheContext(t *testing.T) {
	cases := len(fastCases(24))
	ctx := countdown.New(int64(cases) + 3)
	if p, err := NewPlanContext(ctx, "fast", 24); !errors.Is(err, context.Canceled) || p != nil {
		t.Errorf("NewPlanContext cancelled while it estimates costs = %v, %v", p, err)
	}
}
