package app

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

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

var stepsPanel = panelSpec{
	Name:  "steps",
	Title: "Step by step",
	Params: func(q url.Values) (url.Values, []string) {
		p, notices := readSteps(q)
		return p.values(), notices
	},
	New: func(props PanelProps) app.UI { return &StepsPanel{PanelProps: props} },
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
	if s, ok := first(q, "method"); ok {
		if slices.Contains(TraceMethods, s) {
			p.Method = s
		} else {
			notices = append(notices, fmt.Sprintf("The step-by-step panel does not animate %q, so it shows %s.", truncate(s), DefaultMethod))
		}
	}
	var notice string
	p.At, notice = intParam(q, "at", 0, MaxAt, 0)
	notices = appendNotice(notices, notice)
	p.Speed, notice = intParam(q, "speed", 1, MaxSpeed, DefaultSpeed)
	return p, appendNotice(notices, notice)
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
func stepsOf(v View) stepsParams {
	p, _ := readSteps(panelParams(v))
	return p
}

// traceWindow is how many steps the panel keeps after the first one it
// can show without searching again: moving within them, back or forth,
// replays at most that many steps.
const traceWindow = 4096

// A stepsTrace is a window of the trace of method on an n×n board.
type stepsTrace struct {
	method string
	n      int
	base   *solver.TraceState  // the board at step start
	start  int                 // the step of base
	events []solver.TraceEvent // steps start+1 … start+len(events)
	ended  bool                // whether the trace ends with events
}

// StepsPanel is the step-by-step panel: it animates the search of one
// method on the board's n, one step at a time, marking on a board of its
// own the row searched, the squares attacked and the last step.
type StepsPanel struct {
	app.Compo
	PanelProps
	pageLoop

	params stepsParams        // the link's, with the step shown
	linked int                // the link's step last shown: another is a new link
	trace  stepsTrace         // the steps around the one shown
	state  *solver.TraceState // the board at step params.At

	playing  bool
	stopPlay func()
	synced   time.Time // when the link last took the step, while playing
}

// OnMount shows the link's step.
func (s *StepsPanel) OnMount(ctx app.Context) {
	s.bind(ctx)
	s.linked = -1
	s.sync()
}

// OnUpdate follows the page to another board, method or step.
func (s *StepsPanel) OnUpdate(app.Context) { s.sync() }

// OnDismount stops play.
func (s *StepsPanel) OnDismount() { s.Pause() }

// ok reports whether the panel can animate the board shown.
func (s *StepsPanel) ok() bool { return !s.View.Random && s.View.N <= MaxStepsN }

// sync shows the step of the view's method and board that the link names,
// unless the panel showed it already: while it plays, it is ahead.
func (s *StepsPanel) sync() {
	p := stepsOf(s.View)
	if !s.Live {
		return
	}
	if !s.ok() {
		s.Pause()
		s.state = nil
		return
	}
	if p.Method != s.trace.method || s.View.N != s.trace.n {
		s.Pause()
		s.trace, s.state, s.linked = stepsTrace{method: p.Method, n: s.View.N}, nil, -1
	}
	if p.Speed != s.params.Speed && s.playing {
		s.params.Speed = p.Speed
		s.Pause()
		s.Play()
	}
	s.params.Method, s.params.Speed = p.Method, p.Speed
	if p.At != s.linked || s.state == nil {
		s.linked = p.At
		s.StepTo(p.At)
	}
}

// StepTo shows step t of the search, 0 being the empty board. A step past
// the end of the search shows its last step.
func (s *StepsPanel) StepTo(t int) {
	tr := &s.trace
	if tr.method == "" || !s.ok() {
		return
	}
	t = min(max(t, 0), MaxAt)
	if tr.base == nil || t < tr.start || t > tr.start+len(tr.events) && !tr.ended {
		tr.load(t)
	}
	t = min(t, tr.start+len(tr.events))
	state := tr.base.Clone()
	for _, e := range tr.events[:t-tr.start] {
		state.Apply(e)
	}
	s.state, s.params.At = state, t
	if !s.playing || time.Since(s.synced) > time.Second {
		s.link(replaceEntry)
	}
}

// link puts the panel's parameters in the page's link.
func (s *StepsPanel) link(m historyMode) {
	s.synced, s.linked = time.Now(), s.params.At
	params := s.params.values().Encode()
	s.Host.Navigate(func(v *View) {
		if v.Panel == stepsPanel.Name {
			v.Params = params
		}
	}, m)
}

// load searches again to keep the steps around t.
func (tr *stepsTrace) load(t int) {
	from := max(0, t-traceWindow/4)
	base := solver.NewTraceState(tr.method, tr.n)
	events := make([]solver.TraceEvent, 0, traceWindow)
	ended := true
	solver.Trace(tr.method, tr.n, func(e solver.TraceEvent) bool {
		if base.Steps < from {
			base.Apply(e)
			return true
		}
		if len(events) == traceWindow {
			ended = false
			return false
		}
		events = append(events, e)
		return true
	})
	tr.base, tr.start, tr.events, tr.ended = base, base.Steps, events, ended
}

// atEnd reports whether the search has no step after the one shown.
func (s *StepsPanel) atEnd() bool {
	tr := &s.trace
	return s.state == nil || tr.ended && s.params.At == tr.start+len(tr.events)
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

// maxRunSteps bounds a run to the next solution, which for n = 16 and the
// slow methods could take long between two solutions.
const maxRunSteps = 1_000_000

// RunToSolution shows the step that finds the next solution, or the end.
func (s *StepsPanel) RunToSolution() {
	s.Pause()
	tr := &s.trace
	if s.state == nil || s.atEnd() {
		return
	}
	i := s.params.At - tr.start
	if j := slices.IndexFunc(tr.events[i:], isSolution); j >= 0 {
		s.StepTo(s.params.At + j + 1)
		return
	}
	s.StepTo(tr.nextSolution(s.params.At))
}

func isSolution(e solver.TraceEvent) bool { return e.Kind == solver.TraceSolution }

// nextSolution searches once from the start for the step of the first
// solution after step at; it returns the last step if there is none
// within maxRunSteps.
func (tr *stepsTrace) nextSolution(at int) int {
	step := 0
	solver.Trace(tr.method, tr.n, func(e solver.TraceEvent) bool {
		step++
		return step <= at || !isSolution(e) && step < at+maxRunSteps
	})
	return step
}

// SetMethod animates another method from its first step.
func (s *StepsPanel) SetMethod(method string) {
	if !slices.Contains(TraceMethods, method) || method == s.params.Method {
		return
	}
	p := stepsParams{Method: method, Speed: s.params.Speed}
	s.Host.Navigate(func(v *View) { v.Params = p.values().Encode() }, pushEntry)
}

// SetSpeed sets the steps per second of play.
func (s *StepsPanel) SetSpeed(speed int) {
	s.params.Speed = min(max(speed, 1), MaxSpeed)
	if s.playing {
		s.Pause()
		s.Play()
	}
	s.link(replaceEntry)
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
	s.stopPlay = s.every(interval, s.playTick)
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
	s.link(replaceEntry)
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
			row, col, e.Checks, plural(uint64(e.Checks), "queen", "queens"))
	case solver.TracePlace:
		if s.Method == "bitmask" {
			return fmt.Sprintf("pos has the free squares of row %d; p = pos & -pos takes the lowest, column %d, and places a queen there (node %s).", row, col, formatCount(s.Nodes))
		}
		return fmt.Sprintf("Place(row %d, column %d): a queen goes on the safe square (node %s).", row, col, formatCount(s.Nodes))
	case solver.TraceSolution:
		return fmt.Sprintf("The last row has its queen: solution %s found.", formatCount(s.Solutions))
	case solver.TraceBacktrack:
		if e.Row == 0 {
			return fmt.Sprintf("Row 1 has no square left: the search is over, with %s %s and %s %s.",
				formatCount(s.Solutions), plural(s.Solutions, "solution", "solutions"), formatCount(s.Nodes), plural(s.Nodes, "node", "nodes"))
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
