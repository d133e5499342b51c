package e2e

import (
	"encoding/csv"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// expDone is true once the experiment panel has measured every step.
const expDone = `document.querySelector('[data-testid="experiment-status"]')?.dataset.done === "true"`

// expPoints reads the chart's points: each step's p, as the page drew it.
func expPoints(p *page) []string {
	p.t.Helper()
	return eval[[]string](p, `[...document.querySelectorAll('[data-testid="experiment-chart"] [data-testid="experiment-point"]')]
		.map(g => g.dataset.step + ":" + g.dataset.p + ":" + (g.dataset.t ?? ""))`)
}

func TestExperimentPanel(t *testing.T) {
	const n = 6
	start := time.Now()
	p := openPage(t, fmt.Sprintf("/?n=%d&panel=experiment&trials=50&eseed=7", n))
	p.waitFor(expDone) // n ≤ 12 with few attempts: it starts by itself
	t.Logf("n = %d, 50 attempts per step: %.2f s in the page, %v from opening it",
		n, eval[float64](p, `Number(document.querySelector('[data-testid="experiment-status"]').dataset.seconds)`), time.Since(start))

	points := expPoints(p)
	if len(points) != n+1 {
		t.Fatalf("%d points for steps 0..%d: %v", len(points), n, points)
	}
	for i, pt := range points {
		if !strings.HasPrefix(pt, fmt.Sprintf("%d:", i)) {
			t.Errorf("point %d is %s", i, pt)
		}
	}
	if rows := eval[int](p, `document.querySelectorAll('[data-testid="experiment-row"]').length`); rows != n+1 {
		t.Errorf("%d table rows, want %d", rows, n+1)
	}
	// The exact curve of a small board, and the best step marked and named.
	p.waitFor(`document.querySelector('[data-testid="experiment-exact"]') !== null`)
	best := p.attr("experiment-best", "data-step")
	if best == "" || best == "-1" || p.attr("experiment-best-mark", "data-step") != best {
		t.Errorf("best step %q, marked at %q", best, p.attr("experiment-best-mark", "data-step"))
	}
	if words := eval[string](p, `document.querySelector('[data-testid="experiment-best"]').innerText`); !strings.Contains(words, "stepVegas = "+best+" is best") {
		t.Errorf("verdict: %s", words)
	}
	// The SVG is drawn as SVG: its elements have their namespace and a size.
	if w := eval[float64](p, `document.querySelector('[data-testid="experiment-point"] circle').getBBox().width`); w <= 0 {
		t.Errorf("a point's circle is %v wide", w)
	}
	if ns := eval[string](p, `document.querySelector('[data-testid="experiment-chart"] path').namespaceURI`); ns != "http://www.w3.org/2000/svg" {
		t.Errorf("the chart's elements are in namespace %q", ns)
	}
	// Its colours come from the stylesheet, which picks the elements by
	// data-k: an SVG element's class cannot be set through className.
	if fill := eval[string](p, `getComputedStyle(document.querySelector('[data-k="p-dot"]')).fill`); fill == "rgb(0, 0, 0)" || fill == "" {
		t.Errorf("the points are filled with %q, not the accent", fill)
	}
	// The CSV holds a row per step.
	href := p.attr("experiment-csv", "href")
	data, ok := strings.CutPrefix(href, "data:text/csv;charset=utf-8,")
	if !ok {
		t.Fatalf("CSV link %.60s", href)
	}
	text, err := url.PathUnescape(data)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	if err != nil || len(rows) != n+2 || rows[0][3] != "step" || rows[1][0] != "6" || rows[1][1] != "50" || rows[1][2] != "7" {
		t.Fatalf("CSV (%v): %q", err, rows)
	}

	// The link reopens the panel with the same numbers: it is seeded.
	q := query(t, p.location())
	if q.Get("panel") != "experiment" || q.Get("trials") != "50" || q.Get("eseed") != "7" || q.Get("n") != "6" {
		t.Errorf("link %s", p.location())
	}
	p.open("/?" + q.Encode())
	p.waitFor(expDone)
	if again := expPoints(p); strings.Join(again, " ") != strings.Join(points, " ") {
		t.Errorf("the same link measured %v, then %v", points, again)
	}
}

func TestExperimentCSVDownloads(t *testing.T) {
	p := openPage(t, "/?n=5&panel=experiment&trials=20&eseed=3")
	p.waitFor(expDone)
	dir := t.TempDir()
	if _, err := chromedp.CallBrowser(p.ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir,
	}); err != nil {
		t.Fatal(err)
	}
	p.click("experiment-csv")
	path := filepath.Join(dir, "stepvegas-n5-trials20-seed3.csv")
	deadline := time.Now().Add(10 * time.Second)
	for {
		b, err := os.ReadFile(path)
		if err == nil && strings.Count(string(b), "\n") == 7 {
			break
		}
		if time.Now().After(deadline) {
			entries, _ := os.ReadDir(dir)
			t.Fatalf("no CSV downloaded to %s (%v; the folder holds %v)", path, err, entries)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestExperimentKeyboardStartAndCancel(t *testing.T) {
	// n = 14 is past the runs the panel starts by itself: it draws a seed,
	// writes it to the link, and offers to run.
	p := openPage(t, "/?n=14&panel=experiment&trials=20000")
	p.waitFor(`new URLSearchParams(location.search).get("eseed") !== null`)
	if got := len(expPoints(p)); got != 0 {
		t.Fatalf("%d points before a run", got)
	}
	if text := eval[string](p, `document.querySelector('[data-testid="experiment-start"]').innerText`); text != "Run the experiment" {
		t.Errorf("before a run the button says %q", text)
	}
	// Enter runs it; the button, disabled while it runs, hands the focus
	// to Cancel beside it, and Enter there cancels and hands it back.
	p.do(chromedp.Focus(chromedp.CSS(testID("experiment-start"))), chromedp.KeyEvent(kb.Enter))
	p.waitFor(`document.querySelector('[data-testid="experiment-start"]').disabled &&
		document.activeElement?.dataset.testid === "experiment-cancel"`)
	p.waitFor(`document.querySelector('#exp-progress') !== null`)
	p.do(chromedp.KeyEvent(kb.Enter))
	p.waitFor(`document.querySelector('[data-testid="experiment-status"]').innerText.startsWith("Stopped")`)
	p.waitFor(`document.activeElement?.dataset.testid === "experiment-start" && !document.activeElement.disabled`)
	if text := eval[string](p, `document.querySelector('[data-testid="experiment-start"]').innerText`); text != "Run the experiment" && !strings.HasPrefix(text, "Measure the other") {
		t.Errorf("after Cancel the button says %q", text)
	}
	if eval[bool](p, `document.querySelector('[data-testid="experiment-cancel"]') !== null`) {
		t.Error("Cancel stays after the run stopped")
	}
	// A new n in the panel's own field is the board's.
	setField(p, "experiment-n", "7")
	p.waitBoard(7)
	if q := query(t, p.location()); q.Get("n") != "7" || q.Get("panel") != "experiment" {
		t.Errorf("link after n = 7: %s", p.location())
	}
}

// TestExperimentRunsAgain runs a whole experiment, then runs it again
// from the keyboard: the button reads as an action throughout, the run
// again draws a new seed, and the focus ends on the button.
func TestExperimentRunsAgain(t *testing.T) {
	p := openPage(t, "/?n=6&panel=experiment&trials=50&eseed=7")
	p.waitFor(expDone)
	start := `document.querySelector('[data-testid="experiment-start"]')`
	if text := eval[string](p, start+`.innerText`); text != "Run again with a new seed" || eval[bool](p, start+`.disabled`) {
		t.Errorf("after a run the button says %q, disabled %v", text, eval[bool](p, start+`.disabled`))
	}
	// The primary style, as before the run: not greyed out.
	if style := eval[string](p, `getComputedStyle(`+start+`).opacity + " " + getComputedStyle(`+start+`).backgroundColor`); strings.HasPrefix(style, "0.") {
		t.Errorf("the button after a run is drawn %s", style)
	}
	p.do(chromedp.Focus(chromedp.CSS(testID("experiment-start"))), chromedp.KeyEvent(kb.Enter))
	p.waitFor(`new URLSearchParams(location.search).get("eseed") !== "7"`)
	p.waitFor(expDone + ` && ` + start + `.innerText === "Run again with a new seed"`)
	p.waitFor(`document.activeElement?.dataset.testid === "experiment-start"`)
	if seed := query(t, p.location()).Get("eseed"); eval[string](p, `document.querySelector('[data-testid="experiment-seed"]').value`) != seed {
		t.Errorf("the seed box does not show the new seed %s", seed)
	}
}

func TestExperimentTooLarge(t *testing.T) {
	p := openPage(t, "/?n=24&panel=experiment")
	p.waitFor(`document.querySelector('[data-testid="experiment-unavailable"]') !== null`)
	if !eval[bool](p, `document.querySelector('[data-testid="experiment-start"]').disabled`) {
		t.Error("Start is enabled for n = 24")
	}
}

func TestExperimentScreenshots(t *testing.T) {
	shootPanel(t, "experiment", "/?n=8&panel=experiment&trials=1000&eseed=4", expDone)
}

// shootPanel saves screenshots of a panel on a desktop and on a phone in
// e2e/screenshots, and checks that the page does not scroll sideways.
func shootPanel(t *testing.T, name, path, ready string) {
	for _, v := range []struct {
		suffix        string
		width, height int64
		mobile        bool
	}{{"desktop", 1280, 900, false}, {"phone", 390, 844, true}} {
		t.Run(v.suffix, func(t *testing.T) {
			p := openSized(t, path, v.width, v.height, v.mobile)
			p.waitFor(ready)
			p.checkNoSidewaysScroll()
			p.saveScreenshot(name+"-"+v.suffix, chromedp.Screenshot(chromedp.CSS(testID("panel-"+name))))
		})
	}
}

// setField types value into the field with a data-testid and commits it,
// as pressing Enter or leaving the field does.
func setField(p *page, id, value string) {
	p.t.Helper()
	eval[bool](p, fmt.Sprintf(`(() => {
		const f = document.querySelector(%q);
		f.value = %q;
		f.dispatchEvent(new Event("change", {bubbles: true}));
		return true;
	})()`, testID(id), value))
}

// TestExperimentShowsTheSeedItDrew opens the experiment after the steps
// panel has run: the seed it draws for its link shows in its Seed box too.
// The panel's navigation did not redraw the page, so the panel kept the
// view without the seed until something else did.
func TestExperimentShowsTheSeedItDrew(t *testing.T) {
	p := openPage(t, "/?n=8")
	p.click("tab-steps")
	p.waitFor(`document.querySelector('[data-testid="steps-solution"]') !== null`)
	p.click("steps-solution")
	p.waitFor(`new URLSearchParams(location.search).get("at") !== null`)
	p.click("tab-experiment")
	p.waitFor(`new URLSearchParams(location.search).get("eseed") !== null`)
	p.waitFor(`document.querySelector('[data-testid="experiment-seed"]')?.value === new URLSearchParams(location.search).get("eseed")`)
}
