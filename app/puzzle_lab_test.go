//go:build !(js && wasm)

package app

import (
	"strings"
	"testing"

	"nqueens/app/link"
	"nqueens/solver/puzzle"
)

// Puzzle mode makes the link's puzzle, plays it, and leaves it for another
// mode; a new size draws a new puzzle, with its seed in the link.
func TestPuzzleModeOnThePage(t *testing.T) {
	l := newTestLab(link.View{N: 10, Mode: link.Puzzle, Seed: 7, Level: "hard"})
	g := l.puzzle.Game()
	want, _ := puzzle.NewPuzzle(10, 7, puzzle.Hard)
	if g == nil || g.Puzzle.Given.Format(".") != want.Given.Format(".") {
		t.Fatalf("the page made %+v, want the givens %s", g, want.Given.Format("."))
	}
	if title := newPageInfo(l.view, &l.count).title(); title != "Puzzle · 10×10 hard · 000007 — N-Queens Lab" {
		t.Errorf("title %q", title)
	}
	for r, c := range want.Solution {
		l.puzzle.Tap(r, c)
	}
	if !g.Solved() || !strings.HasPrefix(l.puzzle.Title(l.view), "Solved in 0:00 · Puzzle · 10×10 "+want.Level.String()) {
		t.Errorf("solved %v, title %q", g.Solved(), l.puzzle.Title(l.view))
	}
	if s := l.puzzle.Given(); s != want.Given.Format(".") || strings.Contains(l.view.Encode(), "q=") {
		t.Errorf("the snapshot's givens %q, the link %s", s, l.view.Encode())
	}
	l.Navigate(func(v *link.View) { v.SetN(12) }, link.PushEntry)
	if g := l.puzzle.Game(); g == nil || g.N() != 12 || l.view.Seed == 0 || l.view.Seed == 4 || l.view.Day != "" {
		t.Errorf("n = 12 shows %+v, seed %d", g, l.view.Seed)
	}
	l.Navigate(func(v *link.View) { v.SetMode(link.Browse) }, link.PushEntry)
	if l.puzzle.Game() != nil || len(l.board.Queens) != 12 {
		t.Errorf("browsing kept the puzzle, or shows no board")
	}
}
