package puzzle

import (
	"fmt"
	"math"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/app/link"
)

// A summary is the card that a solve opens over the board, in view where
// the last tap was, so that it pushes nothing: the time, the hints, the
// streak and the best time, and the Share button.
type summary struct {
	open   bool   // the card shows
	shared string // what Share did, until the next puzzle
}

// summaryShown reports whether the solve's card shows.
func (m *Mode) summaryShown() bool { return m.game != nil && m.game.Solved() && m.summary.open }

// renderSummary draws the card of solved game g of view v, or nothing
// while it is closed.
func (m *Mode) renderSummary(g *Game, v link.View) app.UI {
	if !m.summaryShown() {
		return nil
	}
	standing := m.Standing(g.N(), g.Puzzle.Level)
	took := g.Took()
	return app.Section().Class("puzzle-summary").DataSet("testid", "puzzle-summary").
		DataSet("streak", standing.Streak).DataSet("seconds", int(math.Floor(took.Seconds()))).
		Attr("role", "dialog").Aria("labelledby", "puzzle-summary-title").
		OnKeyDown(m.onSummaryKey).
		Body(
			kit.Button("puzzle-summary-close", "puzzle-summary-close", "×", false, m.CloseSummary).
				Aria("label", "Close, and see the board").Title("Close (Esc)"),
			app.Elem("h2").ID("puzzle-summary-title").Text("Solved!"),
			app.P().Class("puzzle-summary-name").Text(m.heading(v)),
			renderPicture(g.N(), g.Hints()),
			renderSummaryFigures(g, standing),
			app.Details().Class("puzzle-share-details").Body(
				app.Summary().Text("The text shared"),
				app.Textarea().Class("puzzle-share-text").DataSet("testid", "puzzle-share-text").ReadOnly(true).Rows(4).
					Aria("label", "Your result, to share").Text(m.shareText(g)+"\n"+pageLink()),
			),
			app.Div().Class("puzzle-actions").Body(
				kit.Button("button", "puzzle-share", "Share", false, m.Share),
				app.Span().Class("hint").DataSet("testid", "puzzle-shared").Attr("role", "status").Text(m.summary.shared),
			),
		)
}

// renderPicture draws SharePicture with squares of the page's own, which
// need no emoji font: a square a row of the n×n board, yellow for each
// hint.
func renderPicture(n, hints int) app.UI {
	return app.P().Class("puzzle-picture").Aria("label", fmt.Sprintf("%d rows, %d hints", n, hints)).Attr("role", "img").
		Body(app.Range(make([]struct{}, n)).Slice(func(i int) app.UI {
			if i < hints {
				return app.Span().Class("hint-row")
			}
			return app.Span()
		}))
}

// renderSummaryFigures lists the solve's time and hints, the streak of
// days, and the best time of the puzzle's size and level.
func renderSummaryFigures(g *Game, st Standing) app.UI {
	n, level := g.N(), g.Puzzle.Level
	figure := func(name, value string) app.UI {
		return app.Div().Body(app.Elem("dt").Text(name), app.Elem("dd").Text(value))
	}
	days := "none yet"
	if st.Streak > 0 {
		days = fmt.Sprintf("%d %s", st.Streak, kit.Plural(uint64(st.Streak), "day", "days"))
	}
	return app.Elem("dl").Class("puzzle-figures").Body(
		figure("Time", Clock(g.Took())),
		figure("Hints", fmt.Sprint(g.Hints())),
		figure("Daily streak", days),
		figure(fmt.Sprintf("Best %d×%d %s", n, n, level), bestText(st)),
	)
}

// bestText says the best times of a standing: "1:02", when the best took
// no hint; "1:02, 1:40 without hints"; or "1:02 with hints".
func bestText(st Standing) string {
	switch {
	case st.Solved == 0:
		return "none yet"
	case st.SolvedWithoutHints == 0:
		return Clock(st.Best) + " with hints"
	case st.BestWithoutHints == st.Best:
		return Clock(st.Best)
	}
	return Clock(st.Best) + ", " + Clock(st.BestWithoutHints) + " without hints"
}

// shareText is the solve's share text and its picture; the puzzle's link,
// which opens it unsolved, goes with it: the page's link never holds the
// player's queens.
func (m *Mode) shareText(g *Game) string {
	return ShareText(g.N(), g.Puzzle.Level.String(), g.Number, g.Took(), g.Hints()) + "\n" + SharePicture(g.N(), g.Hints())
}

// Share hands the solve's text and the puzzle's link to the device's share
// sheet, or the clipboard, and says how it went.
func (m *Mode) Share() {
	if m.game == nil {
		return
	}
	kit.Share(m.shareText(m.game), pageLink(), func(r kit.ShareResult) {
		m.run(func() {
			switch r {
			case kit.Shared:
				m.summary.shared = "Shared."
			case kit.Copied:
				m.summary.shared = "Copied, with the link."
			case kit.Cancelled:
				m.summary.shared = ""
			default:
				m.summary.shared = "Sharing is blocked here: select the text and copy it."
			}
		})
	})
}

// pageLink is the page's link, "" outside the browser.
func pageLink() string {
	if !app.IsClient {
		return ""
	}
	return app.Window().URL().String()
}

// CloseSummary closes the solve's card, to show the solved board.
func (m *Mode) CloseSummary() { m.summary.open = false }

// OpenSummary opens the solve's card again.
func (m *Mode) OpenSummary() { m.summary.open = true }

// onSummaryKey closes the card on Escape.
func (m *Mode) onSummaryKey(ctx app.Context, e app.Event) {
	if e.Get("key").String() == "Escape" {
		m.CloseSummary()
	}
}

// renderRestartOrResult is Start over while the game is played, and once
// it is solved, in the same place and as wide, the button that opens its
// card again. It is one button with one handler: go-app keeps the first
// handler it saw for an element.
func (m *Mode) renderRestartOrResult(g *Game) app.UI {
	if g.Solved() {
		return kit.Button("button secondary restart-or-result", "puzzle-result", "Result", m.summary.open, m.restartOrResult).
			Title("Your time, hints and streak, to share")
	}
	return kit.Button("button secondary restart-or-result", "puzzle-restart", "Start over", g.Placed() == 0 && g.Marks() == 0, m.restartOrResult).
		Title("Take all your queens and marks away")
}

// restartOrResult opens the solve's card once the game is solved, and
// starts it over before.
func (m *Mode) restartOrResult() {
	if m.game != nil && m.game.Solved() {
		m.OpenSummary()
		return
	}
	m.Restart()
}
