package puzzle

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/app/link"
	solverpuzzle "nqueens/solver/puzzle"
)

// renderScores shows the player's scores of the puzzle's size and level,
// the streak of days, and every size and level's times, with a button
// that clears them all, once the player confirms.
func (r *records) renderScores(n int, level solverpuzzle.Level) app.UI {
	s, keys := r.scores, r.scores.Keys()
	t := s.Of(n, level)
	times := fmt.Sprintf("No %d×%d %s puzzle solved yet.", n, n, level)
	if t.Solved > 0 {
		times = fmt.Sprintf("%d×%d %s: %s.", n, n, level, timesText(t))
	}
	streak := s.StreakOn(link.Today())
	return app.Details().Class("puzzle-scores").DataSet("testid", "puzzle-scores").Body(
		app.Summary().Text("Your scores"),
		app.P().DataSet("testid", "puzzle-times").Text(times),
		app.P().DataSet("testid", "puzzle-streak").DataSet("streak", streak).Text(fmt.Sprintf(
			"Puzzles of the day: a streak of %d %s, the longest %d.", streak, kit.Plural(uint64(streak), "day", "days"), s.Longest)),
		app.If(len(keys) > 0, app.Ul().Class("puzzle-all-times").Body(app.Range(keys).Slice(func(i int) app.UI {
			n, level := splitKey(keys[i])
			return app.Li().Text(fmt.Sprintf("%d×%d %s: %s", n, n, level, timesText(s.Times[keys[i]])))
		}))),
		app.P().Class("hint").Text("Kept in this browser only."),
		r.renderClear(len(keys) == 0 && s.Longest == 0),
	)
}

// timesText says a size and level's times: "best 1:02, last 2:13, solved
// 3 times".
func timesText(t Times) string {
	return fmt.Sprintf("best %s, last %s, solved %d %s", Clock(seconds(t.Best)), Clock(seconds(t.Last)), t.Solved, kit.Plural(uint64(t.Solved), "time", "times"))
}

// renderClear is the button that clears the scores, and once clicked, the
// question whether to.
func (r *records) renderClear(empty bool) app.UI {
	if !r.confirmClear {
		return kit.Button("button secondary", "puzzle-clear-scores", "Clear scores", empty, func() { r.confirmClear = true })
	}
	return app.P().Class("puzzle-actions").Body(
		app.Span().Text("Clear all your times, and your streak?"),
		kit.Button("button", "puzzle-clear-yes", "Clear them", false, r.clearScores),
		kit.Button("button secondary", "puzzle-clear-no", "Keep them", false, func() { r.confirmClear = false }),
	)
}
