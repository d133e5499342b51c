package worker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"nqueens/solver/trace"
)

// replay returns every step of a trace, and the board after each.
func replay(t *testing.T, method string, n int) ([]trace.Event, []*trace.State) {
	t.Helper()
	var events []trace.Event
	state := trace.NewState(method, n)
	states := []*trace.State{state.Clone()}
	err := trace.Run(method, n, func(e trace.Event) bool {
		events = append(events, e)
		state.Apply(e)
		states = append(states, state.Clone())
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return events, states
}

// sameState reports how two boards differ, or "".
func sameState(got, want *trace.State) string {
	g, w := *got, *want
	g.Queens, w.Queens = slices.Clip(g.Queens), slices.Clip(w.Queens)
	if len(g.Queens) == 0 && len(w.Queens) == 0 {
		g.Queens, w.Queens = nil, nil
	}
	if !reflect.DeepEqual(g, w) {
		return fmt.Sprintf("%+v, want %+v", g, w)
	}
	return ""
}

// traceOver sends req to Handle through JSON both ways, as the page and
// its worker do, and returns the result and its size on the wire.
func traceOver(t *testing.T, req Request) (Response, int) {
	t.Helper()
	b, _ := json.Marshal(req)
	var back Request
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	_, res := handle(back)
	wire, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	var got Response
	if err := json.Unmarshal(wire, &got); err != nil {
		t.Fatal(err)
	}
	return got, len(wire)
}

// Each window holds the board that the plain replay gives at its first
// step, the steps that follow it, and says whether the trace ends there:
// at the start, around a window's edges, near and past the end.
func TestTraceWindowsMatchTheReplay(t *testing.T) {
	const w = TraceWindowSteps
	for _, tt := range []struct {
		method string
		n      int
	}{{"naive", 1}, {"naive", 4}, {"bitmask", 6}, {"naive", 8}, {"iterative", 8}, {"bitmask", 8}} {
		events, states := replay(t, tt.method, tt.n)
		end := len(events)
		for _, at := range []int{0, 1, 2, w/4 - 1, w / 4, w/4 + 1, w - 1, w, w + 1, 3 * w, end / 2, end - w, end - w/4 - 1, end - 1, end, end + 1, end + w, MaxTraceStep} {
			if at < 0 {
				continue
			}
			res, _ := traceOver(t, Request{ID: 3, Op: OpTrace, Algorithm: tt.method, N: tt.n, At: at})
			if res.Type != TypeTrace || res.ID != 3 || res.Trace == nil {
				t.Fatalf("%s n=%d at %d: %+v", tt.method, tt.n, at, res)
			}
			base, got, err := res.Trace.Unpack()
			if err != nil {
				t.Fatal(err)
			}
			show := min(at, end)
			from := max(0, show-w/4)
			if res.At != show || base.Steps != from {
				t.Fatalf("%s n=%d at %d: shows %d from %d, want %d from %d", tt.method, tt.n, at, res.At, base.Steps, show, from)
			}
			if diff := sameState(base, states[from]); diff != "" {
				t.Errorf("%s n=%d at %d: the base is %s", tt.method, tt.n, at, diff)
			}
			if want := events[from:min(end, from+w)]; !slices.Equal(got, want) || res.Trace.Ended != (from+w >= end) {
				t.Errorf("%s n=%d at %d: %d steps from %d, ended %v; the trace has %d", tt.method, tt.n, at, len(got), from, res.Trace.Ended, end)
			}
			// The board of each step of the window is the replay's.
			for i := range got {
				if i%97 != 0 && i != len(got)-1 {
					continue
				}
				s := base.Clone()
				for _, e := range got[:i+1] {
					s.Apply(e)
				}
				if diff := sameState(s, states[from+i+1]); diff != "" {
					t.Fatalf("%s n=%d at %d, step %d: %s", tt.method, tt.n, at, from+i+1, diff)
				}
			}
		}
	}
}

// With Next the window is around the first solution after the step asked
// for, or the end of the trace.
func TestTraceRunsToTheNextSolution(t *testing.T) {
	for _, method := range trace.Methods {
		events, _ := replay(t, method, 6)
		solutions := stepsOf(events, trace.Solution)
		for _, at := range []int{0, solutions[0] - 1, solutions[0], solutions[1] - 1, solutions[3], len(events) - 1, len(events), len(events) + 9} {
			want := len(events)
			if i := slices.IndexFunc(solutions, func(s int) bool { return s > at }); i >= 0 {
				want = solutions[i]
			}
			res, _ := traceOver(t, Request{ID: 4, Op: OpTrace, Algorithm: method, N: 6, At: at, Next: true})
			if res.Type != TypeTrace || res.At != want || res.Trace.Base.Steps != max(0, want-TraceWindowSteps/4) {
				t.Errorf("%s: the next solution after step %d is at %d from %d, want %d", method, at, res.At, res.Trace.Base.Steps, want)
			}
		}
	}
	// A run stops after maxRunSteps steps.
	defer func(steps int) { maxRunSteps = steps }(maxRunSteps)
	maxRunSteps = 10
	if _, res := handle(Request{Op: OpTrace, Algorithm: "naive", N: 8, At: 5, Next: true}); res.At != 15 {
		t.Errorf("a run of 10 steps from step 5 ends at %d", res.At)
	}
}

// The largest trace, naive's on n = 16 at step 10^6, and a run from there.
func TestTraceLargest(t *testing.T) {
	if testing.Short() {
		t.Skip("replays a million steps")
	}
	res, size := traceOver(t, Request{Op: OpTrace, Algorithm: "naive", N: 16, At: 1_000_000})
	if res.At != 1_000_000 || res.Trace.Base.Steps != 1_000_000-TraceWindowSteps/4 || res.Trace.Ended {
		t.Fatalf("at 10^6: %d from %d", res.At, res.Trace.Base.Steps)
	}
	_, events, err := res.Trace.Unpack()
	if err != nil || len(events) != TraceWindowSteps {
		t.Fatalf("%d steps: %v", len(events), err)
	}
	// A step of naive packs in 5 bytes, and JSON carries them in base64.
	if size > 5*TraceWindowSteps*4/3+2000 {
		t.Errorf("the window of naive travels in %d bytes", size)
	}
	next, _ := traceOver(t, Request{Op: OpTrace, Algorithm: "naive", N: 16, At: 1_000_000, Next: true})
	if next.At != 1_009_697 {
		t.Errorf("naive's next solution after step 10^6 of n = 16 is at step %d, want 1,009,697", next.At)
	}
	bitmask, size := traceOver(t, Request{Op: OpTrace, Algorithm: "bitmask", N: 16, At: 1_000_000})
	if _, events, err := bitmask.Trace.Unpack(); err != nil || len(events) != TraceWindowSteps || size > 16*TraceWindowSteps*4/3+2000 {
		t.Errorf("bitmask's window: %d steps in %d bytes, %v", len(events), size, err)
	}
	t.Logf("a window of %d steps travels in %d bytes of JSON for bitmask", TraceWindowSteps, size)
}

// Bad requests get an error that says what is wrong.
func TestTraceBadRequests(t *testing.T) {
	for _, tt := range []struct {
		req  Request
		want string
	}{
		{Request{N: 0, Algorithm: "naive"}, "n = 0: the trace takes boards from n = 1 to 16"},
		{Request{N: 17, Algorithm: "naive"}, "n = 17: the trace takes boards from n = 1 to 16"},
		{Request{N: -4, Algorithm: "bitmask"}, "n = -4: the trace takes boards from n = 1 to 16"},
		{Request{N: 8, Algorithm: "fast"}, `the trace has no method "fast": choose one of naive, iterative, bitmask`},
		{Request{N: 8}, `the trace has no method "": choose one of naive, iterative, bitmask`},
		{Request{N: 8, Algorithm: "naive", At: -1}, "step -1 is not one the trace goes to: it goes from step 0 to 2000000"},
		{Request{N: 8, Algorithm: "naive", At: MaxTraceStep + 1, Next: true}, "step 2000001 is not one the trace goes to: it goes from step 0 to 2000000"},
		{Request{N: 8, Algorithm: "naive", At: 1 << 62}, "step 4611686018427387904 is not one the trace goes to: it goes from step 0 to 2000000"},
	} {
		tt.req.ID, tt.req.Op = 5, OpTrace
		progress, res := handle(tt.req)
		if len(progress) != 0 || res.ID != 5 || res.Type != TypeError || res.Error != tt.want || res.Trace != nil {
			t.Errorf("%+v: %+v, want the error %q", tt.req, res, tt.want)
		}
	}
}

// A replay reports its progress, and stops soon after its context is done.
func TestTraceProgressAndCancel(t *testing.T) {
	defer func(d time.Duration) { progressInterval = d }(progressInterval)
	progressInterval = 0
	var progress []Response
	ctx, cancel := context.WithCancel(context.Background())
	var res Response
	HandleContext(ctx, Request{ID: 6, Op: OpTrace, Algorithm: "naive", N: 16, At: 1_000_000}, func(r Response) {
		if r.Type != TypeProgress {
			res = r
			return
		}
		progress = append(progress, r)
		if len(progress) == 3 {
			cancel()
		}
	})
	if res.ID != 6 || res.Type != TypeError || res.Error != context.Canceled.Error() {
		t.Errorf("a cancelled replay answered %+v", res)
	}
	if len(progress) != 3 {
		t.Errorf("%d progress reports after the cancel's, want none", len(progress)-3)
	}
	for i, p := range progress {
		if p.ID != 6 || p.Done != (i+1)*traceCheckEvery || p.Total != 1_000_000 {
			t.Errorf("progress %d: %+v", i, p)
		}
	}
	done, stop := context.WithCancel(context.Background())
	stop()
	_, err := traceWindow(done, Request{Op: OpTrace, Algorithm: "bitmask", N: 16, At: 10}, func(Response) {})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("a replay with a done context: %v", err)
	}
}

// Packed events come back as they went, and bad ones are refused.
func TestPackedEvents(t *testing.T) {
	for _, method := range trace.Methods {
		events, _ := replay(t, method, 5)
		got, err := UnpackEvents(PackEvents(events))
		if err != nil || !slices.Equal(got, events) {
			t.Errorf("%s: %d events came back as %d: %v", method, len(events), len(got), err)
		}
	}
	wide := []trace.Event{{Kind: trace.Backtrack, Row: 15, Col: -1, Against: -1, Cols: 1<<16 - 1, LD: 1 << 40, RD: 1, Free: ^uint64(0)}}
	if got, err := UnpackEvents(PackEvents(wide)); err != nil || !slices.Equal(got, wide) {
		t.Errorf("%+v came back as %+v: %v", wide, got, err)
	}
	for _, bad := range [][]byte{{9, 0, 0, 0, 0}, {0, 1, 2}, {hasMasks | 1, 0, 0, 0, 0, 1, 1}, {0, 0xff, 0xff, 0xff, 0x7f, 0, 0, 0}} {
		if _, err := UnpackEvents(bad); !errors.Is(err, errPacked) {
			t.Errorf("%v unpacked: %v", bad, err)
		}
	}
	for _, bad := range [][]byte{nil, {9, 0}, {hasMasks | 1, 1}, {0, 0, 0}, {0, 0, 0, 0, 0}} {
		if _, err := UnpackTree(bad, 2); !errors.Is(err, errPacked) {
			t.Errorf("the tree %v unpacked for n = 2: %v", bad, err)
		}
	}
	if _, err := (&TraceBase{Method: "naive", N: 8}).State(); err == nil {
		t.Error("a board with no last step unpacked")
	}
}

// ReplayWindow is OpTrace's window before it is packed.
func TestReplayWindowIsTheWireWindow(t *testing.T) {
	for _, at := range []int{0, 700, 5000, 30000} {
		w, err := ReplayWindow(context.Background(), "bitmask", 9, at, "", nil)
		if err != nil {
			t.Fatal(err)
		}
		_, res := handle(Request{Op: OpTrace, Algorithm: "bitmask", N: 9, At: at})
		base, events, err := res.Trace.Unpack()
		if err != nil || sameState(w.Base, base) != "" || !slices.Equal(w.Events, events) || w.Ended != res.Trace.Ended || w.At != res.At {
			t.Errorf("at %d: the window differs from OpTrace's: %v %s", at, err, sameState(w.Base, base))
		}
	}
	if _, err := ReplayWindow(context.Background(), "fast", 9, 0, "", nil); err == nil {
		t.Error("fast replayed")
	}
}

// Seek finds the next backtrack after a step, and the last solution before
// it (step 0 when none comes before), as a plain replay lists them; an
// unknown seek is an error.
func TestTraceSeeks(t *testing.T) {
	for _, method := range trace.Methods {
		events, _ := replay(t, method, 6)
		solutions, backtracks := stepsOf(events, trace.Solution), stepsOf(events, trace.Backtrack)
		for _, at := range []int{0, 1, solutions[0], solutions[0] + 1, solutions[2], backtracks[5], len(events) - 1, len(events)} {
			next := len(events)
			if i := slices.IndexFunc(backtracks, func(s int) bool { return s > at }); i >= 0 {
				next = backtracks[i]
			}
			if res, _ := traceOver(t, Request{Op: OpTrace, Algorithm: method, N: 6, At: at, Seek: SeekBacktrack}); res.Type != TypeTrace || res.At != next {
				t.Errorf("%s: the next backtrack after step %d is at %d, want %d", method, at, res.At, next)
			}
			previous := 0
			for _, s := range solutions {
				if s < at {
					previous = s
				}
			}
			if res, _ := traceOver(t, Request{Op: OpTrace, Algorithm: method, N: 6, At: at, Seek: SeekPrevious}); res.Type != TypeTrace || res.At != previous {
				t.Errorf("%s: the last solution before step %d is at %d, want %d", method, at, res.At, previous)
			}
		}
	}
	if _, res := handle(Request{Op: OpTrace, Algorithm: "naive", N: 6, At: 5, Seek: "sideways"}); res.Type != TypeError || !strings.Contains(res.Error, `no "sideways"`) {
		t.Errorf("an unknown seek answers %+v", res)
	}
}

// OpTimeline lists the steps of a trace and of its solutions, as a plain
// replay does, and stops at MaxTraceStep on a board whose trace is longer.
func TestTraceTimeline(t *testing.T) {
	for _, method := range trace.Methods {
		events, _ := replay(t, method, 6)
		var solutions []uint64
		for _, step := range stepsOf(events, trace.Solution) {
			solutions = append(solutions, uint64(step))
		}
		_, res := handle(Request{Op: OpTimeline, Algorithm: method, N: 6})
		if res.Type != TypeTimeline || res.Total != len(events) || !res.Exhausted || !slices.Equal(res.Counts, solutions) {
			t.Errorf("%s n = 6: the timeline is %+v; want %d steps, solutions at %v", method, res, len(events), solutions)
		}
	}
	if testing.Short() {
		return
	}
	_, res := handle(Request{Op: OpTimeline, Algorithm: "naive", N: 16})
	if res.Total != MaxTraceStep || res.Exhausted || len(res.Counts) == 0 || res.Counts[len(res.Counts)-1] > MaxTraceStep {
		t.Errorf("naive n = 16: the timeline has %d steps, ended %v, %d solutions", res.Total, res.Exhausted, len(res.Counts))
	}
	if _, res := handle(Request{Op: OpTimeline, Algorithm: "fast", N: 6}); res.Type != TypeError {
		t.Errorf("a timeline of fast answers %+v", res)
	}
}

// stepsOf lists the steps of a trace's events of a kind: event i makes
// step i+1.
func stepsOf(events []trace.Event, kind trace.Kind) []int {
	var steps []int
	for i, e := range events {
		if e.Kind == kind {
			steps = append(steps, i+1)
		}
	}
	return steps
}
