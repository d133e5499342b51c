package worker

import (
	"context"
	"slices"
	"strings"
	"testing"

	"nqueens/solver"
)

// place reads queens written as r:c pairs onto an n×n board.
func place(t *testing.T, n int, text string) []int {
	t.Helper()
	p, dropped := solver.ParsePlacement(n, text)
	if dropped != nil {
		t.Fatal(dropped)
	}
	return p
}

// solverCompletions counts the completions of placed with the solver.
func solverCompletions(t *testing.T, placed []int) solver.Tally {
	t.Helper()
	tally, err := solver.CountCompletions(placed)
	if err != nil {
		t.Fatal(err)
	}
	return tally
}

// TestCountCompletions counts completions whole and in parts, as the
// page's pool does, against the solver.
func TestCountCompletions(t *testing.T) {
	for _, c := range []struct {
		n     int
		place string
	}{{8, "0:4,3:2"}, {9, "4:4"}, {12, "2:3"}, {13, "0:4,5:10,12:7"}, {5, "0:0"}, {10, ""}} {
		placed := place(t, c.n, c.place)
		want := solverCompletions(t, placed)
		_, whole := handle(Request{ID: 1, Op: OpCount, N: c.n, Place: placed})
		if whole.Type != TypeCount || whole.Solutions != want.Solutions || whole.Unique != want.Unique {
			t.Errorf("n = %d, %s: count %+v, want %+v", c.n, c.place, whole, want)
		}
		var sum solver.Tally
		fingerprints := map[string]bool{}
		for _, part := range [][2]int{{0, Parts / 3}, {Parts / 3, Parts / 2}, {Parts / 2, Parts}} {
			_, r := handle(Request{ID: 2, Op: OpPart, N: c.n, Place: placed, First: part[0], Last: part[1]})
			if r.Type != TypeTally {
				t.Fatalf("n = %d, %s: part %v: %+v", c.n, c.place, part, r)
			}
			sum = sum.Add(solver.Tally{Solutions: r.Solutions, Unique: r.Unique})
			fingerprints[r.Fingerprint] = true
		}
		if sum.Solutions != want.Solutions || sum.Unique != want.Unique || len(fingerprints) != 1 {
			t.Errorf("n = %d, %s: parts add up to %+v on %d plans, want %+v on one", c.n, c.place, sum, len(fingerprints), want)
		}
	}
}

// TestHintAndRemovals checks that the hint's counts are the completions
// with each square of the row added, which add up to the placement's, and
// that the removals' are those with each queen taken away.
func TestHintAndRemovals(t *testing.T) {
	n := 10
	placed := place(t, n, "0:3,4:6")
	_, hint := handle(Request{ID: 4, Op: OpHint, N: n, Place: placed, At: 2})
	if hint.Type != TypeCounts || len(hint.Counts) != n {
		t.Fatalf("hint: %+v", hint)
	}
	var sum uint64
	for c, got := range hint.Counts {
		variant := slices.Clone(placed)
		variant[2] = c
		want := uint64(0)
		if solver.Placement(variant).Conflict() == nil {
			want = solverCompletions(t, variant).Solutions
		}
		if got != want {
			t.Errorf("hint: square 2:%d has %d completions, want %d", c, got, want)
		}
		sum += got
	}
	if total := solverCompletions(t, placed).Solutions; sum != total || total == 0 {
		t.Errorf("hint: the squares' completions add up to %d, the placement has %d", sum, total)
	}
	dead := place(t, n, "0:0,1:2,2:4")
	_, removals := handle(Request{ID: 5, Op: OpRemovals, N: n, Place: dead})
	for r, got := range removals.Counts {
		want := uint64(0)
		if dead[r] != solver.Free {
			variant := slices.Clone(dead)
			variant[r] = solver.Free
			want = solverCompletions(t, variant).Solutions
		}
		if got != want {
			t.Errorf("removals: row %d: %d completions, want %d", r, got, want)
		}
	}
}

// TestFirstCompletion checks OpComplete against the solver, and its answer
// for a dead end: no queens.
func TestFirstCompletion(t *testing.T) {
	placed := place(t, 8, "0:4,3:2")
	_, r := handle(Request{ID: 6, Op: OpComplete, N: 8, Place: placed})
	want, _ := solver.FirstCompletion(context.Background(), placed)
	if r.Type != TypeFound || !slices.Equal(r.Queens, want) || solver.Verify(r.Queens) != nil {
		t.Errorf("complete: %+v, want %v", r, want)
	}
	_, none := handle(Request{ID: 6, Op: OpComplete, N: 8, Place: place(t, 8, "0:0,1:2,2:4")})
	if none.Type != TypeFound || len(none.Queens) != 0 {
		t.Errorf("complete, dead end: %+v", none)
	}
}

// TestBadPlacements checks the errors of placements a worker cannot use.
func TestBadPlacements(t *testing.T) {
	for _, c := range []struct {
		req  Request
		want string
	}{
		{Request{Op: OpCount, N: 8, Place: []int{0, 1}}, "has 8 rows, not 2"},
		{Request{Op: OpPart, N: 4, Place: []int{0, 9, -1, -1}, Last: Parts}, "column 9 is off the 4×4 board"},
		{Request{Op: OpCount, N: 4, Place: []int{0, -1, -1, -2}}, "column -2 is off"},
		{Request{Op: OpCount, N: 8, Algorithm: "fast", Place: place(t, 8, "0:0")}, "counted by constellations only, not by fast"},
		{Request{Op: OpCount, N: 8, Place: place(t, 8, "0:0,1:1")}, "share a diagonal"},
		{Request{Op: OpHint, N: 8, Place: place(t, 8, "0:0"), At: 0}, "row 0 is not a free row"},
		{Request{Op: OpHint, N: 8, At: 8}, "row 8 is not a free row"},
	} {
		_, r := handle(c.req)
		if r.Type != TypeError || !strings.Contains(r.Error, c.want) {
			t.Errorf("%+v: %+v, want an error with %q", c.req, r, c.want)
		}
	}
}
