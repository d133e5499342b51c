package puzzle

import (
	"fmt"
	"math"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
)

// A summary is the card that a solve opens over the board, in view where
// the last tap was, so that it pushes nothing: the time, the hints, the
// streak and the best time, and the Share button.
type summary struct {
	open   bool   // the card shows
	shared string // what Share did, until the next puzzle
}

// shown reports whether the card of game g shows: g is solved and the
// card open.
func (s *summary) shown(g *Game) bool { return g != nil && g.Solved() && s.open }

// render draws the card of solved game g, named heading, with the
// player's standing and the Share button, which calls share.
func (s *summary) render(g *Game, heading string, standing Standing, share func()) app.UI {
	took := g.Took()
	return app.Section().Class("puzzle-summary").DataSet("testid", "puzzle-summary").
		DataSet("streak", standing.Streak).DataSet("seconds", int(math.Floor(took.Seconds()))).
		Attr("role", "dialog").Aria("labelledby", "puzzle-summary-title").
		OnKeyDown(s.onKey).
		Body(
			kit.Button("puzzle-summary-close", "puzzle-summary-close", "×", false, s.close).
				Aria("label", "Close, and see the board").Title("Close (Esc)"),
			app.Elem("h2").ID("puzzle-summary-title").Text("Solved!"),
			app.P().Class("puzzle-summary-name").Text(heading),
			renderPicture(g.N(), g.Hints()),
			renderSummaryFigures(g, standing),
			app.Details().Class("puzzle-share-details").Body(
				app.Summary().Text("The text shared"),
				app.Textarea().Class("puzzle-share-text").DataSet("testid", "puzzle-share-text").ReadOnly(true).Rows(4).
					Aria("label", "Your result, to share").Text(shareText(g)+"\n"+pageLink()),
			),
			app.Div().Class("puzzle-actions").Body(
				kit.Button("button", "puzzle-share", "Share", false, share),
				app.Span().Class("hint").DataSet("testid", "puzzle-shared").Attr("role", "status").Text(s.shared),
			),
		)
}

// close closes the card, to show the solved board.
func (s *summary) close() { s.open = false }

// onKey closes the card on Escape.
func (s *summary) onKey(ctx app.Context, e app.Event) {
	if e.Get("key").String() == "Escape" {
		s.close()
	}
}

// said keeps what sharing did, for the card to say.
func (s *summary) said(r kit.ShareResult) {
	switch r {
	case kit.Shared:
		s.shared = "Shared."
	case kit.Copied:
		s.shared = "Copied, with the link."
	case kit.Cancelled:
		s.shared = ""
	default:
		s.shared = "Sharing is blocked here: select the text and copy it."
	}
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
func shareText(g *Game) string {
	return ShareText(g.N(), g.Puzzle.Level.String(), g.Number, g.Took(), g.Hints()) + "\n" + SharePicture(g.N(), g.Hints())
}

// Share hands the solve's text and the puzzle's link to the device's share
// sheet, or the clipboard, and says how it went.
func (m *Mode) Share() {
	if m.game == nil {
		return
	}
	kit.Share(shareText(m.game), pageLink(), func(r kit.ShareResult) {
		m.run(func() { m.summary.said(r) })
	})
}

// pageLink is the page's link, "" outside the browser.
func pageLink() string {
	if !app.IsClient {
		return ""
	}
	return app.Window().URL().String()
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
		m.summary.open = true
		return
	}
	m.Restart()
}
