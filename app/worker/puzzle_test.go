package worker

import (
	"slices"
	"strings"
	"testing"
	"time"

	"nqueens/solver/puzzle"
)

// OpPuzzle makes the solver's puzzle of N, Seed and Level, or of Day, and
// it travels through JSON as the page and its worker send it; bad
// requests get an error that says why.
func TestPuzzleOp(t *testing.T) {
	want, _ := puzzle.NewPuzzle(12, 7, puzzle.Hard)
	res, _ := traceOver(t, Request{ID: 4, Op: OpPuzzle, N: 12, Seed: 7, Level: "hard"})
	if res.Type != TypePuzzle || res.ID != 4 || res.Puzzle == nil {
		t.Fatalf("OpPuzzle answered %+v", res)
	}
	got, err := res.Puzzle.Puzzle()
	if err != nil || got.Level != want.Level || !slices.Equal(got.Given, want.Given) || !slices.Equal(got.Solution, want.Solution) || got.Seed != 7 {
		t.Errorf("OpPuzzle made %+v, %v; the solver %+v", got, err, want)
	}
	day, number, _ := puzzle.DayPuzzle(time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC))
	res, _ = traceOver(t, Request{ID: 5, Op: OpPuzzle, Day: "2026-12-01"})
	if res.Puzzle == nil || res.Puzzle.Number != number || res.Puzzle.Day != "2026-12-01" || !slices.Equal(res.Puzzle.Given, day.Given) {
		t.Errorf("the puzzle of 2026-12-01: %+v, want #%d %+v", res.Puzzle, number, day)
	}
	for _, tt := range []struct {
		req  Request
		says string
	}{
		{Request{Op: OpPuzzle, N: 4, Seed: 1, Level: "easy"}, "from n = 5 to 16"},
		{Request{Op: OpPuzzle, N: 8, Seed: 1, Level: "extreme"}, `no puzzle level "extreme"`},
		{Request{Op: OpPuzzle, Day: "tomorrow"}, "is not a date"},
		{Request{Op: OpPuzzle, Day: "2020-01-01"}, "comes before the first puzzle of the day"},
	} {
		res, _ := traceOver(t, tt.req)
		if res.Type != TypeError || !strings.Contains(res.Error, tt.says) {
			t.Errorf("%+v answered %+v, want an error saying %q", tt.req, res, tt.says)
		}
	}
	if _, err := (&Puzzle{N: 8, Level: "easy", Given: []int{1}}).Puzzle(); err == nil {
		t.Error("a puzzle with one row of givens for n = 8 read")
	}
}
