package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// raceDone is true once every method that races has been timed.
const raceDone = `document.querySelector('[data-testid="race-status"]')?.dataset.done === "true"`

// raceRows reads the race's table: each method's solutions, time and
// speedup over naive.
type raceRow struct {
	Method    string
	Solutions string
	Seconds   float64
	Speedup   float64
}

// raceMethods is how many counting methods the race runs: all of them.
const raceMethods = 9

func raceRows(p *page) []raceRow {
	p.t.Helper()
	return eval[[]raceRow](p, `[...document.querySelectorAll('[data-testid="race-row"]')].map(r => ({
		Method: r.dataset.method, Solutions: r.dataset.solutions ?? "",
		Seconds: Number(r.dataset.seconds ?? 0), Speedup: Number(r.dataset.speedup ?? 0)}))`)
}

func TestRacePanel(t *testing.T) {
	p := openPage(t, "/?n=9&panel=race")
	p.waitFor(raceDone) // a small board races by itself
	rows := raceRows(p)
	if len(rows) != raceMethods {
		t.Fatalf("%d rows: %+v", len(rows), rows)
	}
	for _, r := range rows {
		if r.Solutions != "352" || r.Seconds <= 0 || r.Speedup <= 0 {
			t.Errorf("%+v, want 352 solutions, a time and a speedup", r)
		}
	}
	if rows[0].Method != "naive" || rows[0].Speedup != 1 || rows[len(rows)-1].Method != "quarters" {
		t.Errorf("rows %+v: naive first at 1×, quarters last", rows)
	}
	bars := eval[int](p, `document.querySelectorAll('[data-testid="race-chart"] rect').length`)
	if bars != 2*raceMethods {
		t.Errorf("%d bars, want a time and a speedup for each of %d methods", bars, raceMethods)
	}
	if text := eval[string](p, `document.querySelector('[data-testid="panel-race"]').innerText`); !strings.Contains(text, "This machine has") ||
		!strings.Contains(text, "ns per node") || !strings.Contains(text, "quarters searches nothing") {
		t.Errorf("the panel does not state the cores, the time per node and how quarters counts: %s", text)
	}
	if text := eval[string](p, `document.querySelector('[data-testid="panel-race"]').innerText`); strings.Contains(text, "eed 00") || strings.Contains(text, "Queen1") ||
		!strings.Contains(text, "The course notes timed five of these methods") || !strings.Contains(text, "p = pos & -pos") {
		t.Errorf("the panel does not name the methods by what they do: %s", text)
	}
	// The legend names each colour of the bars, in that colour, and
	// screen readers read it.
	legend := eval[[]string](p, `[...document.querySelectorAll('[data-testid="race-legend"] .key')].map(k => {
		const bar = document.querySelector('[data-testid="race-chart"] rect[data-k="' + k.dataset.k + '"]');
		return k.dataset.k + ": " + (bar && getComputedStyle(k, "::before").backgroundColor === getComputedStyle(bar).fill) + " " +
			(k.closest('[aria-hidden="true"]') === null) + " " + k.innerText })`)
	if len(legend) != 2 || !strings.HasPrefix(legend[0], "bar: true true a method that searches the whole tree") ||
		!strings.HasPrefix(legend[1], "bar-fast: true true a method that uses the board's 8 mirror images") {
		t.Errorf("legend %q: want each colour of the bars, in its colour, read out", legend)
	}
	if q := query(t, p.location()); q.Get("panel") != "race" || q.Get("n") != "9" {
		t.Errorf("link %s", p.location())
	}
}

func TestRaceStartsWithTheKeyboard(t *testing.T) {
	// n = 12 waits for Start: the race takes about a second.
	p := openPage(t, "/?n=12&panel=race")
	p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="race-start"]')?.innerText === "Start the race" &&
		document.querySelectorAll('[data-testid="race-row"]').length === %d`, raceMethods))
	if rows := raceRows(p); len(rows) != raceMethods || rows[0].Seconds != 0 {
		t.Fatalf("the race ran before Start: %+v", rows)
	}
	p.do(chromedp.Focus(chromedp.CSS(testID("race-start"))), chromedp.KeyEvent(kb.Enter))
	p.waitFor(raceDone)
	rows := raceRows(p)
	total := 0.0
	byName := map[string]raceRow{}
	for _, r := range rows {
		t.Logf("n = 12: %-9s %8.1f ms %6.1f×", r.Method, r.Seconds*1000, r.Speedup)
		total += r.Seconds
		byName[r.Method] = r
		if r.Solutions != "14200" {
			t.Errorf("%s counted %s solutions of n = 12", r.Method, r.Solutions)
		}
	}
	t.Logf("n = 12: %.2f s in all", total)
	if byName["bitmask"].Speedup <= 2 || byName["fast"].Speedup <= byName["arrays"].Speedup {
		t.Errorf("speedups %+v: bitmask should beat naive well, and fast beat arrays", byName)
	}
}

func TestRaceSkipsSlowMethods(t *testing.T) {
	p := openPage(t, "/?n=15&panel=race")
	p.waitFor(`document.querySelectorAll('[data-testid="race-row"].skipped').length > 0`)
	skipped := eval[[]string](p, `[...document.querySelectorAll('[data-testid="race-row"].skipped')].map(r => r.dataset.method)`)
	if strings.Join(skipped, " ") != "naive iterative arrays bitarray" {
		t.Errorf("at n = 15 these sit out: %v", skipped)
	}
	p.open("/?n=25&panel=race")
	p.waitFor(`document.querySelector('[data-testid="race-unavailable"]') !== null`)
}

func TestRaceScreenshots(t *testing.T) {
	shootPanel(t, "race", "/?n=10&panel=race", raceDone)
}
