package puzzle

import (
	"strings"
	"testing"

	"nqueens/solver"
)

// The keys move the cursor, and Enter, Space and X play its square; the
// board tells screen readers what it holds.
func TestModeKeys(t *testing.T) {
	p := mustPuzzle(t, 8, 3, solver.Medium)
	m := &Mode{game: NewGame(p, 0, "", newFakeClock().now)}
	r := freeRows(p)[0]
	for range r {
		m.pressKey("ArrowDown")
	}
	m.pressKey("End")
	if m.cursor != [2]int{r, 7} || !strings.HasPrefix(m.said, "Row ") {
		t.Fatalf("cursor %v, said %q", m.cursor, m.said)
	}
	if !m.pressKey("Enter") || m.game.Queen(r) != 7 || !strings.Contains(m.said, "your queen") {
		t.Errorf("Enter: queen %d, said %q", m.game.Queen(r), m.said)
	}
	if !m.pressKey("x") || m.game.Queen(r) != solver.Free || !m.game.Marked(r, 7) || !strings.Contains(m.said, "ruled out") {
		t.Errorf("X: queen %d, said %q", m.game.Queen(r), m.said)
	}
	if m.pressKey("q") {
		t.Error("Q did something")
	}
	for _, row := range freeRows(p) {
		m.Tap(row, p.Solution[row])
	}
	if !m.game.Solved() || !strings.HasPrefix(m.said, "Solved in ") || m.scores.Of(8, solver.Medium).Solved != 1 {
		t.Errorf("solved %v, said %q, scores %+v", m.game.Solved(), m.said, m.scores)
	}
}
