package link

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"nqueens/solver/puzzle"
)

// DefaultLevel is the level of a puzzle whose link names none.
const DefaultLevel = "medium"

// Today returns today's date in UTC, YYYY-MM-DD: the day whose puzzle
// a puzzle link without a board opens. Tests set it.
var Today = func() string { return time.Now().UTC().Format(time.DateOnly) }

// parsePuzzle reads puzzle mode's board: day=YYYY-MM-DD, the day's puzzle;
// or n, seed and level, any puzzle (a seed drawn by the page if it has
// none); or nothing, today's puzzle. A bad value gives a notice and the
// nearest puzzle that makes sense. The day decides its own board and
// level: a link that gives others as well is told so.
func (v *View) parsePuzzle(q url.Values, nGiven bool) (notices []string) {
	if queens, _ := FirstParam(q, "q"); strings.TrimSpace(queens) != "" {
		notices = append(notices, fmt.Sprintf("Puzzle links hold no queens, so the page leaves out q=%q: the puzzle opens unsolved.", Truncate(queens)))
	}
	day, hasDay := FirstParam(q, "day")
	seed, hasSeed := FirstParam(q, "seed")
	level, hasLevel := FirstParam(q, "level")
	if hasDay {
		if _, err := time.Parse(time.DateOnly, day); err != nil {
			notices = append(notices, fmt.Sprintf("day=%q is not a date such as 2026-12-01, so the page shows today's puzzle.", Truncate(day)))
			day = Today()
		} else if day < puzzle.PuzzleEpoch.Format(time.DateOnly) {
			notices = append(notices, fmt.Sprintf("The first puzzle of the day is #1, of %s, so the page shows it instead of day=%s's.",
				puzzle.PuzzleEpoch.Format(time.DateOnly), day))
			day = puzzle.PuzzleEpoch.Format(time.DateOnly)
		}
	} else if !hasSeed && !nGiven && !hasLevel {
		day = Today()
	}
	if day != "" {
		n := v.N
		v.SetDay(day)
		if hasSeed || hasLevel && level != v.Level || nGiven && n != v.N {
			notices = append(notices, fmt.Sprintf("The puzzle of %s is %d×%d %s, whatever the link's n, seed or level say: "+
				"New puzzle draws one of your choice.", day, v.N, v.N, v.Level))
		}
		return notices
	}
	if hasSeed {
		var notice string
		v.Seed, notice = ParseSeed("seed", seed)
		notices = AppendNotice(notices, notice)
	}
	v.Level = DefaultLevel
	if hasLevel {
		if l, err := puzzle.ParseLevel(level); err == nil {
			v.Level = l.String()
		} else {
			notices = append(notices, fmt.Sprintf("There is no puzzle level %q, so the page shows a %s one: choose easy, medium or hard.",
				Truncate(level), DefaultLevel))
		}
	}
	return notices
}

// SetDay shows the puzzle of day, YYYY-MM-DD, on or after
// puzzle.PuzzleEpoch, with its board and level.
func (v *View) SetDay(day string) {
	date, err := time.Parse(time.DateOnly, day)
	n, level, _, errDay := puzzle.DayBoard(date)
	if err != nil || errDay != nil {
		return
	}
	v.Day, v.N, v.Level, v.Seed = day, n, level.String(), 0
}

// NewPuzzle shows a new puzzle of the view's board and level.
func (v *View) NewPuzzle() { v.Day, v.Seed = "", NewSeed() }

// queryPuzzle adds puzzle mode's board to q: the day, or the seed and
// level. The player's queens are never in it: a puzzle's link opens it
// unsolved.
func (v View) queryPuzzle(q url.Values) {
	q.Set("mode", Puzzle.String())
	if v.Day != "" {
		q.Set("day", v.Day)
		return
	}
	if v.Seed != 0 {
		q.Set("seed", strconv.FormatUint(v.Seed, 10))
	}
	q.Set("level", v.Level)
}
