package puzzle

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"nqueens/solver"
	"nqueens/solver/internal/countdown"
)

// Every puzzle of n from 5 to 12, 20 seeds each, has exactly one
// completion, its solution, by a brute force over all the solutions; and
// its givens are minimal: without any one, the board has more.
func TestPuzzlesAreUniqueAndMinimal(t *testing.T) {
	for n := MinPuzzleN; n <= 12; n++ {
		for seed := uint64(1); seed <= 20; seed++ {
			level := Level(seed % 3)
			p, err := NewPuzzle(n, seed, level)
			if err != nil {
				t.Fatal(err)
			}
			if err := solver.Verify(p.Solution); err != nil || !p.Check(p.Given) || p.N != n || p.Seed != seed {
				t.Fatalf("n=%d seed %d: %+v: %v", n, seed, p, err)
			}
			if got := completions(p.Given); got != 1 {
				t.Errorf("n=%d seed %d: the givens %s have %d completions", n, seed, p.Given.Format("."), got)
			}
			for r, c := range p.Given {
				if c == solver.Free {
					continue
				}
				fewer := slices.Clone(p.Given)
				fewer[r] = solver.Free
				if got := completions(fewer); got < 2 {
					t.Errorf("n=%d seed %d: without the given %d.%d the board still has %d completion", n, seed, r, c, got)
				}
			}
			if p.Level != Grade(p.Given) {
				t.Errorf("n=%d seed %d: level %s, graded %s", n, seed, p.Level, Grade(p.Given))
			}
		}
	}
}

// The same n, seed and level give the same puzzle on every machine and in
// every later version: this table must never change.
func TestPuzzleGolden(t *testing.T) {
	for _, tt := range []struct {
		n     int
		seed  uint64
		level Level
		given string
	}{
		{5, 1, Easy, "easy 2.3,3.1"},
		{8, 7, Medium, "medium 3.2,4.6"},
		{10, 42, Hard, "hard 1.5,2.3,3.1"},
		{12, 2026, Easy, "easy 0.8,3.7,7.5,9.11,10.1"},
		{16, 3, Hard, "hard 0.14,1.4,5.3,7.2,8.15,12.1"},
	} {
		p, err := NewPuzzle(tt.n, tt.seed, tt.level)
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprintf("%s %s", p.Level, p.Given.Format(".")); got != tt.given {
			t.Errorf("NewPuzzle(%d, %d, %s) = %q, want %q", tt.n, tt.seed, tt.level, got, tt.given)
		}
	}
}

// An easy puzzle is solved by forced squares alone: its hints never rule a
// square out. A medium one needs a square ruled out at least once.
func TestPuzzleLevelsByTheirHints(t *testing.T) {
	for n := 7; n <= 14; n++ {
		for _, level := range []Level{Easy, Medium} {
			p, err := NewPuzzle(n, uint64(n), level)
			if err != nil || p.Level != level {
				t.Fatalf("n=%d: %s, %v; want %s", n, p.Level, err, level)
			}
			placed := slices.Clone(p.Given)
			ruledOut := 0
			for steps := 0; !p.Solved(placed); steps++ {
				f, ruleOut, ok := p.Hint(placed, nil)
				if !ok || steps > n*n {
					t.Fatalf("n=%d %s: no hint on %s", n, level, placed.Format("."))
				}
				if ruleOut {
					ruledOut++
					if p.Solution[f.Row] == f.Col {
						t.Fatalf("n=%d: the hint rules out the solution's square %+v", n, f)
					}
					// The player takes the queen of the row the ruled-out
					// square leaves: the solution's, as a lookahead finds.
					placed[f.Row] = p.Solution[f.Row]
					continue
				}
				if p.Solution[f.Row] != f.Col {
					t.Fatalf("n=%d: the forced square %+v is not the solution's", n, f)
				}
				placed[f.Row] = f.Col
			}
			if level == Easy && ruledOut > 0 || level == Medium && ruledOut == 0 {
				t.Errorf("n=%d %s: %d squares ruled out on the way", n, level, ruledOut)
			}
		}
	}
}

// Check and Hint follow the player's queens; Grade and the levels' names.
func TestPuzzlePlay(t *testing.T) {
	p, _ := NewPuzzle(8, 1, Easy)
	placed := slices.Clone(p.Given)
	free := slices.Index(placed, solver.Free)
	placed[free] = (p.Solution[free] + 1) % 8
	if p.Check(placed) {
		t.Error("a wrong queen can still be finished")
	}
	if _, _, ok := p.Hint(placed, nil); ok {
		t.Error("a board that cannot be finished gets a hint")
	}
	placed[free] = p.Solution[free]
	if !p.Check(placed) || p.Solved(placed) {
		t.Error("a right queen cannot be finished, or solves the board")
	}
	if !p.Solved(solver.Placement(p.Solution)) || p.Check(solver.Placement{1, 2}) {
		t.Error("Solved or Check is wrong")
	}
	for _, l := range []Level{Easy, Medium, Hard} {
		if got, err := ParseLevel(l.String()); got != l || err != nil {
			t.Errorf("ParseLevel(%q) = %v, %v", l, got, err)
		}
	}
	if _, err := ParseLevel("extreme"); err == nil {
		t.Error("ParseLevel(extreme) read")
	}
}

// Bad sizes and levels are refused.
func TestPuzzleBadInput(t *testing.T) {
	for _, n := range []int{-1, 0, 4, MaxPuzzleN + 1} {
		if _, err := NewPuzzle(n, 1, Easy); !errors.Is(err, solver.ErrSize) {
			t.Errorf("NewPuzzle(%d) error = %v", n, err)
		}
	}
	if _, err := NewPuzzle(8, 1, Level(7)); err == nil {
		t.Error("level 7 made a puzzle")
	}
}

// A stopped context stops a puzzle between its draws: a hard puzzle of
// n = 16 needs several, and a stop after the first gives no puzzle.
func TestPuzzleStops(t *testing.T) {
	for _, polls := range []int64{1, 2} {
		_, err := NewPuzzleContext(countdown.New(polls), 16, 3, Hard)
		if !errors.Is(err, context.Canceled) {
			t.Errorf("stopped at check %d: error %v", polls, err)
		}
	}
	if _, _, err := DayPuzzleContext(countdown.New(1), PuzzleEpoch); !errors.Is(err, context.Canceled) {
		t.Errorf("the day's puzzle, stopped: error %v", err)
	}
}

// The puzzle of a day is the same for any time of that day, numbered from
// the epoch, with the weekday's size and level.
func TestDayPuzzle(t *testing.T) {
	morning := time.Date(2026, 12, 1, 0, 0, 1, 0, time.UTC)
	evening := time.Date(2026, 12, 1, 23, 59, 0, 0, time.FixedZone("x", -5*3600)) // 2026-12-02 in UTC
	p, number, err := DayPuzzle(morning)
	if err != nil || number != 9 || p.N != 8 || p.Seed != 20261201 || p.Level != Easy { // a Tuesday
		t.Errorf("2026-12-01: #%d %+v %v", number, p, err)
	}
	q, next, _ := DayPuzzle(evening)
	if next != 10 || slices.Equal(q.Given, p.Given) && q.N == p.N {
		t.Errorf("2026-12-02 (UTC) is #%d, with %d×%d", next, q.N, q.N)
	}
	first, one, err := DayPuzzle(PuzzleEpoch.Add(13 * time.Hour))
	if err != nil || one != 1 || first.N != 7 {
		t.Errorf("the first day: #%d n=%d %v", one, first.N, err)
	}
	if _, _, err := DayPuzzle(PuzzleEpoch.Add(-time.Hour)); err == nil {
		t.Error("a day before the first puzzle has one")
	}
}

// Any seed's puzzle has one completion and minimal givens.
func FuzzPuzzle(f *testing.F) {
	f.Add(uint8(3), uint64(1), uint8(0))
	f.Add(uint8(7), uint64(99), uint8(2))
	f.Fuzz(func(t *testing.T, size uint8, seed uint64, level uint8) {
		n := MinPuzzleN + int(size)%6
		p, err := NewPuzzle(n, seed, Level(level%3))
		if err != nil {
			t.Fatal(err)
		}
		if completionsUpTo(p.Given, 2) != 1 || !p.Check(p.Given) {
			t.Fatalf("n=%d seed %d: %s is not a puzzle", n, seed, p.Given.Format("."))
		}
		for r, c := range p.Given {
			if c != solver.Free {
				fewer := slices.Clone(p.Given)
				fewer[r] = solver.Free
				if completionsUpTo(fewer, 2) != 2 {
					t.Fatalf("n=%d seed %d: the given %d.%d can go", n, seed, r, c)
				}
			}
		}
	})
}

// BenchmarkNewPuzzle makes puzzles of each level on boards of 8, 12 and 16,
// a seed each time.
func BenchmarkNewPuzzle(b *testing.B) {
	for _, n := range []int{8, 12, 16} {
		for _, level := range []Level{Easy, Medium, Hard} {
			b.Run(fmt.Sprintf("n=%d/%s", n, level), func(b *testing.B) {
				for i := range b.N {
					if _, err := NewPuzzle(n, uint64(i), level); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// completions counts the solutions that hold placed's queens, by listing
// every solution of the board.
func completions(placed solver.Placement) (count int) {
	all, _ := solver.Solutions(len(placed))
	for x := range all {
		if placed.Holds(x) {
			count++
		}
	}
	return count
}
