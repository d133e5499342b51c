package app

import (
	"errors"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/play"
)

// showPlay shows play-mode view v: its queens, and the count of their
// completions, which starts at once and stops the count of the last
// placement. Queens that attack each other have none, without a count.
func (l *Lab) showPlay(v link.View, notices []string) {
	newCount := !l.view.Play || v.N != l.view.N || v.Placed != l.view.Placed
	if !l.view.Play {
		l.host.Stop(backend.SeekSlot)
	}
	l.view, l.notices, l.board = v, notices, boardState{}
	l.play.Sync(&l.host, &l.loop, v)
	if newCount {
		l.countPlacement()
	}
}

// countPlacement counts the completions of the queens placed.
func (l *Lab) countPlacement() {
	l.host.Stop(backend.CountSlot)
	l.count = countState{}
	placed := l.view.Placement()
	switch {
	case placed.Conflict() != nil:
		l.count.counted = true
		l.play.Advise()
	case placed.Placed() > 0 || l.count.quick(link.View{N: l.view.N, Algo: link.DefaultAlgo}):
		l.startCount()
	}
	// An empty board too large to count at once waits for a queen.
}

// playCount is count c as play mode shows it, for view v.
func playCount(v link.View, c *countState) play.Count {
	count := play.Count{Counting: c.counting, Known: c.counted, Solutions: c.solutions, Unique: c.unique, UniqueKnown: c.countedUnique}
	errors.As(v.Placement().Conflict(), &count.Attack)
	return count
}

// renderPlayControls draws play mode's controls: the board's size, and
// what help h draws with count c.
func renderPlayControls(host *kit.Host, n int, h *play.Help, c play.Count) app.UI {
	return app.Div().Class("browse play").Body(
		renderSizeControl(host, n),
		h.RenderControls(c),
	)
}
