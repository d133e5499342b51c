package puzzle

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/app/link"
	solverpuzzle "nqueens/solver/puzzle"
)

// RenderControls draws puzzle mode's side for view v: the moves and the
// help, the solve and its share text, how to play, the board's size
// control, the choice of another puzzle, the scores, and the past
// puzzles. Its parts stay in
// place while a new puzzle is made, so that the size slider keeps the
// focus as it moves.
func (m *Mode) RenderControls(v link.View, size app.UI) app.UI {
	g := m.game
	return app.Div().Class("puzzle-controls").Body(
		m.renderMoves(g),
		m.renderSolved(g),
		app.P().Class("hint").Body(
			app.Text("Place one queen in each row so that no two attack each other; the ringed queens are given. "+
				"A tap places a queen, a second tap marks the square ✕, a third clears it (in a given queen's row, a tap marks). "),
			app.Span().Class("for-mouse").Text("A right click marks too. Keys: the arrows, Enter, X; Ctrl+Z and Ctrl+Shift+Z undo and redo."),
			app.Span().Class("for-touch").Text("A long press marks too."),
		),
		size,
		m.renderChoice(v),
		m.records.renderScores(m.scoredBoard(v)),
		m.renderArchive(v),
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
		kit.Button("button secondary", "puzzle-check", "Check", g.Solved(), m.Check).Title("Can your queens still be finished?"),
		kit.Button("button", "puzzle-hint", "Hint", g.Solved(), m.Hint).Title("Show one square, and why: hints are counted"),
		kit.Button("button secondary", "puzzle-restart", "Start over", g.Solved() || g.Placed() == 0 && g.Marks() == 0, m.Restart),
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

// renderSolved says the time and the hints of a solve, with its share
// text and a button that copies it with the puzzle's link.
func (m *Mode) renderSolved(g *Game) app.UI {
	if g == nil || !g.Solved() {
		return app.Div().Class("puzzle-unsolved") // its place
	}
	text := m.shareText(g)
	return app.Div().Class("puzzle-solved").DataSet("testid", "puzzle-solved").Body(
		app.P().Body(app.Strong().Text(g.solvedText())),
		app.Textarea().Class("puzzle-share-text").DataSet("testid", "puzzle-share-text").ReadOnly(true).Rows(3).
			Aria("label", "Your result, to share").Text(text),
		app.Div().Class("puzzle-actions").Body(
			kit.Button("button", "puzzle-share", "Copy result and link", false, func() { m.share(text) }),
			app.Span().Class("hint").DataSet("testid", "puzzle-shared").Attr("role", "status").Text(m.shared),
		),
	)
}

// shareText is the solve's share text and the puzzle's link, which opens
// it unsolved: the page's link never holds the player's queens.
func (m *Mode) shareText(g *Game) string {
	text := ShareText(g.N(), g.Puzzle.Level.String(), g.Number, g.Took(), g.Hints())
	if app.IsClient {
		text += "\n" + app.Window().URL().String()
	}
	return text
}

// share copies text, and says so.
func (m *Mode) share(text string) {
	kit.CopyText(text, func(ok bool) {
		m.run(func() {
			m.shared = "Copied."
			if !ok {
				m.shared = "Copying is blocked here: select the text and copy it."
			}
		})
	})
}

// renderChoice offers today's puzzle, and a new puzzle of a level.
func (m *Mode) renderChoice(v link.View) app.UI {
	levels := []string{solverpuzzle.Easy.String(), solverpuzzle.Medium.String(), solverpuzzle.Hard.String()}
	return app.Div().Class("puzzle-choice").Body(
		app.Label().For("puzzle-level").Text("Level"),
		app.Select().ID("puzzle-level").DataSet("testid", "puzzle-level").
			OnChange(func(ctx app.Context, e app.Event) {
				level := ctx.JSSrc().Get("value").String()
				m.host.Navigate(func(v *link.View) { v.Level = level; v.NewPuzzle() }, link.PushEntry)
			}).
			Body(app.Range(levels).Slice(func(i int) app.UI {
				option := app.Option().Value(levels[i]).Text(levels[i])
				if levels[i] == v.Level {
					option = option.Selected(true) // only then, as checkbox
				}
				return option
			})),
		kit.Button("button secondary", "puzzle-new", "New puzzle", false, func() {
			m.host.Navigate(func(v *link.View) { v.NewPuzzle() }, link.PushEntry)
		}),
		kit.Button("button secondary", "puzzle-today", "Today's puzzle", v.Day == link.Today(), func() {
			m.host.Navigate(func(v *link.View) { v.SetDay(link.Today()) }, link.PushEntry)
		}),
	)
}

// levelOf reads a level's name: Medium for a bad one.
func levelOf(name string) solverpuzzle.Level {
	if level, err := solverpuzzle.ParseLevel(name); err == nil {
		return level
	}
	return solverpuzzle.Medium
}

// scoredBoard is the size and level of the scores shown with view v: the
// puzzle's, once it is made.
func (m *Mode) scoredBoard(v link.View) (int, solverpuzzle.Level) {
	if m.game != nil {
		return m.game.N(), m.game.Puzzle.Level
	}
	return v.N, levelOf(v.Level)
}
