//go:build !(js && wasm)

package steps

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/kit/pagetest"
	"nqueens/app/worker"
	"nqueens/solver/trace"
)

// replaySteps returns the board after each step of a trace.
func replaySteps(method string, n int) []*trace.State {
	state := trace.NewState(method, n)
	states := []*trace.State{state.Clone()}
	trace.Run(method, n, func(e trace.Event) bool {
		state.Apply(e)
		states = append(states, state.Clone())
		return true
	})
	return states
}

// sameBoard says how the panel's board differs from want, or "".
func sameBoard(p *Panel, want *trace.State) string {
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

// newHeldSteps opens the panel on a test page whose worker answers when
// the test releases it.
func newHeldSteps(n int, method string, at int) (*pagetest.Page, *Panel, *pagetest.HeldBackend) {
	b := pagetest.NewHeldBackend()
	l := pagetest.New(b, stepsView(n, method, at), Spec)
	p := &Panel{linked: -1}
	l.Attach(&p.PanelProps, p.sync)
	return l, p, b
}

// The panel asks its worker for the window of the step a link opens at,
// and says so meanwhile; a step outside the window keeps the board shown
// until the worker answers, and a newer request drops an older one.
func TestStepsWaitForTheWorker(t *testing.T) {
	l, p, b := newHeldSteps(8, "naive", 5000)
	req, ok := b.Held[backend.PanelSlot]
	if !ok || req.Req.Op != worker.OpTrace || req.Req.At != 5000 || req.Req.N != 8 || req.Req.Algorithm != "naive" || req.Req.Next {
		t.Fatalf("the panel asked for %+v", req.Req)
	}
	if html := app.HTMLString(p.Render()); p.state != nil || !strings.Contains(html, "Preparing the search") {
		t.Errorf("before the window: %s", html)
	}
	p.sync() // a render of the page while it waits asks nothing more
	if ops := requestOps(b.Started); !slices.Equal(ops, []worker.Op{worker.OpTrace, worker.OpTimeline}) {
		t.Errorf("the panel asked for %v, want one window and the timeline", ops)
	}
	b.Release(backend.PanelSlot)
	states := replaySteps("naive", 8)
	if diff := sameBoard(p, states[5000]); diff != "" {
		t.Fatalf("at 5000: %s", diff)
	}
	// A step in the window: at once. Near the window's end, the panel asks
	// for the next one ahead of time.
	p.StepTo(5000 + 1000)
	if _, held := b.Held[backend.PanelSlot]; held || sameBoard(p, states[6000]) != "" {
		t.Fatalf("a step in the window: held %v, %s", held, sameBoard(p, states[6000]))
	}
	p.StepTo(5000 + 2000)
	if diff := sameBoard(p, states[7000]); diff != "" || b.Held[backend.PanelSlot].Req.At != 7000 {
		t.Fatalf("a step near the window's end: %s, asked %+v", diff, b.Held[backend.PanelSlot].Req)
	}
	if waiting, _ := p.window.waiting(); waiting {
		t.Error("the panel waits for a window asked ahead of time")
	}
	// Past the window: the board stays until the worker answers.
	p.StepTo(12000)
	if diff := sameBoard(p, states[7000]); diff != "" || b.Held[backend.PanelSlot].Req.At != 12000 {
		t.Fatalf("while waiting for 12000: %s, asked %+v", diff, b.Held[backend.PanelSlot].Req)
	}
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "Replaying the search to step 12") {
		t.Errorf("while waiting: %s", html)
	}
	first := b.Held[backend.PanelSlot]
	p.StepTo(2000) // before the window: a newer request, and the older one is dropped
	b.Release(backend.PanelSlot)
	worker.Handle(first.Req, first.On) // the older answer comes late
	if diff := sameBoard(p, states[2000]); diff != "" {
		t.Fatalf("at 2000: %s", diff)
	}
	if got := stepsOf(l.View).At; got != 2000 {
		t.Errorf("the link says step %d", got)
	}
	// The worker's error is shown, and the next step asks again.
	p.StepTo(9000)
	h := b.Held[backend.PanelSlot]
	delete(b.Held, backend.PanelSlot)
	h.On(worker.Response{ID: h.Req.ID, Type: worker.TypeError, Error: "it stopped: out of memory"})
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "The search could not be replayed: it stopped: out of memory.") {
		t.Errorf("after an error: %s", html)
	}
	p.StepTo(9000)
	b.Release(backend.PanelSlot)
	if diff := sameBoard(p, states[9000]); diff != "" || strings.Contains(app.HTMLString(p.Render()), "could not") {
		t.Errorf("after the error, at 9000: %s", diff)
	}
	// A window from the first step is replayed at once, on the page.
	p.StepTo(100)
	if _, held := b.Held[backend.PanelSlot]; held || sameBoard(p, states[100]) != "" {
		t.Fatalf("at 100: held %v, %s", held, sameBoard(p, states[100]))
	}
	// A dismounted panel stops its worker.
	p.StepTo(15000)
	p.OnDismount()
	if _, held := b.Held[backend.PanelSlot]; held || !slices.Contains(b.Stopped, backend.PanelSlot) {
		t.Error("the dismounted panel left its worker running")
	}
}

// Play asks for the next window ahead of time: with a worker that answers
// a few frames late, no frame waits, and play reaches the end.
func TestStepsPlayFetchesAhead(t *testing.T) {
	_, p, b := newHeldSteps(8, "naive", 0)
	if _, held := b.Held[backend.PanelSlot]; held || p.state == nil {
		t.Fatal("the first window waits for the worker")
	}
	states := replaySteps("naive", 8)
	asked := len(b.Started)
	p.params.Speed = MaxSpeed
	p.player.playing = true
	late := 0
	for frame := 0; p.player.playing; frame++ {
		before := p.params.At
		p.player.tick(p)
		if p.player.playing && p.params.At != min(before+stepsPerFrame(p.params.Speed), len(states)-1) {
			t.Fatalf("frame %d: play went from %d to %d", frame, before, p.params.At)
		}
		if diff := sameBoard(p, states[p.params.At]); diff != "" {
			t.Fatalf("frame %d: %s", frame, diff)
		}
		if _, held := b.Held[backend.PanelSlot]; held {
			if late++; late == 10 {
				b.Release(backend.PanelSlot)
				late = 0
			}
		}
	}
	if p.params.At != len(states)-1 || !p.atEnd() {
		t.Errorf("play stopped at %d of %d", p.params.At, len(states)-1)
	}
	if windows := len(b.Started) - asked; windows < (len(states)-1)/traceWindow {
		t.Errorf("%d windows for %d steps", windows, len(states)-1)
	}
}

// The last step a link holds is the last the panel shows, on the largest
// board with the slowest method: there the panel is at its end, and the
// link and the panel agree.
func TestStepsStopAtTheLastLinkedStep(t *testing.T) {
	if testing.Short() {
		t.Skip("replays two million steps")
	}
	l, p, b := newHeldSteps(16, "naive", MaxAt-1)
	b.Release(backend.PanelSlot)
	if p.params.At != MaxAt-1 || p.atEnd() {
		t.Fatalf("opened at %d, end %v", p.params.At, p.atEnd())
	}
	p.StepForward()
	p.StepForward()
	p.RunToSolution()
	if p.params.At != MaxAt || !p.atEnd() || p.state.Steps != MaxAt {
		t.Fatalf("the panel went on to step %d (%d steps replayed), end %v", p.params.At, p.state.Steps, p.atEnd())
	}
	if got := stepsOf(l.View).At; got != p.params.At || len(l.Notices) != 0 || p.notice != "" {
		t.Errorf("the link says step %d, the panel %d; notices %q %q", got, p.params.At, l.Notices, p.notice)
	}
}

// A bad window from the worker is not shown.
func TestStepsBadWindow(t *testing.T) {
	_, p, b := newHeldSteps(8, "naive", 5000)
	h := b.Held[backend.PanelSlot]
	res := worker.Response{ID: h.Req.ID, Type: worker.TypeTrace, Trace: &worker.TraceWindow{Base: worker.TraceBase{Method: "naive", N: 8}}}
	h.On(res)
	if p.state != nil || !strings.Contains(app.HTMLString(p.Render()), "could not be replayed: a bad window") {
		t.Errorf("a bad window: %s", app.HTMLString(p.Render()))
	}
}

// Shift+←'s run to the solution before asks the worker when the window
// held has none, and shows the last solution before the step shown.
func TestStepsRunBackToTheSolutionBefore(t *testing.T) {
	if testing.Short() {
		t.Skip("replays a million steps")
	}
	want, step, solutions := 0, 0, uint64(0)
	trace.Run("naive", 16, func(e trace.Event) bool {
		if step++; e.Kind == trace.Solution && step < MaxAt {
			want, solutions = step, solutions+1
		}
		return step < MaxAt
	})
	_, p, b := newHeldSteps(16, "naive", MaxAt)
	b.Release(backend.PanelSlot)
	p.runTo(worker.SeekPrevious)
	if req := b.Held[backend.PanelSlot].Req; req.Seek != worker.SeekPrevious || req.At != MaxAt {
		t.Fatalf("the run asked for %+v", req)
	}
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "Replaying the search to the solution before") {
		t.Errorf("while the worker runs: %s", html)
	}
	b.Release(backend.PanelSlot)
	if p.params.At != want || p.state.Last.Kind != trace.Solution || p.state.Solutions != solutions || solutions < 100 {
		t.Fatalf("the run back showed step %d (%+v, %d solutions), want step %d", p.params.At, p.state.Last, p.state.Solutions, want)
	}
}

// requestOps lists the operations of requests.
func requestOps(requests []worker.Request) []worker.Op {
	var ops []worker.Op
	for _, r := range requests {
		ops = append(ops, r.Op)
	}
	return ops
}
