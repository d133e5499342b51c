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

// playPart is play mode: the queens the user places, the count of their
// completions, and the help (play.Help) a worker finds for them.
type playPart struct{ l *Lab }

// show shows play-mode view v: its queens, and the count of their
// completions, which starts at once and stops the count of the last
// placement. Queens that attack each other have none, without a count.
func (p playPart) show(v link.View, notices []string) {
	l := p.l
	newCount := l.view.Mode != link.Play || v.N != l.view.N || v.Placed != l.view.Placed
	notices = append(notices, resizeNotices(l.view, v)...)
	l.view, l.notices, l.board = v, notices, boardState{}
	l.play.Sync(&l.host, &l.loop, v)
	if newCount {
		p.countPlacement()
	}
}

// leave stops the count and the help under way. The board's keys go with
// the board.
func (p playPart) leave() {
	p.l.stopWork()
	p.l.play.Cancel()
}

// resume counts the completions the prerender left to the browser, or
// advises on a dead end.
func (p playPart) resume() {
	switch c := &p.l.count; {
	case !c.Counted:
		p.countPlacement()
	case c.Solutions == 0:
		p.l.play.Advise()
	}
}

// prerender shows the queens, and counts their completions.
func (p playPart) prerender(v link.View, _ []string) {
	p.l.play.Sync(&p.l.host, &p.l.loop, v)
	p.countPlacement()
}

// restore has the help draw the queens restored.
func (p playPart) restore(snapshot) { p.l.play.Sync(&p.l.host, &p.l.loop, p.l.view) }

func (p playPart) busy() bool          { return p.l.play.Busy() }
func (p playPart) cancel()             { p.l.play.Cancel() }
func (playPart) seekAgain()            {}
func (p playPart) renderBoard() app.UI { return p.l.play.RenderBoard() }

// countPlacement counts the completions of the queens placed.
func (p playPart) countPlacement() {
	l := p.l
	l.host.Stop(backend.CountSlot)
	l.count = countState{}
	placed := l.view.Placement()
	switch {
	case placed.Conflict() != nil:
		l.count.Counted = true
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
	if shown.Mode != link.Play || v.N >= shown.N || v.Placed != before.Resize(v.N).Format(".") {
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
	count := play.Count{Counting: c.counting, Known: c.Counted, Solutions: c.Solutions, Unique: c.Unique, UniqueKnown: c.CountedUnique,
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

// renderControls draws play mode's controls: the board's size, and what
// its help draws with the count.
func (p playPart) renderControls() app.UI {
	l := p.l
	return app.Div().Class("browse play").Body(append(
		[]app.UI{renderSizeControl(&l.host, l.view, l.live)},
		untilLive(l.live, l.play.RenderControls(playCount(l.view, &l.count, p.countPlacement)))...,
	)...)
}

// title names how many queens are placed, and their completions when
// counted.
func (playPart) title(info pageInfo) string {
	placed := uint64(info.view.Placement().Placed())
	s := fmt.Sprintf("%d placed", placed)
	if info.known {
		s += fmt.Sprintf(", %s %s", kit.GroupDigits(info.total, ","), kit.Plural(info.total, "completion", "completions"))
	}
	return info.boardTitle(s)
}

// description says how many queens are placed, and how many solutions
// extend them when counted.
func (playPart) description(info pageInfo) string {
	v := info.view
	placed := uint64(v.Placement().Placed())
	d := fmt.Sprintf("A game of the %d-queens puzzle: %d %s placed by hand on a %d×%d board", v.N, placed,
		kit.Plural(placed, "queen", "queens"), v.N, v.N)
	switch {
	case info.known && info.total == 0:
		d += ", and no solution extends them"
	case info.known:
		d += fmt.Sprintf(", and %s %s them", kit.GroupDigits(info.total, ","), kit.Plural(info.total, "solution extends", "solutions extend"))
	}
	return d + ". Place your own queens, and count their completions, in your browser."
}
