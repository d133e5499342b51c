package puzzle

import (
	"cmp"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"nqueens/app/link"
	solverpuzzle "nqueens/solver/puzzle"
)

// Scores are what a player's browser keeps of their puzzles, in
// localStorage: the best and last times per size and level, and each
// day's puzzle solved, whose days in a row make the streak.
type Scores struct {
	Times   map[string]Times     `json:"times,omitempty"`   // by board and level, such as "10 hard"
	Days    map[string]DayResult `json:"days,omitempty"`    // the days' puzzles solved, by date, YYYY-MM-DD
	Longest int                  `json:"longest,omitempty"` // the longest streak

	// Streak and LastDay are the streak that older scores kept instead of
	// Days: Streak days in a row, up to LastDay, whose puzzle was solved.
	// ParseScores turns them into Days.
	Streak  int    `json:"streak,omitempty"`
	LastDay string `json:"lastDay,omitempty"`
}

// Times are a size and level's solving times, in seconds: the best of
// any solve, and apart the best of the solves without a hint.
type Times struct {
	Best               float64 `json:"best"`
	Last               float64 `json:"last"`
	Solved             int     `json:"solved"`
	BestWithoutHints   float64 `json:"bestNoHints,omitempty"`
	SolvedWithoutHints int     `json:"solvedNoHints,omitempty"` // older scores counted none
}

// A DayResult is a day's puzzle solved: how, the first time, and whether
// it counts for the streak.
type DayResult struct {
	Seconds float64 `json:"seconds,omitempty"` // 0 when not known: a day that older scores' streak counted
	Hints   int     `json:"hints,omitempty"`
	Streak  bool    `json:"streak,omitempty"` // opened, or solved, on its day
}

// A Solve is a puzzle solved, as Record keeps it.
type Solve struct {
	N       int
	Level   solverpuzzle.Level
	Seconds float64
	Hints   int
	Day     string // the date of a day's puzzle, YYYY-MM-DD, or "" for another
	// OnItsDay says that the day's puzzle was opened, or solved, on its
	// day, the player's: it counts for the streak, even when it is solved
	// after midnight.
	OnItsDay bool
}

// timesKey names a size and level in Scores.Times.
func timesKey(n int, level solverpuzzle.Level) string { return fmt.Sprintf("%d %s", n, level) }

// Record adds solve to the times of its size and level and, for a day's
// puzzle, to the days: the first solve of a day stays, and a day opened or
// solved on its day counts for the streak, the days in a row so counted.
func (s *Scores) Record(solve Solve) {
	if s.Times == nil {
		s.Times = map[string]Times{}
	}
	key := timesKey(solve.N, solve.Level)
	t := s.Times[key]
	if t.Solved == 0 || solve.Seconds < t.Best {
		t.Best = solve.Seconds
	}
	if solve.Hints == 0 {
		if t.SolvedWithoutHints == 0 || solve.Seconds < t.BestWithoutHints {
			t.BestWithoutHints = solve.Seconds
		}
		t.SolvedWithoutHints++
	}
	t.Last, t.Solved = solve.Seconds, t.Solved+1
	s.Times[key] = t
	if solve.Day == "" {
		return
	}
	if s.Days == nil {
		s.Days = map[string]DayResult{}
	}
	r, seen := s.Days[solve.Day]
	if !seen || r.Seconds == 0 {
		r.Seconds, r.Hints = solve.Seconds, solve.Hints
	}
	r.Streak = r.Streak || solve.OnItsDay
	s.Days[solve.Day] = r
	if r.Streak {
		s.Longest = max(s.Longest, s.runTo(s.lastOfRun(solve.Day)))
	}
}

// counts reports whether day counts for the streak.
func (s Scores) counts(day string) bool { return s.Days[day].Streak }

// runTo returns how many days in a row up to day count for the streak.
func (s Scores) runTo(day string) int {
	run := 0
	for ; s.counts(day); day = link.AddDays(day, -1) {
		run++
	}
	return run
}

// lastOfRun returns the last day of the run of days that count through
// day.
func (s Scores) lastOfRun(day string) string {
	for s.counts(link.AddDays(day, 1)) {
		day = link.AddDays(day, 1)
	}
	return day
}

// StreakOn returns the streak as it stands on today, YYYY-MM-DD: the days
// in a row that count, up to today, or up to yesterday while today's
// puzzle is still to be solved; 0 once a day has passed without one.
func (s Scores) StreakOn(today string) int {
	if !s.counts(today) {
		today = link.AddDays(today, -1)
	}
	return s.runTo(today)
}

// Of returns the times of n×n puzzles at level.
func (s Scores) Of(n int, level solverpuzzle.Level) Times { return s.Times[timesKey(n, level)] }

// A Standing is what the scores say for a solve's summary: the streak as
// it stands today and the longest, in days, and a size and level's solves
// and best times, of any solve and of those without a hint (0 while there
// is none).
type Standing struct {
	Streak, Longest            int
	Solved, SolvedWithoutHints int
	Best, BestWithoutHints     time.Duration
}

// StandingOn returns the standing of n×n puzzles at level on today,
// YYYY-MM-DD.
func (s Scores) StandingOn(today string, n int, level solverpuzzle.Level) Standing {
	t := s.Of(n, level)
	st := Standing{Streak: s.StreakOn(today), Longest: s.Longest, Solved: t.Solved, SolvedWithoutHints: t.SolvedWithoutHints}
	if t.Solved > 0 {
		st.Best = seconds(t.Best)
	}
	if t.SolvedWithoutHints > 0 {
		st.BestWithoutHints = seconds(t.BestWithoutHints)
	}
	return st
}

// legacyStreakDays bounds the days that older scores' streak may give,
// against a damaged one: about ten years.
const legacyStreakDays = 3660

// ParseScores reads scores that String wrote, or that older pages wrote.
// Anything else, such as a damaged or foreign value, reads as no scores,
// with an error.
func ParseScores(data string) (Scores, error) {
	var s Scores
	if data == "" {
		return s, nil
	}
	if err := json.Unmarshal([]byte(data), &s); err != nil {
		return Scores{}, fmt.Errorf("the saved scores are damaged: %w", err)
	}
	for key, t := range s.Times {
		if t.Best < 0 || t.Last < 0 || t.Solved < 0 || t.BestWithoutHints < 0 || t.SolvedWithoutHints < 0 {
			return Scores{}, fmt.Errorf("the saved scores of %q are damaged", key)
		}
	}
	for day, r := range s.Days {
		if _, err := time.Parse(time.DateOnly, day); err != nil || r.Seconds < 0 || r.Hints < 0 {
			return Scores{}, fmt.Errorf("the saved score of the day %q is damaged", day)
		}
	}
	s.takeUpLegacyStreak()
	return s, nil
}

// takeUpLegacyStreak turns older scores' streak into the days it counted,
// whose times it did not keep.
func (s *Scores) takeUpLegacyStreak() {
	first := solverpuzzle.PuzzleEpoch.Format(time.DateOnly)
	if _, err := time.Parse(time.DateOnly, s.LastDay); err == nil && s.Streak > 0 {
		if s.Days == nil {
			s.Days = map[string]DayResult{}
		}
		day := s.LastDay
		for range min(s.Streak, legacyStreakDays) {
			if day < first {
				break
			}
			r := s.Days[day]
			r.Streak = true
			s.Days[day] = r
			day = link.AddDays(day, -1)
		}
		s.Longest = max(s.Longest, s.runTo(s.lastOfRun(s.LastDay)))
	}
	s.Streak, s.LastDay = 0, ""
}

// String writes the scores as ParseScores reads them.
func (s Scores) String() string {
	b, _ := json.Marshal(s) // maps of strings to plain structs: no error
	return string(b)
}

// Keys returns the sizes and levels of the scores, such as "10 hard", by
// size and then level.
func (s Scores) Keys() []string {
	keys := slices.Collect(maps.Keys(s.Times))
	slices.SortFunc(keys, func(a, b string) int {
		na, la := splitKey(a)
		nb, lb := splitKey(b)
		return cmp.Or(na-nb, int(la-lb))
	})
	return keys
}

// splitKey reads a key of Scores.Times.
func splitKey(key string) (n int, level solverpuzzle.Level) {
	size, name, _ := strings.Cut(key, " ")
	n, _ = strconv.Atoi(size)
	level, _ = solverpuzzle.ParseLevel(name)
	return n, level
}
