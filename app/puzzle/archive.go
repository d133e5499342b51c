package puzzle

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/app/link"
	solverpuzzle "nqueens/solver/puzzle"
)

// archiveDays is how many days before today the past puzzles list.
const archiveDays = 30

// ArchiveDays returns the days whose puzzles the past puzzles list on
// today, YYYY-MM-DD: today's first, then each day before it, for
// archiveDays days, from solverpuzzle.PuzzleEpoch on.
func ArchiveDays(today string) []string {
	first := solverpuzzle.PuzzleEpoch.Format(time.DateOnly)
	var days []string
	for day := today; day != "" && day >= first && len(days) <= archiveDays; day = link.AddDays(day, -1) {
		days = append(days, day)
	}
	return days
}

// renderArchive lists the puzzles of the days, today's and the past
// ones, each with its number, date, size and level, and how the player
// solved it, if they did, in this browser: each opens its puzzle. It is
// folded, in a line.
func (r *records) renderArchive(v link.View) app.UI {
	today := link.Today()
	days := ArchiveDays(today)
	return app.Details().Class("puzzle-archive").DataSet("testid", "puzzle-archive").Body(
		app.Summary().Text("Past puzzles"),
		app.Ol().Class("puzzle-archive-days").Body(app.Range(days).Slice(func(i int) app.UI {
			return r.renderArchiveDay(v, days[i], today)
		})),
	)
}

// renderArchiveDay is day's line of the past puzzles: "#7 · Sun 29 Nov
// 2026 · 14×14 hard", a link to it, then "✓ 2:13" once solved (with its
// hints, if any), "today", or nothing.
func (r *records) renderArchiveDay(v link.View, day, today string) app.UI {
	open := v
	open.SetDay(day)
	number, _ := dayNumber(day)
	item := app.Li().DataSet("day", day)
	a := app.A().Href("?" + open.Encode()).Text(fmt.Sprintf("#%d · %s · %d×%d %s", number, shortDate(day), open.N, open.N, open.Level))
	if v.Day == day {
		a = a.Aria("current", "page")
	}
	var said string
	if solve, solved := r.scores.Days[day]; solved {
		item = item.Class("solved").DataSet("solved", "true")
		said = "✓ solved"
		if solve.Seconds > 0 {
			said = "✓ " + Clock(seconds(solve.Seconds))
		}
		if solve.Hints > 0 {
			said += fmt.Sprintf(", %d %s", solve.Hints, kit.Plural(uint64(solve.Hints), "hint", "hints"))
		}
	}
	if day == today {
		said = join(said, "today")
	}
	return item.Body(a, app.If(said != "", app.Span().Class("hint").Text(" "+said)))
}

// join joins the words of a line, with a comma where both are said.
func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + ", " + b
}
