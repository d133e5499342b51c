package puzzle

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"nqueens/solver"
	solverpuzzle "nqueens/solver/puzzle"
)

// fakeClock is a game's clock that a test moves.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time       { return c.t }
func (c *fakeClock) pass(d time.Duration) { c.t = c.t.Add(d) }
func newFakeClock() *fakeClock            { return &fakeClock{time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)} }
func mustPuzzle(t *testing.T, n int, seed uint64, level solverpuzzle.Level) solverpuzzle.Puzzle {
	t.Helper()
	p, err := solverpuzzle.NewPuzzle(n, seed, level)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// freeRows returns the rows without a given, in order.
func freeRows(p solverpuzzle.Puzzle) []int { return p.FreeRows() }

// A game played by taps to its solution is solved, with the time on the
// clock from the first move, and then takes no more moves.
func TestGameSolvedByTaps(t *testing.T) {
	clock := newFakeClock()
	p := mustPuzzle(t, 8, 3, solverpuzzle.Medium)
	g := NewGame(p, 0, "", clock.now)
	clock.pass(time.Minute) // before the first move: not counted
	for _, r := range freeRows(p) {
		clock.pass(10 * time.Second)
		g.Tap(r, p.Solution[r])
	}
	want := time.Duration(len(freeRows(p))-1) * 10 * time.Second
	if !g.Solved() || g.Took() != want {
		t.Fatalf("solved %v in %v, want in %v", g.Solved(), g.Took(), want)
	}
	clock.pass(time.Hour)
	g.Tap(freeRows(p)[0], 0)
	g.Undo()
	if !g.Solved() || g.Took() != want || g.CanUndo() {
		t.Errorf("a solved game moved: solved %v, took %v", g.Solved(), g.Took())
	}
}

// Taps cycle a square through queen, mark and empty; a right click marks;
// givens never change; every move can be undone and redone.
func TestGameMovesUndoAndRedo(t *testing.T) {
	p := mustPuzzle(t, 8, 3, solverpuzzle.Medium)
	g := NewGame(p, 0, "", newFakeClock().now)
	r := freeRows(p)[0]
	given := 0
	for given = range p.Given {
		if p.Given[given] != solver.Free {
			break
		}
	}
	type state struct {
		queen  int
		marked bool
	}
	at := func() state { return state{g.Queen(r), g.Marked(r, 2)} }
	steps := []struct {
		do   func()
		want state
	}{
		{func() { g.Tap(r, 2) }, state{2, false}},
		{func() { g.Tap(r, 2) }, state{solver.Free, true}},
		{func() { g.Tap(r, 2) }, state{solver.Free, false}},
		{func() { g.Mark(r, 2) }, state{solver.Free, true}},
		{func() { g.Tap(r, 5) }, state{5, true}},
		{func() { g.Mark(r, 5) }, state{solver.Free, true}},
	}
	var seen []state
	for i, s := range steps {
		s.do()
		if got := at(); got != s.want {
			t.Fatalf("step %d: %+v, want %+v", i, got, s.want)
		}
		seen = append(seen, at())
	}
	g.Tap(given, p.Given[given])
	g.Mark(given, p.Given[given])
	if g.Queen(given) != p.Given[given] || g.Marked(given, p.Given[given]) || len(g.undo) != len(steps) {
		t.Fatalf("a given changed")
	}
	for i := len(steps) - 2; i >= 0; i-- {
		g.Undo()
		if got := at(); got != seen[i] {
			t.Errorf("undo to step %d: %+v, want %+v", i, got, seen[i])
		}
	}
	g.Undo()
	if g.Placed() != 0 || g.Marks() != 0 || g.CanUndo() {
		t.Errorf("undone to the start: %d queens, %d marks", g.Placed(), g.Marks())
	}
	for i := range steps {
		g.Redo()
		if got := at(); got != seen[i] {
			t.Errorf("redo of step %d: %+v, want %+v", i, got, seen[i])
		}
	}
	if g.CanRedo() {
		t.Error("Redo has more than the moves made")
	}
	g.Undo()
	g.Tap(r, 0)
	if g.CanRedo() {
		t.Error("a new move kept the moves undone")
	}
	g.Restart()
	if g.Placed() != 0 || g.Marks() != 0 || !g.CanUndo() {
		t.Errorf("Restart left %d queens and %d marks", g.Placed(), g.Marks())
	}
}

// Check says whether the board can be finished, and a hint gives a square
// that is right: a queen of the solution, or a square to rule out. Hints
// alone solve any puzzle.
func TestGameCheckAndHints(t *testing.T) {
	for _, level := range []solverpuzzle.Level{solverpuzzle.Easy, solverpuzzle.Medium, solverpuzzle.Hard} {
		p := mustPuzzle(t, 10, 5, level)
		g := NewGame(p, 0, "", newFakeClock().now)
		r := freeRows(p)[0]
		g.Tap(r, (p.Solution[r]+1)%10)
		if said := g.Check(); !strings.HasPrefix(said, "No") {
			t.Errorf("%s: a wrong queen checks as %q", level, said)
		}
		if said := g.Checked(); strings.Contains(said, fmt.Sprint(r+1)) {
			t.Errorf("%s: Check, free, names the wrong queen's row: %q", level, said)
		}
		if h := g.AskHint(); h.Row != r || h.Col != (p.Solution[r]+1)%10 || !h.Wrong || !strings.Contains(h.Text, fmt.Sprintf("row %d, column %d", r+1, h.Col+1)) {
			t.Errorf("%s: a hint on a wrong board does not show the wrong queen: %+v", level, h)
		}
		g.Undo()
		g.Mark(r, p.Solution[r])
		if h := g.AskHint(); h.Row != r || h.Col != p.Solution[r] || !strings.Contains(h.Text, "Take away the mark") {
			t.Errorf("%s: a hint with the solution's square marked: %+v", level, h)
		}
		g.Undo()
		for moves := 0; !g.Solved(); moves++ {
			if moves > 200 {
				t.Fatalf("%s: hints did not solve the puzzle", level)
			}
			h := g.AskHint()
			switch {
			case h == nil || h.Row < 0:
				t.Fatalf("%s: hint %+v on a board that can be finished", level, h)
			case h.RuleOut:
				if p.Solution[h.Row] == h.Col {
					t.Fatalf("%s: hint rules out the solution's square %+v", level, h)
				}
				g.Mark(h.Row, h.Col)
			default:
				if p.Solution[h.Row] != h.Col {
					t.Fatalf("%s: hint places a queen off the solution: %+v", level, h)
				}
				g.Tap(h.Row, h.Col)
				if said := g.Check(); !g.Solved() && !strings.HasPrefix(said, "Yes") {
					t.Fatalf("%s: a right board checks as %q", level, said)
				}
			}
		}
		if level == solverpuzzle.Easy && g.Hints() != len(freeRows(p))+2 {
			t.Errorf("easy: %d hints for %d free rows, and the two on the wrong boards", g.Hints(), len(freeRows(p)))
		}
	}
}

// The timer pauses while the page is hidden, and not before it starts.
func TestTimerPausesWhenHidden(t *testing.T) {
	clock := newFakeClock()
	g := NewGame(mustPuzzle(t, 8, 3, solverpuzzle.Easy), 0, "", clock.now)
	g.Hidden(true)
	clock.pass(time.Minute)
	g.Hidden(false)
	r := freeRows(g.Puzzle)[0]
	g.Tap(r, g.Puzzle.Solution[r])
	clock.pass(5 * time.Second)
	g.Hidden(true)
	clock.pass(time.Hour)
	if g.Took() != 5*time.Second || g.Clock().Running() {
		t.Errorf("hidden: %v on the clock, running %v", g.Took(), g.Clock().Running())
	}
	g.Hidden(false)
	clock.pass(3 * time.Second)
	if g.Took() != 8*time.Second || !g.Clock().Running() {
		t.Errorf("shown again: %v on the clock", g.Took())
	}
}

// A game saved and resumed has its queens, marks, time and hints; its
// clock runs on; a solved one stays solved, with its time.
func TestGameSavedAndResumed(t *testing.T) {
	clock := newFakeClock()
	p := mustPuzzle(t, 10, 5, solverpuzzle.Hard)
	g := NewGame(p, 0, "", clock.now)
	rows := freeRows(p)
	g.Tap(rows[0], p.Solution[rows[0]])
	g.Mark(rows[1], (p.Solution[rows[1]]+1)%10)
	g.AskHint()
	clock.pass(42 * time.Second)
	saved := g.Save()
	again := NewGame(p, 0, "", clock.now)
	again.Resume(saved)
	if again.playerQueens() != g.playerQueens() || again.Marks() != 1 || again.Hints() != 1 || again.Took() != 42*time.Second {
		t.Fatalf("resumed %q, %d marks, %d hints, %v; saved %+v", again.playerQueens(), again.Marks(), again.Hints(), again.Took(), saved)
	}
	clock.pass(time.Second)
	if again.Took() != 43*time.Second {
		t.Errorf("the resumed clock stands at %v", again.Took())
	}
	for _, r := range rows[1:] {
		again.Tap(r, p.Solution[r])
	}
	solved := NewGame(p, 0, "", clock.now)
	solved.Resume(again.Save())
	clock.pass(time.Minute)
	if !solved.Solved() || solved.Took() != again.Took() {
		t.Errorf("a solved game resumed: solved %v in %v, want %v", solved.Solved(), solved.Took(), again.Took())
	}
	damaged := NewGame(p, 0, "", clock.now)
	damaged.Resume(Saved{Queens: "x,99.99,0.0", Marks: []int{-1, 1000}, Seconds: -5, Hints: -2})
	if damaged.Hints() != 0 || damaged.Took() < 0 || damaged.Marks() != 0 {
		t.Errorf("a damaged save gave %d hints, %v, %d marks", damaged.Hints(), damaged.Took(), damaged.Marks())
	}
}

// A hint asked again before a move is the same hint, counted once; Check
// finds a mark on a queen's square.
func TestGameHintOnceAndMarksChecked(t *testing.T) {
	p := mustPuzzle(t, 10, 5, solverpuzzle.Medium)
	g := NewGame(p, 0, "", newFakeClock().now)
	first := g.AskHint()
	if again := g.AskHint(); again != first || g.Hints() != 1 {
		t.Errorf("a hint asked twice: %+v then %+v, %d counted", first, again, g.Hints())
	}
	r := freeRows(p)[0]
	g.Mark(r, p.Solution[r])
	if said := g.Check(); !strings.Contains(said, "marks rules out a queen's square") {
		t.Errorf("a wrong mark checks as %q", said)
	}
	g.Undo()
	g.Mark(r, (p.Solution[r]+1)%10)
	if said := g.Check(); !strings.HasPrefix(said, "Yes") {
		t.Errorf("a right mark checks as %q", said)
	}
}
