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
	s, keys, today := r.scores, r.scores.Keys(), link.Today()
	t := s.Of(n, level)
	times := fmt.Sprintf("No %d×%d %s puzzle solved yet.", n, n, level)
	if t.Solved > 0 {
		times = fmt.Sprintf("%d×%d %s: %s.", n, n, level, timesText(t))
	}
	streak := s.StreakOn(today)
	return app.Details().Class("puzzle-scores").DataSet("testid", "puzzle-scores").Body(
		app.Summary().Text("Your scores"),
		app.P().DataSet("testid", "puzzle-times").Text(times),
		app.P().DataSet("testid", "puzzle-streak").DataSet("streak", streak).Text(StreakText(streak, s.Longest, s.counts(today))),
		app.If(len(keys) > 0, app.Ul().Class("puzzle-all-times").Body(app.Range(keys).Slice(func(i int) app.UI {
			n, level := splitKey(keys[i])
			return app.Li().Text(fmt.Sprintf("%d×%d %s: %s", n, n, level, timesText(s.Times[keys[i]])))
		}))),
		app.P().Class("hint").Text("Kept in this browser only."),
		r.renderClear(len(keys) == 0 && s.Longest == 0),
	)
}

// StreakText says the streak of days whose puzzle the player solved, as
// it stands today, and the longest; doneToday says whether today's puzzle
// counts already.
func StreakText(streak, longest int, doneToday bool) string {
	days := func(n int) string { return fmt.Sprintf("%d %s", n, kit.Plural(uint64(n), "day", "days")) }
	longestText := fmt.Sprintf(" Your longest: %s.", days(longest))
	switch {
	case streak == 0 && longest == 0:
		return "No streak yet: solve today's puzzle to start one."
	case streak == 0:
		return "No streak now: solve today's puzzle to start a new one." + longestText
	case streak >= longest:
		longestText = " Your longest yet."
	}
	if doneToday {
		return fmt.Sprintf("A streak of %s, today's puzzle solved.", days(streak)) + longestText
	}
	return fmt.Sprintf("A streak of %s: solve today's puzzle to keep it.", days(streak)) + longestText
}

// timesText says a size and level's times: "best 1:02, last 2:13, solved
// 3 times", with the best without hints apart once there is one: "best
// 0:58, 1:02 without hints, …", or "best 1:02 without hints, …" when it
// is the best of all.
func timesText(t Times) string {
	best := "best " + Clock(seconds(t.Best))
	switch {
	case t.SolvedWithoutHints > 0 && t.BestWithoutHints <= t.Best:
		best += " without hints"
	case t.SolvedWithoutHints > 0:
		best += fmt.Sprintf(" with hints, %s without", Clock(seconds(t.BestWithoutHints)))
	}
	return fmt.Sprintf("%s, last %s, solved %d %s", best, Clock(seconds(t.Last)), t.Solved, kit.Plural(uint64(t.Solved), "time", "times"))
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
