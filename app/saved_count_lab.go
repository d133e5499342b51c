package app

import (
	"fmt"
	"time"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver"
)

// countRequest is the request that counts the board of v with its method
// (link.View.CountAlgorithm), or in play mode the completions of its
// queens with the constellations method. The default method and play
// count on the GPU where it is faster; the pool then counts
// constellations there.
func countRequest(v link.View) worker.Request {
	if v.Mode == link.Play {
		return worker.Request{Op: worker.OpCount, N: v.N, Algorithm: solver.FastestSearch, Engine: backend.EngineAuto,
			Place: v.Placement()}
	}
	return worker.Request{Op: worker.OpCount, N: v.N, Algorithm: v.CountAlgorithm(), Engine: countEngine(v.Algo)}
}

// lookUpSaved finds, once for each count shown and not started, how much of
// it earlier visits saved, for its start button to offer to resume it.
func (p browsePart) lookUpSaved() {
	l := p.l
	c := &l.count
	saver, ok := l.host.Backend.(backend.CountSaver)
	if !ok || c.lookedUp || c.counting || c.Counted || l.view.Mode != link.Browse {
		return
	}
	c.lookedUp = true
	v := l.view
	saver.SavedShare(countRequest(l.view), func(share float64, saving bool) {
		l.loop.Run(func() {
			if c := &l.count; l.view.N == v.N && l.view.Algo == v.Algo && !c.counting {
				c.saved, c.unsaved = share, !saving
			}
		})
	})
}

// ForgetSaved drops what earlier visits saved of the board's count.
func (l *Lab) ForgetSaved() {
	if saver, ok := l.host.Backend.(backend.CountSaver); ok && !l.count.counting {
		saver.ForgetSaved(countRequest(l.view))
		l.count.saved = 0
	}
}

// startSavedCount counts the board from what earlier visits saved of its
// count, if the backend saves counts, and reports whether it does.
func (l *Lab) startSavedCount(on func(worker.Response)) bool {
	saver, ok := l.host.Backend.(backend.CountSaver)
	if !ok {
		return false
	}
	v := l.view
	saver.StartSaved(countRequest(l.view), on, func(share float64, saving bool) {
		l.loop.Run(func() {
			if l.view.N == v.N && l.view.Algo == v.Algo {
				l.count.resume(share, saving)
			}
		})
	})
	return true
}

// resume starts the count under way at the share counted earlier: the
// time left is reckoned from this visit's work only.
func (c *countState) resume(share float64, saving bool) {
	if !c.counting {
		return
	}
	c.resumed, c.share, c.unsaved, c.start = share, share, !saving, time.Now()
	c.progress = shareProgress(share)
}

// shareProgress shows a share of a count's work as progress.
func shareProgress(share float64) kit.Progress {
	return kit.Progress{Done: min(int(share*worker.Parts+0.5), worker.Parts), Total: worker.Parts}
}

// percent writes a share as a whole percentage, rounded down, so that a
// count nearly done does not say 100%.
func percent(share float64) int { return int(share * 100) }

// resumedNote says how much of a count was counted in earlier visits.
func resumedNote(resumed float64) string {
	if resumed <= 0 {
		return ""
	}
	return fmt.Sprintf(" %d%% of it was counted earlier, and resumed.", percent(resumed))
}
