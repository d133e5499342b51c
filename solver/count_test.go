package solver

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"
)

// a000170 holds OEIS A000170: the number of solutions of the n-queens
// problem, indexed by n.
var a000170 = []uint64{1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596,
	2279184, 14772512, 95815104, 666090624}

func TestCountMatchesOEIS(t *testing.T) {
	for n := 1; n <= 14; n++ {
		got, err := Count(n)
		if err != nil {
			t.Fatalf("Count(%d): %v", n, err)
		}
		if got != a000170[n] {
			t.Errorf("Count(%d) = %d, want %d (A000170)", n, got, a000170[n])
		}
	}
}

func TestCountRejectsBadSizes(t *testing.T) {
	for _, n := range []int{-1, 0, MaxN + 1, 64} {
		if _, err := Count(n); !errors.Is(err, ErrSize) {
			t.Errorf("Count(%d) error = %v, want ErrSize", n, err)
		}
	}
}

func TestSplitPartitionsTheSolutions(t *testing.T) {
	for n := 1; n <= 13; n++ {
		subs, err := Split(n)
		if err != nil {
			t.Fatal(err)
		}
		var sum uint64
		for i, s := range subs {
			if i > 0 && !lexLess(subs[i-1].Prefix, s.Prefix) {
				t.Fatalf("n=%d: prefixes %v and %v out of order", n, subs[i-1].Prefix, s.Prefix)
			}
			if err := Verify(s.Prefix); err != nil && !isOffBoardOnly(err) {
				t.Fatalf("n=%d: prefix %v: %v", n, s.Prefix, err)
			}
			sum += s.Count()
		}
		if sum != a000170[n] {
			t.Errorf("n=%d: subproblem counts add to %d, want %d", n, sum, a000170[n])
		}
	}
}

// isOffBoardOnly reports whether err only says that a short prefix is not
// square: Verify sees a prefix of length d as a d×d board.
func isOffBoardOnly(err error) bool {
	var c *ColumnError
	return errors.As(err, &c)
}

func TestCountJobProgress(t *testing.T) {
	j, err := newCountJob("bitmask", 10)
	if err != nil {
		t.Fatal(err)
	}
	_, total := j.Progress()
	steps := 0
	for !j.Step() {
		steps++
		if done, _ := j.Progress(); done != steps {
			t.Fatalf("after %d steps Progress says %d done", steps, done)
		}
	}
	if done, _ := j.Progress(); done != total {
		t.Errorf("finished at %d of %d", done, total)
	}
	if got := j.Tally(); got.Solutions != 724 || got.Nodes != treeNodes(10) {
		t.Errorf("CountJob(10) = %+v, want 724 solutions and %d nodes", got, treeNodes(10))
	}
}

func lexLess(a, b []int) bool {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return len(a) < len(b)
}

// TestLargeCountsMatchOEIS counts n = 17 and 18 with constellations, and
// 17 to 19 with quarters, on every core, and checks the totals and unique
// counts against A000170 and A002562: a few minutes of work, so it runs
// only with NQUEENS_VERIFY set, as make verify does.
func TestLargeCountsMatchOEIS(t *testing.T) {
	if os.Getenv("NQUEENS_VERIFY") == "" {
		t.Skip("counts n = 17 to 19: make verify runs it")
	}
	solutions := append(a000170[:19:19], 4968057848)
	unique := append(a002562[:19:19], 621012754)
	for _, c := range []struct {
		algorithm string
		n         int
	}{{FastestSearch, 17}, {FastestSearch, 18}, {"quarters", 17}, {"quarters", 18}, {"quarters", 19}} {
		p, err := NewPlan(c.algorithm, c.n)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		got, err := p.Run(context.Background(), 0, nil)
		if err != nil || got.Solutions != solutions[c.n] || got.Unique != unique[c.n] {
			t.Errorf("%s, n = %d: %+v, %v; want %d solutions, %d unique", c.algorithm, c.n, got, err, solutions[c.n], unique[c.n])
		}
		t.Logf("%s, n = %d: %d solutions, %d unique, in %v", c.algorithm, c.n, got.Solutions, got.Unique, time.Since(start).Round(time.Millisecond))
	}
}
