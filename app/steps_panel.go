package app

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver"
)

// Limits and defaults of the step-by-step panel.
const (
	DefaultMethod = "bitmask"
	MaxStepsN     = 16        // the largest board the panel animates
	MaxAt         = 1_000_000 // the last step a link can open at
	DefaultSpeed  = 4         // steps per second
	MaxSpeed      = 1000
)

// TraceMethods are the methods the step-by-step panel animates.
var TraceMethods = solver.TraceMethods

var stepsPanel = kit.PanelSpec{
	Panel: link.Panel{
		Name:  "steps",
		Title: "Step by step",
		Params: func(q url.Values) (url.Values, []string) {
			p, notices := readSteps(q)
			return p.values(), notices
		},
	},
	New: func(props kit.PanelProps) app.UI { return &StepsPanel{PanelProps: props} },
}

// stepsParams are the step-by-step panel's link parameters.
type stepsParams struct {
	Method string // the method animated
	At     int    // the step shown, 0 being the empty board
	Speed  int    // steps per second of play
}

// readSteps reads the panel's parameters from a link's query.
func readSteps(q url.Values) (p stepsParams, notices []string) {
	p.Method = DefaultMethod
	if s, ok := link.FirstParam(q, "method"); ok {
		if slices.Contains(TraceMethods, s) {
			p.Method = s
		} else {
			notices = append(notices, fmt.Sprintf("The step-by-step panel does not animate %q, so it shows %s.", link.Truncate(s), DefaultMethod))
		}
	}
	var notice string
	p.At, notice = link.IntParam(q, "at", 0, MaxAt, 0)
	notices = link.AppendNotice(notices, notice)
	p.Speed, notice = link.IntParam(q, "speed", 1, MaxSpeed, DefaultSpeed)
	return p, link.AppendNotice(notices, notice)
}

// values writes p as its link does: the speed only when not the default.
func (p stepsParams) values() url.Values {
	q := url.Values{"method": {p.Method}, "at": {strconv.Itoa(p.At)}}
	if p.Speed != DefaultSpeed {
		q.Set("speed", strconv.Itoa(p.Speed))
	}
	return q
}

// stepsOf returns the step-by-step parameters of view v.
func stepsOf(v link.View) stepsParams {
	p, _ := readSteps(link.PanelParams(v))
	return p
}

// traceWindow is how many steps the panel keeps after the first one it
// can show without asking its worker again: moving within them, back or
// forth, replays at most that many steps on the page.
const traceWindow = worker.TraceWindowSteps

// maxStep is the last step the panel shows: the last a link opens at, and
// a run to the next solution from there. A link holds at most MaxAt.
const maxStep = worker.MaxTraceStep

// A stepsTrace is a window of the trace of method on an n×n board, which
// the panel's worker replayed (worker.OpTrace).
type stepsTrace struct {
	method string
	n      int
	base   *solver.TraceState  // the board at step start
	start  int                 // the step of base
	events []solver.TraceEvent // steps start+1 … start+len(events)
	ended  bool                // whether the trace ends with events
}

// end is the window's last step.
func (tr *stepsTrace) end() int { return tr.start + len(tr.events) }

// holds reports whether the window shows step t, or the trace's last
// step for a t past its end.
func (tr *stepsTrace) holds(t int) bool {
	return tr.base != nil && t >= tr.start && (t <= tr.end() || tr.ended)
}

// A stepsFetch is a window the panel asked its worker for.
type stepsFetch struct {
	at   int  // the step asked for, or with next the step the run starts at
	next bool // a run to the next solution after at
	show bool // whether the panel waits to show a step of it
	done kit.Progress
}

// covers reports whether the window f brings shows step t, if the trace
// goes that far.
func (f *stepsFetch) covers(t int) bool {
	from := max(0, f.at-traceWindow/4)
	return !f.next && t >= from && t <= from+traceWindow
}

// StepsPanel is the step-by-step panel: it animates the search of one
// method on the board's n, one step at a time, marking on a board of its
// own the row searched, the squares attacked and the last step. Its worker
// replays the search up to a window of steps around the one shown, so that
// the page never does: within the window it steps at once.
type StepsPanel struct {
	app.Compo
	kit.PanelProps
	loop kit.Loop // unexported: go-app copies exported fields from each render

	params stepsParams        // the link's, with the step shown
	linked int                // the link's step last shown: another is a new link
	trace  stepsTrace         // the steps around the one shown
	state  *solver.TraceState // the board at step params.At
	drawn  stepsDrawing       // the HTML of a step, the last drawn

	fetch *stepsFetch // the window the worker is replaying, or nil
	want  int         // the step to show when the window comes
	gen   int         // the fetch under way; older answers are dropped
	err   string      // why the worker could not replay the search

	written string   // the parameters in the page's link, as the panel last saw or wrote them
	queued  []func() // what runs in the next task (soon)
	tick    app.Func // runs queued, from a timer
	ticking bool     // whether the timer is set
	gone    bool     // whether the panel is dismounted

	playing  bool
	stopPlay func()
	synced   time.Time // when the link last took the step, while playing
}

// OnMount shows the link's step.
func (s *StepsPanel) OnMount(ctx app.Context) {
	s.loop.Bind(ctx)
	s.gone = false
	s.linked = -1
	s.sync()
}

// OnUpdate follows the page to another board, method or step.
func (s *StepsPanel) OnUpdate(app.Context) { s.sync() }

// OnDismount stops play and the worker.
func (s *StepsPanel) OnDismount() {
	s.Pause()
	s.stopFetch()
	s.queued, s.gone = nil, true
	if s.tick != nil && !s.ticking {
		s.tick.Release()
		s.tick = nil
	}
}

// soon runs f on the page's goroutine in a task of its own, after the one
// under way, so that a window's arrival and its drawing block the page in
// two shorter tasks. Before the panel's loop is bound, as in tests, it
// runs f at once.
func (s *StepsPanel) soon(f func()) {
	if !s.loop.Bound() {
		f()
		return
	}
	s.queued = append(s.queued, f)
	if s.ticking {
		return
	}
	if s.tick == nil {
		s.tick = app.FuncOf(func(app.Value, []app.Value) any {
			s.ticking = false
			if s.gone { // the timer was the last use of the callback
				s.tick.Release()
				s.tick = nil
				return nil
			}
			s.loop.Run(func() {
				queued := s.queued
				s.queued = nil
				for _, f := range queued {
					f()
				}
			})
			return nil
		})
	}
	s.ticking = true
	app.Window().Call("setTimeout", s.tick, 0)
}

// ok reports whether the panel can animate the board shown.
func (s *StepsPanel) ok() bool { return !s.View.Random && s.View.N <= MaxStepsN }

// sync shows the step of the view's method and board that the link names,
// unless the panel showed it already: while it plays, it is ahead.
func (s *StepsPanel) sync() {
	p := stepsOf(s.View)
	if !s.Live {
		return
	}
	s.written = s.View.Params
	if !s.ok() {
		s.Pause()
		s.stopFetch()
		s.state = nil
		return
	}
	if p.Method != s.trace.method || s.View.N != s.trace.n {
		s.Pause()
		s.stopFetch()
		s.trace, s.state, s.linked, s.err = stepsTrace{method: p.Method, n: s.View.N}, nil, -1, ""
	}
	if p.Speed != s.params.Speed && s.playing {
		s.params.Speed = p.Speed
		s.Pause()
		s.Play()
	}
	s.params.Method, s.params.Speed = p.Method, p.Speed
	if p.At != s.linked || s.state == nil && s.err == "" {
		s.linked = p.At
		s.StepTo(p.At)
	}
}

// StepTo shows step t of the search, 0 being the empty board. A step past
// the end of the search shows its last step. A step outside the window
// held is shown once the worker has replayed the search up to it;
// meanwhile the panel keeps the step it shows.
func (s *StepsPanel) StepTo(t int) {
	tr := &s.trace
	if tr.method == "" || !s.ok() {
		return
	}
	t = min(max(t, 0), maxStep)
	if tr.holds(t) {
		s.show(t)
		return
	}
	if t <= localWindowSteps {
		s.replayHere(t)
		return
	}
	s.want = t
	if f := s.fetch; f != nil && f.covers(t) {
		f.show = true
		return
	}
	s.startFetch(t, false, true)
}

// localWindowSteps is the last step whose window the page replays itself:
// a window from the first step costs what moving within a window does, at
// most traceWindow steps, and a worker takes longer to start.
const localWindowSteps = traceWindow / 4

// replayHere replays the window of step t ≤ localWindowSteps on the page,
// drops the worker's, and shows t.
func (s *StepsPanel) replayHere(t int) {
	w, err := worker.ReplayWindow(context.Background(), s.trace.method, s.trace.n, t, false, nil)
	if err != nil {
		s.err = err.Error()
		return
	}
	s.gen++ // a window on its way is not needed
	s.fetch, s.err = nil, ""
	s.trace = stepsTrace{method: s.trace.method, n: s.trace.n, base: w.Base, start: w.Base.Steps, events: w.Events, ended: w.Ended}
	s.show(t)
}

// show shows step t of the window held, and asks the worker for the next
// window ahead of time when t nears the window's edge.
func (s *StepsPanel) show(t int) {
	tr := &s.trace
	t = min(t, tr.end())
	state := tr.base.Clone()
	for _, e := range tr.events[:t-tr.start] {
		state.Apply(e)
	}
	s.state, s.params.At, s.want = state, t, -1
	if s.fetch != nil {
		s.fetch.show = false // a step shown since: the window only replaces this one
	}
	if !s.playing || time.Since(s.synced) > time.Second {
		s.link(link.ReplaceEntry)
	}
	if s.fetch == nil && (!tr.ended && tr.end()-t < traceWindow/2 || tr.start > 0 && t-tr.start < traceWindow/8) {
		if t > localWindowSteps {
			s.startFetch(t, false, false)
		} else if w, err := worker.ReplayWindow(context.Background(), tr.method, tr.n, t, false, nil); err == nil {
			*tr = stepsTrace{method: tr.method, n: tr.n, base: w.Base, start: w.Base.Steps, events: w.Events, ended: w.Ended}
		}
	}
}

// link puts the panel's parameters in the page's link, which holds steps
// up to MaxAt: past it, as after a run to a later solution, it holds MaxAt.
func (s *StepsPanel) link(m link.HistoryMode) {
	p := s.params
	p.At = min(p.At, MaxAt)
	s.synced, s.linked = time.Now(), p.At
	params := p.values().Encode()
	if params == s.written {
		return // as when a link opens the panel: no work for the page
	}
	s.written = params
	s.Host.Navigate(func(v *link.View) {
		if v.Panel == stepsPanel.Name {
			v.Params = params
		}
	}, m)
}

// startFetch asks the worker for the window around step at, or with next
// around the first solution after it; the window comes to onWindow. show
// says whether the panel waits for it, or asks ahead of time.
func (s *StepsPanel) startFetch(at int, next, show bool) {
	s.gen++
	gen := s.gen
	s.fetch = &stepsFetch{at: at, next: next, show: show}
	req := worker.Request{Op: worker.OpTrace, Algorithm: s.trace.method, N: s.trace.n, At: at, Next: next}
	s.Host.Start(backend.PanelSlot, req, s.loop.Deliver(func(res worker.Response) { s.onWindow(gen, res) }))
}

// stopFetch stops the worker's replay, if one is under way.
func (s *StepsPanel) stopFetch() {
	s.gen++
	if s.fetch != nil {
		s.Host.Stop(backend.PanelSlot)
	}
	s.fetch, s.want = nil, -1
}

// onWindow takes a window from the worker: it unpacks it in a task of
// its own, after the one that decoded the worker's message.
func (s *StepsPanel) onWindow(gen int, res worker.Response) {
	f := s.fetch
	if gen != s.gen || f == nil {
		return
	}
	if res.Type == worker.TypeProgress {
		f.done = kit.Progress{Done: res.Done, Total: res.Total}
		return
	}
	s.soon(func() {
		if s.gen == gen && s.fetch == f {
			s.adopt(f, res)
		}
	})
}

// adopt unpacks the window of f: it shows the step the panel waits for,
// in a task of its own, or keeps the window when it holds the step shown.
func (s *StepsPanel) adopt(f *stepsFetch, res worker.Response) {
	s.fetch = nil
	window, err := unpackWindow(s.trace.method, s.trace.n, res)
	if err != nil {
		s.err, s.want = err.Error(), -1
		s.Pause()
		return
	}
	s.err = ""
	want := s.want
	if f.show && f.next {
		want = min(res.At, maxStep)
	}
	switch {
	case f.show && want >= 0:
		s.trace, s.want = window, want
		gen := s.gen
		s.soon(func() {
			if s.gen == gen && s.fetch == nil && s.want == want {
				s.StepTo(want)
			}
		})
	case s.state != nil && window.holds(s.params.At) && s.params.At <= window.end():
		s.trace = window
	}
}

// unpackWindow reads the window of a worker's answer.
func unpackWindow(method string, n int, res worker.Response) (stepsTrace, error) {
	switch {
	case res.Type == worker.TypeError:
		return stepsTrace{}, errors.New(res.Error)
	case res.Type != worker.TypeTrace || res.Trace == nil:
		return stepsTrace{}, fmt.Errorf("the worker answered %q", res.Type)
	}
	base, events, err := res.Trace.Unpack()
	if err != nil || base.Method != method || base.N != n {
		return stepsTrace{}, fmt.Errorf("a bad window of steps (%v)", err)
	}
	return stepsTrace{method: method, n: n, base: base, start: base.Steps, events: events, ended: res.Trace.Ended}, nil
}

// atEnd reports whether the search has no step after the one shown.
func (s *StepsPanel) atEnd() bool {
	tr := &s.trace
	return s.state == nil || s.params.At >= maxStep || tr.ended && s.params.At == tr.end()
}

// waiting reports whether the panel waits for its worker to show a step,
// and how far the worker's replay is.
func (s *StepsPanel) waiting() (bool, kit.Progress) {
	if s.fetch == nil || !s.fetch.show {
		return false, kit.Progress{}
	}
	return true, s.fetch.done
}

// StepForward shows the next step.
func (s *StepsPanel) StepForward() {
	s.Pause()
	s.StepTo(s.params.At + 1)
}

// StepBack shows the step before.
func (s *StepsPanel) StepBack() {
	s.Pause()
	s.StepTo(s.params.At - 1)
}

// Restart shows the empty board.
func (s *StepsPanel) Restart() {
	s.Pause()
	s.StepTo(0)
}

// RunToSolution shows the step that finds the next solution, or the end:
// in the window held when it has one, otherwise the worker searches for
// it, up to worker.MaxRunSteps steps on.
func (s *StepsPanel) RunToSolution() {
	s.Pause()
	tr := &s.trace
	if s.state == nil || s.atEnd() || s.fetch != nil && s.fetch.next {
		return
	}
	i := s.params.At - tr.start
	if j := slices.IndexFunc(tr.events[i:], isSolution); j >= 0 {
		s.StepTo(s.params.At + j + 1)
		return
	}
	if tr.ended {
		s.StepTo(tr.end())
		return
	}
	s.want = -1
	s.startFetch(s.params.At, true, true)
}

func isSolution(e solver.TraceEvent) bool { return e.Kind == solver.TraceSolution }

// SetMethod animates another method from its first step.
func (s *StepsPanel) SetMethod(method string) {
	if !slices.Contains(TraceMethods, method) || method == s.params.Method {
		return
	}
	p := stepsParams{Method: method, Speed: s.params.Speed}
	s.Host.Navigate(func(v *link.View) { v.Params = p.values().Encode() }, link.PushEntry)
}

// SetSpeed sets the steps per second of play.
func (s *StepsPanel) SetSpeed(speed int) {
	s.params.Speed = min(max(speed, 1), MaxSpeed)
	if s.playing {
		s.Pause()
		s.Play()
	}
	s.link(link.ReplaceEntry)
}

// playFrame is the time between two frames of play.
const playFrame = time.Second / 30

// stepsPerFrame is how many steps each frame of play shows.
func (s *StepsPanel) stepsPerFrame() int { return max(1, s.params.Speed/int(time.Second/playFrame)) }

// playTick advances play by one frame's steps, and stops at the end.
func (s *StepsPanel) playTick() {
	if !s.playing {
		return
	}
	s.StepTo(s.params.At + s.stepsPerFrame())
	if s.atEnd() {
		s.Pause()
	}
}

// Play runs the search at the chosen speed until Pause or its end.
func (s *StepsPanel) Play() {
	if s.playing || s.atEnd() {
		return
	}
	s.playing, s.synced = true, time.Now()
	interval := max(playFrame, time.Second/time.Duration(s.params.Speed))
	s.stopPlay = s.loop.Every(interval, s.playTick)
}

// TogglePlay plays, or pauses play.
func (s *StepsPanel) TogglePlay() {
	if s.playing {
		s.Pause()
	} else {
		s.Play()
	}
}

// Pause stops play, and puts the step shown in the link.
func (s *StepsPanel) Pause() {
	if !s.playing {
		return
	}
	s.playing = false
	if s.stopPlay != nil {
		s.stopPlay()
		s.stopPlay = nil
	}
	s.link(link.ReplaceEntry)
}

// stepWords says in words what the step shown did.
func stepWords(s *solver.TraceState) string {
	e := s.Last
	if s.Steps == 0 {
		return "The board is empty: the search starts in row 1."
	}
	row, col := e.Row+1, e.Col+1
	switch e.Kind {
	case solver.TraceTry:
		if e.Against >= 0 {
			return fmt.Sprintf("Check(row %d, column %d) compares it with the queens above, one row at a time: the queen of row %d, in column %d, attacks it %s. Rejected.",
				row, col, e.Against+1, s.Queens[e.Against]+1, attackLine(s.Queens[e.Against], e.Col))
		}
		return fmt.Sprintf("Check(row %d, column %d) compares it with the %d %s above: none attacks it. Safe.",
			row, col, e.Checks, kit.Plural(uint64(e.Checks), "queen", "queens"))
	case solver.TracePlace:
		if s.Method == "bitmask" {
			return fmt.Sprintf("pos has the free squares of row %d; p = pos & -pos takes the lowest, column %d, and places a queen there (node %s).", row, col, kit.FormatCount(s.Nodes))
		}
		return fmt.Sprintf("Place(row %d, column %d): a queen goes on the safe square (node %s).", row, col, kit.FormatCount(s.Nodes))
	case solver.TraceSolution:
		return fmt.Sprintf("The last row has its queen: solution %s found.", kit.FormatCount(s.Solutions))
	case solver.TraceBacktrack:
		if e.Row == 0 {
			return fmt.Sprintf("Row 1 has no square left: the search is over, with %s %s and %s %s.",
				kit.FormatCount(s.Solutions), kit.Plural(s.Solutions, "solution", "solutions"), kit.FormatCount(s.Nodes), kit.Plural(s.Nodes, "node", "nodes"))
		}
		return fmt.Sprintf("Row %d has no square left: the search lifts the queen of row %d, which moves on to its next square.", row, row-1)
	}
	return ""
}

// attackLine says how a queen in column c attacks a square in column col.
func attackLine(c, col int) string {
	if c == col {
		return "along its column"
	}
	return "along a diagonal"
}
