package puzzle

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/board"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/solver"
)

// RenderBoard draws the board of view v's puzzle: the given queens, set
// apart and fixed; the player's queens and marks; with the option on, the
// squares the queens attack; the hint's square; and the keyboard's
// cursor; over it, once solved, the solve's summary; and under it what the
// puzzle is, its clock, and what Check or a hint said. Until the page is
// live and the puzzle made, it draws the givens it knows, greyed: taps on
// it then wait for the puzzle. Nothing it says moves a control: the
// summary lies over the board, and the words have room of their own.
func (m *Mode) RenderBoard(v link.View, live bool) app.UI {
	if m.opens != "" {
		return renderClosed(v, m.renderBar(v))
	}
	g := m.game
	n, given := v.N, m.given
	if g != nil {
		n, given = g.N(), g.Puzzle.Given
	}
	if len(given) != n {
		given = solver.NewPlacement(n)
	}
	b := app.Div().Class("board puzzle-board").
		DataSet("testid", "puzzle").
		DataSet("n", n).
		DataSet("given", given.Format(".")).
		Style("--n", strconv.Itoa(n)).
		TabIndex(0).
		Attr("role", "application").
		Aria("roledescription", "puzzle board").
		OnClick(m.onClick).
		OnKeyDown(m.onKeyDown)
	switch {
	case v.Day != "":
		b = b.DataSet("date", v.Day)
	case v.Code() != "":
		b = b.DataSet("code", v.Code())
	}
	var squares func(i int) app.UI
	cells := n * n
	if g == nil || !live {
		b = b.Class("waiting").Aria("busy", "true").Aria("label", "The puzzle is being made")
		squares = func(i int) app.UI { return givenSquare(i/n, i%n, given) }
	} else {
		b = b.DataSet("queens", g.playerQueens()).DataSet("marks", g.Marks()).
			Aria("label", fmt.Sprintf("%d by %d puzzle board, %d queens given: the arrows move, Enter or Space places a queen, X marks a square ruled out",
				n, n, given.Placed()))
		shown := look{g, m.cursor, m.records.shade}
		squares = func(i int) app.UI { return shown.square(i/n, i%n) }
	}
	if v.DayPending() {
		cells, b = 0, b.Class("sparse") // the board of a day the browser picks: drawn, with no square to tap
	}
	if g != nil {
		b = b.DataSet("level", g.Puzzle.Level.String())
		if g.Solved() {
			b = b.DataSet("solved", "true").Class("solved")
		}
	}
	var card app.UI
	if m.summary.shown(g) {
		card = m.summary.render(g, m.heading(v), m.Standing(g.N(), g.Puzzle.Level), m.Share)
	}
	return app.Div().Class("puzzle-area").Body(
		app.Div().Class("board-frame puzzle-frame").Body(
			b.Body(app.Range(make([]struct{}, cells)).Slice(squares)),
			card,
		),
		m.renderBar(v),
		app.P().Class("visually-hidden").DataSet("testid", "puzzle-said").Attr("aria-live", "polite").Text(m.said),
		&boardLanding{Puzzle: m.key},
	)
}

// renderBar says under the board what the puzzle is, with its clock and
// the hints used, on one line; while the puzzle is made, that it is. Under
// it come the day's line, and in room kept for them what Check or the
// hint said.
func (m *Mode) renderBar(v link.View) app.UI {
	g := m.game
	bar := app.Div().Class("puzzle-bar")
	status := app.P().Class("puzzle-status").DataSet("testid", "puzzle-status")
	if g == nil {
		text := m.waitText(v)
		return bar.Body(status.Title(text).Body(app.Span().Class("puzzle-heading").Text(text)), renderDayLine(v), renderWords(nil))
	}
	heading := m.heading(v)
	status = status.Title(heading).Body(
		app.Strong().Class("puzzle-heading").Text(heading),
		app.Span().Class("puzzle-time").Body(
			app.Text(" · "),
			&ClockView{Counted: g.Clock().Elapsed(g.now()), Running: g.Clock().Running()},
			app.If(g.Hints() > 0, app.Text(fmt.Sprintf(" · %d %s", g.Hints(), kit.Plural(uint64(g.Hints()), "hint", "hints")))),
		),
	)
	return bar.Attr("aria-live", "polite").Body(status, renderDayLine(v), renderWords(words(g, v, m.said)))
}

// words is what the room under the status line says of game g, one
// thing at a time: the hint or Check's answer, whichever came last (said
// is what the board last told), or else why the puzzle is not of the
// level asked for, or else how the solve went, or how to play.
func words(g *Game, v link.View, said string) app.UI {
	checked, h := g.Checked(), g.ShownHint()
	switch level := g.Puzzle.Level.String(); {
	case h != nil && (checked == "" || said == h.Text):
		return app.P().Class("puzzle-said").DataSet("testid", "puzzle-hint-text").Text(h.Text)
	case checked != "":
		return app.P().Class("puzzle-said").DataSet("testid", "puzzle-checked").Text(checked)
	case v.Day == "" && level != v.Level:
		return app.P().Class("hint").DataSet("testid", "puzzle-level-note").Text(fmt.Sprintf(
			"No %s %d×%d puzzle came from this code's draws (small boards have few or none), so this one is %s.", v.Level, g.N(), g.N(), level))
	case g.Solved():
		return app.P().Class("hint").DataSet("testid", "puzzle-tip").Text(g.solvedText())
	}
	return app.P().Class("hint").DataSet("testid", "puzzle-tip").Text(
		"One queen in each row, column and diagonal. Tap a square for a queen, again to rule it out (✕), again to clear it. Check is free; hints are counted.")
}

// renderWords draws what Check, a hint or the puzzle's level said, in
// room of a fixed height under the status line, which scrolls if they
// say more than it holds: what appears there moves nothing.
func renderWords(words app.UI) app.UI {
	return app.Div().Class("puzzle-words").Body(words)
}

// waitText says what the bar says while there is no game: that the
// puzzle is made, or could not be; which one is to come; or that today's
// is looked for.
func (m *Mode) waitText(v link.View) string {
	switch {
	case m.err != "":
		return "The puzzle could not be made: " + m.err
	case m.opens != "":
		return Heading(v)
	case v.DayPending():
		return "Finding today's puzzle…"
	}
	return fmt.Sprintf("Making the %d×%d %s puzzle…", v.N, v.N, v.Level)
}

// givenSquare draws square (r, c) of a board whose queens are all given.
func givenSquare(r, c int, given solver.Placement) app.HTMLDiv {
	square := app.Div().Class(board.SquareClass(r, c, nil)).DataSet("row", r).DataSet("col", c)
	if given[r] == c {
		square = square.Class("given").Body(app.Span().Class("piece").Aria("hidden", "true").Text("♛"))
	}
	return square
}

// A look is how the board shows a game being played: where the
// keyboard's cursor is, and whether the squares its queens attack are
// shaded.
type look struct {
	g      *Game
	cursor [2]int
	shade  bool
}

// square draws square (r, c) of the game.
func (l look) square(r, c int) app.UI {
	g := l.g
	if g.Given(r, c) {
		square := givenSquare(r, c, g.Puzzle.Given)
		if g.Attacked(r, c) {
			square = square.Class("clash") // by a queen of the player's
		}
		return square
	}
	square := app.Div().Class(l.class(r, c)).DataSet("row", r).DataSet("col", c)
	switch {
	case g.Queen(r) == c:
		return square.Body(app.Span().Class("piece").Aria("hidden", "true").Text("♛"))
	case g.Marked(r, c):
		return square.Body(app.Span().Class("mark").Aria("hidden", "true"))
	}
	return square
}

// class is the class of square (r, c), which holds no given.
func (l look) class(r, c int) string {
	g := l.g
	class := board.SquareClass(r, c, nil)
	switch {
	case g.Queen(r) == c && g.Attacked(r, c):
		class += " queen clash"
	case g.Queen(r) == c:
		class += " queen"
	case g.Marked(r, c):
		class += " marked"
	case l.shade && !g.Solved() && g.Attacked(r, c):
		class += " attacked"
	}
	if h := g.ShownHint(); h != nil && h.Row == r && h.Col == c {
		class += " hinted"
		if h.RuleOut || h.Wrong {
			class += " rule-out" // the square or its queen is to go
		}
	}
	if l.cursor == [2]int{r, c} {
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

// describe says what square (r, c) holds, for screen readers.
func (l look) describe(r, c int) string {
	g := l.g
	s := fmt.Sprintf("Row %d, column %d", r+1, c+1)
	switch {
	case g.Given(r, c):
		s += ": a given queen"
	case g.Queen(r) == c:
		s += ": your queen"
	case g.Marked(r, c):
		s += ": ruled out"
	case l.shade && g.Attacked(r, c):
		s += ": attacked"
	default:
		s += ": empty"
	}
	return s + "."
}
