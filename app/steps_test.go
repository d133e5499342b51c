//go:build !(js && wasm)

package app

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
	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver"
)

func newStepsLab(n int, method string, at int) (*Lab, *StepsPanel) {
	params := stepsParams{Method: method, At: at, Speed: DefaultSpeed}.values().Encode()
	return newStepsPage(withPanel(link.View{N: n, K: 1, Algo: link.DefaultAlgo}, stepsPanel.Name, params))
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
					t.Fatalf("%s step %d: the board marks a square %q, which the legend leaves out", method, stepsOf(l.view).At, class)
				}
			}
			shown := strings.Count(html, `class="piece"`)
			if want := fmt.Sprintf("%d %s on the board", shown, kit.Plural(uint64(shown), "queen", "queens")); !strings.HasPrefix(stepTally(st), want) {
				t.Fatalf("%s step %d: the board shows %d queens, the tally says %q", method, stepsOf(l.view).At, shown, stepTally(st))
			}
			if e := st.Last; e.Kind == solver.TraceBacktrack && e.Row > 0 && len(st.Queens) >= e.Row {
				t.Fatalf("%s step %d: the words lift row %d's queen, the board keeps %v", method, stepsOf(l.view).At, e.Row, st.Queens)
			}
		}
		if hasCheck := strings.Contains(legend, "Check"); hasCheck != (method != "bitmask") {
			t.Errorf("%s's legend mentions Check: %v", method, hasCheck)
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

// replaySteps returns the board after each step of a trace.
func replaySteps(method string, n int) []*solver.TraceState {
	state := solver.NewTraceState(method, n)
	states := []*solver.TraceState{state.Clone()}
	solver.Trace(method, n, func(e solver.TraceEvent) bool {
		state.Apply(e)
		states = append(states, state.Clone())
		return true
	})
	return states
}

// sameBoard says how the panel's board differs from want, or "".
func sameBoard(p *StepsPanel, want *solver.TraceState) string {
	got := p.state
	switch {
	case got == nil:
		return "no board"
	case p.params.At != want.Steps || got.Steps != want.Steps:
		return fmt.Sprintf("step %d (board's %d), want %d", p.params.At, got.Steps, want.Steps)
	case !slices.Equal(got.Queens, want.Queens) || got.Row != want.Row || got.Last != want.Last:
		return fmt.Sprintf("queens %v row %d last %+v, want %v row %d last %+v", got.Queens, got.Row, got.Last, want.Queens, want.Row, want.Last)
	case got.Nodes != want.Nodes || got.Solutions != want.Solutions || !slices.Equal(got.Masks, want.Masks) ||
		!slices.EqualFunc(got.Found, want.Found, slices.Equal):
		return fmt.Sprintf("nodes %d solutions %d masks %v found %v, want %d %d %v %v",
			got.Nodes, got.Solutions, got.Masks, got.Found, want.Nodes, want.Solutions, want.Masks, want.Found)
	}
	return ""
}

// The windows the worker sends show the boards of the plain replay: at
// steps around their edges, stepping back across a window's start, and at
// the very end, for a panel opened at each step and for one that jumps.
func TestStepsWindowsMatchTheReplay(t *testing.T) {
	const w = traceWindow
	for _, tt := range []struct {
		method string
		n      int
	}{{"naive", 8}, {"iterative", 7}, {"bitmask", 9}, {"bitmask", 4}} {
		states := replaySteps(tt.method, tt.n)
		end := len(states) - 1
		steps := []int{0, 1, w/4 - 1, w / 4, w/4 + 1, w - 1, w, w + 1, w + w/4, 2*w - 1, 2 * w, 3*w + 7, end / 2, end - w, end - w/4, end - 1, end, end + 1, MaxAt, maxStep}
		_, jumper := newStepsLab(tt.n, tt.method, 0)
		for _, at := range steps {
			if at < 0 {
				continue
			}
			want := states[min(at, end)]
			if at <= MaxAt {
				if _, p := newStepsLab(tt.n, tt.method, at); sameBoard(p, want) != "" {
					t.Errorf("%s n=%d opened at %d: %s", tt.method, tt.n, at, sameBoard(p, want))
				}
			}
			jumper.StepTo(at)
			if diff := sameBoard(jumper, want); diff != "" {
				t.Fatalf("%s n=%d jumped to %d: %s", tt.method, tt.n, at, diff)
			}
			// A few steps back and forth from there, across the window's
			// edges when it has them.
			for _, d := range []int{-1, +1, -w / 4, -w/4 - 1, -w/4 + 1, +3 * w / 4, +3*w/4 + 1, -w, +w} {
				to := min(max(min(at, end)+d, 0), end)
				jumper.StepTo(to)
				if diff := sameBoard(jumper, states[to]); diff != "" {
					t.Fatalf("%s n=%d from %d to %d: %s", tt.method, tt.n, at, to, diff)
				}
				jumper.StepTo(at)
			}
		}
		// Back across many windows, one step at a time.
		jumper.StepTo(min(end, 3*w))
		for at := min(end, 3*w); at > min(end, 3*w)-2*w && at > 0; at-- {
			jumper.StepBack()
			if diff := sameBoard(jumper, states[at-1]); diff != "" {
				t.Fatalf("%s n=%d stepping back to %d: %s", tt.method, tt.n, at-1, diff)
			}
		}
	}
}

// newHeldSteps opens the panel on a page whose worker answers when the
// test releases it.
func newHeldSteps(n int, method string, at int) (*Lab, *StepsPanel, *heldBackend) {
	b := newHeldBackend()
	params := stepsParams{Method: method, At: at, Speed: DefaultSpeed}.values().Encode()
	l := newTestLabOn(b, withPanel(link.View{N: n, K: 1, Algo: link.DefaultAlgo}, stepsPanel.Name, params))
	p := &StepsPanel{linked: -1}
	attachPanel(l, &p.PanelProps, p.sync)
	return l, p, b
}

// The panel asks its worker for the window of the step a link opens at,
// and says so meanwhile; a step outside the window keeps the board shown
// until the worker answers, and a newer request drops an older one.
func TestStepsWaitForTheWorker(t *testing.T) {
	l, p, b := newHeldSteps(8, "naive", 5000)
	req, ok := b.held[backend.PanelSlot]
	if !ok || req.req.Op != worker.OpTrace || req.req.At != 5000 || req.req.N != 8 || req.req.Algorithm != "naive" || req.req.Next {
		t.Fatalf("the panel asked for %+v", req.req)
	}
	if html := app.HTMLString(p.Render()); p.state != nil || !strings.Contains(html, "Preparing the search") {
		t.Errorf("before the window: %s", html)
	}
	p.sync() // a render of the page while it waits asks nothing more
	if len(b.started) != 3 {
		t.Errorf("the page asked for %d requests, want the board's, the count's and one window", len(b.started))
	}
	b.release(backend.PanelSlot)
	states := replaySteps("naive", 8)
	if diff := sameBoard(p, states[5000]); diff != "" {
		t.Fatalf("at 5000: %s", diff)
	}
	// A step in the window: at once. Near the window's end, the panel asks
	// for the next one ahead of time.
	p.StepTo(5000 + 1000)
	if _, held := b.held[backend.PanelSlot]; held || sameBoard(p, states[6000]) != "" {
		t.Fatalf("a step in the window: held %v, %s", held, sameBoard(p, states[6000]))
	}
	p.StepTo(5000 + 2000)
	if diff := sameBoard(p, states[7000]); diff != "" || b.held[backend.PanelSlot].req.At != 7000 {
		t.Fatalf("a step near the window's end: %s, asked %+v", diff, b.held[backend.PanelSlot].req)
	}
	if waiting, _ := p.waiting(); waiting {
		t.Error("the panel waits for a window asked ahead of time")
	}
	// Past the window: the board stays until the worker answers.
	p.StepTo(12000)
	if diff := sameBoard(p, states[7000]); diff != "" || b.held[backend.PanelSlot].req.At != 12000 {
		t.Fatalf("while waiting for 12000: %s, asked %+v", diff, b.held[backend.PanelSlot].req)
	}
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "Replaying the search to step 12") {
		t.Errorf("while waiting: %s", html)
	}
	first := b.held[backend.PanelSlot]
	p.StepTo(2000) // before the window: a newer request, and the older one is dropped
	b.release(backend.PanelSlot)
	worker.Handle(first.req, first.on) // the older answer comes late
	if diff := sameBoard(p, states[2000]); diff != "" {
		t.Fatalf("at 2000: %s", diff)
	}
	if got := stepsOf(l.view).At; got != 2000 {
		t.Errorf("the link says step %d", got)
	}
	// The worker's error is shown, and the next step asks again.
	p.StepTo(9000)
	h := b.held[backend.PanelSlot]
	delete(b.held, backend.PanelSlot)
	h.on(worker.Response{ID: h.req.ID, Type: worker.TypeError, Error: "it stopped: out of memory"})
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "The search could not be replayed: it stopped: out of memory.") {
		t.Errorf("after an error: %s", html)
	}
	p.StepTo(9000)
	b.release(backend.PanelSlot)
	if diff := sameBoard(p, states[9000]); diff != "" || strings.Contains(app.HTMLString(p.Render()), "could not") {
		t.Errorf("after the error, at 9000: %s", diff)
	}
	// A window from the first step is replayed at once, on the page.
	p.StepTo(100)
	if _, held := b.held[backend.PanelSlot]; held || sameBoard(p, states[100]) != "" {
		t.Fatalf("at 100: held %v, %s", held, sameBoard(p, states[100]))
	}
	// A dismounted panel stops its worker.
	p.StepTo(15000)
	p.OnDismount()
	if _, held := b.held[backend.PanelSlot]; held || !slices.Contains(b.stopped, backend.PanelSlot) {
		t.Error("the dismounted panel left its worker running")
	}
}

// Play asks for the next window ahead of time: with a worker that answers
// a few frames late, no frame waits, and play reaches the end.
func TestStepsPlayFetchesAhead(t *testing.T) {
	_, p, b := newHeldSteps(8, "naive", 0)
	if _, held := b.held[backend.PanelSlot]; held || p.state == nil {
		t.Fatal("the first window waits for the worker")
	}
	states := replaySteps("naive", 8)
	asked := len(b.started)
	p.params.Speed = MaxSpeed
	p.playing = true
	late := 0
	for frame := 0; p.playing; frame++ {
		before := p.params.At
		p.playTick()
		if p.playing && p.params.At != min(before+p.stepsPerFrame(), len(states)-1) {
			t.Fatalf("frame %d: play went from %d to %d", frame, before, p.params.At)
		}
		if diff := sameBoard(p, states[p.params.At]); diff != "" {
			t.Fatalf("frame %d: %s", frame, diff)
		}
		if _, held := b.held[backend.PanelSlot]; held {
			if late++; late == 10 {
				b.release(backend.PanelSlot)
				late = 0
			}
		}
	}
	if p.params.At != len(states)-1 || !p.atEnd() {
		t.Errorf("play stopped at %d of %d", p.params.At, len(states)-1)
	}
	if windows := len(b.started) - asked; windows < (len(states)-1)/traceWindow {
		t.Errorf("%d windows for %d steps", windows, len(states)-1)
	}
}

// Run to the next solution from the last step a link opens at, on the
// largest board with the slowest method: the worker finds it, past MaxAt,
// and the link keeps MaxAt without sending the panel back.
func TestStepsRunPastTheLastLinkedStep(t *testing.T) {
	if testing.Short() {
		t.Skip("replays two million steps")
	}
	l, p, b := newHeldSteps(16, "naive", MaxAt)
	b.release(backend.PanelSlot)
	if p.params.At != MaxAt || p.atEnd() {
		t.Fatalf("opened at %d, end %v", p.params.At, p.atEnd())
	}
	p.RunToSolution()
	if req := b.held[backend.PanelSlot].req; !req.Next || req.At != MaxAt {
		t.Fatalf("the run asked for %+v", req)
	}
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "Replaying the search to the next solution") || p.params.At != MaxAt {
		t.Errorf("while the worker runs: step %d, %s", p.params.At, html)
	}
	p.RunToSolution() // a second click waits for the same run
	b.release(backend.PanelSlot)
	if p.params.At != 1_009_697 || p.state.Last.Kind != solver.TraceSolution || solver.Verify(p.state.Queens) != nil || p.state.Solutions != 125 {
		t.Fatalf("the run showed step %d: %+v, %d solutions", p.params.At, p.state.Last, p.state.Solutions)
	}
	if got := stepsOf(l.view).At; got != MaxAt || len(l.notices) != 0 {
		t.Errorf("the link says step %d, notices %q", got, l.notices)
	}
	p.StepForward()
	if p.params.At != 1_009_698 {
		t.Errorf("a step forward from there shows %d", p.params.At)
	}
}

// A bad window from the worker is not shown.
func TestStepsBadWindow(t *testing.T) {
	_, p, b := newHeldSteps(8, "naive", 5000)
	h := b.held[backend.PanelSlot]
	res := worker.Response{ID: h.req.ID, Type: worker.TypeTrace, Trace: &worker.TraceWindow{Base: worker.TraceBase{Method: "naive", N: 8}}}
	h.on(res)
	if p.state != nil || !strings.Contains(app.HTMLString(p.Render()), "could not be replayed: a bad window") {
		t.Errorf("a bad window: %s", app.HTMLString(p.Render()))
	}
}

// The board's HTML has every square, in order, with the classes of its
// marks and a queen where the board has one, as renderMarkedBoard draws it.
func TestStepsBoardHTML(t *testing.T) {
	_, p := newStepsLab(6, "naive", 40)
	st := p.state
	html := markedBoardHTML(st.N, st.Queens, func(r, c int) string { return stepMark(st, r, c) })
	squares := regexp.MustCompile(`<div class="([^"]*)" data-row="(\d+)" data-col="(\d+)">(<span class="piece" aria-hidden="true">♛</span>)?</div>`).FindAllStringSubmatch(html, -1)
	if len(squares) != 36 || !strings.HasPrefix(html, `<div class="board" data-testid="board" data-n="6" style="--n:6" role="img" aria-label="6 by 6 board; the queens&#39; columns from the top row down: `) {
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
