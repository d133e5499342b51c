package steps

import (
	"context"
	"errors"
	"fmt"

	"nqueens/app/backend"
	"nqueens/app/kit"
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

// localWindowSteps is the last step whose window the page replays itself:
// a window from the first step costs what moving within a window does, at
// most traceWindow steps, and a worker takes longer to start.
const localWindowSteps = traceWindow / 4

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

// localWindow replays on the page the window of step t ≤
// localWindowSteps of the trace of method on an n×n board.
func localWindow(method string, n, t int) (stepsTrace, error) {
	w, err := worker.ReplayWindow(context.Background(), method, n, t, "", nil)
	if err != nil {
		return stepsTrace{}, err
	}
	return stepsTrace{method: method, n: n, base: w.Base, start: w.Base.Steps, events: w.Events, ended: w.Ended}, nil
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

// A windowSource is where the panel's steps come from: it holds the
// window of the trace around the step shown, replays it on the page near
// the first step, and elsewhere asks the panel's worker for it. It owns
// the window, the one on its way, the step that waits for it and the
// worker's error, and hands the step to show back to its panel.
type windowSource struct {
	trace stepsTrace  // the steps around the one shown
	fetch *stepsFetch // the window the worker is replaying, or nil
	want  int         // the step to show when the window comes
	gen   int         // the fetch under way; older answers are dropped
	err   string      // why the worker could not replay the search
}

// open drops the window held, and the one on its way, for the trace of
// method on an n×n board.
func (w *windowSource) open(host *kit.Host, method string, n int) {
	w.stop(host)
	w.trace, w.err = stepsTrace{method: method, n: n}, ""
}

// replayHere replays the window of step t ≤ localWindowSteps on the page
// and drops the worker's; it reports whether the panel can show t.
func (w *windowSource) replayHere(t int) bool {
	window, err := localWindow(w.trace.method, w.trace.n, t)
	if err != nil {
		w.err = err.Error()
		return false
	}
	w.gen++ // a window on its way is not needed
	w.fetch, w.err, w.trace = nil, "", window
	return true
}

// await has panel p show step t, outside the window held, once the
// worker has replayed the search up to it: the window on its way brings
// it when it covers t, and otherwise the worker is asked for t's.
func (w *windowSource) await(p *Panel, t int) {
	w.want = t
	if f := w.fetch; f != nil && f.covers(t) {
		f.show = true
		return
	}
	w.start(p, t, "", true)
}

// seek has the worker run from step at to the step that seek names (see
// worker.Request.Seek), which panel p then shows.
func (w *windowSource) seek(p *Panel, at int, seek string) {
	w.want = -1
	w.start(p, at, seek, true)
}

// seeking reports whether the worker runs to a step that a seek names.
func (w *windowSource) seeking() bool { return w.fetch != nil && w.fetch.seek != "" }

// shown notes that panel p shows step t: the window on its way only
// replaces the window held, and the next window is asked for ahead of
// time when t nears the edge of the one held.
func (w *windowSource) shown(p *Panel, t int) {
	w.want = -1
	if w.fetch != nil {
		w.fetch.show = false // a step shown since: the window only replaces this one
		return
	}
	tr := &w.trace
	if !tr.ended && tr.end()-t < traceWindow/2 || tr.start > 0 && t-tr.start < traceWindow/8 {
		if t > localWindowSteps {
			w.start(p, t, "", false)
		} else if window, err := localWindow(tr.method, tr.n, t); err == nil {
			*tr = window
		}
	}
}

// start asks panel p's worker for the window around step at, or with
// seek around the step it seeks from there (see worker.Request.Seek);
// the window comes to onWindow. show says whether the panel waits for
// it, or asks ahead of time.
func (w *windowSource) start(p *Panel, at int, seek string, show bool) {
	w.gen++
	gen := w.gen
	w.fetch = &stepsFetch{at: at, seek: seek, show: show}
	req := worker.Request{Op: worker.OpTrace, Algorithm: w.trace.method, N: w.trace.n, At: at, Seek: seek}
	p.Host.Run(backend.PanelSlot, req, &p.loop, func(res worker.Response) { w.onWindow(p, gen, res) })
}

// stop stops host's worker replaying a window, if one is under way.
func (w *windowSource) stop(host *kit.Host) {
	w.gen++
	if w.fetch != nil {
		host.Stop(backend.PanelSlot)
	}
	w.fetch, w.want = nil, -1
}

// onWindow takes a window from the worker: it unpacks it in a task of
// its own, after the one that decoded the worker's message.
func (w *windowSource) onWindow(p *Panel, gen int, res worker.Response) {
	f := w.fetch
	if gen != w.gen || f == nil {
		return
	}
	if res.Type == worker.TypeProgress {
		f.done = kit.Progress{Done: res.Done, Total: res.Total}
		return
	}
	p.soon(func() {
		if w.gen == gen && w.fetch == f {
			w.adopt(p, f, res)
		}
	})
}

// adopt unpacks the window of f: panel p shows the step it waits for,
// in a task of its own, or the window is kept when it holds the step
// shown. A worker's error stops play.
func (w *windowSource) adopt(p *Panel, f *stepsFetch, res worker.Response) {
	w.fetch = nil
	window, err := unpackWindow(w.trace.method, w.trace.n, res)
	if err != nil {
		w.err, w.want = err.Error(), -1
		p.player.pause(p)
		return
	}
	w.err = ""
	want := w.want
	if f.show && f.seek != "" {
		want = min(res.At, maxStep)
	}
	switch {
	case f.show && want >= 0:
		w.trace, w.want = window, want
		gen := w.gen
		p.soon(func() {
			if w.gen == gen && w.fetch == nil && w.want == want {
				p.StepTo(want)
			}
		})
	case p.state != nil && window.holds(p.params.At) && p.params.At <= window.end():
		w.trace = window
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

// waiting reports whether the panel waits for its worker to show a step,
// and how far the worker's replay is.
func (w *windowSource) waiting() (bool, kit.Progress) {
	if w.fetch == nil || !w.fetch.show {
		return false, kit.Progress{}
	}
	return true, w.fetch.done
}
