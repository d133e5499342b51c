package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"nqueens/solver/puzzle"
)

// puzzle -json prints the solver's puzzle, rows and columns from 0; the
// day's is the solver's DayPuzzle, which the page shows too.
func TestPuzzleJSON(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want func() (puzzle.Puzzle, int)
	}{
		{[]string{"-n", "10", "-seed", "7", "-level", "hard"}, func() (puzzle.Puzzle, int) {
			p, _ := puzzle.NewPuzzle(10, 7, puzzle.Hard)
			return p, 0
		}},
		{[]string{"-n", "8", "-seed", "3"}, func() (puzzle.Puzzle, int) { // medium by default
			p, _ := puzzle.NewPuzzle(8, 3, puzzle.Medium)
			return p, 0
		}},
		{[]string{"-n", "8", "-code", "000003"}, func() (puzzle.Puzzle, int) { // the page's name of seed 3
			p, _ := puzzle.NewPuzzle(8, 3, puzzle.Medium)
			return p, 0
		}},
		{[]string{"-n", "10", "-code", "k7qx2m", "-level", "hard"}, func() (puzzle.Puzzle, int) {
			p, _ := puzzle.NewPuzzle(10, 19<<25|7<<20|23<<15|29<<10|2<<5|20, puzzle.Hard)
			return p, 0
		}},
		{[]string{"-day", "2026-12-01"}, func() (puzzle.Puzzle, int) {
			p, number, _ := puzzle.DayPuzzle(time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC))
			return p, number
		}},
	} {
		code, out, errOut := runCLI(append([]string{"puzzle", "-json"}, tt.args...)...)
		var got puzzleResult
		if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 {
			t.Fatalf("puzzle %v: %d %q %q: %v", tt.args, code, out, errOut, err)
		}
		want, number := tt.want()
		if got.N != want.N || got.Seed != want.Seed || got.Level != want.Level.String() || !slices.Equal(got.Solution, want.Solution) ||
			!slices.Equal(got.Given, want.Givens()) || got.Number != number {
			t.Errorf("puzzle %v = %+v, want %+v #%d", tt.args, got, want, number)
		}
		var raw map[string]any
		json.Unmarshal([]byte(out), &raw)
		for _, key := range []string{"n", "seed", "level", "given", "solution"} {
			if _, ok := raw[key]; !ok {
				t.Errorf("puzzle %v -json lacks %q", tt.args, key)
			}
		}
		if wantCode, _ := puzzle.Code(want.Seed); number == 0 && got.Code != wantCode || number > 0 && got.Code != "" {
			t.Errorf("puzzle %v -json gives the code %q", tt.args, got.Code)
		}
	}
	code, out, _ := runCLI("puzzle", "-n", "8", "-seed", "3")
	if code != 0 || !strings.HasPrefix(out, "puzzle 8×8 medium, seed 3, code 000003\ngiven (row.column, from 0): ") || strings.Count(out, "Q") < 9 {
		t.Errorf("puzzle -n 8 -seed 3 printed %q", out)
	}
}

// Bad input exits 2 with a clear message, quoting at most about 60
// characters of a bad value.
func TestPuzzleBadInput(t *testing.T) {
	long := strings.Repeat("x", 500)
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-n", "4", "-seed", "1"}, "-n 4 is out of range: a puzzle's n must be from 5 to 16"},
		{[]string{"-n", "17", "-seed", "1"}, "from 5 to 16"},
		{[]string{"-n", "8"}, "give -n and -seed (or -code), or -day"},
		{[]string{"-n", "8", "-code", "K7QU2M"}, `-code "K7QU2M": a puzzle code holds digits and letters other than U, not 'U'`},
		{[]string{"-n", "8", "-code", long}, "at most 8 characters"},
		{[]string{"-n", "8", "-code", "K7QX2M", "-seed", "4"}, "give -seed or -code"},
		{[]string{"-day", "2026-12-01", "-code", "K7QX2M"}, "-day gives the size, seed and level"},
		{[]string{"-n", "8", "-seed", "1", "-level", "extreme"}, `-level "extreme": choose easy, medium or hard`},
		{[]string{"-n", "8", "-seed", "1", "-level", long}, "choose easy"},
		{[]string{"-day", "2026-02-30"}, `-day "2026-02-30" is not a date`},
		{[]string{"-day", long}, "is not a date"},
		{[]string{"-day", "2020-01-01"}, "comes before the first puzzle of the day, on 2026-11-23"},
		{[]string{"-day", "2026-12-01", "-n", "8"}, "-day gives the size, seed and level"},
		{[]string{"-n", "8", "-seed", "-3"}, "-seed"},
	} {
		code, out, errOut := runCLI(append([]string{"puzzle"}, tt.args...)...)
		if code != 2 || out != "" || !strings.Contains(errOut, tt.want) || strings.Count(errOut, "\n") != 1 || len(errOut) > 200 {
			t.Errorf("puzzle %.80v: %d %q %q, want status 2 and %q", tt.args, code, out, errOut, tt.want)
		}
	}
}

// A message quotes at most about 60 characters of any bad value.
func TestLongValuesAreCut(t *testing.T) {
	long := strings.Repeat("x", 5000)
	for _, args := range [][]string{
		{long},
		{"count", "-n", long},
		{"count", "-n", "8", "-place", long},
		{"count", "-n", "8", "-part", long},
		{"solve", "-n", "8", long},
		{"puzzle", "-day", long},
	} {
		code, _, errOut := runCLI(args...)
		if code != 2 || len(errOut) > 300 || !strings.Contains(errOut, "…") {
			t.Errorf("%.30v: status %d, %d bytes: %.300q", args, code, len(errOut), errOut)
		}
	}
}
