package puzzle

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/app/link"
)

// RenderControls draws puzzle mode's side for view v: what the puzzle is,
// its clock, the moves and the help, the solve and its share text, the
// choice of another puzzle, and the scores.
func (m *Mode) RenderControls(v link.View) app.UI {
	g := m.game
	if g == nil {
		text := fmt.Sprintf("Making the %d×%d %s puzzle…", v.N, v.N, v.Level)
		if m.err != "" {
			text = "The puzzle could not be made: " + m.err
		}
		return app.Div().Class("puzzle-controls").Body(
			app.P().Class("puzzle-status").DataSet("testid", "puzzle-status").Text(text),
			m.renderChoice(v),
		)
	}
	return app.Div().Class("puzzle-controls").Body(
		app.P().Class("puzzle-status").DataSet("testid", "puzzle-status").Body(
			app.Strong().Text(fmt.Sprintf("%s · %d×%d %s", g.name(), g.N(), g.N(), g.Puzzle.Level)),
			app.Text(" · "),
			&ClockView{Counted: g.Clock().Elapsed(g.now()), Running: g.Clock().Running()},
		),
		app.P().Class("hint").Text("Place one queen in each row so that no two attack each other; the dark queens are given. "+
			"A tap places a queen, a second tap marks the square ✕, a third clears it; a right click or a long press marks it too. "+
			"Keys: the arrows, Enter, X; Ctrl+Z and Ctrl+Shift+Z undo and redo."),
		m.renderMoves(g),
		m.renderSaid(g),
		m.renderSolved(g),
		m.renderChoice(v),
		m.renderScores(g),
	)
}

// renderMoves draws the buttons of the moves and the help, and the
// shading option.
func (m *Mode) renderMoves(g *Game) app.UI {
	hints := "Hint"
	if g.Hints() > 0 {
		hints = fmt.Sprintf("Hint (%d used)", g.Hints())
	}
	return app.Div().Class("puzzle-actions").Body(
		button("button secondary", "puzzle-undo", "Undo", !g.CanUndo(), m.Undo).Title("Undo (Ctrl+Z)"),
		button("button secondary", "puzzle-redo", "Redo", !g.CanRedo(), m.Redo).Title("Redo (Ctrl+Shift+Z)"),
		button("button secondary", "puzzle-check", "Check", g.Solved(), m.Check),
		button("button", "puzzle-hint", hints, g.Solved(), m.Hint),
		button("button secondary", "puzzle-restart", "Start over", !g.CanUndo() || g.Placed() == 0 && g.Marks() == 0, m.Restart),
		app.Label().Class("puzzle-shade").Body(
			app.Input().Type("checkbox").DataSet("testid", "puzzle-shade").Checked(m.shade).
				OnChange(func(ctx app.Context, e app.Event) { m.setShade(ctx.JSSrc().Get("checked").Bool()) }),
			app.Text(" Shade the squares the queens attack"),
		),
	)
}

// button is a button of the puzzle's controls.
func button(class, testID, text string, disabled bool, action func()) app.HTMLButton {
	b := app.Button().Type("button").Class(class).DataSet("testid", testID).OnClick(func(app.Context, app.Event) { action() }).Text(text)
	if disabled {
		b = b.Disabled(true) // only then: prerendering writes disabled="false", which disables it too
	}
	return b
}

// renderSaid shows what Check or the hint said of the board.
func (m *Mode) renderSaid(g *Game) app.UI {
	var lines []app.UI
	if said := g.Checked(); said != "" {
		lines = append(lines, app.P().Class("puzzle-said").DataSet("testid", "puzzle-checked").Text(said))
	}
	if h := g.ShownHint(); h != nil {
		lines = append(lines, app.P().Class("puzzle-said").DataSet("testid", "puzzle-hint-text").Text(h.Text))
	}
	return app.Div().Class("puzzle-help").Attr("aria-live", "polite").Body(lines...)
}

// renderSolved says the time and the hints of a solve, with its share
// text and a button that copies it with the puzzle's link.
func (m *Mode) renderSolved(g *Game) app.UI {
	if !g.Solved() {
		return nil
	}
	text := m.shareText(g)
	return app.Div().Class("puzzle-solved").DataSet("testid", "puzzle-solved").Body(
		app.P().Body(app.Strong().Text(fmt.Sprintf("Solved in %s", Clock(g.Took()))),
			app.Text(fmt.Sprintf(", with %d %s.", g.Hints(), plural(g.Hints(), "hint", "hints")))),
		app.Textarea().Class("puzzle-share-text").DataSet("testid", "puzzle-share-text").ReadOnly(true).Rows(3).
			Aria("label", "Your result, to share").Text(text),
		app.Div().Class("puzzle-actions").Body(
			button("button", "puzzle-share", "Copy result and link", false, func() { m.share(text) }),
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
	levels := []string{"easy", "medium", "hard"}
	return app.Div().Class("puzzle-choice").Body(
		app.Label().For("puzzle-level").Text("Level"),
		app.Select().ID("puzzle-level").DataSet("testid", "puzzle-level").
			OnChange(func(ctx app.Context, e app.Event) {
				level := ctx.JSSrc().Get("value").String()
				m.host.Navigate(func(v *link.View) { v.Level = level; v.NewPuzzle() }, link.PushEntry)
			}).
			Body(app.Range(levels).Slice(func(i int) app.UI {
				return app.Option().Value(levels[i]).Selected(levels[i] == v.Level).Text(levels[i])
			})),
		button("button secondary", "puzzle-new", "New puzzle", false, func() {
			m.host.Navigate(func(v *link.View) { v.NewPuzzle() }, link.PushEntry)
		}),
		button("button secondary", "puzzle-today", "Today's puzzle", v.Day == link.Today(), func() {
			m.host.Navigate(func(v *link.View) { v.SetDay(link.Today()) }, link.PushEntry)
		}),
	)
}

// renderScores shows the player's scores of the puzzle's size and level,
// and the streak of days, with a button that clears them.
func (m *Mode) renderScores(g *Game) app.UI {
	s, level := m.scores, g.Puzzle.Level
	t := s.Of(g.N(), level)
	times := fmt.Sprintf("No %d×%d %s puzzle solved yet.", g.N(), g.N(), level)
	if t.Solved > 0 {
		times = fmt.Sprintf("%d×%d %s: best %s, last %s, solved %d %s.", g.N(), g.N(), level,
			Clock(seconds(t.Best)), Clock(seconds(t.Last)), t.Solved, plural(t.Solved, "time", "times"))
	}
	streak := s.StreakOn(link.Today())
	return app.Details().Class("puzzle-scores").DataSet("testid", "puzzle-scores").Body(
		app.Summary().Text("Your scores"),
		app.P().DataSet("testid", "puzzle-times").Text(times),
		app.P().DataSet("testid", "puzzle-streak").DataSet("streak", streak).Text(fmt.Sprintf(
			"Puzzles of the day: a streak of %d %s, the longest %d.", streak, plural(streak, "day", "days"), s.Longest)),
		app.P().Class("hint").Text("Kept in this browser only."),
		button("button secondary", "puzzle-clear-scores", "Clear scores", len(s.Times) == 0 && s.Longest == 0, m.clearScores),
	)
}
