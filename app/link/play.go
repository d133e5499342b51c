package link

import (
	"fmt"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"nqueens/app/worker"
	"nqueens/solver"
)

// parsePlay reads play mode's queens, q=row.column,…, 0-based, which the
// other modes keep for the way back to play: a queen off the board, or a
// second one in a row, is dropped with a notice. Queens that attack each
// other stay: the page shows why they have no completion.
func (v *View) parsePlay(q url.Values) (notices []string) {
	text, _ := FirstParam(q, "q")
	text = printable(text) // a notice quotes it: \x9e or \x00 would take 4 characters
	if v.Placed = ""; strings.TrimSpace(text) == "" {
		return nil
	}
	if queens := strings.Split(text, ","); len(queens) > v.N {
		notices = append(notices, fmt.Sprintf("q=%q holds %s queens, more than the board's %d rows, so the page keeps the first %d.",
			Truncate(text), worker.GroupDigits(uint64(len(queens)), ","), v.N, v.N))
		text = strings.Join(queens[:v.N], ",")
	}
	placed, dropped := solver.ParsePlacement(v.N, text)
	v.Placed = placed.Format(".")
	for i, err := range dropped {
		if i == maxQueenNotices {
			left := uint64(len(dropped) - i)
			noun := "queens"
			if left == 1 {
				noun = "queen"
			}
			notices = append(notices, fmt.Sprintf("And %s more %s left out.", worker.GroupDigits(left, ","), noun))
			break
		}
		reason := strings.TrimPrefix(err.Error(), solver.ErrPlacement.Error()+": ")
		notices = append(notices, fmt.Sprintf("In q=%q, %s, so the page leaves that queen out.", Truncate(text), reason))
	}
	return notices
}

// printable returns s with each byte that is not UTF-8 and each character
// that is neither printed nor a space as U+FFFD: the queens' notices quote
// the link's text, which stays short that way.
func printable(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsPrint(r) || unicode.IsSpace(r) {
			return r
		}
		return utf8.RuneError
	}, s)
}

// maxQueenNotices is the most queens of a link that the page says it left
// out one by one; the rest are summed up in one notice.
const maxQueenNotices = 3

// queryPlay adds play mode's queens to q, if there are any.
func (v View) queryPlay(q url.Values) {
	if v.Placed != "" {
		q.Set("q", v.Placed)
	}
}

// Toggle places a queen on square (r, c) of play mode's board, replacing
// the queen of row r if it has one elsewhere, or takes away the queen
// there.
func (v *View) Toggle(r, c int) {
	if v.Mode != Play || r < 0 || r >= v.N || c < 0 || c >= v.N {
		return
	}
	placed := v.Placement()
	if placed[r] == c {
		placed[r] = solver.Free
	} else {
		placed[r] = c
	}
	v.Placed = placed.Format(".")
}

// Placement returns play mode's queens on the view's board.
func (v View) Placement() solver.Placement {
	placed, _ := solver.ParsePlacement(v.N, v.Placed)
	return placed
}
