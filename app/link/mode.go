package link

import "strconv"

// A Mode is what the page does with its board: browse its solutions in
// order, find a random one, let the user place queens, or set a puzzle.
// A view is in one mode at a time.
type Mode uint8

// The page's modes. Browse, the zero Mode, is the mode of a link that
// names none.
const (
	Browse Mode = iota // the solutions of a board, in order
	Random             // one solution from a randomized solver
	Play               // the user places queens; the page counts their completions
	Puzzle             // a board with a few queens given, and one way to finish it
)

// Modes are the page's modes, in the order of their tabs.
var Modes = []Mode{Browse, Random, Play, Puzzle}

// modeNames are the modes as links name them, mode=random.
var modeNames = [...]string{Browse: "browse", Random: "random", Play: "play", Puzzle: "puzzle"}

// String is the mode's name in links, such as "random".
func (m Mode) String() string {
	if int(m) < len(modeNames) {
		return modeNames[m]
	}
	return "mode(" + strconv.Itoa(int(m)) + ")"
}

// ParseMode reads a mode's name in links, and reports whether there is a
// mode of that name.
func ParseMode(s string) (Mode, bool) {
	for m, name := range modeNames {
		if name == s {
			return Mode(m), true
		}
	}
	return Browse, false
}
