package puzzle

import (
	"fmt"
	"strings"
	"time"

	"nqueens/app/kit"
)

// ShareText is what a player copies once a puzzle is solved, without a
// spoiler: the puzzle, by its number when it is a day's (number > 0), its
// size and level, the time and the hints. For example
// "N-Queens Lab · puzzle #42 · 10×10 hard · 2:13 · 0 hints".
func ShareText(n int, level string, number int, took time.Duration, hints int) string {
	which := "puzzle"
	if number > 0 {
		which = fmt.Sprintf("puzzle #%d", number)
	}
	return fmt.Sprintf("N-Queens Lab · %s · %d×%d %s · %s · %d %s", which, n, n, level, Clock(took), hints,
		kit.Plural(uint64(hints), "hint", "hints"))
}

// SharePicture is the solve's picture, spoiler-free as Wordle's: a square
// for each row of the n×n board, green, and yellow for each hint taken (at
// most n). For example "🟨🟩🟩🟩🟩🟩🟩🟩" for an 8×8 solve with 1 hint.
func SharePicture(n, hints int) string {
	hints = min(max(hints, 0), n)
	return strings.Repeat("🟨", hints) + strings.Repeat("🟩", n-hints)
}

// Clock writes a solving time as a timer shows it: 2:13, or 1:02:13 past
// an hour, rounded down to the second.
func Clock(d time.Duration) string {
	s := int(max(d, 0) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
