//go:build !(js && wasm)

package app

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/solver"
)

func newStepsLab(n int, method string, at int) (*Lab, *StepsPanel) {
	params := stepsParams{Method: method, At: at, Speed: DefaultSpeed}.values().Encode()
	return newStepsPage(withPanel(View{N: n, K: 1, Algo: DefaultAlgo}, stepsPanel.Name, params))
}

// Stepping forward one step at a time, and back, and jumping, all show
// the board that replaying the trace from the start gives.
func TestStepsMatchTheTrace(t *testing.T) {
	for _, method := range TraceMethods {
		var want []*solver.TraceState
		state := solver.NewTraceState(method, 6)
		want = append(want, state.Clone())
		solver.Trace(method, 6, func(e solver.TraceEvent) bool {
			state.Apply(e)
			want = append(want, state.Clone())
			return true
		})
		l, p := newStepsLab(6, method, 0)
		same := func(at int) {
			t.Helper()
			got := p.state
			if stepsOf(l.view).At != at || !slices.Equal(got.Queens, want[at].Queens) || got.Last != want[at].Last || got.Solutions != want[at].Solutions {
				t.Fatalf("%s at %d: step %d, queens %v, last %+v; want queens %v, last %+v",
					method, at, stepsOf(l.view).At, got.Queens, got.Last, want[at].Queens, want[at].Last)
			}
		}
		for at := 1; at < len(want); at++ {
			p.StepForward()
			same(at)
		}
		if !p.atEnd() {
			t.Errorf("%s: not at the end after %d steps", method, len(want)-1)
		}
		p.StepForward()
		same(len(want) - 1)
		for _, at := range []int{len(want) - 2, len(want) / 2, 3, 0, len(want) - 1} {
			p.StepTo(at)
			same(at)
		}
		p.StepBack()
		same(len(want) - 2)
		p.StepTo(MaxAt) // past the end: the last step
		same(len(want) - 1)
	}
}

// A long trace crosses many windows; run to each solution of n = 8 and
// then step back across a window's edge.
func TestStepsRunToSolution(t *testing.T) {
	l, p := newStepsLab(8, "naive", 0)
	for k := uint64(1); k <= 92; k++ {
		p.RunToSolution()
		s := p.state
		if s.Last.Kind != solver.TraceSolution || s.Solutions != k || solver.Verify(s.Queens) != nil {
			t.Fatalf("run %d: step %d is %+v with %d solutions", k, stepsOf(l.view).At, s.Last, s.Solutions)
		}
	}
	p.RunToSolution() // no more: runs to the end
	if !p.atEnd() || p.state.Solutions != 92 || !strings.Contains(stepWords(p.state), "search is over") {
		t.Errorf("after the last solution: step %d, end %v, words %q", stepsOf(l.view).At, p.atEnd(), stepWords(p.state))
	}
	end := stepsOf(l.view).At
	p.StepTo(end - traceWindow - 10)
	p.StepForward()
	if stepsOf(l.view).At != end-traceWindow-9 {
		t.Errorf("step back across windows: at %d, want %d", stepsOf(l.view).At, end-traceWindow-9)
	}
}

// The link keeps the method and step, and reopens at that step.
func TestStepsLink(t *testing.T) {
	l, p := newStepsLab(4, "bitmask", 0)
	for range 13 {
		p.StepForward()
	}
	if got := l.URL(); got.RawQuery != "at=13&method=bitmask&n=4&panel=steps&sol=1" {
		t.Errorf("link %q", got.RawQuery)
	}
	again, q := newStepsLab(4, "bitmask", 13)
	if q.state.Last.Kind != solver.TraceSolution || kindName(q.state) != "solution" {
		t.Errorf("step 13 of bitmask n=4 is %+v, want the first solution", q.state.Last)
	}
	q.SetMethod("naive")
	if stepsOf(again.view).At != 0 || q.state.Steps != 0 || stepsOf(again.view).Method != "naive" {
		t.Errorf("a new method starts at step %d", stepsOf(again.view).At)
	}
	setN(again, 20) // past what the panel animates
	if q.state != nil {
		t.Error("the panel animates n = 20")
	}
}

// The words and marks of each kind of step.
func TestStepsMarks(t *testing.T) {
	_, p := newStepsLab(4, "naive", 4) // T00 P00 T10 T11: row 2, column 2 is attacked by row 1
	s := p.state
	if words := stepWords(s); !strings.Contains(words, "Rejected") || !strings.Contains(words, "row 1, in column 1") {
		t.Errorf("words %q", words)
	}
	if !strings.Contains(stepMark(s, 1, 1), "try-rejected") || !strings.Contains(stepMark(s, 0, 0), "attacker") ||
		!strings.Contains(stepMark(s, 1, 0), "attacked") || !strings.Contains(stepMark(s, 1, 3), "current-row") {
		t.Errorf("marks: %q %q %q %q", stepMark(s, 1, 1), stepMark(s, 0, 0), stepMark(s, 1, 0), stepMark(s, 1, 3))
	}
	_, b := newStepsLab(4, "bitmask", 2) // P00 P12
	if got := bitString(b.state.Masks[1].LD, 4); got != "0100" {
		t.Errorf("row 2's ld = %s, want 0100", got)
	}
	if got := bitString(b.state.Masks[1].Free, 4); got != "0011" {
		t.Errorf("row 2's pos = %s, want 0011", got)
	}
}

// At every step the words agree with the board: the tally counts the
// queens it shows, a backtrack's lifted row shows none, and bitmask's
// legend has no Check.
func TestStepsWordsMatchTheBoard(t *testing.T) {
	for _, method := range TraceMethods {
		l, p := newStepsLab(5, method, 0)
		for !p.atEnd() {
			p.StepForward()
			st := p.state
			html := app.HTMLString(p.renderBoard())
			shown := strings.Count(html, `class="piece"`)
			if want := fmt.Sprintf("%d %s on the board", shown, plural(uint64(shown), "queen", "queens")); !strings.HasPrefix(stepTally(st), want) {
				t.Fatalf("%s step %d: the board shows %d queens, the tally says %q", method, stepsOf(l.view).At, shown, stepTally(st))
			}
			if e := st.Last; e.Kind == solver.TraceBacktrack && e.Row > 0 && len(st.Queens) >= e.Row {
				t.Fatalf("%s step %d: the words lift row %d's queen, the board keeps %v", method, stepsOf(l.view).At, e.Row, st.Queens)
			}
		}
		legend := app.HTMLString(renderStepsLegend(method))
		if hasCheck := strings.Contains(legend, "Check"); hasCheck != (method != "bitmask") {
			t.Errorf("%s's legend mentions Check: %v", method, hasCheck)
		}
	}
}
