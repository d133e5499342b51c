package play

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/board"
	"nqueens/app/kit"
	"nqueens/solver"
)

// squareName names square (r, c) as people count: from 1.
func squareName(r, c int) string {
	return fmt.Sprintf("row %d, column %d", r+1, c+1)
}

// attacked reports whether a queen of placed, other than one on the
// square, attacks square (r, c).
func attacked(placed solver.Placement, r, c int) bool {
	for y, x := range placed {
		if x == solver.Free || y == r && x == c {
			continue
		}
		if x == c || y == r || y-x == r-c || y+x == r+c {
			return true
		}
	}
	return false
}

// clashes returns the pairs of queens of placed that attack each other,
// each as its two rows.
func clashes(placed solver.Placement) [][2]int {
	var pairs [][2]int
	for a, x := range placed {
		for b := a + 1; b < len(placed) && x != solver.Free; b++ {
			if y := placed[b]; y != solver.Free && (x == y || b-a == y-x || b-a == x-y) {
				pairs = append(pairs, [2]int{a, b})
			}
		}
	}
	return pairs
}

// blockedRow returns the first free row of which the queens of placed
// attack every square, or -1.
func blockedRow(placed solver.Placement) int {
	for r, c := range placed {
		if c != solver.Free {
			continue
		}
		blocked := true
		for x := range placed {
			blocked = blocked && attacked(placed, r, x)
		}
		if blocked {
			return r
		}
	}
	return -1
}

// describe says what square (r, c) holds, for screen readers.
func (h *Help) describe(r, c int) string {
	s := squareName(r, c)
	switch {
	case h.placed[r] == c:
		s += ": your queen"
	case h.shown != nil && h.shown[r] == c:
		s += ": the completion's queen"
	case attacked(h.placed, r, c):
		s += ": attacked"
	default:
		s += ": free"
	}
	if h.hint.row == r && h.hint.counts != nil {
		s += fmt.Sprintf(", %s %s", kit.FormatCount(h.hint.counts[c]), kit.Plural(h.hint.counts[c], "completion", "completions"))
	}
	return s + "."
}

// squareClass is the class of square (r, c) of the board in play.
func (h *Help) squareClass(r, c int, clash map[int]bool) string {
	class := board.SquareClass(r, c, h.placed)
	switch {
	case h.placed[r] == c:
		if clash[r] {
			class += " clash"
		}
		if h.advice.known && h.advice.row == r {
			class += " advice"
		}
	case h.shown != nil && h.shown[r] == c:
		class += " ghost"
	case attacked(h.placed, r, c):
		class += " attacked"
	}
	if h.hint.row == r && h.hint.counts != nil {
		if h.hint.counts[c] > 0 {
			class += " hint"
		} else {
			class += " hint-none"
		}
	}
	if h.cursor == [2]int{r, c} {
		class += " cursor"
	}
	return class
}

// RenderBoard draws the board in play: the queens placed, the squares
// they attack, a line between two queens that attack each other, the
// completion shown, the hint's counts, and the cursor; under it, on a
// line kept for it, what the ring of the queen to take away means. A click or tap on
// a square places a queen there or takes it away; so do Enter and Space
// on the cursor's square, which the arrows move.
func (h *Help) RenderBoard() app.UI {
	n, pairs := h.n, clashes(h.placed)
	clash := map[int]bool{}
	for _, p := range pairs {
		clash[p[0]], clash[p[1]] = true, true
	}
	return app.Div().Class("board-frame play-frame").Body(app.Div().Class("play-surface").Body(
		app.Div().Class("board play").
			DataSet("testid", "board").
			DataSet("n", n).
			DataSet("placed", h.placed.Placed()).
			Style("--n", strconv.Itoa(n)).
			TabIndex(0).
			Attr("role", "application").
			Aria("roledescription", "board").
			Aria("label", fmt.Sprintf("%d by %d board to place queens on: the arrows move, Enter or Space places or takes away a queen", n, n)).
			OnClick(h.onClick).
			OnKeyDown(h.onKeyDown).
			Body(app.Range(make([]struct{}, n*n)).Slice(func(i int) app.UI {
				return h.renderSquare(i/n, i%n, clash)
			})),
		renderClashes(n, pairs, h.placed),
	), h.renderLegend(), app.P().Class("visually-hidden").DataSet("testid", "play-said").Attr("aria-live", "polite").Text(h.said))
}

// renderLegend says what the blue ring means while one shows, on a line
// under the board that is kept, empty, while none does.
func (h *Help) renderLegend() app.UI {
	legend := app.P().Class("play-legend").Aria("hidden", "true")
	if !h.advice.known || h.advice.row < 0 {
		return legend
	}
	return legend.Body(app.Span().Class("ring"), app.Text("Blue ring: the queen to take away"))
}

// renderSquare draws square (r, c).
func (h *Help) renderSquare(r, c int, clash map[int]bool) app.UI {
	square := app.Div().Class(h.squareClass(r, c, clash)).DataSet("row", r).DataSet("col", c)
	switch {
	case h.placed[r] == c:
		square = square.Body(app.Span().Class("piece").Aria("hidden", "true").Text("♛"))
	case h.shown != nil && h.shown[r] == c:
		square = square.Body(app.Span().Class("piece").Aria("hidden", "true").Text("♛"))
	case h.hint.row == r && h.hint.counts != nil && h.hint.counts[c] > 0:
		count := h.hint.counts[c]
		square = square.DataSet("count", count).Title(fmt.Sprintf("%s %s", kit.FormatCount(count), kit.Plural(count, "completion", "completions"))).
			Body(app.Span().Class("hint-count").Text(compact(count)))
	}
	return square
}

// compact writes a count in at most four characters, such as 37k or
// 1.2M, to fit a square.
func compact(n uint64) string {
	const units = "kMGTPE"
	if n < 1000 {
		return strconv.FormatUint(n, 10)
	}
	x, unit := float64(n), -1
	for x >= 999.5 && unit < len(units)-1 {
		x, unit = x/1000, unit+1
	}
	if x < 9.95 {
		return strconv.FormatFloat(x, 'f', 1, 64) + units[unit:unit+1]
	}
	return strconv.FormatFloat(x, 'f', 0, 64) + units[unit:unit+1]
}

// renderClashes draws a line between each two queens that attack each
// other, over the board.
func renderClashes(n int, pairs [][2]int, placed solver.Placement) app.UI {
	if len(pairs) == 0 {
		return nil
	}
	lines := make([]app.UI, len(pairs))
	for i, p := range pairs {
		// From edge to edge of the two queens' squares, off the pieces.
		x1, y1, x2, y2 := float64(placed[p[0]])+0.5, float64(p[0])+0.5, float64(placed[p[1]])+0.5, float64(p[1])+0.5
		dx, dy := clashInset*sign(x2-x1), clashInset*sign(y2-y1)
		lines[i] = kit.SVGLine(x1+dx, y1+dy, x2-dx, y2-dy, "clash")
	}
	return kit.SVGElem("svg", "clashes").DataSet("testid", "clashes").
		Attr("viewBox", fmt.Sprintf("0 0 %d %d", n, n)).
		Attr("preserveAspectRatio", "none").
		Aria("hidden", "true").
		Body(lines...)
}

// clashInset is how far, in squares along each axis, a line between two
// queens that attack each other starts from their squares' centres.
const clashInset = 0.45

// sign returns -1, 0 or 1 as x is negative, zero or positive.
func sign(x float64) float64 {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

// onClick places or takes away a queen on the square clicked.
func (h *Help) onClick(ctx app.Context, e app.Event) {
	square := e.Get("target").Call("closest", "[data-row]")
	if !square.Truthy() {
		return
	}
	data := square.Get("dataset")
	r, errRow := strconv.Atoi(data.Get("row").String())
	c, errCol := strconv.Atoi(data.Get("col").String())
	if errRow == nil && errCol == nil {
		h.place(r, c)
	}
}

// onKeyDown moves the cursor, or places a queen, with the keys.
func (h *Help) onKeyDown(ctx app.Context, e app.Event) {
	if h.press(e.Get("key").String()) {
		e.PreventDefault()
	}
}
