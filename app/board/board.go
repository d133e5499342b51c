package board

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Render draws an n×n board with queens[r] the column of row r's
// queen. It draws no queens while queens is nil, and dims them while
// pending, when they are about to be replaced.
//
// The squares are the board's background, and only the queens are
// elements: n of them rather than n², which keeps a redraw cheap.
func Render(n int, queens []int, pending bool) app.UI {
	return boardElement("board sparse", n, queens, pending).Body(
		app.Range(queens).Slice(func(r int) app.UI {
			c := queens[r]
			return app.Div().
				Class(SquareClass(r, c, queens)).
				DataSet("row", r).
				DataSet("col", c).
				Style("grid-area", strconv.Itoa(r+1)+" / "+strconv.Itoa(c+1)).
				Body(app.Span().Class("piece").Aria("hidden", "true").Text("♛"))
		}))
}

// boardElement is the board's element, without its squares.
func boardElement(class string, n int, queens []int, pending bool) app.HTMLDiv {
	if pending {
		class += " pending"
	}
	return app.Div().
		Class(class).
		DataSet("testid", "board").
		DataSet("n", n).
		Style("--n", strconv.Itoa(n)).
		Attr("role", "img").
		Aria("label", Label(n, queens))
}

// SquareClass is the class of square (r, c): light or dark, and queen if
// queens has one there.
func SquareClass(r, c int, queens []int) string {
	class := "square light"
	if (r+c)%2 == 1 {
		class = "square dark"
	}
	if r < len(queens) && queens[r] == c {
		class += " queen"
	}
	return class
}

// Label describes the board to screen readers, in 1-based rows and
// columns as people count them.
func Label(n int, queens []int) string {
	if len(queens) == 0 {
		return fmt.Sprintf("Empty %d by %d board", n, n)
	}
	cols := make([]string, len(queens))
	for r, c := range queens {
		cols[r] = strconv.Itoa(c + 1)
	}
	return fmt.Sprintf("%d by %d board; the queens' columns from the top row down: %s",
		n, n, strings.Join(cols, ", "))
}
