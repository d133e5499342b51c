package puzzle

import (
	"strings"
	"testing"
	"time"

	solverpuzzle "nqueens/solver/puzzle"
)

// Times keep the best and the last of each size and level, and the best
// of the solves without a hint apart.
func TestScoresTimes(t *testing.T) {
	var s Scores
	for _, step := range []struct {
		seconds float64
		hints   int
		want    Times
	}{
		{133, 1, Times{Best: 133, Last: 133, Solved: 1}},
		{95, 2, Times{Best: 95, Last: 95, Solved: 2}},
		{120, 0, Times{Best: 95, Last: 120, Solved: 3, BestWithoutHints: 120, SolvedWithoutHints: 1}},
		{140, 0, Times{Best: 95, Last: 140, Solved: 4, BestWithoutHints: 120, SolvedWithoutHints: 2}},
		{90, 0, Times{Best: 90, Last: 90, Solved: 5, BestWithoutHints: 90, SolvedWithoutHints: 3}},
	} {
		s.Record(Solve{N: 10, Level: solverpuzzle.Hard, Seconds: step.seconds, Hints: step.hints})
		if got := s.Of(10, solverpuzzle.Hard); got != step.want {
			t.Errorf("after %v s with %d hints: %+v, want %+v", step.seconds, step.hints, got, step.want)
		}
	}
	if s.Days != nil || s.StreakOn("2026-12-01") != 0 {
		t.Errorf("puzzles that are not a day's made days: %+v", s.Days)
	}
}

// A streak grows by each next day whose puzzle counts, stays within a
// day, starts again after a gap, and joins up when a day is filled in
// late, as a puzzle opened on its day and solved after one of a later
// day; a day's puzzle solved on another day, and not opened on its day,
// is kept but does not count.
func TestScoresStreak(t *testing.T) {
	var s Scores
	for _, step := range []struct {
		day             string
		onItsDay        bool
		today           string
		streak, longest int
	}{
		{"2026-12-01", true, "2026-12-01", 1, 1},
		{"2026-12-02", true, "2026-12-02", 2, 2},
		{"2026-12-02", true, "2026-12-02", 2, 2},  // the same day again
		{"2026-11-25", false, "2026-12-02", 2, 2}, // a past day's, from a friend's link
		{"2026-12-03", true, "2026-12-03", 3, 3},
		{"2026-12-05", true, "2026-12-05", 1, 3}, // a day missed
		{"2026-12-07", true, "2026-12-07", 1, 3}, // the 6th's opened on its day, solved on the 7th after the 7th's:
		{"2026-12-06", true, "2026-12-07", 3, 3}, // it joins the 5th to the 7th
		{"2026-12-08", true, "2026-12-08", 4, 4},
	} {
		s.Record(Solve{N: 8, Level: solverpuzzle.Easy, Seconds: 40, Day: step.day, OnItsDay: step.onItsDay})
		if got := s.StreakOn(step.today); got != step.streak || s.Longest != step.longest {
			t.Errorf("after %s on %s: streak %d, longest %d; want %d, %d", step.day, step.today, got, s.Longest, step.streak, step.longest)
		}
	}
	if r, ok := s.Days["2026-11-25"]; !ok || r.Streak || r.Seconds != 40 {
		t.Errorf("the past day's solve: %+v, %v", r, ok)
	}
	for today, want := range map[string]int{"2026-12-08": 4, "2026-12-09": 4, "2026-12-10": 0, "": 0} {
		if got := s.StreakOn(today); got != want {
			t.Errorf("StreakOn(%q) = %d, want %d", today, got, want)
		}
	}
	back, err := ParseScores(s.String())
	if err != nil || back.String() != s.String() {
		t.Errorf("the scores came back as %s: %v; want %s", back, err, s)
	}
}

// The first solve of a day stays, hints and all.
func TestScoresKeepADaysFirstSolve(t *testing.T) {
	var s Scores
	s.Record(Solve{N: 8, Level: solverpuzzle.Easy, Seconds: 70, Hints: 2, Day: "2026-12-01"})
	s.Record(Solve{N: 8, Level: solverpuzzle.Easy, Seconds: 30, Day: "2026-12-01", OnItsDay: true})
	if got := s.Days["2026-12-01"]; got != (DayResult{Seconds: 70, Hints: 2, Streak: true}) {
		t.Errorf("the day kept %+v", got)
	}
}

// Scores that older pages wrote still read: their times, as the best of
// any solve, and their streak, as the days it counted, whose times they
// did not keep; the streak goes on from there.
func TestOldScoresRead(t *testing.T) {
	old := `{"times":{"10 hard":{"best":95,"last":120,"solved":3}},"streak":3,"longest":4,"lastDay":"2026-12-03"}`
	s, err := ParseScores(old)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Of(10, solverpuzzle.Hard); got != (Times{Best: 95, Last: 120, Solved: 3}) || timesText(got) != "best 1:35, last 2:00, solved 3 times" {
		t.Errorf("times %+v, said %q", got, timesText(got))
	}
	for _, day := range []string{"2026-12-01", "2026-12-02", "2026-12-03"} {
		if r, ok := s.Days[day]; !ok || r != (DayResult{Streak: true}) {
			t.Errorf("day %s: %+v, %v", day, r, ok)
		}
	}
	if len(s.Days) != 3 || s.StreakOn("2026-12-04") != 3 || s.Longest != 4 || s.Streak != 0 || s.LastDay != "" {
		t.Errorf("read as %s", s)
	}
	s.Record(Solve{N: 10, Level: solverpuzzle.Hard, Seconds: 80, Day: "2026-12-04", OnItsDay: true})
	if s.StreakOn("2026-12-04") != 4 || s.Longest != 4 {
		t.Errorf("the next day: streak %d, longest %d", s.StreakOn("2026-12-04"), s.Longest)
	}
	// A streak older than the first puzzle, or a huge one, stops there.
	s, err = ParseScores(`{"streak":1000000000,"lastDay":"2026-11-24"}`)
	if err != nil || len(s.Days) != 2 || s.Longest != 2 {
		t.Errorf("a damaged streak read as %d days, longest %d: %v", len(s.Days), s.Longest, err)
	}
}

// Damaged or foreign saved scores read as none, with an error.
func TestParseScoresRefusesDamage(t *testing.T) {
	for _, data := range []string{"{", "[]", `{"times":{"8 easy":{"best":-1}}}`, `{"streak":"x"}`,
		`{"times":{"8 easy":{"bestNoHints":-1}}}`, `{"days":{"someday":{"streak":true}}}`, `{"days":{"2026-12-01":{"seconds":-4}}}`} {
		if s, err := ParseScores(data); err == nil || s.Days != nil || s.Times != nil {
			t.Errorf("ParseScores(%q) = %+v, %v", data, s, err)
		}
	}
	if s, err := ParseScores(""); err != nil || s.Days != nil {
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
		s.Record(Solve{N: solve.n, Level: solve.level, Seconds: 60})
	}
	if got := strings.Join(s.Keys(), ", "); got != "8 easy, 8 hard, 10 medium, 16 easy" {
		t.Errorf("Keys: %s", got)
	}
}

// The streak's line says something natural whatever it is, never "a
// streak of 0 days".
func TestStreakText(t *testing.T) {
	for _, tt := range []struct {
		streak, longest int
		done            bool
		want            string
	}{
		{0, 0, false, "No streak yet: solve today's puzzle to start one."},
		{0, 5, false, "No streak now: solve today's puzzle to start a new one. Your longest: 5 days."},
		{1, 1, true, "A streak of 1 day, today's puzzle solved. Your longest yet."},
		{3, 3, false, "A streak of 3 days: solve today's puzzle to keep it. Your longest yet."},
		{2, 7, true, "A streak of 2 days, today's puzzle solved. Your longest: 7 days."},
		{1, 4, false, "A streak of 1 day: solve today's puzzle to keep it. Your longest: 4 days."},
	} {
		if got := StreakText(tt.streak, tt.longest, tt.done); got != tt.want {
			t.Errorf("StreakText(%d, %d, %v) = %q, want %q", tt.streak, tt.longest, tt.done, got, tt.want)
		}
	}
}

// The times say the best without hints apart once there is one.
func TestTimesText(t *testing.T) {
	for _, tt := range []struct {
		times Times
		want  string
	}{
		{Times{Best: 62, Last: 133, Solved: 3}, "best 1:02, last 2:13, solved 3 times"},
		{Times{Best: 58, Last: 58, Solved: 1, BestWithoutHints: 58, SolvedWithoutHints: 1}, "best 0:58 without hints, last 0:58, solved 1 time"},
		{Times{Best: 58, Last: 70, Solved: 4, BestWithoutHints: 62, SolvedWithoutHints: 2}, "best 0:58 with hints, 1:02 without, last 1:10, solved 4 times"},
	} {
		if got := timesText(tt.times); got != tt.want {
			t.Errorf("timesText(%+v) = %q, want %q", tt.times, got, tt.want)
		}
	}
}

// The standing of a size and level gives the streak and the best times,
// with any hints and without, for a solve's summary.
func TestStanding(t *testing.T) {
	var s Scores
	s.Record(Solve{N: 10, Level: solverpuzzle.Hard, Seconds: 80, Hints: 1, Day: "2026-12-03", OnItsDay: true})
	s.Record(Solve{N: 10, Level: solverpuzzle.Hard, Seconds: 95, Day: "2026-12-04", OnItsDay: true})
	want := Standing{Streak: 2, Longest: 2, Solved: 2, SolvedWithoutHints: 1, Best: 80 * time.Second, BestWithoutHints: 95 * time.Second}
	if got := s.StandingOn("2026-12-05", 10, solverpuzzle.Hard); got != want {
		t.Errorf("standing %+v, want %+v", got, want)
	}
	if got := s.StandingOn("2026-12-07", 8, solverpuzzle.Easy); got != (Standing{Longest: 2}) {
		t.Errorf("no 8×8 easy solve, two days later: %+v", got)
	}
}
