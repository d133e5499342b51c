package steps

import (
	"strings"
	"testing"

	"nqueens/solver/trace"
)

// stateAt replays method's trace on an n×n board to the first step that
// stop accepts.
func stateAt(t *testing.T, method string, n int, stop func(*trace.State) bool) *trace.State {
	t.Helper()
	st := trace.NewState(method, n)
	trace.Run(method, n, func(e trace.Event) bool {
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
	// naive on n = 4: the first rejected try in row 2.
	st := stateAt(t, "naive", 4, func(s *trace.State) bool {
		return s.Last.Kind == trace.Try && s.Last.Row == 2 && s.Last.Against >= 0
	})
	html := checksHTML(st)
	if got := strings.Count(html, `data-testid="frame"`); got != 3 {
		t.Errorf("%d frames at a try in row 2, want 3:\n%s", got, html)
	}
	for _, want := range []string{`class="frame current" data-testid="frame" data-row="2" style="order:-2" aria-current="step"`, "row 0: x[0] = 0", "row 2: trying column ", `class="check-hit"`, "solver.Safe(b.x, 2, "} {
		if !strings.Contains(html, want) {
			t.Errorf("the frames lack %q:\n%s", want, html)
		}
	}

	// bitmask on n = 5: the second queen placed, on row 1, at column 2.
	st = stateAt(t, "bitmask", 5, func(s *trace.State) bool { return s.Last.Kind == trace.Place && s.Last.Row == 1 })
	html = masksHTML(st)
	for _, want := range []string{
		`class="mask-block current" data-testid="mask-row" data-row="1" style="order:-1" aria-current="step"`,
		`<div class="mask-line mask-columns" aria-hidden="true"><span class="mask-name">column</span><span class="bits"><i>0</i><i>1</i><i>2</i><i>3</i><i>4</i></span></div>`,
		// the column of row 0's queen, bit 0, first under the columns and last in binary
		`<span class="mask-name">cols</span><span class="bits" aria-hidden="true"><i>1</i><i>0</i><i>0</i><i>0</i><i>0</i></span><span class="mask-dec" aria-hidden="true">= 1 = 0b00001</span>`,
		`<span class="mask-name">p</span><span class="bits" aria-hidden="true"><i>0</i><i>0</i><i>1</i><i>0</i><i>0</i></span><span class="mask-dec" aria-hidden="true">= 4 = 0b00100</span>`,
		`<i class="mask-p" data-testid="mask-p">1</i>`,
		`aria-label="free = 28: columns 2, 3 and 4"`,
		// row 0's frame after free -= p took its queen's column 0
		`aria-label="free = 30: columns 1, 2, 3 and 4"`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("bitmask's frames lack %q:\n%s", want, html)
		}
	}
}
