package puzzle

import (
	"strings"
	"testing"

	solverpuzzle "nqueens/solver/puzzle"
)

// Times keep the best and the last of each size and level; a streak grows
// by one each next day, stays within a day, and starts again after a gap.
func TestScores(t *testing.T) {
	var s Scores
	s.Record(10, solverpuzzle.Hard, 133, "")
	s.Record(10, solverpuzzle.Hard, 95, "")
	s.Record(10, solverpuzzle.Hard, 120, "")
	if got := s.Of(10, solverpuzzle.Hard); got != (Times{Best: 95, Last: 120, Solved: 3}) || s.Streak != 0 {
		t.Errorf("10 hard: %+v, streak %d", got, s.Streak)
	}
	for _, step := range []struct {
		day             string
		streak, longest int
	}{
		{"2026-12-01", 1, 1},
		{"2026-12-02", 2, 2},
		{"2026-12-02", 2, 2}, // the same day again
		{"2026-12-03", 3, 3},
		{"2026-12-05", 1, 3}, // a day missed
		{"2026-12-06", 2, 3},
	} {
		s.Record(8, solverpuzzle.Easy, 40, step.day)
		if s.Streak != step.streak || s.Longest != step.longest || s.LastDay != step.day {
			t.Errorf("after %s: streak %d, longest %d, last %q; want %d, %d", step.day, s.Streak, s.Longest, s.LastDay, step.streak, step.longest)
		}
	}
	for today, want := range map[string]int{"2026-12-06": 2, "2026-12-07": 2, "2026-12-08": 0} {
		if got := s.StreakOn(today); got != want {
			t.Errorf("StreakOn(%s) = %d, want %d", today, got, want)
		}
	}
	back, err := ParseScores(s.String())
	if err != nil || back.String() != s.String() {
		t.Errorf("the scores came back as %s: %v; want %s", back, err, s)
	}
}

// Damaged or foreign saved scores read as none, with an error.
func TestParseScoresRefusesDamage(t *testing.T) {
	for _, data := range []string{"{", "[]", `{"times":{"8 easy":{"best":-1}}}`, `{"streak":"x"}`} {
		if s, err := ParseScores(data); err == nil || s.Streak != 0 || s.Times != nil {
			t.Errorf("ParseScores(%q) = %+v, %v", data, s, err)
		}
	}
	if s, err := ParseScores(""); err != nil || s.Streak != 0 {
		t.Errorf("no saved scores: %+v, %v", s, err)
	}
}

// Keys lists the sizes and levels by size, then level.
func TestScoresKeys(t *testing.T) {
	var s Scores
	for _, solve := range []struct {
		n     int
		level solverpuzzle.Level
	}{{10, solverpuzzle.Medium}, {8, solverpuzzle.Hard}, {8, solverpuzzle.Easy}, {16, solverpuzzle.Easy}} {
		s.Record(solve.n, solve.level, 60, "")
	}
	if got := strings.Join(s.Keys(), ", "); got != "8 easy, 8 hard, 10 medium, 16 easy" {
		t.Errorf("Keys: %s", got)
	}
}
