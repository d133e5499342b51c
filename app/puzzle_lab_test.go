//go:build !(js && wasm)

package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

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

// withToday sets the player's date for a test.
func withToday(t *testing.T, day string) {
	old := link.Today
	link.Today = func() string { return day }
	t.Cleanup(func() { link.Today = old })
}

// A day still to come is not opened: no puzzle is made, and the page says
// when it opens in its board's place, with the day's date on the board's
// element; the day opens once it comes.
func TestPuzzleOfADayToCome(t *testing.T) {
	withToday(t, "2026-12-04")
	l := newTestLab(link.View{Mode: link.Puzzle, Day: "2026-12-25"})
	html := app.HTMLString(l.Render())
	if l.puzzle.Game() != nil || l.puzzle.Busy() || !strings.Contains(html, "Puzzle #33 opens on Friday 25 December 2026") ||
		!strings.Contains(html, `data-opens="2026-12-25"`) || strings.Contains(html, "data-row") {
		t.Errorf("the puzzle of 25 December, on 4 December: game %v, busy %v, page %s", l.puzzle.Game(), l.puzzle.Busy(), html)
	}
	if l.view.Encode() != "day=2026-12-25&mode=puzzle&n=10" {
		t.Errorf("the link became %s", l.view.Encode())
	}
	link.Today = func() string { return "2026-12-25" }
	l.Navigate(func(*link.View) {}, link.ReplaceEntry)
	if g := l.puzzle.Game(); g == nil || g.Day != "2026-12-25" || g.Number != 33 {
		t.Errorf("on its day the puzzle is %+v", g)
	}
}

// The server, which does not know the player's zone, leaves today's
// puzzle to the browser: its page names no day, makes no puzzle, and has
// no square to tap, whose tap the live page would play on another board.
func TestTodaysPuzzleOnTheServer(t *testing.T) {
	withToday(t, "")
	l := newTestLab(link.View{Mode: link.Puzzle})
	info := newPageInfo(l.view, &l.count)
	if !l.view.DayPending() || l.puzzle.Game() != nil || l.puzzle.Busy() || info.title() != "Today's puzzle — N-Queens Lab" {
		t.Errorf("today's puzzle on the server: %+v, game %v, title %q", l.view, l.puzzle.Game(), info.title())
	}
	if html := app.HTMLString(l.Render()); !strings.Contains(html, "Finding today&#39;s puzzle…") || strings.Contains(html, "data-date") || strings.Contains(html, "data-row") {
		t.Errorf("its page: %s", html)
	}
}
