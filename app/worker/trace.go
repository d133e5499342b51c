package worker

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"nqueens/solver/trace"
)

// Limits of OpTrace, which the step-by-step panel asks for so that no
// replay of a trace runs on the page's main thread.
const (
	// TraceWindowSteps is how many steps a TraceWindow holds after its
	// first, which is TraceWindowSteps/4 steps before the one asked for,
	// or the empty board: the page moves within them, back or forth,
	// without asking again.
	TraceWindowSteps = 4096
	// MaxRunSteps bounds a run to the next solution: for n = 16 and the
	// slow methods, two solutions can be hundreds of thousands of steps
	// apart, and past the first ones millions.
	MaxRunSteps = 1_000_000
	// MaxTraceStep is the last step OpTrace goes to: the last step a link
	// opens the panel at, 10^6, and a run to the next solution from there.
	MaxTraceStep = 2_000_000
)

// maxRunSteps is MaxRunSteps, which tests lower.
var maxRunSteps = MaxRunSteps

// traceCheckEvery is how many steps a replay takes between looks at its
// context and its clock: some tens of microseconds.
const traceCheckEvery = 1 << 12

// A TraceWindow is a window of a trace, as OpTrace sends it: the board at
// step Base.Steps and the steps that follow it, at most TraceWindowSteps.
type TraceWindow struct {
	Base TraceBase `json:"base"`
	// Events are the steps after Base, packed by PackEvents: 5 bytes a
	// step of naive and iterative, about 15 of bitmask with its masks,
	// which JSON carries as base64 and the page decodes at once.
	Events []byte `json:"events,omitempty"`
	Ended  bool   `json:"ended,omitempty"` // whether the trace ends with Events
}

// A TraceBase is a trace.State as it travels: its events packed.
type TraceBase struct {
	Method    string  `json:"method"`
	N         int     `json:"n"`
	Steps     int     `json:"steps,omitempty"`
	Queens    []int   `json:"queens,omitempty"`
	Row       int     `json:"row,omitempty"`
	Last      []byte  `json:"last"` // the step before the last and the last, packed
	Nodes     uint64  `json:"nodes,omitempty"`
	Solutions uint64  `json:"solutions,omitempty"`
	Found     [][]int `json:"found,omitempty"`
	Masks     []byte  `json:"masks,omitempty"` // packed events
	Tree      []byte  `json:"tree"`            // packed by PackTree
}

// NewTraceWindow packs the board base and the events after it.
func NewTraceWindow(base *trace.State, events []trace.Event, ended bool) *TraceWindow {
	return &TraceWindow{
		Base: TraceBase{
			Method: base.Method, N: base.N, Steps: base.Steps, Queens: slices.Clone(base.Queens), Row: base.Row,
			Last: PackEvents([]trace.Event{base.Prev, base.Last}), Nodes: base.Nodes, Solutions: base.Solutions,
			Found: slices.Clone(base.Found), Masks: PackEvents(base.Masks), Tree: PackTree(base.Tree),
		},
		Events: PackEvents(events),
		Ended:  ended,
	}
}

// Unpack returns the window's board and the events after it.
func (w *TraceWindow) Unpack() (*trace.State, []trace.Event, error) {
	base, err := w.Base.State()
	if err != nil {
		return nil, nil, err
	}
	events, err := UnpackEvents(w.Events)
	if err != nil {
		return nil, nil, fmt.Errorf("the window's steps: %w", err)
	}
	return base, events, nil
}

// State returns the board b describes.
func (b *TraceBase) State() (*trace.State, error) {
	if b.N < 1 || b.N > trace.MaxN || len(b.Queens) > b.N || b.Steps < 0 {
		return nil, fmt.Errorf("a traced board of n = %d with %d queens at step %d", b.N, len(b.Queens), b.Steps)
	}
	last, err := UnpackEvents(b.Last)
	if err != nil || len(last) != 2 {
		return nil, fmt.Errorf("the board's last steps: %d steps, %v", len(last), err)
	}
	masks, err := UnpackEvents(b.Masks)
	if err != nil {
		return nil, fmt.Errorf("the board's masks: %w", err)
	}
	tree, err := UnpackTree(b.Tree, b.N)
	if err != nil || len(tree)/b.N != min(len(b.Queens)+1, b.N) {
		return nil, fmt.Errorf("the board's tree: %d nodes for %d queens, %v", len(tree), len(b.Queens), err)
	}
	s := trace.NewState(b.Method, b.N)
	s.Tree = append(s.Tree[:0], tree...)
	s.Queens = append(s.Queens, b.Queens...)
	s.Row, s.Prev, s.Last, s.Steps, s.Nodes, s.Solutions = b.Row, last[0], last[1], b.Steps, b.Nodes, b.Solutions
	if len(b.Found) > 0 {
		s.Found = b.Found
	}
	if len(masks) > 0 {
		s.Masks = masks
	}
	return s, nil
}

// Packed events: each event is one byte, its Kind, with hasMasks set when
// its masks follow, then Row, Col+1, Against+1 and Checks as uvarints
// (one byte each on the boards traced), then when hasMasks is set Cols,
// LD, RD and Free as uvarints. Only bitmask's events have masks.
const (
	hasMasks  = 0x80
	kindsMask = 0x7f
)

// PackEvents writes events in their packed form.
func PackEvents(events []trace.Event) []byte {
	b := make([]byte, 0, 6*len(events))
	for _, e := range events {
		masks := e.Cols|e.LD|e.RD|e.Free != 0
		k := byte(e.Kind)
		if masks {
			k |= hasMasks
		}
		b = append(b, k)
		b = binary.AppendUvarint(b, uint64(e.Row))
		b = binary.AppendUvarint(b, uint64(e.Col+1))
		b = binary.AppendUvarint(b, uint64(e.Against+1))
		b = binary.AppendUvarint(b, uint64(e.Checks))
		if masks {
			for _, m := range [...]uint64{e.Cols, e.LD, e.RD, e.Free} {
				b = binary.AppendUvarint(b, m)
			}
		}
	}
	return b
}

// errPacked is the error of packed events that PackEvents did not write.
var errPacked = errors.New("bad packed trace events")

// UnpackEvents reads events that PackEvents wrote.
func UnpackEvents(b []byte) ([]trace.Event, error) {
	events := make([]trace.Event, 0, len(b)/5)
	for len(b) > 0 {
		k := b[0]
		b = b[1:]
		if k&kindsMask > byte(trace.Backtrack) {
			return nil, fmt.Errorf("%w: kind %d", errPacked, k&kindsMask)
		}
		fields := 4
		if k&hasMasks != 0 {
			fields = 8
		}
		var v [8]uint64
		for i := range fields {
			x, size := binary.Uvarint(b)
			if size <= 0 || i < 4 && x > 1<<16 {
				return nil, fmt.Errorf("%w: field %d of event %d", errPacked, i, len(events))
			}
			v[i], b = x, b[size:]
		}
		events = append(events, trace.Event{Kind: trace.Kind(k & kindsMask),
			Row: int(v[0]), Col: int(v[1]) - 1, Against: int(v[2]) - 1, Checks: int(v[3]),
			Cols: v[4], LD: v[5], RD: v[6], Free: v[7]})
	}
	return events, nil
}

// traceWindow answers OpTrace with ReplayWindow's window, packed.
func traceWindow(ctx context.Context, req Request, send func(Response)) (Response, error) {
	progress := func(done, total int) {
		send(Response{ID: req.ID, Type: TypeProgress, Done: done, Total: total})
	}
	w, err := ReplayWindow(ctx, req.Algorithm, req.N, req.At, req.TraceSeek(), progress)
	if err != nil {
		return Response{}, err
	}
	return Response{Type: TypeTrace, At: w.At, Trace: NewTraceWindow(w.Base, w.Events, w.Ended)}, nil
}

// A Window is a window of a trace: the board at its first step, the steps
// after it, at most TraceWindowSteps, and the step of it to show.
type Window struct {
	Base   *trace.State
	Events []trace.Event // steps Base.Steps+1 … Base.Steps+len(Events)
	Ended  bool          // whether the trace ends with Events
	At     int           // the step asked for, or the last one if the trace ends before it
}

// ReplayWindow replays the trace of method on an n×n board from its first
// step, keeping the board TraceWindowSteps/4 steps behind the one it has
// reached, up to step at, then keeps up to TraceWindowSteps steps from that
// board on. With seek SeekSolution or SeekBacktrack, the step it goes to is
// the first of that kind after step at, or at+MaxRunSteps if none comes
// first; with SeekPrevious, the last solution before step at, or step 0
// (see lastSolutionBefore). It calls progress, if not nil, at most every
// 100 ms, and stops soon after ctx is done.
func ReplayWindow(ctx context.Context, method string, n, at int, seek string, progress func(done, total int)) (Window, error) {
	if err := checkTrace(method, n); err != nil {
		return Window{}, err
	}
	if at < 0 || at > MaxTraceStep {
		return Window{}, fmt.Errorf("step %d is not one the trace goes to: it goes from step 0 to %d", at, MaxTraceStep)
	}
	target, bound := at, at // the step to show, and the last one to look at for it
	var seekKind trace.Kind
	switch seek {
	case "":
	case SeekSolution, SeekBacktrack:
		target, bound, seekKind = -1, at+maxRunSteps, trace.Solution
		if seek == SeekBacktrack {
			seekKind = trace.Backtrack
		}
	case SeekPrevious:
		previous, err := lastSolutionBefore(ctx, method, n, at, progress)
		if err != nil {
			return Window{}, err
		}
		return ReplayWindow(ctx, method, n, previous, "", progress)
	default:
		return Window{}, fmt.Errorf("the trace seeks no %q: it seeks %s, %s or %s", seek, SeekSolution, SeekBacktrack, SeekPrevious)
	}
	base := trace.NewState(method, n)
	events := make([]trace.Event, 0, 2*TraceWindowSteps)
	head, ended := 0, true // events[head:] follow base
	clock := newStepClock(ctx, progress, bound)
	hear := func(e trace.Event) bool {
		if !clock.tick() {
			return false
		}
		step := clock.step
		if target < 0 && step > at && (e.Kind == seekKind || step >= bound) {
			target = step
		}
		if target >= 0 && step > target { // the steps after the one to show
			if len(events)-head == TraceWindowSteps {
				ended = false
				return false
			}
			events = append(events, e)
			return true
		}
		events = append(events, e)
		if len(events)-head > TraceWindowSteps/4 {
			base.Apply(events[head])
			head++
		}
		if head >= TraceWindowSteps {
			events = append(events[:0], events[head:]...)
			head = 0
		}
		return true
	}
	if err := trace.Run(method, n, hear); err != nil {
		return Window{}, err
	}
	if clock.err != nil {
		return Window{}, clock.err
	}
	if err := ctx.Err(); err != nil {
		return Window{}, err
	}
	events = events[head:]
	show := base.Steps + len(events)
	if target >= 0 {
		show = min(show, target)
	}
	return Window{Base: base, Events: events, Ended: ended, At: show}, nil
}

// lastSolutionBefore returns the step of the last solution before step
// at of the trace of method on an n×n board, or 0 if none comes before
// it. It calls progress as ReplayWindow does.
func lastSolutionBefore(ctx context.Context, method string, n, at int, progress func(done, total int)) (int, error) {
	last := 0
	clock := newStepClock(ctx, progress, at)
	trace.Run(method, n, func(e trace.Event) bool {
		if !clock.tick() || clock.step >= at {
			return false
		}
		if e.Kind == trace.Solution {
			last = clock.step
		}
		return true
	})
	return last, clock.err
}

// A stepClock counts the steps of a replay, checks its context every
// traceCheckEvery steps, and reports its progress towards total at most
// every progressInterval.
type stepClock struct {
	ctx      context.Context
	progress func(done, total int) // nil for none
	total    int
	step     int
	reported time.Time
	err      error // ctx's, once it is done
}

func newStepClock(ctx context.Context, progress func(done, total int), total int) *stepClock {
	return &stepClock{ctx: ctx, progress: progress, total: total, reported: time.Now()}
}

// tick counts a step, and reports whether the replay goes on.
func (c *stepClock) tick() bool {
	c.step++
	if c.step%traceCheckEvery == 0 {
		if c.err = c.ctx.Err(); c.err != nil {
			return false
		}
		if c.progress != nil && time.Since(c.reported) >= progressInterval {
			c.reported = time.Now()
			c.progress(c.step, c.total)
		}
	}
	return true
}

// checkTrace says why method's trace on an n×n board cannot be replayed,
// or nil if it can.
func checkTrace(method string, n int) error {
	if !slices.Contains(trace.Methods, method) {
		return fmt.Errorf("the trace has no method %q: choose one of %s", method, strings.Join(trace.Methods, ", "))
	}
	if n < 1 || n > trace.MaxN {
		return fmt.Errorf("n = %d: the trace takes boards from n = 1 to %d", n, trace.MaxN)
	}
	return nil
}

// MaxTimelineMarks is the most solutions OpTimeline lists.
const MaxTimelineMarks = 1000

// traceTimeline answers OpTimeline: the trace's steps up to MaxTraceStep,
// whether it ends there, the solutions it finds up to there (Solutions),
// and the steps of the first MaxTimelineMarks of them.
func traceTimeline(ctx context.Context, req Request, send func(Response)) (Response, error) {
	if err := checkTrace(req.Algorithm, req.N); err != nil {
		return Response{}, err
	}
	progress := func(done, total int) {
		send(Response{ID: req.ID, Type: TypeProgress, Done: done, Total: total})
	}
	clock := newStepClock(ctx, progress, MaxTraceStep)
	var solutions []uint64
	var found uint64
	ended := true
	trace.Run(req.Algorithm, req.N, func(e trace.Event) bool {
		if !clock.tick() {
			return false
		}
		if clock.step > MaxTraceStep {
			ended = false
			return false
		}
		if e.Kind != trace.Solution {
			return true
		}
		if found++; len(solutions) < MaxTimelineMarks {
			solutions = append(solutions, uint64(clock.step))
		}
		return true
	})
	if clock.err != nil {
		return Response{}, clock.err
	}
	return Response{Type: TypeTimeline, Total: min(clock.step, MaxTraceStep), Exhausted: ended, Counts: solutions, Solutions: found}, nil
}
