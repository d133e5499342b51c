package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// stepsAt waits for the step-by-step board to show step at, of kind.
func (p *page) stepsAt(at int, kind string) {
	p.t.Helper()
	p.waitFor(fmt.Sprintf(`(() => { const b = document.querySelector('[data-testid="steps-board"]');
		return b !== null && b.dataset.step === "%d" && b.dataset.kind === %q })()`, at, kind))
}

// tall makes the window tall enough to show the whole panel, and waits
// for the board's own work to end: a click scrolls its button into view,
// and the page's height changes with each step, and when the progress bar
// goes, which moves a button under the mouse.
func (p *page) tall() {
	p.t.Helper()
	p.do(chromedp.EmulateViewport(1280, 2400))
	p.waitFor(`document.querySelector('.work.idle') !== null`)
}

// The animation reaches the first solution of n = 4 in the steps counted
// by hand (solver's TestTraceStepsToFirstSolution), and a link reopens it.
func TestStepsReachTheFirstSolution(t *testing.T) {
	p := openPage(t, "/?n=4&panel=steps&method=bitmask")
	p.tall()
	p.stepsAt(0, "start")
	for i := 1; i <= 13; i++ {
		p.click("steps-forward")
		p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="steps-board"]').dataset.step === "%d"`, i))
	}
	p.stepsAt(13, "solution")
	if q := query(t, p.location()); q.Get("at") != "13" || q.Get("panel") != "steps" || q.Get("method") != "bitmask" {
		t.Errorf("the link is %s", p.location())
	}
	if got := eval[int](p, `document.querySelectorAll('[data-testid="mask-row"]').length`); got != 4 {
		t.Errorf("%d rows of masks at the first solution, want 4", got)
	}
	p.click("steps-back")
	p.stepsAt(12, "place")
	if p := eval[string](p, `document.querySelector('[data-testid="mask-p"]').innerText`); p != "1" {
		t.Errorf("the highlighted bit p is %q", p)
	}

	// The naive method by "run to the next solution", then the same link.
	p.open("/?n=4&panel=steps&method=naive")
	p.tall()
	p.stepsAt(0, "start")
	p.click("steps-solution")
	p.stepsAt(39, "solution")
	link := p.location()
	p.open(link[strings.Index(link, "/?"):])
	p.stepsAt(39, "solution")
	if got := eval[string](p, `document.querySelector('[data-testid="step-words"]').innerText`); !strings.Contains(got, "solution 1 found") {
		t.Errorf("words at the first solution: %q", got)
	}
}

// Play runs the search until Pause, which puts the step in the link; the
// keyboard works the controls.
func TestStepsPlayAndKeyboard(t *testing.T) {
	p := openPage(t, "/?n=8&panel=steps&method=naive&speed=1000")
	p.tall()
	p.stepsAt(0, "start")
	p.click("steps-play")
	p.waitFor(`+document.querySelector('[data-testid="steps-board"]').dataset.step > 60`)
	p.click("steps-pause")
	p.waitFor(`document.querySelector('[data-testid="steps-play"]') !== null`) // paused
	step := eval[string](p, `document.querySelector('[data-testid="steps-board"]').dataset.step`)
	p.waitFor(fmt.Sprintf(`location.search.includes("at=%s")`, step))
	at, _ := strconv.Atoi(step)
	// Step forward with the keyboard: focus the button, press Enter.
	p.do(chromedp.Focus(chromedp.CSS(testID("steps-forward"))), chromedp.KeyEvent(kb.Enter))
	p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="steps-board"]').dataset.step === "%d"`, at+1))
	if got := eval[int](p, `document.querySelectorAll('[data-testid="checks"] li').length + document.querySelectorAll('[data-testid="checks"]').length`); got == 0 {
		t.Error("the naive method shows no Check comparisons")
	}
}

// The symmetry panel draws the 8 images and jumps to the canonical one.
func TestSymmetryPanel(t *testing.T) {
	p := openPage(t, "/?n=8&sol=3&panel=symmetry")
	p.waitFor(`document.querySelectorAll('[data-testid="symmetry-image"]').length === 8`)
	if d := p.attr("symmetry", "data-distinct"); d != "8" {
		t.Errorf("solution 3 of n = 8 has %s distinct images, want 8", d)
	}
	if c := p.attr("symmetry", "data-canonical"); c != "false" {
		t.Fatalf("solution 3 of n = 8 is canonical? %s", c)
	}
	p.waitFor(`document.querySelector('.work.idle') !== null`) // the panel stops moving
	p.click("symmetry-jump")
	p.waitFor(`document.querySelector('[data-testid="symmetry"]').dataset.canonical === "true"`)
	if q := query(t, p.location()); q.Get("panel") != "symmetry" || q.Get("sol") == "3" {
		t.Errorf("after the jump the link is %s", p.location())
	}
	// A solution with a half-turn symmetry: n = 6 has one class of 4.
	p.open("/?n=6&sol=1&panel=symmetry")
	p.waitFor(`document.querySelector('[data-testid="symmetry"]') !== null`)
	if d := p.attr("symmetry", "data-distinct"); d != "4" {
		t.Errorf("n = 6's solution has %s distinct images, want 4", d)
	}
}

// The counting method's explanation links to the panel that shows it.
func TestMethodLinksToItsPanel(t *testing.T) {
	p := openPage(t, "/?n=6&algo=naive")
	p.click("teach-link")
	p.stepsAt(0, "start")
	if q := query(t, p.location()); q.Get("method") != "naive" || q.Get("panel") != "steps" || q.Get("n") != "6" {
		t.Errorf("the link opened %s", p.location())
	}
}
