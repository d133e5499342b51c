package e2e

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"nqueens/solver"
	"nqueens/solver/puzzle"
)

// solvePuzzle taps the free rows' squares of p's solution, as a finger
// does on a phone.
func (pg *page) solvePuzzle(p puzzle.Puzzle, mobile bool) {
	pg.t.Helper()
	for r, c := range p.Given {
		if c != solver.Free {
			continue
		}
		if mobile {
			pg.touchSquare(r, p.Solution[r], 0)
		} else {
			pg.clickSquare(r, p.Solution[r])
		}
		pg.waitFor(fmt.Sprintf(`document.querySelector(%q).classList.contains("queen")`, puzzleSquare(r, p.Solution[r])))
	}
	pg.waitFor(`document.querySelector('[data-testid="puzzle"]').dataset.solved === "true"`)
}

// TestPuzzleSummaryAndShare solves a puzzle on a phone: a card opens over
// the board, in view, with the time, the hints, the streak and the best
// time; Share hands the text and the link to the share sheet where the
// browser has one, and to the clipboard where it has not; the card closes,
// and Result opens it again.
func TestPuzzleSummaryAndShare(t *testing.T) {
	want, err := puzzle.NewPuzzle(8, 3, puzzle.Medium)
	if err != nil {
		t.Fatal(err)
	}
	p := openOn(t, phone, "/?mode=puzzle&n=8&seed=3&level=medium")
	p.waitPuzzle()
	r := slices.Index(want.Given, solver.Free)
	c := (want.Solution[r] + 1) % 8
	p.touchSquare(r, c, 700*time.Millisecond) // a mark starts the clock
	p.waitMarks(1)
	p.do(chromedp.Sleep(1100 * time.Millisecond)) // the point: a second on the clock
	p.touchSquare(r, c, 700*time.Millisecond)
	p.waitMarks(0)
	p.solvePuzzle(want, true)
	p.waitFor(`document.querySelector('[data-testid="puzzle-summary"]')?.checkVisibility() === true`)
	p.saveScreenshot("puzzle-summary-open-phone", chromedp.CaptureScreenshot())
	card := p.rect(testID("puzzle-summary"))
	if height := eval[float64](p, `window.innerHeight`); card.Top < 0 || card.Bottom > height {
		t.Errorf("the solve's card spans %.0f to %.0f px, off a screen %.0f px high", card.Top, card.Bottom, height)
	}
	if s := p.attr("puzzle-summary", "data-seconds"); s == "" || s == "0" {
		t.Errorf("the card's data-seconds is %q after more than a second", s)
	}
	if s := p.attr("puzzle-summary", "data-streak"); s != "0" {
		t.Errorf("a seeded puzzle's card says a streak of %q", s)
	}
	for _, want := range []string{"Time", "Hints", "Daily streak", "Best 8×8 medium"} {
		if text := eval[string](p, `document.querySelector('[data-testid="puzzle-summary"]').innerText`); !strings.Contains(text, want) {
			t.Errorf("the card does not say %q: %q", want, text)
		}
	}

	// With a share sheet.
	eval[bool](p, `navigator.share = data => { window.sharedData = data; return Promise.resolve(); }; true`)
	p.click("puzzle-share")
	p.waitFor(`document.querySelector('[data-testid="puzzle-shared"]').innerText === "Shared."`)
	shared := eval[map[string]string](p, `window.sharedData`)
	if !strings.HasPrefix(shared["text"], "N-Queens Lab · puzzle · 8×8 medium · ") || !strings.HasSuffix(shared["text"], "\n🟩🟩🟩🟩🟩🟩🟩🟩") {
		t.Errorf("the share sheet got the text %q", shared["text"])
	}
	if here := eval[string](p, `location.href`); shared["url"] != here {
		t.Errorf("the share sheet got the link %q, the page is at %q", shared["url"], here)
	}
	// A share sheet closed unused says nothing.
	eval[bool](p, `navigator.share = () => Promise.reject(new DOMException("closed", "AbortError")); true`)
	p.click("puzzle-share")
	p.waitFor(`document.querySelector('[data-testid="puzzle-shared"]').innerText === ""`)
	// Without one, the clipboard.
	eval[bool](p, `navigator.share = undefined;
		Object.defineProperty(navigator, "clipboard", {value: {writeText: text => { window.copied = text; return Promise.resolve(); }}}); true`)
	p.click("puzzle-share")
	p.waitFor(`document.querySelector('[data-testid="puzzle-shared"]').innerText.startsWith("Copied")`)
	if copied := eval[string](p, `window.copied`); copied != shared["text"]+"\n"+shared["url"] {
		t.Errorf("the clipboard got %q, want the text and the link", copied)
	}

	// The card closes to show the board, and opens again.
	p.click("puzzle-summary-close")
	p.waitFor(`document.querySelector('[data-testid="puzzle-summary"]') === null`)
	p.click("puzzle-result")
	p.waitFor(`document.querySelector('[data-testid="puzzle-summary"]') !== null`)
	p.do(chromedp.Focus(chromedp.CSS(testID("puzzle-share"))), chromedp.KeyEvent(kb.Escape))
	p.waitFor(`document.querySelector('[data-testid="puzzle-summary"]') === null`)
	p.saveScreenshot("puzzle-summary-phone", chromedp.FullScreenshot(100))
}

// TestPuzzleLevelsWhereTheyExist moves the slider from a hard 14×14
// puzzle to 8×8, where no puzzle is hard: the menu shows the level made,
// and offers hard disabled, with why.
func TestPuzzleLevelsWhereTheyExist(t *testing.T) {
	p := openPage(t, "/?mode=puzzle&n=10&level=hard&seed=3")
	p.waitPuzzle()
	if level := eval[string](p, `document.querySelector('[data-testid="puzzle-level"]').value`); level != "hard" {
		t.Fatalf("a 10×10 hard puzzle's menu says %q", level)
	}
	p.moveSlider(-2)
	p.waitFor(`document.querySelector('[data-testid="puzzle"][data-level]')?.dataset.n === "8"`)
	made := p.attr("puzzle", "data-level")
	if level := eval[string](p, `document.querySelector('[data-testid="puzzle-level"]').value`); level != made || made == "hard" {
		t.Errorf("an 8×8 puzzle made %s, the menu says %q", made, level)
	}
	hard := eval[map[string]any](p, `(() => {
		const o = document.querySelector('[data-testid="puzzle-level"] option[value="hard"]');
		return {disabled: o.disabled, text: o.textContent};
	})()`)
	if hard["disabled"] != true || !strings.Contains(hard["text"].(string), "10×10") {
		t.Errorf("at 8×8 the hard option is %v", hard)
	}
}
