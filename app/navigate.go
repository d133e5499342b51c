package app

import "nqueens/app/link"

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
	if title := l.puzzle.Title(l.view); title != "" { // only a puzzle shown has one
		l.page.SetTitle(title + " — " + siteName)
		return
	}
	l.page.SetTitle(newPageInfo(l.view, &l.count).title())
}

// show displays view v, normalised, by the part of its mode; from
// another mode, the page leaves the mode shown first.
func (l *Lab) show(v link.View, notices []string) {
	if v.Mode != l.view.Mode {
		l.part(l.view.Mode).leave()
	}
	l.part(v.Mode).show(v, notices)
}
