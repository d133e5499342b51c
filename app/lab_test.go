//go:build !(js && wasm)

package app

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/worker"
	"nqueens/solver"
)

// newTestLab returns a page whose solver runs at once, in the test.
func newTestLab(v View) *Lab {
	l := &Lab{backend: localBackend{}}
	l.show(v, nil)
	return l
}

func TestLabShowsTheSolutionAndCount(t *testing.T) {
	l := newTestLab(View{N: 8, K: 5})
	want, _ := solver.Solution(8, 5)
	if !slices.Equal(l.queens, want) || !l.counted || l.solutions != 92 || l.unique != 12 || l.busy() {
		t.Fatalf("n=8 sol=5: queens %v, counted %v (%d), busy %v", l.queens, l.counted, l.solutions, l.busy())
	}
	if got := l.URL(); got.String() != "/?n=8&sol=5" {
		t.Errorf("URL = %s", got.String())
	}
}

func TestLabBrowses(t *testing.T) {
	l := newTestLab(View{N: 6, K: 1})
	var seen [][]int
	for {
		seen = append(seen, l.queens)
		if !l.hasNext() {
			break
		}
		l.Next()
	}
	if len(seen) != 4 || l.view.K != 4 {
		t.Fatalf("browsed %d solutions of n=6, ending at %d; want 4", len(seen), l.view.K)
	}
	l.Next() // past the last: nothing happens
	if l.view.K != 4 {
		t.Errorf("Next past the last went to %d", l.view.K)
	}
	for range 5 {
		l.Prev()
	}
	if l.view.K != 1 || !slices.Equal(l.queens, seen[0]) {
		t.Errorf("Prev stopped at %d with %v", l.view.K, l.queens)
	}
}

func TestLabClampsPastTheLastSolution(t *testing.T) {
	l := newTestLab(View{N: 8, K: 500})
	last, _ := solver.Solution(8, 92)
	if l.view.K != 92 || !slices.Equal(l.queens, last) {
		t.Fatalf("sol=500 shows %d: %v", l.view.K, l.queens)
	}
	if len(l.notices) != 1 || !strings.Contains(l.notices[0], "has 92 solutions") {
		t.Errorf("notices %q", l.notices)
	}
}

func TestLabBoardsWithoutSolutions(t *testing.T) {
	for _, n := range []int{2, 3} {
		l := newTestLab(View{N: n, K: 1})
		if l.queens != nil || !l.counted || l.solutions != 0 || l.hasNext() {
			t.Errorf("n=%d: queens %v, counted %v, solutions %d", n, l.queens, l.counted, l.solutions)
		}
		html := app.HTMLString(l.Render())
		if !strings.Contains(html, "No solution exists for n = "+strconv.Itoa(n)) {
			t.Errorf("n=%d: the page does not say that no solution exists", n)
		}
	}
}

func TestLabCountsLargeBoardsOnlyWhenAsked(t *testing.T) {
	l := newTestLab(View{N: AutoCountMaxN + 1, K: 1})
	if l.counted || l.counting {
		t.Fatalf("n=%d was counted without asking", l.view.N)
	}
	if err := solver.Verify(l.queens); err != nil || len(l.queens) != l.view.N {
		t.Fatalf("n=%d shows %v: %v", l.view.N, l.queens, err)
	}
	if !strings.Contains(app.HTMLString(l.Render()), `data-testid="count-start"`) {
		t.Error("no Count button")
	}
	l.SetN(10)
	if !l.counted || l.solutions != 724 {
		t.Errorf("n=10: counted %v, %d", l.counted, l.solutions)
	}
}

func TestRenderBoard(t *testing.T) {
	queens := []int{1, 3, 0, 2}
	html := app.HTMLString(renderBoard(4, queens, false))
	for _, want := range []string{`data-testid="board"`, `data-n="4"`, `--n:4`, "columns from the top row down: 2, 4, 1, 3"} {
		if !strings.Contains(html, want) {
			t.Errorf("board HTML lacks %q", want)
		}
	}
	// Attributes come in any order, so each square's tag is read as a set.
	squares := 0
	for _, tag := range regexp.MustCompile(`<div [^>]*data-row[^>]*>`).FindAllString(html, -1) {
		r, c := attrInt(t, tag, "data-row"), attrInt(t, tag, "data-col")
		squares++
		if isQueen := strings.Contains(tag, " queen"); isQueen != (queens[r] == c) {
			t.Errorf("square (%d, %d): queen %v in %s", r, c, isQueen, tag)
		}
		if dark := strings.Contains(tag, "dark"); dark != ((r+c)%2 == 1) {
			t.Errorf("square (%d, %d) colored wrong: %s", r, c, tag)
		}
	}
	if squares != 16 {
		t.Errorf("%d squares, want 16", squares)
	}
}

func attrInt(t *testing.T, tag, name string) int {
	t.Helper()
	m := regexp.MustCompile(name + `="(\d+)"`).FindStringSubmatch(tag)
	if m == nil {
		t.Fatalf("%s lacks %s", tag, name)
	}
	v, _ := strconv.Atoi(m[1])
	return v
}

func TestFormatCount(t *testing.T) {
	for n, want := range map[uint64]string{0: "0", 92: "92", 2680: "2\u202f680", 14772512: "14\u202f772\u202f512"} {
		if got := formatCount(n); got != want {
			t.Errorf("formatCount(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestLabCountsWithTheChosenMethod(t *testing.T) {
	l := newTestLab(View{N: 13, K: 1})
	if l.solutions != 73712 || l.unique != 9233 {
		t.Fatalf("fast n=13: %d, %d unique", l.solutions, l.unique)
	}
	l.SetAlgo("bitmask") // n = 13 is past the auto-count limit of the slow methods, but asked for
	if !l.counted || l.solutions != 73712 || l.countedUnique || l.view.Algo != "bitmask" {
		t.Errorf("bitmask n=13: counted %v, %d, unique shown %v", l.counted, l.solutions, l.countedUnique)
	}
	if got := l.URL(); got.String() != "/?algo=bitmask&n=13&sol=1" {
		t.Errorf("URL = %s", got.String())
	}
	l.SetN(12) // a slow method does not count n = 12 by itself
	if l.counted || l.counting {
		t.Errorf("bitmask counted n = 12 without being asked")
	}
	html := app.HTMLString(l.Render())
	for _, want := range []string{`data-testid="algorithm"`, `data-published="14200"`, "Published", "Row, ld and rd masks"} {
		if !strings.Contains(html, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
}

func TestLabRandomMode(t *testing.T) {
	l := newTestLab(View{N: 20, K: 1})
	l.SetMode(true)
	if !l.view.Random || l.view.Solver != "hybrid" || l.view.Seed == 0 || len(l.queens) != 20 || solver.Verify(l.queens) != nil {
		t.Fatalf("random mode: %+v, %v", l.view, l.queens)
	}
	first, seed := l.queens, l.view.Seed
	q := l.URL()
	if got := q.Query(); got.Get("mode") != "random" || got.Get("seed") != strconv.FormatUint(seed, 10) || got.Get("solver") != "hybrid" {
		t.Errorf("random link %s", q.String())
	}
	// The same seed gives the same board.
	again := newTestLab(l.view)
	if !slices.Equal(again.queens, first) {
		t.Errorf("seed %d gave %v, then %v", seed, first, again.queens)
	}
	l.Reroll()
	if l.view.Seed == seed || solver.Verify(l.queens) != nil {
		t.Errorf("re-roll kept seed %d", seed)
	}
	l.SetRandom(5000, "lasvegas", 0, false)
	if l.view.Solver != "minconflicts" || len(l.notices) != 1 || len(l.queens) != 5000 || solver.Verify(l.queens) != nil {
		t.Errorf("lasvegas at n = 5000: %+v, %q", l.view, l.notices)
	}
	html := app.HTMLString(l.Render())
	if !strings.Contains(html, `data-testid="plot"`) || !strings.Contains(html, "Verified") {
		t.Errorf("a large board is not plotted:\n%.300s", html)
	}
	l.Zoom(1, 1000)
	if l.random.window.Span != 8 {
		t.Errorf("zoomed to %+v", l.random.window)
	}
	l.SetMode(false)
	if l.view.Random || l.view.N != maxBrowseN || l.counted {
		t.Errorf("back to browsing: %+v, counted %v", l.view, l.counted)
	}
}

// countingBackend records the requests it is given, and runs them locally.
type countingBackend struct {
	localBackend
	ops []worker.Op
}

func (b *countingBackend) Start(slot Slot, req worker.Request, on func(worker.Response)) {
	b.ops = append(b.ops, req.Op)
	b.localBackend.Start(slot, req, on)
}

func TestAnotherMethodKeepsTheBoard(t *testing.T) {
	b := &countingBackend{}
	l := &Lab{backend: b}
	l.show(View{N: 9, K: 3}, nil)
	before := slices.Clone(l.queens)
	b.ops = nil
	l.SetAlgo("bitmask")
	if !slices.Equal(b.ops, []worker.Op{worker.OpCount}) {
		t.Errorf("another method asked for %v, want only a count", b.ops)
	}
	if !slices.Equal(l.queens, before) || !l.counted || l.solutions != 352 {
		t.Errorf("after the change: queens %v (was %v), counted %v %d", l.queens, before, l.counted, l.solutions)
	}
	b.ops = nil
	l.SetN(10)
	if !slices.Contains(b.ops, worker.OpSeek) || len(l.queens) != 10 {
		t.Errorf("a new n asked for %v and shows %v", b.ops, l.queens)
	}
}
