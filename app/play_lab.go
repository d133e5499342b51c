package app

import (
	"errors"
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/play"
	"nqueens/solver"
)

// showPlay shows play-mode view v: its queens, and the count of their
// completions, which starts at once and stops the count of the last
// placement. Queens that attack each other have none, without a count.
func (l *Lab) showPlay(v link.View, notices []string) {
	newCount := !l.view.Play || v.N != l.view.N || v.Placed != l.view.Placed
	if !l.view.Play {
		l.host.Stop(backend.SeekSlot)
	}
	notices = append(notices, resizeNotices(l.view, v)...)
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
	case placed.Placed() == 0 && l.count.quick(link.View{N: l.view.N, Algo: solver.FastestSearch}),
		placed.Placed() > 0 && completionsEstimate(placed) <= outOfReach:
		l.startCount()
	}
	// An empty board too large to count at once waits for a queen, and
	// queens whose count is out of reach for more.
}

// completionsEstimate returns about how many seconds counting the
// completions of placed takes in the browser: the board's count
// (countEstimate), cut n-fold for each queen placed, as the solutions
// are, on average over the squares of a row.
func completionsEstimate(placed solver.Placement) float64 {
	est := countEstimate(link.View{N: len(placed), Algo: solver.FastestSearch})
	for range placed.Placed() {
		est /= float64(len(placed))
	}
	return est
}

// resizeNotices says which queens a smaller board took away, when view v
// is view shown on a smaller board, with the queens that fit.
func resizeNotices(shown, v link.View) []string {
	before := shown.Placement()
	if !shown.Play || v.N >= shown.N || v.Placed != before.Resize(v.N).Format(".") {
		return nil
	}
	var notices []string
	for r, c := range before {
		if c != solver.Free && (r >= v.N || c >= v.N) {
			notices = append(notices, fmt.Sprintf("The %d×%d board has no room for the queen on row %d, column %d, so the page took it away.",
				v.N, v.N, r+1, c+1))
		}
	}
	return notices
}

// playCount is count c as play mode shows it, for view v: recount
// counts again.
func playCount(v link.View, c *countState, recount func()) play.Count {
	placed := v.Placement()
	count := play.Count{Counting: c.counting, Known: c.counted, Solutions: c.solutions, Unique: c.unique, UniqueKnown: c.countedUnique,
		Recount: recount}
	errors.As(placed.Conflict(), &count.Attack)
	if placed.Placed() > 0 {
		count.Estimate = completionsEstimate(placed)
		count.OutOfReach = count.Estimate > outOfReach
	} else {
		count.Published, _, count.PublishedKnown = link.Published(v.N)
	}
	return count
}

// renderPlayControls draws play mode's controls: the board's size, and
// what help h draws with count c.
func renderPlayControls(host *kit.Host, v link.View, live bool, h *play.Help, c play.Count) app.UI {
	return app.Div().Class("browse play").Body(append(
		[]app.UI{renderSizeControl(host, v, live)},
		untilLive(live, h.RenderControls(c))...,
	)...)
}
