package app

import (
	"fmt"
	"slices"
	"time"

	"nqueens/solver"
)

// traceWindow is how many steps the step-by-step panel keeps after the
// first one it can show without searching again: moving within them,
// back or forth, replays at most that many steps.
const traceWindow = 4096

// stepsState is the step-by-step panel's state: a window of the trace of
// view.Method on an n×n board, and the board at step view.At.
type stepsState struct {
	method string
	n      int
	base   *solver.TraceState  // the board at step start
	start  int                 // the step of base
	events []solver.TraceEvent // steps start+1 … start+len(events)
	ended  bool                // whether the trace ends with events
	state  *solver.TraceState  // the board at view.At

	playing  bool
	stopPlay func()
	synced   time.Time // when the link last took the step, while playing
}

// stepsOK reports whether the panel can animate the board shown.
func (l *Lab) stepsOK() bool { return !l.view.Random && l.view.N <= MaxStepsN }

// syncSteps shows step view.At of the view's method and board.
func (l *Lab) syncSteps() {
	s := &l.steps
	if !l.stepsOK() {
		l.Pause()
		s.state = nil
		return
	}
	if s.method != l.view.Method || s.n != l.view.N {
		l.Pause()
		*s = stepsState{method: l.view.Method, n: l.view.N}
	}
	l.StepTo(l.view.At)
}

func (l *Lab) closeSteps() { l.Pause() }

// StepTo shows step t of the search, 0 being the empty board. A step past
// the end of the search shows its last step.
func (l *Lab) StepTo(t int) {
	s := &l.steps
	if s.method == "" || !l.stepsOK() {
		return
	}
	t = min(max(t, 0), MaxAt)
	if s.base == nil || t < s.start || t > s.start+len(s.events) && !s.ended {
		s.load(t)
	}
	t = min(t, s.start+len(s.events))
	state := s.base.Clone()
	for _, e := range s.events[:t-s.start] {
		state.Apply(e)
	}
	s.state = state
	l.view.At = t
	if !s.playing || time.Since(s.synced) > time.Second {
		s.synced = time.Now()
		l.syncURL()
	}
}

// load searches again to keep the steps around t.
func (s *stepsState) load(t int) {
	from := max(0, t-traceWindow/4)
	base := solver.NewTraceState(s.method, s.n)
	events := make([]solver.TraceEvent, 0, traceWindow)
	ended := true
	solver.Trace(s.method, s.n, func(e solver.TraceEvent) bool {
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
	s.base, s.start, s.events, s.ended = base, base.Steps, events, ended
}

// atEnd reports whether the search has no step after the one shown.
func (l *Lab) atEnd() bool {
	s := &l.steps
	return s.state == nil || s.ended && l.view.At == s.start+len(s.events)
}

// StepForward shows the next step.
func (l *Lab) StepForward() {
	l.Pause()
	l.StepTo(l.view.At + 1)
}

// StepBack shows the step before.
func (l *Lab) StepBack() {
	l.Pause()
	l.StepTo(l.view.At - 1)
}

// maxRunSteps bounds a run to the next solution, which for n = 16 and the
// slow methods could take long between two solutions.
const maxRunSteps = 1_000_000

// RunToSolution shows the step that finds the next solution, or the end.
func (l *Lab) RunToSolution() {
	l.Pause()
	s := &l.steps
	if s.state == nil || l.atEnd() {
		return
	}
	i := l.view.At - s.start
	if j := slices.IndexFunc(s.events[i:], isSolution); j >= 0 {
		l.StepTo(l.view.At + j + 1)
		return
	}
	l.StepTo(s.nextSolution(l.view.At))
}

func isSolution(e solver.TraceEvent) bool { return e.Kind == solver.TraceSolution }

// nextSolution searches once from the start for the step of the first
// solution after step at; it returns the last step if there is none
// within maxRunSteps.
func (s *stepsState) nextSolution(at int) int {
	step := 0
	solver.Trace(s.method, s.n, func(e solver.TraceEvent) bool {
		step++
		return step <= at || !isSolution(e) && step < at+maxRunSteps
	})
	return step
}

// SetMethod animates another method from its first step.
func (l *Lab) SetMethod(method string) {
	if !slices.Contains(TraceMethods, method) || method == l.view.Method {
		return
	}
	l.view.Method, l.view.At = method, 0
	l.syncSteps()
}

// SetSpeed sets the steps per second of play.
func (l *Lab) SetSpeed(speed int) {
	l.view.Speed = min(max(speed, 1), MaxSpeed)
	l.syncURL()
}

// playFrame is the time between two frames of play.
const playFrame = time.Second / 30

// stepsPerFrame is how many steps each frame of play shows.
func (l *Lab) stepsPerFrame() int { return max(1, l.view.Speed/int(time.Second/playFrame)) }

// playTick advances play by one frame's steps, and stops at the end.
func (l *Lab) playTick() {
	if !l.steps.playing {
		return
	}
	l.StepTo(l.view.At + l.stepsPerFrame())
	if l.atEnd() {
		l.Pause()
	}
}

// Play runs the search at the chosen speed until Pause or its end.
func (l *Lab) Play() {
	s := &l.steps
	if s.playing || l.atEnd() {
		return
	}
	s.playing, s.synced = true, time.Now()
	interval := max(playFrame, time.Second/time.Duration(l.view.Speed))
	s.stopPlay = l.every(interval, l.playTick)
}

// TogglePlay plays, or pauses play.
func (l *Lab) TogglePlay() {
	if l.steps.playing {
		l.Pause()
	} else {
		l.Play()
	}
}

// Pause stops play, and puts the step shown in the link.
func (l *Lab) Pause() {
	s := &l.steps
	if !s.playing {
		return
	}
	s.playing = false
	if s.stopPlay != nil {
		s.stopPlay()
		s.stopPlay = nil
	}
	l.syncURL()
}

// every calls f on the page's goroutine every interval until the returned
// function is called. Without a page, as in tests, it does nothing.
func (l *Lab) every(interval time.Duration, f func()) (stop func()) {
	if l.dispatch == nil {
		return func() {}
	}
	ticker := time.NewTicker(interval)
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-done:
				return
			case <-ticker.C:
				l.dispatch(f)
			}
		}
	}()
	return func() {
		ticker.Stop()
		close(done)
	}
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
			return fmt.Sprintf("pos has the free squares of row %d; p = pos & -pos takes the lowest, column %d, and places a queen there (node %d).", row, col, s.Nodes)
		}
		return fmt.Sprintf("Place(row %d, column %d): a queen goes on the safe square (node %d).", row, col, s.Nodes)
	case solver.TraceSolution:
		return fmt.Sprintf("The last row has its queen: solution %d found.", s.Solutions)
	case solver.TraceBacktrack:
		if e.Row == 0 {
			return fmt.Sprintf("Row 1 has no square left: the search is over, with %d %s and %d nodes.",
				s.Solutions, plural(s.Solutions, "solution", "solutions"), s.Nodes)
		}
		return fmt.Sprintf("Row %d has no square left: back to row %d, whose queen moves on.", row, row-1)
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
