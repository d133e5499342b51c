package e2e

import (
	"fmt"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"nqueens/solver"
)

// clickToCount clicks a square of the board in play and resolves, once
// the board holds placed queens and shows their count, with the time it
// took in ms and the count.
const clickToCount = `(sel, placed) => new Promise((resolve) => {
	const t0 = performance.now();
	const count = () => {
		const b = document.querySelector('[data-testid="board"]');
		const c = document.querySelector('[data-testid="play-count"]');
		return b.dataset.placed === String(placed) ? c.dataset.solutions : undefined;
	};
	new MutationObserver((_, o) => {
		const n = count();
		if (n !== undefined) { o.disconnect(); resolve([performance.now() - t0, Number(n)]); }
	}).observe(document.querySelector('main'), { subtree: true, childList: true, attributes: true, characterData: true });
	document.querySelector(sel).click();
})`

// A playClick is a board in play and the square clicked on it, which
// places a queen, then takes it away, and so on.
type playClick struct {
	n      int
	placed string // the queens before the click
	r, col int    // the square clicked
}

// playClicks are small and large cases of play: issue #27 asks for small
// ones to answer within a frame or two.
var playClicks = []playClick{
	{8, "0.4", 3, 2},
	{12, "2.3", 7, 9},
	{12, "2.3,7.9", 11, 0},
	{16, "1.5,8.8", 14, 10},
}

// open opens c's board in play, and returns the page and the completions,
// by the solver, after c's odd clicks (the queen placed) and its even
// ones (taken away).
func (c playClick) open(tb testing.TB) (*page, [2]uint64) {
	tb.Helper()
	p := openPage(tb, fmt.Sprintf("/?mode=play&n=%d&q=%s", c.n, c.placed))
	p.waitPlayCount()
	before, _ := solver.ParsePlacement(c.n, c.placed)
	after := slices.Clone(before)
	after[c.r] = c.col
	return p, [2]uint64{completionsOf(tb, after), completionsOf(tb, before)}
}

// click makes c's click number i (from 0) on p, once the page has
// settled, checks the count it shows against counts (see open), and
// returns the time it took in ms.
func (c playClick) click(p *page, i int, counts [2]uint64) float64 {
	p.t.Helper()
	p.settle()
	before, _ := solver.ParsePlacement(c.n, c.placed)
	got, err := chromedp.Run(p.ctx, chromedp.Evaluate[[]float64](
		fmt.Sprintf("(%s)(%q, %d)", clickToCount, square(c.r, c.col), before.Placed()+1-i%2), chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatal(err)
	}
	if got[1] != float64(counts[i%2]) {
		p.t.Errorf("n = %d, click %d on %d.%d: %v completions, want %d", c.n, i, c.r, c.col, got[1], counts[i%2])
	}
	return got[0]
}

// TestPlayCountsMatchTheSolver places a queen on each board of
// playClicks and takes it away, and checks each count of completions
// that the page shows against the solver's.
func TestPlayCountsMatchTheSolver(t *testing.T) {
	for _, c := range playClicks {
		p, counts := c.open(t)
		for i := range 2 {
			c.click(p, i, counts)
		}
	}
}

// BenchmarkPlayClick times, in the page, a click on a square of the board
// in play until the count of completions shows, placing and taking away
// the same queen eight times on each board of playClicks, checks each
// count, and reports the median time (ms/click) and each time.
func BenchmarkPlayClick(b *testing.B) {
	for _, c := range playClicks {
		b.Run(fmt.Sprintf("n=%d/q=%s", c.n, c.placed), func(b *testing.B) {
			p, counts := c.open(b)
			// The workers' warm-up, which starts a second after the page
			// and which the page does not show: past it, clicks are timed
			// as a person's are.
			time.Sleep(2 * time.Second)
			var times []float64
			for i := range 8 * b.N {
				times = append(times, c.click(p, i, counts))
			}
			b.ReportMetric(median(times), "ms/click")
			b.ReportMetric(0, "ns/op") // the page's load, not a click
			b.Logf("each click: %s ms", formatTimes(times))
		})
	}
}

// completionsOf counts the completions of placed with the solver.
func completionsOf(tb testing.TB, placed solver.Placement) uint64 {
	tb.Helper()
	tally, err := solver.CountCompletions(placed)
	if err != nil {
		tb.Fatal(err)
	}
	return tally.Solutions
}

// formatTimes writes times in ms with one decimal.
func formatTimes(times []float64) string {
	s := ""
	for i, x := range times {
		if i > 0 {
			s += " "
		}
		s += strconv.FormatFloat(x, 'f', 1, 64)
	}
	return s
}
