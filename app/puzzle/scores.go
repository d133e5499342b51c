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

	solverpuzzle "nqueens/solver/puzzle"
)

// Scores are what a player's browser keeps of their puzzles, in
// localStorage: the best and last times per size and level, and the streak
// of days whose puzzle they solved.
type Scores struct {
	Times   map[string]Times `json:"times,omitempty"`   // by board and level, such as "10 hard"
	Streak  int              `json:"streak,omitempty"`  // days in a row, up to LastDay, whose puzzle was solved
	Longest int              `json:"longest,omitempty"` // the longest streak
	LastDay string           `json:"lastDay,omitempty"` // the last day whose puzzle was solved, YYYY-MM-DD
}

// Times are a size and level's solving times, in seconds.
type Times struct {
	Best   float64 `json:"best"`
	Last   float64 `json:"last"`
	Solved int     `json:"solved"`
}

// timesKey names a size and level in Scores.Times.
func timesKey(n int, level solverpuzzle.Level) string { return fmt.Sprintf("%d %s", n, level) }

// Record adds a solve of an n×n puzzle at level, in seconds; day is the
// date of today's puzzle, YYYY-MM-DD, when it is today's, or "" for another
// puzzle, such as an earlier day's. A day's puzzle solved the day after the
// last one lengthens the streak; after a gap, the streak starts again at 1.
func (s *Scores) Record(n int, level solverpuzzle.Level, seconds float64, day string) {
	if s.Times == nil {
		s.Times = map[string]Times{}
	}
	t := s.Times[timesKey(n, level)]
	if t.Solved == 0 || seconds < t.Best {
		t.Best = seconds
	}
	t.Last, t.Solved = seconds, t.Solved+1
	s.Times[timesKey(n, level)] = t
	if day == "" || day == s.LastDay {
		return
	}
	if dayAfter(s.LastDay) == day {
		s.Streak++
	} else {
		s.Streak = 1
	}
	s.LastDay, s.Longest = day, max(s.Longest, s.Streak)
}

// StreakOn returns the streak as it stands on today, YYYY-MM-DD: 0 once a
// day has passed without the day's puzzle.
func (s Scores) StreakOn(today string) int {
	if s.LastDay == today || dayAfter(s.LastDay) == today {
		return s.Streak
	}
	return 0
}

// Of returns the times of n×n puzzles at level.
func (s Scores) Of(n int, level solverpuzzle.Level) Times { return s.Times[timesKey(n, level)] }

// dayAfter returns the date after day, YYYY-MM-DD, or "" for a bad one.
func dayAfter(day string) string {
	t, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return ""
	}
	return t.AddDate(0, 0, 1).Format(time.DateOnly)
}

// ParseScores reads scores that String wrote. Anything else, such as a
// damaged or foreign value, reads as no scores, with an error.
func ParseScores(data string) (Scores, error) {
	var s Scores
	if data == "" {
		return s, nil
	}
	if err := json.Unmarshal([]byte(data), &s); err != nil {
		return Scores{}, fmt.Errorf("the saved scores are damaged: %w", err)
	}
	for key, t := range s.Times {
		if t.Best < 0 || t.Last < 0 || t.Solved < 0 {
			return Scores{}, fmt.Errorf("the saved scores of %q are damaged", key)
		}
	}
	return s, nil
}

// String writes the scores as ParseScores reads them.
func (s Scores) String() string {
	b, _ := json.Marshal(s) // a map of strings to plain structs: no error
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
