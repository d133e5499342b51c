package puzzle

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/app/link"
	solverpuzzle "nqueens/solver/puzzle"
)

// RenderControls draws puzzle mode's side for view v: the moves and the
// help, right under them the choice of the next puzzle, then how to play,
// the board's size control, the scores and the past puzzles. The solve's
// summary lies over the board (RenderBoard). Its parts stay in place while
// a new puzzle is made, so that the size slider keeps the focus as it
// moves.
func (m *Mode) RenderControls(v link.View, size app.UI) app.UI {
	g := m.game
	n, level := scoredBoard(g, v)
	return app.Div().Class("puzzle-controls").Body(
		m.renderMoves(g),
		renderChoice(v, n, level, func(change func(*link.View)) { m.host.Navigate(change, link.PushEntry) }),
		app.P().Class("hint").Body(
			app.Text("Place one queen in each row so that no two attack each other; the ringed queens are given. "+
				"A tap places a queen, a second tap marks the square ✕, a third clears it (in a given queen's row, a tap marks). "),
			app.Span().Class("for-mouse").Text("A right click marks too. Keys: the arrows, Enter, X; Ctrl+Z and Ctrl+Shift+Z undo and redo."),
			app.Span().Class("for-touch").Text("A long press marks too."),
		),
		size,
		m.records.renderScores(n, level),
		m.records.renderArchive(v),
	)
}

// renderMoves draws the buttons of the moves and the help, and the
// shading option.
func (m *Mode) renderMoves(g *Game) app.UI {
	actions := app.Div().Class("puzzle-actions")
	if g == nil {
		return actions // until the puzzle is made
	}
	return actions.Body(
		kit.Button("button secondary", "puzzle-undo", "Undo", !g.CanUndo(), m.Undo).Title("Undo (Ctrl+Z)"),
		kit.Button("button secondary", "puzzle-redo", "Redo", !g.CanRedo(), m.Redo).Title("Redo (Ctrl+Shift+Z)"),
		kit.Button("button", "puzzle-check", "Check", g.Solved(), m.Check).Title("Can your queens still be finished? Free"),
		kit.Button("button secondary", "puzzle-hint", "Hint", g.Solved(), m.Hint).Title("Show one square, and why: hints are counted"),
		m.renderRestartOrResult(g),
		app.Label().Class("puzzle-shade").Body(
			checkbox("puzzle-shade", m.records.shade, m.records.setShade),
			app.Text(" Shade the squares the queens attack"),
		),
	)
}

// checkbox is a checkbox of the puzzle's controls, which calls set with
// its state.
func checkbox(testID string, checked bool, set func(bool)) app.HTMLInput {
	box := app.Input().Type("checkbox").DataSet("testid", testID).
		OnChange(func(ctx app.Context, e app.Event) { set(ctx.JSSrc().Get("checked").Bool()) })
	if checked {
		box = box.Checked(true) // only then: prerendering writes checked="false", which checks it too
	}
	return box
}

// renderChoice offers today's puzzle, and a new puzzle of a level, for
// view v, whose puzzle has the size and level shown; open goes to one.
// The buttons' handlers are the first render's (go-app keeps an element's
// first), so open must read the page's host when called, not before.
func renderChoice(v link.View, n int, shown solverpuzzle.Level, open func(change func(*link.View))) app.UI {
	return app.Div().Class("puzzle-choice").Body(
		app.Label().For("puzzle-level").Text("Level"),
		renderLevels(n, shown, open),
		kit.Button("button secondary", "puzzle-new", "New puzzle", false, func() {
			open(func(v *link.View) { v.NewPuzzle() })
		}),
		kit.Button("button secondary", "puzzle-today", "Today's puzzle", v.Day == link.Today(), func() {
			open(func(v *link.View) { v.SetDay(link.Today()) })
		}),
	)
}

// renderLevels is the menu of the levels of a new n×n puzzle: it shows
// the level of the puzzle made, and offers a level that this size does
// not make disabled, with the reason.
func renderLevels(n int, shown solverpuzzle.Level, open func(change func(*link.View))) app.UI {
	return app.Select().ID("puzzle-level").DataSet("testid", "puzzle-level").
		OnChange(func(ctx app.Context, e app.Event) {
			level := ctx.JSSrc().Get("value").String()
			open(func(v *link.View) { v.Level = level; v.NewPuzzle() })
		}).
		Body(app.Range(solverpuzzle.Levels).Slice(func(i int) app.UI {
			level := solverpuzzle.Levels[i]
			option := app.Option().Value(level.String()).Text(level.String())
			if ok, why := level.MadeAt(n); !ok {
				option = option.Disabled(true).Text(level.String() + " (" + why + ")")
			}
			if level == shown {
				option = option.Selected(true) // only then, as checkbox
			}
			return option
		}))
}

// levelOf reads a level's name: Medium for a bad one.
func levelOf(name string) solverpuzzle.Level {
	if level, err := solverpuzzle.ParseLevel(name); err == nil {
		return level
	}
	return solverpuzzle.Medium
}

// scoredBoard is the size and level of the scores shown with view v: those
// of game g's puzzle, once it is made.
func scoredBoard(g *Game, v link.View) (int, solverpuzzle.Level) {
	if g != nil {
		return g.N(), g.Puzzle.Level
	}
	return v.N, levelOf(v.Level)
}
