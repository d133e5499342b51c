package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/link"
)

// A modePart is one of the page's modes (link.Mode) as the page runs it:
// Lab hands each change of the view to the part of the view's mode, and
// draws the part's board and controls, rather than ask the mode in each
// place. A part is a view of Lab's state that its mode reads and writes.
type modePart interface {
	// show shows view v of the part's mode, as a link, a control or the
	// history asks: Lab's view is still the last one shown, of this mode
	// or of one the page has just left.
	show(v link.View, notices []string)
	// leave stops the mode's work, its timers and its listeners, as the
	// page goes to another mode; what the mode saved stays as it was.
	leave()
	// restore takes over the mode's own state in snapshot s, which the
	// page restores, before it first draws it.
	restore(s snapshot)
	// resume starts what the page, restored from its prerendered snapshot
	// in this mode, still has to compute.
	resume()
	// prerender shows view v on the server, as far as its backend does
	// the work.
	prerender(v link.View, notices []string)
	// busy reports whether the mode's own help is under way, besides the
	// page's seek and count; cancel forgets it, as Cancel stops it.
	busy() bool
	cancel()
	// seekAgain looks again for the board the mode shows, after the search
	// failed; a mode whose board the user makes has none to look for.
	seekAgain()
	renderBoard() app.UI
	renderControls() app.UI
	// title names the page of info, a view of the part's mode, and
	// description says in a sentence or two what a link to it shows. They
	// read info only: the part of no page answers them (partOf(nil, m)).
	title(info pageInfo) string
	description(info pageInfo) string
}

// part returns the part of mode m.
func (l *Lab) part(m link.Mode) modePart { return partOf(l, m) }

// partOf returns the part of mode m on page l, which is nil for a part
// asked only for a link's words.
func partOf(l *Lab, m link.Mode) modePart {
	switch m {
	case link.Random:
		return randomPart{l}
	case link.Play:
		return playPart{l}
	case link.Puzzle:
		return puzzlePart{l}
	}
	return browsePart{l}
}

// Counting is cheap enough to try while prerendering only for small
// boards; a random solution is prerendered for boards whose snapshot stays
// small.
const (
	prerenderCountMaxN  = 12
	prerenderRandomMaxN = 1000
)
