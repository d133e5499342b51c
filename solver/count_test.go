package solver

import (
	"errors"
	"testing"
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
	j, err := NewCountJob("bitmask", 10)
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
