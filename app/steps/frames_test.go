package steps

import (
	"strings"
	"testing"

	"nqueens/solver"
)

// stateAt replays method's trace on an n×n board to the first step that
// stop accepts.
func stateAt(t *testing.T, method string, n int, stop func(*solver.TraceState) bool) *solver.TraceState {
	t.Helper()
	st := solver.NewTraceState(method, n)
	solver.Trace(method, n, func(e solver.TraceEvent) bool {
		st.Apply(e)
		return !stop(st)
	})
	if !stop(st) {
		t.Fatalf("%s on n = %d never reached the step asked for", method, n)
	}
	return st
}

// The frames of naive show a line per row entered, the row under way
// marked with its try and Check's comparisons; bitmask's show each row's
// masks in binary and decimal, the frame under way marked, with p.
func TestFramesShowTheSearch(t *testing.T) {
	// naive on n = 4: the first rejected try in row 3.
	st := stateAt(t, "naive", 4, func(s *solver.TraceState) bool {
		return s.Last.Kind == solver.TraceTry && s.Last.Row == 2 && s.Last.Against >= 0
	})
	html := checksHTML(st)
	if got := strings.Count(html, `data-testid="frame"`); got != 3 {
		t.Errorf("%d frames at a try in row 3, want 3:\n%s", got, html)
	}
	for _, want := range []string{`class="frame current" data-testid="frame" data-row="2" aria-current="step"`, "row 1: x[1] = 1", "row 3: trying x[3] = ", `class="check-hit"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the frames lack %q:\n%s", want, html)
		}
	}

	// bitmask on n = 5: the second queen placed, on row 2, at column 3.
	st = stateAt(t, "bitmask", 5, func(s *solver.TraceState) bool { return s.Last.Kind == solver.TracePlace && s.Last.Row == 1 })
	html = masksHTML(st)
	for _, want := range []string{
		`class="mask-block current" data-testid="mask-row" data-row="1" aria-current="step"`,
		`<span class="mask-name">row =</span><code>10000</code><span class="mask-dec">= 1</span>`, // the column of row 1's queen
		`<span class="mask-name">p =</span><code>00100</code><span class="mask-dec">= 4</span>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("bitmask's frames lack %q:\n%s", want, html)
		}
	}
}
