package app

import (
	"nqueens/app/backend"
	"nqueens/app/link"
)

// Navigate is the page's one way to change what it shows: every control,
// link, key, Back and Forward comes here. change edits a copy of the view
// shown when it runs; the result is normalised by the code that reads
// links, shown, put in the link and the title, and recorded in the history
// as m says.
//
// A change of the open panel's parameters alone, such as a step of the
// step-by-step panel, keeps the notices of the link the page was opened
// with: they still tell what the page changed in it.
func (l *Lab) Navigate(change func(*link.View), m link.HistoryMode) {
	v, notices := changeView(l.view, change)
	if len(notices) == 0 && samePanelView(v, l.view) {
		notices = l.notices
	}
	l.show(v, notices)
	l.record(m)
}

// samePanelView reports whether views a and b differ at most in their
// panel's parameters.
func samePanelView(a, b link.View) bool {
	a.Params = b.Params
	return a == b
}

// record puts the view in the browser's URL, as m says, and in its title.
func (l *Lab) record(m link.HistoryMode) {
	if l.history != nil {
		l.history(l.view.Encode(), m)
	}
	l.syncTitle()
}

// syncTitle names what the page shows in the browser's title.
func (l *Lab) syncTitle() {
	if l.page == nil {
		return
	}
	if title := l.puzzle.Title(l.view); l.view.Puzzle && title != "" {
		l.page.SetTitle(title + " — " + siteName)
		return
	}
	l.page.SetTitle(newPageInfo(l.view, &l.count).title())
}

// show displays view v, normalised: it finds its board, and counts its
// solutions when the board or the method changed and counting is quick.
func (l *Lab) show(v link.View, notices []string) {
	if v.Random {
		l.showRandom(v, notices)
		return
	}
	if v.Puzzle {
		l.showPuzzle(v, notices)
		return
	}
	l.puzzle.Leave()
	if v.Play {
		l.showPlay(v, notices)
		return
	}
	// Random mode counts nothing, and play counts completions: back from
	// them, the board is counted.
	newCount := v.N != l.view.N || v.Algo != l.view.Algo || l.view.Random || l.view.Play || l.view.Puzzle
	// Another counting method leaves the board as it is.
	sameBoard := v.N == l.view.N && v.K == l.view.K && len(l.board.queens) == v.N && l.board.err == "" && l.view.Mode() == link.ModeBrowse
	l.view, l.notices, l.board.err = v, notices, ""
	if newCount {
		l.host.Stop(backend.CountSlot)
		l.count = countState{}
	}
	if !sameBoard {
		l.startSeek()
	}
	if newCount && l.count.quick(v) {
		l.startCount()
	}
}

// Next shows the next solution, if there is one.
func (l *Lab) Next() {
	if l.count.hasNext(l.view.K) {
		l.Navigate(nextSolution, link.PushEntry)
	}
}

// Prev shows the previous solution, if there is one.
func (l *Lab) Prev() {
	if l.view.K > 1 {
		l.Navigate(prevSolution, link.PushEntry)
	}
}

// nextSolution and prevSolution are the changes of Next and Prev, which
// their prerendered links lead to as well.
func nextSolution(v *link.View) { v.K++ }
func prevSolution(v *link.View) { v.K-- }

func (c *countState) hasNext(k uint64) bool {
	return !c.counted || k < c.solutions
}
