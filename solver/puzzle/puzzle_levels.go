package puzzle

import "fmt"

// Levels are the puzzles' levels, easiest first.
var Levels = []Level{Easy, Medium, Hard}

// hardFrom is the smallest board from which nearly every seed draws a hard
// puzzle: at 9×9 fewer than half do, and below none.
const hardFrom = 10

// MadeAt reports whether NewPuzzle makes an n×n puzzle of level l from
// nearly every seed, and when it does not, says why. No 6×6 puzzle is
// easy, and hard ones start at hardFrom; NewPuzzle settles for the
// nearest level there. O(1): the table is what drawing puzzles finds,
// which TestLevelsMadeAt checks.
func (l Level) MadeAt(n int) (ok bool, why string) {
	switch {
	case l == Easy && n == 6:
		return false, "no 6×6 puzzle is easy"
	case l == Hard && n < hardFrom:
		return false, fmt.Sprintf("hard puzzles start at %d×%d", hardFrom, hardFrom)
	}
	return l.valid(), ""
}
