//go:build !(js && wasm)

package stepmark_test

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/stepmark"
	"nqueens/app/steps"
	"nqueens/solver"
)

// states replays the trace of method on an n×n board and returns the
// board at each step, from step 0, the empty board.
func states(t *testing.T, method string, n int) []*solver.TraceState {
	t.Helper()
	s := solver.NewTraceState(method, n)
	all := []*solver.TraceState{s.Clone()}
	if err := solver.Trace(method, n, func(e solver.TraceEvent) bool {
		s.Apply(e)
		all = append(all, s.Clone())
		return true
	}); err != nil {
		t.Fatal(err)
	}
	return all
}

// A few boards of n = 4 by hand: naive's step 4 rejects row 1's column 1,
// which row 0's queen attacks (T00 P00 T10 T11).
func TestMarksByHand(t *testing.T) {
	all := states(t, "naive", 4)
	s := all[4]
	for _, tt := range []struct {
		r, c int
		want stepmark.Square
	}{
		{1, 1, stepmark.Square{CurrentRow: true, Attacked: true, Step: stepmark.TryRejected}},
		{0, 0, stepmark.Square{Step: stepmark.Attacker}},
		{1, 0, stepmark.Square{CurrentRow: true, Attacked: true}},
		{1, 3, stepmark.Square{CurrentRow: true}},
		{2, 1, stepmark.Square{}},
		{2, 2, stepmark.Square{Attacked: true}},
	} {
		if got := stepmark.At(s, tt.r, tt.c); got != tt.want {
			t.Errorf("step 4, square (%d, %d): %+v, want %+v", tt.r, tt.c, got, tt.want)
		}
	}
	if got := stepmark.At(s, 1, 1).Classes(); got != " current-row attacked try-rejected" {
		t.Errorf("the rejected square's classes: %q", got)
	}
	if got := stepmark.At(all[0], 0, 0); got != (stepmark.Square{}) {
		t.Errorf("the empty board marks %+v", got)
	}
	for i, s := range all {
		if s.Last.Kind == solver.TraceSolution {
			r, c := 3, s.Queens[3]
			if got := stepmark.At(s, r, c); got != (stepmark.Square{Solved: true}) || got.Classes() != " solved" {
				t.Errorf("step %d, the solution's queen (%d, %d): %+v", i, r, c, got)
			}
			break
		}
	}
}

// squareTag finds a square of the panel's board, and its row and column.
var (
	squareTag = regexp.MustCompile(`<div [^>]*class="square[ "][^>]*>`)
	classAttr = regexp.MustCompile(`class="([^"]*)"`)
	rowAttr   = regexp.MustCompile(`data-row="(\d+)"`)
	colAttr   = regexp.MustCompile(`data-col="(\d+)"`)
)

// boardMarks reads the marks of each square of the panel's board of n×n
// squares from the panel's HTML, keyed "r,c": its classes but the square's
// own. The solutions found, below, are boards too.
func boardMarks(t *testing.T, html string, n int) map[string][]string {
	t.Helper()
	_, board, ok := strings.Cut(html, `data-testid="steps-board"`)
	if !ok {
		t.Fatal("no steps-board")
	}
	marks := map[string][]string{}
	for _, tag := range squareTag.FindAllString(board, n*n) {
		r, c := rowAttr.FindStringSubmatch(tag), colAttr.FindStringSubmatch(tag)
		if r == nil || c == nil {
			t.Fatalf("a square with no row or column: %s", tag)
		}
		var classes []string
		for _, class := range strings.Fields(classAttr.FindStringSubmatch(tag)[1]) {
			if !slices.Contains([]string{"square", "light", "dark", "queen"}, class) {
				classes = append(classes, class)
			}
		}
		marks[r[1]+","+c[1]] = classes
	}
	return marks
}

// The marks are the step-by-step panel's: at steps of each method, every
// square of the board the panel prerenders has the classes of its marks.
// When the panel draws its marks with this package, this test can go.
func TestMarksAreThePanels(t *testing.T) {
	const n = 5
	for _, method := range steps.TraceMethods {
		all := states(t, method, n)
		for at := 0; at < len(all); at += 1 + at/8 {
			params := url(method, at)
			p := &steps.Panel{PanelProps: kit.PanelProps{Host: &kit.Host{}, View: link.View{N: n, K: 1, Algo: link.DefaultAlgo,
				PanelView: link.PanelView{Panel: steps.Spec.Name, Params: params}}}}
			p.OnPreRender(nil)
			marks := boardMarks(t, app.HTMLString(p.Render()), n)
			if len(marks) != n*n {
				t.Fatalf("%s at %d: %d squares", method, at, len(marks))
			}
			for r := range n {
				for c := range n {
					want := strings.Fields(stepmark.At(all[at], r, c).Classes())
					if got := marks[strconv.Itoa(r)+","+strconv.Itoa(c)]; !slices.Equal(got, want) {
						t.Errorf("%s at %d, square (%d, %d): the panel marks %v, the package %v", method, at, r, c, got, want)
					}
				}
			}
		}
	}
}

// url writes the panel's parameters for method's step at.
func url(method string, at int) string { return fmt.Sprintf("at=%d&method=%s", at, method) }
