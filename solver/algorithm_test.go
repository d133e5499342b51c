package solver

import (
	"context"
	"errors"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"nqueens/solver/internal/countdown"
)

// a002562 holds OEIS A002562: the number of solutions up to the board's
// symmetries, indexed by n.
var a002562 = []uint64{1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752,
	285053, 1846955, 11977939, 83263591}

// treeNodes counts the nodes of the full backtracking tree by brute force:
// the valid placements of 1 to n queens in the first rows.
func treeNodes(n int) uint64 {
	var nodes uint64
	var place func(x []int)
	place = func(x []int) {
		for c := range n {
			if Safe(x, len(x), c) {
				nodes++
				if len(x)+1 < n {
					place(append(x, c))
				}
			}
		}
	}
	place(make([]int, 0, n))
	return nodes
}

func TestEveryAlgorithmAgrees(t *testing.T) {
	maxN := 12
	if runtime.GOARCH == "wasm" {
		maxN = 11 // node runs the slow methods a few times slower
	}
	for _, a := range Algorithms {
		for n := 1; n <= maxN; n++ {
			p, err := NewPlan(a.Name, n)
			if err != nil {
				t.Fatal(err)
			}
			got, err := p.Run(context.Background(), 2, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got.Solutions != a000170[n] {
				t.Errorf("%s n=%d: %d solutions, want %d", a.Name, n, got.Solutions, a000170[n])
			}
			if a.Unique && got.Unique != a002562[n] {
				t.Errorf("%s n=%d: %d unique, want %d", a.Name, n, got.Unique, a002562[n])
			}
			if !a.Unique && got.Unique != 0 {
				t.Errorf("%s n=%d reports %d unique solutions", a.Name, n, got.Unique)
			}
			if !a.Unique && n <= 10 && got.Nodes != treeNodes(n) {
				t.Errorf("%s n=%d: %d nodes, want %d", a.Name, n, got.Nodes, treeNodes(n))
			}
		}
	}
}

func TestNodesOfEightQueens(t *testing.T) {
	// Plain backtracking places 2056 queens for n = 8.
	for _, name := range []string{"naive", "iterative", "arrays", "bitarray", "bitscan", "bitmask"} {
		p, _ := NewPlan(name, 8)
		if got := p.Total(countAll(p)); got.Nodes != 2056 {
			t.Errorf("%s places %d queens for n = 8, want 2056", name, got.Nodes)
		}
	}
	p, _ := NewPlan("fast", 8)
	if got := p.Total(countAll(p)); got.Nodes >= 2056/4 || got.Nodes == 0 {
		t.Errorf("fast places %d queens for n = 8, want under a quarter of 2056", got.Nodes)
	}
}

func countAll(p *Plan) []Tally {
	parts := make([]Tally, p.Tasks())
	for i := range parts {
		parts[i] = p.CountTask(i)
	}
	return parts
}

func TestFastMatchesOEIS(t *testing.T) {
	maxN := 17
	switch {
	case runtime.GOARCH == "wasm":
		maxN = 14
	case testing.Short():
		maxN = 15
	}
	t.Logf("checking n = 1 to %d", maxN)
	for n := 1; n <= maxN; n++ {
		p, err := NewPlan("fast", n)
		if err != nil {
			t.Fatal(err)
		}
		got, err := p.Run(context.Background(), 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got.Solutions != a000170[n] || got.Unique != a002562[n] {
			t.Errorf("fast n=%d = %d total, %d unique; want %d and %d", n, got.Solutions, got.Unique, a000170[n], a002562[n])
		}
	}
}

func TestFastUniqueMatchesCanonicalForms(t *testing.T) {
	// An independent count of the classes, by listing every solution.
	for n := 1; n <= 10; n++ {
		all, _ := Solutions(n)
		var classes uint64
		for x := range all {
			if least, _ := Canonical(x); slices.Equal(least, x) {
				classes++
			}
		}
		p, _ := NewPlan("fast", n)
		if got := p.Total(countAll(p)); got.Unique != classes {
			t.Errorf("n=%d: fast says %d unique, the canonical forms say %d", n, got.Unique, classes)
		}
	}
}

func TestLimits(t *testing.T) {
	tests := []struct {
		name string
		n    int
		want string
	}{
		{"naive", 18, "naive, which stops at n = 17"},
		{"bitmask", 19, "over an hour for n = 19"},
		{"fast", 33, "n must be from 1 to 32"},
		{"fast", 0, "n must be from 1 to 32"},
	}
	for _, tt := range tests {
		_, err := NewPlan(tt.name, tt.n)
		if !errors.Is(err, ErrSize) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("NewPlan(%s, %d) error = %v, want ErrSize saying %q", tt.name, tt.n, err, tt.want)
		}
	}
	if _, err := NewPlan("nope", 8); err == nil || !strings.Contains(err.Error(), "choose one of naive") {
		t.Errorf("NewPlan(nope) error = %v", err)
	}
}

func TestRunStopsWhenCancelled(t *testing.T) {
	p, _ := NewPlan("bitmask", 14)
	ctx, cancel := context.WithCancel(context.Background())
	calls := 0
	_, err := p.Run(ctx, 1, func(done, total int) {
		calls++
		if done == 3 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) || calls != 3 {
		t.Errorf("Run after cancel: %v after %d tasks, want context.Canceled after 3", err, calls)
	}
}

func TestRunReportsEveryTask(t *testing.T) {
	p, _ := NewPlan("fast", 12)
	last, calls := 0, 0
	got, err := p.Run(context.Background(), 2, func(done, total int) {
		calls++
		if done != last+1 || total != p.Tasks() {
			t.Errorf("progress %d of %d after %d", done, total, last)
		}
		last = done
	})
	if err != nil || got.Solutions != 14200 || calls != p.Tasks() {
		t.Errorf("Run = %+v, %v with %d progress calls for %d tasks", got, err, calls, p.Tasks())
	}
}

func TestSymmetries(t *testing.T) {
	x := []int{1, 3, 0, 2}
	images := Symmetries(x)
	for i, img := range images {
		if err := Verify(img); err != nil {
			t.Errorf("image %d = %v: %v", i, img, err)
		}
	}
	if least, distinct := Canonical(x); !slices.Equal(least, x) || distinct != 2 {
		t.Errorf("Canonical(%v) = %v, %d; want [1 3 0 2], 2", x, least, distinct)
	}
	// Applying a rotation four times is the identity.
	y := []int{0, 4, 7, 5, 2, 6, 1, 3}
	z := y
	for range 4 {
		z = Symmetries(z)[1]
	}
	if !slices.Equal(z, y) {
		t.Errorf("four turns of %v give %v", y, z)
	}
}

// classMethods are the methods that count classes of solutions, whose
// tasks go to n = 32 and stop within milliseconds of their context's end.
var classMethods = []string{"fast", "constellations"}

// TestTaskStopsWhenCancelled counts the first task of the plan of n = 28,
// which would take hours, on a context that ends at its tenth look: the
// count must stop with the context's error, soon after.
func TestTaskStopsWhenCancelled(t *testing.T) {
	for _, name := range classMethods {
		p, err := NewPlan(name, 28)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		_, err = p.CountTaskContext(countdown.New(10), 0)
		if took := time.Since(start); !errors.Is(err, context.Canceled) || took > 5*time.Second {
			t.Errorf("%s: a task of n = 28 cancelled at its tenth look: %v after %v", name, err, took)
		}
	}
}

// TestCountTaskContextAgreesWithCountTask checks that the stoppable count
// of every task of the class methods' plans, with the row checks from
// n = 15, adds up to the published counts.
func TestCountTaskContextAgreesWithCountTask(t *testing.T) {
	for _, n := range []int{6, 12, 15, 16} {
		for _, name := range classMethods {
			countByTasks(t, name, n)
		}
	}
}

// countByTasks counts the plan of n by the named method one task at a time
// with CountTaskContext, and checks the total and unique counts.
func countByTasks(t *testing.T, name string, n int) {
	t.Helper()
	p, err := NewPlan(name, n)
	if err != nil {
		t.Fatal(err)
	}
	var parts []Tally
	for i := range p.Tasks() {
		part, err := p.CountTaskContext(context.Background(), i)
		if err != nil {
			t.Fatal(err)
		}
		parts = append(parts, part)
	}
	if got := p.Total(parts); got.Solutions != a000170[n] || got.Unique != a002562[n] {
		t.Errorf("%s n = %d: %d solutions and %d unique, want %d and %d", name, n, got.Solutions, got.Unique, a000170[n], a002562[n])
	}
}

// TestNewPlanContextStops makes the plan of n = 32, a tenth of a second of
// work, on a context already cancelled.
func TestNewPlanContextStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, name := range classMethods {
		if p, err := NewPlanContext(ctx, name, 32); !errors.Is(err, context.Canceled) || p != nil {
			t.Errorf("NewPlanContext(%s) on a cancelled context = %v, %v", name, p, err)
		}
	}
	if p, err := NewPlanContext(context.Background(), "fast", 12); err != nil || p.Tasks() == 0 {
		t.Errorf("NewPlanContext(fast, 12) = %v, %v", p, err)
	}
}

// TestPartsAddUp counts n = 12 in 7 parts, each unit apart, and checks
// that every unit is in one part and that the units add up to the count.
func TestPartsAddUp(t *testing.T) {
	p, err := NewPlan("fast", 12)
	if err != nil {
		t.Fatal(err)
	}
	seen := make([]int, p.Tasks())
	total := p.Base()
	for part := range 7 {
		units, err := p.PartUnits(part, 7)
		if err != nil {
			t.Fatal(err)
		}
		err = p.RunUnits(context.Background(), 2, units, func(u int, tally Tally) error {
			seen[u]++
			total = total.Add(tally)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for u, times := range seen {
		if times != 1 {
			t.Fatalf("unit %d counted %d times", u, times)
		}
	}
	if total.Solutions != a000170[12] || total.Unique != a002562[12] {
		t.Errorf("parts add up to %+v, want %d and %d", total, a000170[12], a002562[12])
	}
	if _, err := p.PartUnits(7, 7); err == nil {
		t.Error("PartUnits(7, 7) accepted")
	}
	if err := p.RunUnits(context.Background(), 1, []int{p.Tasks()}, func(int, Tally) error { return nil }); err == nil {
		t.Error("RunUnits accepted a unit past the plan")
	}
	stop := errors.New("stop")
	calls := 0
	if err := p.RunUnits(context.Background(), 2, []int{0, 1, 2, 3, 4, 5}, func(int, Tally) error { calls++; return stop }); err != stop || calls != 1 {
		t.Errorf("RunUnits after done's error: %v after %d calls, want stop after 1", err, calls)
	}
	q, _ := NewPlan("fast", 13)
	if p.Fingerprint() == q.Fingerprint() || len(p.Fingerprint()) != 16 {
		t.Errorf("fingerprints %q and %q", p.Fingerprint(), q.Fingerprint())
	}
}
