//go:build !(js && wasm)

package app

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/kit/pagetest"
	"nqueens/app/link"
	"nqueens/solver"
)

// completions counts the completions of queens, written as a link writes
// them, on an n×n board, with the solver.
func completions(t *testing.T, n int, queens string) solver.Tally {
	t.Helper()
	placed, _ := solver.ParsePlacement(n, queens)
	tally, err := solver.CountCompletions(placed)
	if err != nil {
		t.Fatal(err)
	}
	return tally
}

// toggle clicks square (r, c) of the board in play.
func toggle(l *Lab, r, c int) {
	l.host.Navigate(func(v *link.View) { v.Toggle(r, c) }, link.PushEntry)
}

func TestPlayCountsCompletionsAsTheQueensChange(t *testing.T) {
	l := newTestLab(link.View{N: 8, Mode: link.Play, Placed: "0.4"})
	for _, step := range []struct {
		r, c   int
		placed string
		title  string
	}{
		{3, 2, "0.4,3.2", "8 queens · 2 placed, 1 completion — N-Queens Lab"},
		{3, 2, "0.4", "8 queens · 1 placed, 18 completions — N-Queens Lab"},
		{0, 4, "", "8 queens · 0 placed, 92 completions — N-Queens Lab"},
		{7, 7, "7.7", "8 queens · 1 placed, 4 completions — N-Queens Lab"},
		{7, 6, "7.6", "8 queens · 1 placed, 8 completions — N-Queens Lab"},
	} {
		toggle(l, step.r, step.c)
		want := completions(t, 8, step.placed)
		if l.view.Placed != step.placed || !l.count.Counted || l.count.Solutions != want.Solutions {
			t.Errorf("after %d.%d: queens %q, counted %v, %d; want %q, %d", step.r, step.c, l.view.Placed,
				l.count.Counted, l.count.Solutions, step.placed, want.Solutions)
		}
		if title := newPageInfo(l.view, &l.count).title(); title != step.title {
			t.Errorf("after %d.%d: title %q, want %q", step.r, step.c, title, step.title)
		}
		if q := l.view.Query(); q.Get("mode") != "play" || q.Get("q") != step.placed {
			t.Errorf("after %d.%d: link %v", step.r, step.c, q)
		}
	}
}

// TestPlayCountsUpToTheQueensSymmetries shows the unique count where a
// symmetry of the board keeps the queens, and only there.
func TestPlayCountsUpToTheQueensSymmetries(t *testing.T) {
	for _, tt := range []struct {
		n          int
		placed     string
		symmetries int
	}{
		{9, "4.4", 8}, {8, "0.0", 2}, {10, "4.2,5.7", 2}, {8, "1.3", 1},
	} {
		l := newTestLab(link.View{N: tt.n, Mode: link.Play, Placed: tt.placed})
		want := completions(t, tt.n, tt.placed)
		html := app.HTMLString(l.Render())
		shown := strings.Contains(html, "which leave your queens in place") || strings.Contains(html, "which leaves your queens in place")
		if l.count.Solutions != want.Solutions || l.count.Unique != want.Unique || shown != (tt.symmetries > 1) {
			t.Errorf("n = %d, %s: %d completions, %d unique, shown %v; want %d, %d, shown for %d symmetries",
				tt.n, tt.placed, l.count.Solutions, l.count.Unique, shown, want.Solutions, want.Unique, tt.symmetries)
		}
	}
}

// TestPlayAttackingQueens gets 0 with the reason, at once, and advice.
func TestPlayAttackingQueens(t *testing.T) {
	held := pagetest.NewHeldBackend()
	l := newTestLabOn(held, link.View{N: 8, Mode: link.Play, Placed: "1.1,4.4"})
	if !l.count.Counted || l.count.Solutions != 0 {
		t.Fatalf("attacking queens: counted %v, %d", l.count.Counted, l.count.Solutions)
	}
	for _, req := range held.Started {
		if req.Op == "count" {
			t.Errorf("attacking queens were counted: %+v", req)
		}
	}
	if !held.Release(backend.SeekSlot) {
		t.Fatal("no advice was asked for")
	}
	html := app.HTMLString(l.Render())
	// Alone, the queen on 1.1 has 16 completions, and the one on 4.4 has 8.
	for _, want := range []string{"share a diagonal", "a dead end", `data-testid="clashes"`, "Take away the queen on row 5, column 5: then 16 solutions"} {
		if !strings.Contains(html, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
}

// TestPlayHelp asks for a hint and a completion, and checks that a new
// placement drops them and stops the help's request.
func TestPlayHelp(t *testing.T) {
	l := newTestLab(link.View{N: 8, Mode: link.Play, Placed: "0.4"})
	l.play.Hint()
	open := 0
	for c := range 8 {
		if c != 3 && c != 4 && c != 5 && completions(t, 8, "0:4,1:"+strconv.Itoa(c)).Solutions > 0 {
			open++
		}
	}
	if html := app.HTMLString(l.Render()); !strings.Contains(html, fmt.Sprintf("Hint: in row 2, %d squares still have completions", open)) {
		t.Errorf("no hint for %d squares: %s", open, html)
	}
	l.play.ShowCompletion()
	if html := app.HTMLString(l.Render()); strings.Count(html, " ghost") != 7 {
		t.Errorf("the completion shows %d queens, want 7", strings.Count(html, " ghost"))
	}
	held := pagetest.NewHeldBackend()
	l.host.Backend = held
	l.play.Hint()
	toggle(l, 1, 1)
	if _, ok := held.Held[backend.SeekSlot]; ok || l.play.Busy() {
		t.Error("the hint of the last placement was not stopped")
	}
	if html := app.HTMLString(l.Render()); strings.Contains(html, " ghost") || strings.Contains(html, "Hint:") {
		t.Error("a new placement kept the last one's help")
	}
}

// TestPlayLargeEmptyBoardWaits counts nothing on an empty board too large
// to count at once, and counts once a queen is placed; a change stops the
// count under way.
func TestPlayLargeEmptyBoardWaits(t *testing.T) {
	held := pagetest.NewHeldBackend()
	l := newTestLabOn(held, link.View{N: 20, Mode: link.Play})
	if l.count.counting || len(held.Held) != 0 {
		t.Fatalf("an empty 20×20 board is counted: %+v", held.Held)
	}
	toggle(l, 0, 3)
	req, ok := held.Held[backend.CountSlot]
	if !ok || fmtPlace(req.Req.Place) != "0:3" || req.Req.Engine != backend.EngineAuto {
		t.Fatalf("the count asked for: %+v", held.Held)
	}
	stopped := len(held.Stopped)
	toggle(l, 5, 5)
	if len(held.Stopped) == stopped || fmtPlace(held.Held[backend.CountSlot].Req.Place) != "0:3,5:5" {
		t.Errorf("the stale count was not stopped, or the new one not started: %+v", held)
	}
}

// fmtPlace writes a request's placement as the CLI reads it.
func fmtPlace(place []int) string { return solver.Placement(place).Format(":") }

// TestPlayModeSwitches goes from browsing to play and back.
func TestPlayModeSwitches(t *testing.T) {
	l := newTestLab(link.View{N: 8, K: 5})
	l.Navigate(func(v *link.View) { v.SetMode(link.Play) }, link.PushEntry)
	if l.view.Mode != link.Play || l.view.Placed != "" || l.count.Solutions != 92 {
		t.Fatalf("play: %+v, %d", l.view, l.count.Solutions)
	}
	toggle(l, 0, 0)
	setN(l, 6) // the queen stays
	if l.view.Placed != "0.0" || l.count.Solutions != completions(t, 6, "0:0").Solutions {
		t.Errorf("n = 6: %q, %d", l.view.Placed, l.count.Solutions)
	}
	l.Navigate(func(v *link.View) { v.SetMode(link.Browse) }, link.PushEntry)
	if l.view.Mode == link.Play || l.count.Solutions != 4 || len(l.shown()) != 6 {
		t.Errorf("back to browsing: %+v, %d solutions, board %v", l.view, l.count.Solutions, l.shown())
	}
}

// TestPlayPrerenders counts a link's completions on the server, and the
// live page takes the count over without counting again.
func TestPlayPrerenders(t *testing.T) {
	v, notices := link.ParseView(link.View{N: 8, Mode: link.Play, Placed: "0.4,3.2"}.Query())
	server := &Lab{}
	server.prerender(backend.Local{}, v, notices)
	if !server.count.Counted || server.count.Solutions != 1 {
		t.Fatalf("prerendered: %+v", server.count)
	}
	held := pagetest.NewHeldBackend()
	live := &Lab{live: true}
	live.host.Backend = held
	if !live.restore(server.snapshot(), v) {
		t.Fatal("the snapshot was not restored")
	}
	live.resume()
	if live.count.Solutions != 1 || len(held.Started) != 0 || !strings.Contains(app.HTMLString(live.Render()), "extends your 2 queens") {
		t.Errorf("restored: %+v, requests %+v", live.count, held.Started)
	}
}

// TestPlayTellsWhatChanged checks the page's words for a smaller board, a
// count out of reach, a solution placed, a dead end of one queen, and a
// count stopped and started again.
func TestPlayTellsWhatChanged(t *testing.T) {
	l := newTestLab(link.View{N: 8, Mode: link.Play, Placed: "0.4,7.7"})
	setN(l, 7)
	if l.view.Placed != "0.4" || len(l.notices) != 1 || !strings.Contains(l.notices[0], "no room for the queen on row 8, column 8") {
		t.Errorf("n = 7: %q, notices %q", l.view.Placed, l.notices)
	}

	held := pagetest.NewHeldBackend()
	far := newTestLabOn(held, link.View{N: 32, Mode: link.Play, Placed: "31.31"})
	if far.count.counting || len(held.Held) != 0 {
		t.Errorf("a count out of reach was started: %+v", held.Held)
	}
	if html := app.HTMLString(far.Render()); !strings.Contains(html, "out of reach") {
		t.Error("no word on the count out of reach")
	}

	solved := newTestLab(link.View{N: 8, Mode: link.Play, Placed: "0.4,1.6,2.0,3.2,4.7,5.5,6.3,7.1"})
	if html := app.HTMLString(solved.Render()); !strings.Contains(html, "Solved: your 8 queens are a solution.") {
		t.Errorf("no word of the solution: %s", html)
	}

	lone := newTestLab(link.View{N: 4, Mode: link.Play, Placed: "0.0"})
	if html := app.HTMLString(lone.Render()); !strings.Contains(html, "No solution extends it") ||
		!strings.Contains(html, "Take away the queen on row 1, column 1: the empty board has 2 solutions.") {
		t.Errorf("a lone queen's dead end: %s", html)
	}

	stopped := newTestLabOn(pagetest.NewHeldBackend(), link.View{N: 12, Mode: link.Play, Placed: "2.3"})
	stopped.Cancel()
	if html := app.HTMLString(stopped.Render()); !strings.Contains(html, `data-testid="play-recount"`) {
		t.Fatalf("no Count again after a cancel: %s", html)
	}
	playPart{stopped}.countPlacement()
	if !stopped.count.counting {
		t.Error("Count again counts nothing")
	}
}
