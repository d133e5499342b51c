package steps

import (
	"context"
	"errors"
	"fmt"
	"time"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver/trace"
)

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
	base   *trace.State  // the board at step start
	start  int           // the step of base
	events []trace.Event // steps start+1 … start+len(events)
	ended  bool          // whether the trace ends with events
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
	at   int    // the step asked for, or with seek the step the run starts at
	seek string // a run to the step worker.Request.Seek names, or ""
	show bool   // whether the panel waits to show a step of it
	done kit.Progress
}

// covers reports whether the window f brings shows step t, if the trace
// goes that far.
func (f *stepsFetch) covers(t int) bool {
	from := max(0, f.at-traceWindow/4)
	return f.seek == "" && t >= from && t <= from+traceWindow
}

// StepTo shows step t of the search, 0 being the empty board. A step past
// the end of the search shows its last step. A step outside the window
// held is shown once the worker has replayed the search up to it;
// meanwhile the panel keeps the step it shows.
func (s *Panel) StepTo(t int) {
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
	s.startFetch(t, "", true)
}

// localWindowSteps is the last step whose window the page replays itself:
// a window from the first step costs what moving within a window does, at
// most traceWindow steps, and a worker takes longer to start.
const localWindowSteps = traceWindow / 4

// replayHere replays the window of step t ≤ localWindowSteps on the page,
// drops the worker's, and shows t.
func (s *Panel) replayHere(t int) {
	w, err := worker.ReplayWindow(context.Background(), s.trace.method, s.trace.n, t, "", nil)
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
func (s *Panel) show(t int) {
	tr := &s.trace
	s.notice = ""
	asked := max(t, s.jumped) // a jump may ask for more than the panel's last step
	if t = min(t, tr.end()); asked > t && (asked == s.linked || asked == s.jumped) {
		s.notice = pastWords(asked, t, tr.ended && t == tr.end())
	}
	s.jumped = -1
	if s.predict.pending && t != s.predict.at-1 {
		s.predict.pending = false // the step asked about is not next any more
	}
	state := tr.base.Clone()
	for _, e := range tr.events[:t-tr.start] {
		state.Apply(e)
	}
	s.state, s.params.At, s.want = state, t, -1
	if s.params.Autoplay && !s.autoplayed && s.Live {
		s.autoplayed = true
		s.soon(s.Play)
	}
	if s.fetch != nil {
		s.fetch.show = false // a step shown since: the window only replaces this one
	}
	if !s.playing || time.Since(s.synced) > time.Second {
		s.link(link.ReplaceEntry)
	}
	if s.fetch == nil && (!tr.ended && tr.end()-t < traceWindow/2 || tr.start > 0 && t-tr.start < traceWindow/8) {
		if t > localWindowSteps {
			s.startFetch(t, "", false)
		} else if w, err := worker.ReplayWindow(context.Background(), tr.method, tr.n, t, "", nil); err == nil {
			*tr = stepsTrace{method: tr.method, n: tr.n, base: w.Base, start: w.Base.Steps, events: w.Events, ended: w.Ended}
		}
	}
}

// pastWords says that the panel shows step shown for step asked, past
// its last step: the search's end, or the last the panel goes to.
func pastWords(asked, shown int, end bool) string {
	if end {
		return fmt.Sprintf("The search ends at step %s, before step %s: the panel shows its last step.",
			kit.FormatCount(uint64(shown)), kit.FormatCount(uint64(asked)))
	}
	return fmt.Sprintf("The panel goes no further than step %s: it shows that one, not step %s.",
		kit.FormatCount(uint64(shown)), kit.FormatCount(uint64(asked)))
}

// link puts the panel's parameters in the page's link, which holds steps
// up to MaxAt: past it, as after a run to a later solution, it holds MaxAt.
func (s *Panel) link(m link.HistoryMode) {
	if !s.Live {
		return // the page's link is the one it was opened with
	}
	p := s.params
	p.At = min(p.At, MaxAt)
	s.synced, s.linked = time.Now(), p.At
	params := p.values().Encode()
	if params == s.written {
		return // as when a link opens the panel: no work for the page
	}
	s.written = params
	s.Host.Navigate(func(v *link.View) {
		if v.Panel == Spec.Name {
			v.Params = params
		}
	}, m)
}

// startFetch asks the worker for the window around step at, or with seek
// around the step it seeks from there (see worker.Request.Seek); the
// window comes to onWindow. show says whether the panel waits for it, or
// asks ahead of time.
func (s *Panel) startFetch(at int, seek string, show bool) {
	s.gen++
	gen := s.gen
	s.fetch = &stepsFetch{at: at, seek: seek, show: show}
	req := worker.Request{Op: worker.OpTrace, Algorithm: s.trace.method, N: s.trace.n, At: at, Seek: seek}
	s.Host.Run(backend.PanelSlot, req, &s.loop, func(res worker.Response) { s.onWindow(gen, res) })
}

// stopFetch stops the worker's replay, if one is under way.
func (s *Panel) stopFetch() {
	s.gen++
	if s.fetch != nil {
		s.Host.Stop(backend.PanelSlot)
	}
	s.fetch, s.want = nil, -1
}

// onWindow takes a window from the worker: it unpacks it in a task of
// its own, after the one that decoded the worker's message.
func (s *Panel) onWindow(gen int, res worker.Response) {
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
func (s *Panel) adopt(f *stepsFetch, res worker.Response) {
	s.fetch = nil
	window, err := unpackWindow(s.trace.method, s.trace.n, res)
	if err != nil {
		s.err, s.want = err.Error(), -1
		s.Pause()
		return
	}
	s.err = ""
	want := s.want
	if f.show && f.seek != "" {
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
func (s *Panel) atEnd() bool {
	tr := &s.trace
	return s.state == nil || s.params.At >= maxStep || tr.ended && s.params.At == tr.end()
}

// waiting reports whether the panel waits for its worker to show a step,
// and how far the worker's replay is.
func (s *Panel) waiting() (bool, kit.Progress) {
	if s.fetch == nil || !s.fetch.show {
		return false, kit.Progress{}
	}
	return true, s.fetch.done
}
