//go:build !(js && wasm)

package app

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/backend/backendtest"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver"
)

func TestLabShowsTheSolutionAndCount(t *testing.T) {
	l := newTestLab(link.View{N: 8, K: 5})
	want, _ := solver.Solution(8, 5)
	if !slices.Equal(l.shown(), want) || !l.count.Counted || l.count.Solutions != 92 || l.count.Unique != 12 || l.busy() {
		t.Fatalf("n=8 sol=5: queens %v, counted %v (%d), busy %v", l.shown(), l.count.Counted, l.count.Solutions, l.busy())
	}
	if got := l.URL(); got.String() != "/?n=8&sol=5" {
		t.Errorf("URL = %s", got.String())
	}
}

func TestLabBrowses(t *testing.T) {
	l := newTestLab(link.View{N: 6, K: 1})
	var seen [][]int
	for {
		seen = append(seen, l.shown())
		if !l.count.hasNext(l.view.K) {
			break
		}
		browsePart{l}.Next()
	}
	if len(seen) != 4 || l.view.K != 4 {
		t.Fatalf("browsed %d solutions of n=6, ending at %d; want 4", len(seen), l.view.K)
	}
	browsePart{l}.Next() // past the last: nothing happens
	if l.view.K != 4 {
		t.Errorf("Next past the last went to %d", l.view.K)
	}
	for range 5 {
		browsePart{l}.Prev()
	}
	if l.view.K != 1 || !slices.Equal(l.shown(), seen[0]) {
		t.Errorf("Prev stopped at %d with %v", l.view.K, l.shown())
	}
}

func TestLabClampsPastTheLastSolution(t *testing.T) {
	l := newTestLab(link.View{N: 8, K: 500})
	last, _ := solver.Solution(8, 92)
	if l.view.K != 92 || !slices.Equal(l.shown(), last) {
		t.Fatalf("sol=500 shows %d: %v", l.view.K, l.shown())
	}
	if len(l.notices) != 1 || !strings.Contains(l.notices[0], "has 92 solutions") {
		t.Errorf("notices %q", l.notices)
	}
}

func TestLabBoardsWithoutSolutions(t *testing.T) {
	for _, n := range []int{2, 3} {
		l := newTestLab(link.View{N: n, K: 1})
		if l.shown() != nil || !l.count.Counted || l.count.Solutions != 0 || l.count.hasNext(l.view.K) {
			t.Errorf("n=%d: queens %v, counted %v, solutions %d", n, l.shown(), l.count.Counted, l.count.Solutions)
		}
		html := app.HTMLString(l.Render())
		if !strings.Contains(html, "No solution exists for n = "+strconv.Itoa(n)) {
			t.Errorf("n=%d: the page does not say that no solution exists", n)
		}
	}
}

func TestLabCountsLargeBoardsOnlyWhenAsked(t *testing.T) {
	l := newTestLab(link.View{N: AutoCountMaxN + 1, K: 1})
	if l.count.Counted || l.count.counting {
		t.Fatalf("n=%d was counted without asking", l.view.N)
	}
	if err := solver.Verify(l.shown()); err != nil || len(l.shown()) != l.view.N {
		t.Fatalf("n=%d shows %v: %v", l.view.N, l.shown(), err)
	}
	if !strings.Contains(app.HTMLString(l.Render()), `data-testid="count-start"`) {
		t.Error("no Count button")
	}
	setN(l, 10)
	if !l.count.Counted || l.count.Solutions != 724 {
		t.Errorf("n=10: counted %v, %d", l.count.Counted, l.count.Solutions)
	}
}

func TestLabCountsWithTheChosenMethod(t *testing.T) {
	l := newTestLab(link.View{N: 13, K: 1})
	if l.count.Solutions != 73712 || l.count.Unique != 9233 {
		t.Fatalf("fast n=13: %d, %d unique", l.count.Solutions, l.count.Unique)
	}
	setAlgo(l, "bitmask") // bitmask counts n = 13 in well under 2 s: at once
	if !l.count.Counted || l.count.Solutions != 73712 || l.count.CountedUnique || l.view.Algo != "bitmask" {
		t.Errorf("bitmask n=13: counted %v, %d, unique shown %v", l.count.Counted, l.count.Solutions, l.count.CountedUnique)
	}
	if got := l.URL(); got.String() != "/?algo=bitmask&n=13&sol=1" {
		t.Errorf("URL = %s", got.String())
	}
	setAlgo(l, "naive") // naive would take seconds: it waits for Count
	if l.count.Counted || l.count.counting {
		t.Fatalf("naive counted n = 13 without being asked")
	}
	l.Count()
	if !l.count.Counted || l.count.Solutions != 73712 {
		t.Errorf("naive n=13 after Count: counted %v, %d", l.count.Counted, l.count.Solutions)
	}
	setN(l, 12) // but it counts n = 12 at once
	if !l.count.Counted || l.count.Solutions != 14200 {
		t.Errorf("naive n = 12: counted %v, %d", l.count.Counted, l.count.Solutions)
	}
	html := app.HTMLString(l.Render())
	for _, want := range []string{`data-testid="algorithm"`, `data-published="14200"`, "Published", "Recursive backtracking over a column array"} {
		if !strings.Contains(html, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
}

func TestLabRandomMode(t *testing.T) {
	l := newTestLab(link.View{N: 20, K: 1})
	l.Navigate(func(v *link.View) { v.SetMode(link.Random) }, link.PushEntry)
	if l.view.Mode != link.Random || l.view.Solver != "hybrid" || l.view.Seed == 0 || len(l.shown()) != 20 || solver.Verify(l.shown()) != nil {
		t.Fatalf("random mode: %+v, %v", l.view, l.shown())
	}
	first, seed := l.shown(), l.view.Seed
	q := l.URL()
	if got := q.Query(); got.Get("mode") != "random" || got.Get("seed") != strconv.FormatUint(seed, 10) || got.Get("solver") != "hybrid" {
		t.Errorf("random link %s", q.String())
	}
	// The same seed gives the same board.
	again := newTestLab(l.view)
	if !slices.Equal(again.shown(), first) {
		t.Errorf("seed %d gave %v, then %v", seed, first, again.shown())
	}
	l.Navigate(func(v *link.View) { v.Seed = 0 }, link.PushEntry) // Re-roll
	if l.view.Seed == seed || solver.Verify(l.shown()) != nil {
		t.Errorf("re-roll kept seed %d", seed)
	}
	l.Navigate(func(v *link.View) { v.SetN(5000); v.Solver = "lasvegas" }, link.PushEntry)
	if l.view.Solver != "minconflicts" || len(l.notices) != 1 || len(l.shown()) != 5000 || solver.Verify(l.shown()) != nil {
		t.Errorf("lasvegas at n = 5000: %+v, %q", l.view, l.notices)
	}
	html := app.HTMLString(l.Render())
	if !strings.Contains(html, `data-testid="plot"`) || !strings.Contains(html, "Verified") {
		t.Errorf("a large board is not plotted:\n%.300s", html)
	}
	l.Navigate(func(v *link.View) { v.SetMode(link.Browse) }, link.PushEntry)
	if l.view.Mode == link.Random || l.view.N != link.MaxBrowseN || l.count.Counted || len(l.notices) != 1 ||
		!strings.Contains(l.notices[0], "Browsing lists the solutions of boards up to n = 32") {
		t.Errorf("back to browsing: %+v, counted %v, notices %q", l.view, l.count.Counted, l.notices)
	}
}

func TestAnotherMethodKeepsTheBoard(t *testing.T) {
	b := &backendtest.Recorder{Run: backend.Local{}}
	l := newTestLabOn(b, link.View{N: 9, K: 3, Algo: link.DefaultAlgo})
	before := slices.Clone(l.shown())
	b.Requests = nil
	setAlgo(l, "bitmask")
	if !slices.Equal(b.Ops(), []worker.Op{worker.OpCount}) {
		t.Errorf("another method asked for %v, want only a count", b.Ops())
	}
	if !slices.Equal(l.shown(), before) || !l.count.Counted || l.count.Solutions != 352 {
		t.Errorf("after the change: queens %v (was %v), counted %v %d", l.shown(), before, l.count.Counted, l.count.Solutions)
	}
	b.Requests = nil
	setN(l, 10)
	if want, _ := solver.Solution(10, l.view.K); !slices.Equal(l.shown(), want) {
		t.Errorf("a new n asked for %v and shows %v, want %v", b.Ops(), l.shown(), want)
	}
}

// The count offers what it can do: at once when quick, a button with its
// estimate when it takes long, and plain words when it cannot be done.
func TestCountLineSaysHowLong(t *testing.T) {
	for _, tt := range []struct {
		view   link.View
		button bool
		words  string
	}{
		{link.View{N: 17, Algo: "fast"}, true, "About 13 seconds with fast"},
		{link.View{N: 18}, true, "About 10 seconds with quarters"},
		{link.View{N: 19, Algo: "quarters"}, true, "About 1 minute with quarters"},
		{link.View{N: 18, Algo: "bitmask"}, true, "About 1 hour with bitmask"},
		{link.View{N: 20, Algo: "bitmask"}, false, "bitmask counts boards up to n = 18"},
		{link.View{N: 20, Algo: "fast"}, true, "About 1 hour with fast"},
		{link.View{N: 28, Algo: "naive"}, false, "naive counts boards up to n = 17: pick constellations"},
		{link.View{N: 18, Algo: "naive"}, false, "naive counts boards up to n = 17: pick quarters"},
		{link.View{N: 22, Algo: "quarters"}, false, "a larger board&#39;s would take 500 MB or more in each. Pick constellations to count this one."},
		{link.View{N: 32, Algo: "fast"}, false, "out of reach here"},
		{link.View{N: 22, Algo: "fast"}, true, "About 4 days with fast"},
		{link.View{N: 24, Algo: "fast"}, false, "about 357 days in this browser: out of reach"},
	} {
		html := app.HTMLString((&countState{}).render(tt.view, func() {}))
		if got := strings.Contains(html, `data-testid="count-start"`); got != tt.button {
			t.Errorf("n = %d, %s: a Count button %v, want %v", tt.view.N, tt.view.Algo, got, tt.button)
		}
		if !strings.Contains(html, tt.words) {
			t.Errorf("n = %d, %s: the count line does not say %q:\n%s", tt.view.N, tt.view.Algo, tt.words, html)
		}
	}
	for _, c := range []struct {
		years float64
		want  string
	}{
		{3e9, "3\u202f000\u202f000\u202f000 years"},
		{100847882, "100\u202f000\u202f000 years"}, // two significant figures
		{1008.4, "1\u202f000 years"},
		{57.4, "57 years"},
	} {
		if got := kit.FormatLong(c.years * 365 * 86400); got != c.want {
			t.Errorf("FormatLong(%g years) = %q, want %q", c.years, got, c.want)
		}
	}
}

// Next and Prev find their solution at once on a small board, with no
// worker; where that takes longer, a worker walks from the solution on the
// board, or for a far jump or another board, seeks from the start.
func TestNextWalksFromTheBoard(t *testing.T) {
	b := &backendtest.Recorder{Run: backend.Local{}}
	l := newTestLabOn(b, link.View{N: 10, K: 5, Algo: link.DefaultAlgo})
	for _, tt := range []struct {
		move func()
		k    uint64
		here bool   // found on the page's thread
		from uint64 // the solution the worker walks from, 0 for the start
	}{
		{browsePart{l}.Next, 6, true, 0},
		{browsePart{l}.Prev, 5, true, 0},
		{func() { l.Navigate(func(v *link.View) { v.K = 700 }, link.PushEntry) }, 700, true, 0},
		{func() { setN(l, 11) }, 1, true, 0},
		{func() { setN(l, 14) }, 1, true, 0},
		{func() { l.Navigate(func(v *link.View) { v.K = 90_000 }, link.PushEntry) }, 90_000, false, 1},
		{func() { setN(l, 15) }, 1, true, 0},
		{func() { l.Navigate(func(v *link.View) { v.K = 1_000_000 }, link.PushEntry) }, 1_000_000, false, 0},
		{browsePart{l}.Next, 1_000_001, true, 0},
	} {
		b.Requests = nil
		tt.move()
		want, _ := solver.Solution(l.view.N, tt.k)
		if !slices.Equal(l.shown(), want) || l.board.k != tt.k {
			t.Errorf("to %d: board %v (solution %d), want %v", tt.k, l.shown(), l.board.k, want)
		}
		seeks := slices.DeleteFunc(slices.Clone(b.Requests), func(r worker.Request) bool { return r.Op != worker.OpSeek })
		switch {
		case tt.here && len(seeks) > 0:
			t.Errorf("to %d: asked a worker for %+v, want it found at once", tt.k, seeks)
		case !tt.here && (len(seeks) != 1 || seeks[0].K != tt.k || seeks[0].From != tt.from):
			t.Errorf("to %d: the worker's seeks %+v, want one from %d", tt.k, seeks, tt.from)
		}
	}
}

// TestBackFromRandomKeepsTheMethod switches to random mode and back: the
// counting method stays, in the link too, and the board is counted again.
func TestBackFromRandomKeepsTheMethod(t *testing.T) {
	l := newTestLab(link.View{N: 8, K: 1, Algo: "bitmask"})
	l.Navigate(func(v *link.View) { v.SetMode(link.Random) }, link.PushEntry)
	if u := l.URL(); u.Query().Get("algo") != "bitmask" {
		t.Errorf("random mode's link %s has no algo=bitmask", u.String())
	}
	l.Navigate(func(v *link.View) { v.SetMode(link.Browse) }, link.PushEntry)
	if l.view.Algo != "bitmask" || !l.count.Counted || l.count.Solutions != 92 {
		t.Errorf("back to browsing: method %q, counted %v (%d)", l.view.Algo, l.count.Counted, l.count.Solutions)
	}
}

// TestStoppedIsSaidOnce cancels twice, then counts: the page says
// "Stopped." once, and no more once it counts again.
func TestStoppedIsSaidOnce(t *testing.T) {
	l := newTestLab(link.View{N: 8, K: 1})
	for range 2 {
		l.count.counting = true
		l.Cancel()
	}
	if n := strings.Count(strings.Join(l.notices, "|"), stoppedNotice); n != 1 {
		t.Errorf("notices %q: Stopped. %d times", l.notices, n)
	}
	l.count = countState{}
	l.startCount()
	if slices.Contains(l.notices, stoppedNotice) {
		t.Errorf("counting again, the notices still say %q", l.notices)
	}
}

// A far seek says how long it has left, and one stopped says it found
// nothing, rather than naming a solution over an empty board.
func TestSeekSaysItsTimeLeftAndThatItStopped(t *testing.T) {
	l := newTestLab(link.View{N: 8, K: 1})
	l.view = link.View{N: 27, K: 5_000_000_000} // not through navigation: the test's backend would seek it
	b := &l.board
	b.Queens, b.Seeking, b.seek, b.began = nil, true, kit.Progress{Done: 100, Total: 1000}, time.Now().Add(-10*time.Second)
	if html := app.HTMLString(l.renderWork()); !strings.Contains(html, "Finding solution 5\u202f000\u202f000\u202f000 · about 2 minutes left") {
		t.Errorf("a tenth of the way in 10 s, the seek's label is not about 90 s left:\n%s", html)
	}
	l.Cancel()
	line := app.HTMLString(renderSolutionLine(l.view, b, &l.count))
	if !strings.Contains(line, "Solution 5\u202f000\u202f000\u202f000 was not found: its search was stopped.") {
		t.Errorf("after Cancel the line says %s", line)
	}
	l.view = link.View{N: 8, K: 3}
	browsePart{l}.startSeek()
	if line := app.HTMLString(renderSolutionLine(l.view, b, &l.count)); strings.Contains(line, "not found") || b.stopped {
		t.Errorf("seeking again, the line says %s", line)
	}
}

func TestPublishedCountsSayOneSolution(t *testing.T) {
	for n, want := range map[int]string{1: " 1 solution (OEIS A000170), 1 unique", 8: " 92 solutions (OEIS A000170), 12 unique"} {
		if html := app.HTMLString(renderPublished(n)); !strings.Contains(html, want) {
			t.Errorf("n = %d: %s, want %q", n, html, want)
		}
	}
}

// A seek that ran through every solution after the count ended leaves the
// count's line as it was: the time it took, and where.
func TestSeekExhaustedKeepsTheCountLine(t *testing.T) {
	l := newTestLab(link.View{N: 3, K: 1})
	l.count = countState{countDone: countDone{Counted: true, Took: 2 * time.Millisecond, Nodes: 7}}
	browsePart{l}.onSeek(worker.Response{Type: worker.TypeSolution, Exhausted: true})
	if html := app.HTMLString(l.count.render(l.view, func() {})); !strings.Contains(html, "Counted by") {
		t.Errorf("the count line lost its cost: %s", html)
	}
}

// shown is the board's queens as ints, for the tests.
func (l *Lab) shown() []int { return worker.Ints(l.board.Queens) }

// A change of the open panel's parameters alone keeps the link's notices;
// any other change drops them.
func TestPanelChangesKeepTheLinksNotices(t *testing.T) {
	q, _ := url.ParseQuery("n=6&panel=steps&method=foo&speed=0")
	v, notices := link.ParseView(q)
	l := newTestLab(v)
	l.show(v, notices)
	if len(l.notices) != 2 {
		t.Fatalf("the link's notices: %q", l.notices)
	}
	l.Navigate(func(v *link.View) { v.Params = "at=40&method=bitmask&speed=1" }, link.ReplaceEntry)
	if len(l.notices) != 2 || l.view.Params != "at=40&method=bitmask&speed=1" {
		t.Errorf("after a step of the panel: %q, %+v", l.notices, l.view)
	}
	l.Navigate(func(v *link.View) { v.SetN(7) }, link.PushEntry)
	if len(l.notices) != 0 {
		t.Errorf("after another board: %q", l.notices)
	}
}
