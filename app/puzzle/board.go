package puzzle

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/board"
	"nqueens/solver"
)

// RenderBoard draws the puzzle's board of n: the given queens, set apart
// and fixed; the player's queens and marks; with the option on, the
// squares the queens attack; the hint's square; and the keyboard's
// cursor. While the puzzle is made it draws the givens it knows, if any.
func (m *Mode) RenderBoard(n int) app.UI {
	g := m.game
	frame := app.Div().Class("board-frame puzzle-frame")
	if g == nil {
		placed := m.given
		if len(placed) != n {
			placed = solver.NewPlacement(n)
		}
		return frame.Body(app.Div().Class("board puzzle-board making").DataSet("testid", "puzzle").
			DataSet("n", n).DataSet("given", placed.Format(".")).Style("--n", strconv.Itoa(n)).
			Aria("busy", "true").Aria("label", "The puzzle is being made").
			Body(app.Range(make([]struct{}, n*n)).Slice(func(i int) app.UI {
				r, c := i/n, i%n
				return givenSquare(r, c, placed)
			})))
	}
	n = g.N()
	b := app.Div().Class("board puzzle-board").
		DataSet("testid", "puzzle").
		DataSet("n", n).
		DataSet("given", g.Puzzle.Given.Format(".")).
		DataSet("level", g.Puzzle.Level.String()).
		DataSet("queens", g.playerQueens()).
		DataSet("marks", g.Marks()).
		Style("--n", strconv.Itoa(n)).
		TabIndex(0).
		Attr("role", "application").
		Aria("roledescription", "puzzle board").
		Aria("label", fmt.Sprintf("%d by %d puzzle board, %d queens given: the arrows move, Enter or Space places a queen, X marks a square ruled out",
			n, n, g.Puzzle.Given.Placed())).
		OnClick(m.onClick).
		OnKeyDown(m.onKeyDown)
	if g.Solved() {
		b = b.DataSet("solved", "true").Class("solved")
	}
	return frame.Body(
		b.Body(app.Range(make([]struct{}, n*n)).Slice(func(i int) app.UI { return m.renderSquare(i/n, i%n) })),
		app.P().Class("visually-hidden").DataSet("testid", "puzzle-said").Attr("aria-live", "polite").Text(m.said),
	)
}

// givenSquare draws square (r, c) of a board whose queens are all given.
func givenSquare(r, c int, given solver.Placement) app.UI {
	square := app.Div().Class(board.SquareClass(r, c, nil)).DataSet("row", r).DataSet("col", c)
	if given[r] == c {
		square = square.Class("given").Body(app.Span().Class("piece").Aria("hidden", "true").Text("♛"))
	}
	return square
}

// renderSquare draws square (r, c) of the game.
func (m *Mode) renderSquare(r, c int) app.UI {
	g := m.game
	if g.Given(r, c) {
		return givenSquare(r, c, g.Puzzle.Given)
	}
	square := app.Div().Class(m.squareClass(r, c)).DataSet("row", r).DataSet("col", c)
	switch {
	case g.Queen(r) == c:
		return square.Body(app.Span().Class("piece").Aria("hidden", "true").Text("♛"))
	case g.Marked(r, c):
		return square.Body(app.Span().Class("mark").Aria("hidden", "true").Text("✕"))
	}
	return square
}

// squareClass is the class of square (r, c), which holds no given.
func (m *Mode) squareClass(r, c int) string {
	g := m.game
	class := board.SquareClass(r, c, nil)
	switch {
	case g.Queen(r) == c:
		class += " queen"
	case g.Marked(r, c):
		class += " marked"
	case m.shade && !g.Solved() && g.Attacked(r, c):
		class += " attacked"
	}
	if h := g.ShownHint(); h != nil && h.Row == r && h.Col == c {
		class += " hinted"
		if h.RuleOut {
			class += " rule-out"
		}
	}
	if m.cursor == [2]int{r, c} {
		class += " cursor"
	}
	return class
}

// playerQueens writes the player's queens as a link writes queens:
// "1.3,4.0".
func (g *Game) playerQueens() string {
	mine := solver.NewPlacement(g.N())
	for r, c := range g.board.queens {
		if g.Puzzle.Given[r] == solver.Free {
			mine[r] = c
		}
	}
	return mine.Format(".")
}
