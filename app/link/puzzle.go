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

// parsePuzzle reads puzzle mode's board: day=YYYY-MM-DD, the day's puzzle;
// or n, code (or an older link's seed) and level, any puzzle (a seed drawn
// by the page if it has none); or nothing, today's puzzle. A bad value
// gives a notice and the nearest puzzle that makes sense. The day decides
// its own board and level: a link that gives others as well is told so.
// A day still to come stays in the view: the page says when it opens.
func (v *View) parsePuzzle(q url.Values, nGiven bool) (notices []string) {
	if queens, _ := FirstParam(q, "q"); strings.TrimSpace(queens) != "" {
		notices = append(notices, fmt.Sprintf("Puzzle links hold no queens, so the page leaves out q=%q: the puzzle opens unsolved.", Truncate(queens)))
	}
	day, hasDay := FirstParam(q, "day")
	seed, hasSeed := FirstParam(q, "seed")
	code, hasCode := FirstParam(q, "code")
	level, hasLevel := FirstParam(q, "level")
	hasSeed = hasSeed || hasCode
	today := !hasDay && !hasSeed && !nGiven && !hasLevel
	if hasDay {
		if _, err := time.Parse(time.DateOnly, day); err != nil {
			notices = append(notices, fmt.Sprintf("day=%q is not a date such as 2026-12-01, so the page shows today's puzzle.", Truncate(day)))
			today = true
		} else if day < puzzle.PuzzleEpoch.Format(time.DateOnly) {
			notices = append(notices, fmt.Sprintf("The first puzzle of the day is #1, of %s, so the page shows it instead of day=%s's.",
				puzzle.PuzzleEpoch.Format(time.DateOnly), day))
			day = puzzle.PuzzleEpoch.Format(time.DateOnly)
		}
	}
	if today {
		if day = Today(); day == "" {
			v.N, v.Level = DefaultN, "" // the browser picks the day: see DayPending
			return notices
		}
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
		notices = append(notices, v.parseCode(code, hasCode, seed)...)
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

// parseCode reads the puzzle's code, or an older link's seed: a code
// wins over a seed, and a bad one draws a new puzzle.
func (v *View) parseCode(code string, hasCode bool, seed string) (notices []string) {
	var notice string
	if !hasCode {
		v.Seed, notice = ParseSeed("seed", seed)
		return AppendNotice(notices, notice)
	}
	var err error
	if v.Seed, err = puzzle.ParseCode(code); err != nil {
		return append(notices, fmt.Sprintf("code=%q is not a puzzle's code, such as K7QX2M: %v. So the page draws a new puzzle.", Truncate(code), err))
	}
	if seed != "" {
		notices = append(notices, fmt.Sprintf("The link gives both code=%s and seed=%s: the page shows the code's puzzle.", code, Truncate(seed)))
	}
	return notices
}

// DayPending reports whether v is today's puzzle with its day still to be
// picked: a puzzle link without a board, read where Today is not known,
// as on the server. Its link is mode=puzzle alone, and the browser opens
// it on the player's day.
func (v View) DayPending() bool {
	return v.Mode == Puzzle && v.Day == "" && v.Seed == 0 && v.Level == ""
}

// Code returns the code that names v's puzzle, such as K7QX2M, or "" for a
// day's puzzle, one whose seed is still to be drawn, or one of an older
// link whose seed no code stands for.
func (v View) Code() string {
	if v.Day != "" {
		return ""
	}
	code, _ := puzzle.Code(v.Seed)
	return code
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

// NewPuzzle shows a new puzzle of the view's board and level, named by a
// code of puzzle.CodeLen characters.
func (v *View) NewPuzzle() { v.Day, v.Seed = "", puzzle.NewCodeSeed() }

// queryPuzzle adds puzzle mode's board to q: the day, or the code (the
// seed, where no code stands for it) and level; nothing more for today's
// puzzle whose day is still to be picked. The player's queens are never
// in it: a puzzle's link opens it unsolved.
func (v View) queryPuzzle(q url.Values) {
	q.Set("mode", Puzzle.String())
	switch {
	case v.DayPending():
		q.Del("n")
		return
	case v.Day != "":
		q.Set("day", v.Day)
		return
	case v.Code() != "":
		q.Set("code", v.Code())
	case v.Seed != 0:
		q.Set("seed", strconv.FormatUint(v.Seed, 10))
	}
	q.Set("level", v.Level)
}
