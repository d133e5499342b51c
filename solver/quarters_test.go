package solver

import (
	"context"
	"errors"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"
)

// TestQuartersMatchesOEIS counts n = 1 to 18 by quarter joins on every
// core, against A000170 and A002562: about 15 s on 2 cores, most of it
// n = 18, which the wasm's tests, on one thread, leave out with n = 17.
func TestQuartersMatchesOEIS(t *testing.T) {
	last := 18
	if runtime.GOARCH == "wasm" {
		last = 16
	}
	for n := 1; n <= last; n++ {
		p, err := NewPlan("quarters", n)
		if err != nil {
			t.Fatal(err)
		}
		got, err := p.Run(context.Background(), 0, nil)
		if err != nil || got.Solutions != a000170[n] || got.Unique != a002562[n] {
			t.Errorf("n = %d: %+v, %v; want %d solutions, %d unique", n, got, err, a000170[n], a002562[n])
		}
	}
}

// TestQuartersTasksAddUp counts the tasks of n = 13 one at a time, in a
// shuffled order, and checks that their raw tallies, finished, make the
// board's count: the parts of a count on several machines add up.
func TestQuartersTasksAddUp(t *testing.T) {
	p, err := NewPlan("quarters", 13)
	if err != nil {
		t.Fatal(err)
	}
	parts := make([]Tally, p.Tasks())
	for _, i := range rand.New(rand.NewPCG(1, 2)).Perm(p.Tasks()) {
		parts[i] = p.CountTask(i)
	}
	raw := p.base
	for _, part := range parts {
		raw = raw.Add(part)
	}
	if got := p.Total(parts); got.Solutions != a000170[13] || got.Unique != a002562[13] || got != p.Finish(raw) {
		t.Errorf("the tasks of n = 13 add up to %+v (raw %+v); want %d solutions, %d unique", got, raw, a000170[13], a002562[13])
	}
	if raw.Unique != 8*a002562[13] {
		t.Errorf("the raw unique count is %d, want 8 × %d", raw.Unique, a002562[13])
	}
}

// TestQuartersTaskStops checks that a task stops within milliseconds once
// its context is done: it checks between two units, which last
// milliseconds.
func TestQuartersTaskStops(t *testing.T) {
	p, err := NewPlan("quarters", 17)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		_, err := p.CountTaskContext(ctx, 0) // the costliest
		done <- err
	}()
	time.Sleep(50 * time.Millisecond)
	cancel()
	start := time.Now()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) && err != nil {
			t.Fatalf("the task ended with %v", err)
		}
		if waited := time.Since(start); waited > 100*time.Millisecond {
			t.Errorf("the task stopped %v after its context", waited)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the task did not stop within 5 s of its context")
	}
}

// TestFastestAlgorithm checks the default method by n: quarters from
// n = 14 to 21, constellations for the rest.
func TestFastestAlgorithm(t *testing.T) {
	for n := 1; n <= MaxN; n++ {
		want := FastestSearch
		if 14 <= n && n <= 21 {
			want = "quarters"
		}
		if got := FastestAlgorithm(n); got != want {
			t.Errorf("FastestAlgorithm(%d) = %s, want %s", n, got, want)
		}
	}
}
