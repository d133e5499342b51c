//go:build !(js && wasm)

package steps

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/board"
	"nqueens/app/kit"
	"nqueens/app/kit/pagetest"
	"nqueens/app/link"
	"nqueens/app/stepmark"
	"nqueens/solver"
	"nqueens/solver/trace"
)

// stepsView is a view of an n×n board with the panel open on method's
// step at.
func stepsView(n int, method string, at int) link.View {
	params := stepsParams{Method: method, At: at, Speed: DefaultSpeed}.values().Encode()
	return link.View{N: n, K: 1, Algo: link.DefaultAlgo, PanelView: link.PanelView{Panel: Spec.Name, Params: params}}
}

// newStepsLab opens the panel on a test page whose solver runs at once.
func newStepsLab(n int, method string, at int) (*pagetest.Page, *Panel) {
	l := pagetest.New(backend.Local{}, stepsView(n, method, at), Spec)
	p := &Panel{linked: -1}
	l.Attach(&p.PanelProps, p.sync)
	return l, p
}

// Stepping forward one step at a time, and back, and jumping, all show
// the board that replaying the trace from the start gives.
func TestStepsMatchTheTrace(t *testing.T) {
	for _, method := range TraceMethods {
		var want []*trace.State
		state := trace.NewState(method, 6)
		want = append(want, state.Clone())
		trace.Run(method, 6, func(e trace.Event) bool {
			state.Apply(e)
			want = append(want, state.Clone())
			return true
		})
		l, p := newStepsLab(6, method, 0)
		same := func(at int) {
			t.Helper()
			got := p.state
			if stepsOf(l.View).At != at || !slices.Equal(got.Queens, want[at].Queens) || got.Last != want[at].Last || got.Solutions != want[at].Solutions {
				t.Fatalf("%s at %d: step %d, queens %v, last %+v; want queens %v, last %+v",
					method, at, stepsOf(l.View).At, got.Queens, got.Last, want[at].Queens, want[at].Last)
			}
			// What the panel draws: its board, code, frames and tree.
			if g, w := drawStep(got, false), drawStep(want[at], false); g.board != w.board || g.detail != w.detail || g.found != w.found || g.tree != w.tree {
				t.Fatalf("%s at %d: the panel draws\n%+v\nwhere the replay draws\n%+v", method, at, g, w)
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
		if s.Last.Kind != trace.Solution || s.Solutions != k || solver.Verify(s.Queens) != nil {
			t.Fatalf("run %d: step %d is %+v with %d solutions", k, stepsOf(l.View).At, s.Last, s.Solutions)
		}
	}
	p.RunToSolution() // no more: runs to the end
	if !p.atEnd() || p.state.Solutions != 92 || !strings.Contains(stepWords(p.state), "search is over") {
		t.Errorf("after the last solution: step %d, end %v, words %q", stepsOf(l.View).At, p.atEnd(), stepWords(p.state))
	}
	end := stepsOf(l.View).At
	p.StepTo(end - traceWindow - 10)
	p.StepForward()
	if stepsOf(l.View).At != end-traceWindow-9 {
		t.Errorf("step back across windows: at %d, want %d", stepsOf(l.View).At, end-traceWindow-9)
	}
}

// The link keeps the method and step, and reopens at that step.
func TestStepsLink(t *testing.T) {
	l, p := newStepsLab(4, "bitmask", 0)
	for range 13 {
		p.StepForward()
	}
	if got := l.View.Query().Encode(); got != "at=13&method=bitmask&n=4&panel=steps&sol=1" {
		t.Errorf("link %q", got)
	}
	again, q := newStepsLab(4, "bitmask", 13)
	if q.state.Last.Kind != trace.Solution || kindName(q.state) != "solution" {
		t.Errorf("step 13 of bitmask n=4 is %+v, want the first solution", q.state.Last)
	}
	q.SetMethod("naive")
	if stepsOf(again.View).At != 0 || q.state.Steps != 0 || stepsOf(again.View).Method != "naive" {
		t.Errorf("a new method starts at step %d", stepsOf(again.View).At)
	}
	again.Navigate(func(v *link.View) { v.SetN(20) }, link.PushEntry) // past what the panel animates
	if q.state != nil {
		t.Error("the panel animates n = 20")
	}
}

// The words and marks of each kind of step.
func TestStepsMarks(t *testing.T) {
	_, p := newStepsLab(4, "naive", 4) // T00 P00 T10 T11: row 1, column 1 is attacked by row 0
	s := p.state
	if words := stepWords(s); !strings.Contains(words, "Not safe") || !strings.Contains(words, "solver.Safe(b.x, 1, 1)") || !strings.Contains(words, "the queen of row 0, x[0] = 0, attacks it along a diagonal") {
		t.Errorf("words %q", words)
	}
	if !strings.Contains(stepMark(s, 1, 1), "try-rejected") || !strings.Contains(stepMark(s, 0, 0), "attacker") ||
		!strings.Contains(stepMark(s, 1, 0), "attacked") || !strings.Contains(stepMark(s, 1, 3), "current-row") {
		t.Errorf("marks: %q %q %q %q", stepMark(s, 1, 1), stepMark(s, 0, 0), stepMark(s, 1, 0), stepMark(s, 1, 3))
	}
	_, b := newStepsLab(4, "bitmask", 2) // P00 P12
	if got := b.state.Masks[1].LD; got != 0b0010 {
		t.Errorf("row 1's ld = %b, want 10: column 1", got)
	}
	if got := b.state.Masks[1].Free; got != 0b1100 {
		t.Errorf("row 1's free = %b, want 1100: columns 2 and 3", got)
	}
	if words := stepWords(b.state); !strings.Contains(words, "free holds the columns of row 1 that no queen attacks, still to try: columns 2 and 3. p := free & -free takes the lowest, column 2") {
		t.Errorf("words %q", words)
	}
}

// At every step the words agree with the board: the tally counts the
// queens it shows, a backtrack's lifted row shows none, every mark on the
// board is in the legend, and bitmask's legend has no Check.
func TestStepsWordsMatchTheBoard(t *testing.T) {
	for _, method := range TraceMethods {
		l, p := newStepsLab(5, method, 0)
		legend := app.HTMLString(renderStepsLegend(method))
		for !p.atEnd() {
			p.StepForward()
			st := p.state
			html := app.HTMLString(p.renderBoard())
			for _, class := range boardMarks(html) {
				if !strings.Contains(legend, "swatch square "+class+`"`) {
					t.Fatalf("%s step %d: the board marks a square %q, which the legend leaves out", method, stepsOf(l.View).At, class)
				}
			}
			shown := strings.Count(html, `class="piece"`)
			if want := fmt.Sprintf("%d %s on the board", shown, kit.Plural(uint64(shown), "queen", "queens")); !strings.HasPrefix(stepTally(st), want) {
				t.Fatalf("%s step %d: the board shows %d queens, the tally says %q", method, stepsOf(l.View).At, shown, stepTally(st))
			}
			if e := st.Last; e.Kind == trace.Backtrack && e.Row > 0 && len(st.Queens) >= e.Row {
				t.Fatalf("%s step %d: the words lift row %d's queen, the board keeps %v", method, stepsOf(l.View).At, e.Row, st.Queens)
			}
		}
		if hasSafe := strings.Contains(legend, "safe"); hasSafe != (method != "bitmask") {
			t.Errorf("%s's legend mentions safe: %v", method, hasSafe)
		}
		if !strings.Contains(legend, "numbered from 0") {
			t.Errorf("%s's legend does not say how rows and columns are numbered", method)
		}
	}
}

// boardMarks returns the marks of a board's squares in its HTML: their
// classes other than square, light, dark and queen.
func boardMarks(html string) []string {
	var marks []string
	for _, m := range regexp.MustCompile(`class="square ([^"]*)"`).FindAllStringSubmatch(html, -1) {
		for _, class := range strings.Fields(m[1]) {
			if class != "light" && class != "dark" && class != "queen" {
				marks = append(marks, class)
			}
		}
	}
	return marks
}

// The board's HTML has every square, in order, with the classes of its
// marks and a queen where the board has one, as board.MarkedHTML draws it.
func TestStepsBoardHTML(t *testing.T) {
	_, p := newStepsLab(6, "naive", 40)
	st := p.state
	html := markedBoardHTML(st.N, st.Queens, func(r, c int) string { return stepMark(st, r, c) })
	squares := regexp.MustCompile(`<div class="([^"]*)" data-row="(\d+)" data-col="(\d+)">(<span class="piece" aria-hidden="true">♛</span>)?</div>`).FindAllStringSubmatch(html, -1)
	labels := `<div class="labelled-board" style="--n:6"><div class="board-columns" aria-hidden="true"><span>0</span><span>1</span><span>2</span><span>3</span><span>4</span><span>5</span></div>` +
		`<div class="board-rows" aria-hidden="true"><span>0</span><span>1</span><span>2</span><span>3</span><span>4</span><span>5</span></div>`
	if len(squares) != 36 || !strings.HasPrefix(html, labels+`<div class="board" data-testid="board" data-n="6" style="--n:6" role="img" aria-label="6 by 6 board; the queens&#39; columns from row 0 down: `) {
		t.Fatalf("%d squares in %s", len(squares), html)
	}
	for i, sq := range squares {
		r, c := i/6, i%6
		queen := r < len(st.Queens) && st.Queens[r] == c
		if sq[1] != board.SquareClass(r, c, st.Queens)+stepMark(st, r, c) || sq[2] != strconv.Itoa(r) || sq[3] != strconv.Itoa(c) || (sq[4] != "") != queen {
			t.Errorf("square %d, %d: %q", r, c, sq[0])
		}
	}
}

// Before the page is live, as the server prerenders it, the panel shows a
// link's step when the page replays it itself, and otherwise waits for the
// browser's worker; it writes nothing into the link.
func TestStepsPrerendered(t *testing.T) {
	for _, tt := range []struct {
		at    int
		shown bool
	}{{100, true}, {localWindowSteps, true}, {localWindowSteps + 1, false}} {
		view := stepsView(8, "naive", tt.at)
		p := &Panel{PanelProps: kit.PanelProps{Host: &kit.Host{}, View: view}, linked: -1}
		p.OnPreRender(nil)
		html := app.HTMLString(p.Render())
		if shown := p.state != nil && strings.Contains(html, fmt.Sprintf(`data-step="%d"`, tt.at)); shown != tt.shown {
			t.Errorf("step %d prerendered: %v, want %v", tt.at, shown, tt.shown)
		}
		if !tt.shown && !strings.Contains(html, `data-testid="steps-preparing"`) {
			t.Errorf("step %d is not shown as preparing", tt.at)
		}
		if p.View.Params != view.Params {
			t.Errorf("the prerender wrote %q into the link", p.View.Params)
		}
	}
}

// TestEmbedFoldsTheTreeFromTheFirstRender: in an embed the panel's very
// first render folds the tree and shows the other parts; on the page it
// folds none.
func TestEmbedFoldsTheTreeFromTheFirstRender(t *testing.T) {
	for _, embedded := range []bool{false, true} {
		props := kit.PanelProps{View: stepsView(6, "naive", 3), Embedded: embedded}
		html := app.HTMLString(Spec.New(props))
		for _, part := range []string{"code", "frames", "tree"} {
			tag := regexp.MustCompile(`<details [^>]*data-testid="steps-part-` + part + `"[^>]*>`).FindString(html)
			if tag == "" {
				t.Fatalf("embedded %v: no %s part in %.300s", embedded, part, html)
			}
			// go-app writes a false boolean attribute as ="false".
			if folded := !strings.Contains(tag, " open") || strings.Contains(tag, ` open="false"`); folded != (embedded && part == "tree") {
				t.Errorf("embedded %v: the %s part folded %v: %s", embedded, part, folded, tag)
			}
		}
	}
}

// A panel that opens on a live page draws its board and controls in its
// mount's task, and its other parts once it is whole.
func TestPartialPanelDrawsTheRestLater(t *testing.T) {
	_, p := newStepsLab(6, "naive", 0)
	p.StepTo(12)
	p.partial = true
	part := app.HTMLString(p.Render())
	p.partial = false
	whole := app.HTMLString(p.Render())
	for _, id := range []string{`data-testid="steps-board"`, `data-testid="steps-forward"`} {
		if !strings.Contains(part, id) || !strings.Contains(whole, id) {
			t.Errorf("%s is missing from the partial panel or the whole one", id)
		}
	}
	for _, id := range []string{`data-testid="steps-part-code"`, `data-testid="steps-part-tree"`, `data-testid="step-words"`} {
		if strings.Contains(part, id) || !strings.Contains(whole, id) {
			t.Errorf("%s: in the partial panel %v, in the whole one %v; want only the whole one", id, strings.Contains(part, id), strings.Contains(whole, id))
		}
	}
}

// stepMark is the classes of square (r, c) of board s, as the panel
// marks it.
func stepMark(s *trace.State, r, c int) string { return stepmark.At(s, r, c).Classes() }
