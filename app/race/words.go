package race

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The race names each method by what it does, and says which the course
// notes teach, in words a teacher reads without knowing the notes' file
// names.

// notesN is the board on which the course notes timed their five methods.
const notesN = 15

// methodWords say what a method does, and what the course notes do with it.
type methodWords struct {
	does  string // how it counts, in a few words, its code between backquotes
	notes string // whether the course notes teach it, and time it
}

// words are the race's words for each counting method of solver.Algorithms.
var words = map[string]methodWords{
	"naive":          {"`Check` against every queen above, square by square", "timed, the 1st of 5"},
	"iterative":      {"the same search as naive, with a loop in place of recursion", "taught, not timed"},
	"arrays":         {"boolean arrays for the columns and diagonals", "timed, the 2nd of 5"},
	"bitarray":       {"an int as a bit array, one bit tested at a time", "timed, the 3rd of 5"},
	"bitscan":        {"bitmask: `p = pos & -pos` picks each free square", "timed, the 4th of 5"},
	"bitmask":        {"bitmask with propagation (`row, ld, rd`) down the rows", "timed, the 5th of 5"},
	"fast":           {"the board's 8 mirror images and turns: searches an eighth of the tree", "not in them"},
	"constellations": {"places the queens of the four edges first, then fills the inside with bitmasks", "not in them"},
	"quarters":       {"no search: joins the ways to fill each quarter of the board", "not in them"},
}

// withCode writes text whose parts between backquotes are code, which
// does not break across lines.
func withCode(text string) []app.UI {
	parts := strings.Split(text, "`")
	ui := make([]app.UI, len(parts))
	for i, part := range parts {
		if i%2 == 1 {
			ui[i] = app.Code().Text(part)
		} else {
			ui[i] = app.Text(part)
		}
	}
	return ui
}
