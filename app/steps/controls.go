package steps

import (
	"slices"

	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver/trace"
)

// StepForward shows the next step; in predict mode, it asks about it
// first.
func (s *Panel) StepForward() {
	s.player.pause(s)
	if s.askFirst() {
		return
	}
	s.StepTo(s.params.At + 1)
}

// StepBack shows the step before.
func (s *Panel) StepBack() {
	s.player.pause(s)
	s.StepTo(s.params.At - 1)
}

// Restart shows the empty board.
func (s *Panel) Restart() {
	s.player.pause(s)
	s.StepTo(0)
}

// RunToSolution shows the step that finds the next solution, or the end.
func (s *Panel) RunToSolution() { s.runTo(worker.SeekSolution) }

// End shows the search's last step, or the last a link can hold.
func (s *Panel) End() {
	s.player.pause(s)
	s.StepTo(maxStep)
}

// seekWords says what each run seeks, as the panel says it waits for it.
var seekWords = map[string]string{
	worker.SeekSolution:  "the next solution",
	worker.SeekBacktrack: "the next backtrack",
	worker.SeekPrevious:  "the solution before",
}

// runTo shows the step that seek names (see worker.Request.Seek): the
// next solution or backtrack, or the last solution before the step shown
// (the first step if none comes before it). It finds it in the
// window held when it has one, otherwise the worker searches for it, up
// to worker.MaxRunSteps steps on.
func (s *Panel) runTo(seek string) {
	s.player.pause(s)
	tr := &s.window.trace
	backward := seek == worker.SeekPrevious
	if s.state == nil || s.window.seeking() || !backward && s.atEnd() || backward && s.params.At == 0 {
		return
	}
	i := s.params.At - tr.start
	if backward {
		// The events before the step shown: event j makes step start+j+1.
		if j := lastIndexFunc(tr.events[:max(i-1, 0)], isSolution); j >= 0 {
			s.StepTo(tr.start + j + 1)
			return
		}
		if tr.start == 0 {
			s.StepTo(0)
			return
		}
	} else {
		kind := trace.Solution
		if seek == worker.SeekBacktrack {
			kind = trace.Backtrack
		}
		if j := slices.IndexFunc(tr.events[i:], func(e trace.Event) bool { return e.Kind == kind }); j >= 0 {
			s.StepTo(s.params.At + j + 1)
			return
		}
		if tr.ended {
			s.StepTo(tr.end())
			return
		}
	}
	s.window.seek(s, s.params.At, seek)
}

// lastIndexFunc is the index of the last of events that f holds for, or
// -1.
func lastIndexFunc(events []trace.Event, f func(trace.Event) bool) int {
	for j := len(events) - 1; j >= 0; j-- {
		if f(events[j]) {
			return j
		}
	}
	return -1
}

// isSolution reports whether e finds a solution.
func isSolution(e trace.Event) bool { return e.Kind == trace.Solution }

// SetMethod animates another method from its first step.
func (s *Panel) SetMethod(method string) {
	if !slices.Contains(TraceMethods, method) || method == s.params.Method {
		return
	}
	p := stepsParams{Method: method, Speed: s.params.Speed}
	s.Host.Navigate(func(v *link.View) { v.Params = p.values().Encode() }, link.PushEntry)
}

// SetPredict turns predict mode on or off.
func (s *Panel) SetPredict(on bool) {
	s.params.Predict = on
	s.predict.pending = s.predict.pending && on
	s.link(link.ReplaceEntry)
}

// Jump shows step t, as the jump box asks: a step past the search's end
// shows its last step, and says so.
func (s *Panel) Jump(t int) {
	s.player.pause(s)
	s.jumped = t
	s.StepTo(t)
}

// SetN animates the search on an n×n board, from its first step.
func (s *Panel) SetN(n int) {
	if n == s.View.N || n < 1 || n > MaxStepsN {
		return
	}
	p := stepsParams{Method: s.params.Method, Speed: s.params.Speed, Predict: s.params.Predict}
	s.Host.Navigate(func(v *link.View) {
		v.SetN(n)
		v.Params = p.values().Encode()
	}, link.PushEntry)
}

// SetSpeed sets the steps per second of play.
func (s *Panel) SetSpeed(speed int) {
	s.params.Speed = min(max(speed, 1), MaxSpeed)
	if s.player.playing {
		s.player.pause(s)
		s.player.play(s)
	}
	s.link(link.ReplaceEntry)
}
