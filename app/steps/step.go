package steps

import (
	"fmt"

	"nqueens/app/kit"
	"nqueens/app/link"
)

// StepTo shows step t of the search, 0 being the empty board. A step past
// the end of the search shows its last step. A step outside the window
// held is shown once the worker has replayed the search up to it;
// meanwhile the panel keeps the step it shows.
func (s *Panel) StepTo(t int) {
	w := &s.window
	if w.trace.method == "" || !s.ok() {
		return
	}
	t = min(max(t, 0), maxStep)
	switch {
	case w.trace.holds(t):
		s.show(t)
	case t <= localWindowSteps:
		if w.replayHere(t) {
			s.show(t)
		}
	default:
		w.await(s, t)
	}
}

// show shows step t of the window held, and asks the worker for the next
// window ahead of time when t nears the window's edge.
func (s *Panel) show(t int) {
	tr := &s.window.trace
	s.notice = ""
	asked := max(t, s.jumped) // a jump may ask for more than the panel's last step
	if t = min(t, tr.end()); asked > t && (asked == s.linked || asked == s.jumped) {
		s.notice = pastWords(asked, t, tr.ended && t == tr.end())
	}
	s.jumped = -1
	if t != s.predict.at-1 {
		s.predict.pending = false // the step asked about is not next any more:
		s.predict.columnAt = -1   // back before it, its column is asked again
	}
	if t != s.predict.at {
		s.predict.said = "" // what the last answer got, once its step is gone
	}
	state := tr.base.Clone()
	for _, e := range tr.events[:t-tr.start] {
		state.Apply(e)
	}
	s.state, s.params.At = state, t
	s.player.autoplay(s)
	if s.player.linkDue() {
		s.link(link.ReplaceEntry)
	}
	s.window.shown(s, t)
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
	s.player.linked()
	s.linked = p.At
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

// atEnd reports whether the search has no step after the one shown.
func (s *Panel) atEnd() bool {
	tr := &s.window.trace
	return s.state == nil || s.params.At >= maxStep || tr.ended && s.params.At == tr.end()
}
