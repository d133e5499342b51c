package e2e

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"nqueens/solver/puzzle"
)

// The tests that nothing moves under a finger: each message, notice,
// summary or button that appears after a tap leaves every control that
// was on the screen where it was.

// controlsJS names the controls on the screen: each button, tab, select,
// input and button-like link that shows, by its data-testid, id, or kind
// and words, with its box.
const controlsJS = `(() => {
	const out = {}, seen = {};
	for (const e of document.querySelectorAll('button, [role=tab], .tab, select, input, a.button')) {
		if (e.type === "hidden" || !e.checkVisibility()) continue;
		const r = e.getBoundingClientRect();
		if (r.width === 0 || r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue;
		let name = e.dataset.testid || e.id || e.tagName.toLowerCase() + ":" + e.textContent.trim().slice(0, 24);
		seen[name] = (seen[name] || 0) + 1;
		if (seen[name] > 1) name += "#" + seen[name];
		out[name] = {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height};
	}
	return out;
})()`

// controlBoxes returns the boxes of the controls on the screen, by name.
func (p *page) controlBoxes() map[string]box {
	p.t.Helper()
	return eval[map[string]box](p, controlsJS)
}

// holdStill runs act, which shows something, waits until done is true
// and the page has drawn it, and fails the test if a control that was on
// the screen before moved or changed its size by more than 1 px. It
// returns the largest move, in px.
func (p *page) holdStill(what string, act func(), done string) float64 {
	p.t.Helper()
	before := p.controlBoxes()
	act()
	p.waitFor(done)
	p.settle()
	after := p.controlBoxes()
	worst := 0.0
	var moved []string
	for _, name := range slices.Sorted(maps.Keys(before)) {
		b := before[name]
		a, ok := after[name]
		if !ok {
			continue
		}
		d := max(math.Abs(a.Left-b.Left), math.Abs(a.Top-b.Top), math.Abs(a.Width-b.Width), math.Abs(a.Height-b.Height))
		worst = max(worst, d)
		if d > 1 {
			moved = append(moved, fmt.Sprintf("%s from (%.0f, %.0f) %.0f×%.0f to (%.0f, %.0f) %.0f×%.0f",
				name, b.Left, b.Top, b.Width, b.Height, a.Left, a.Top, a.Width, a.Height))
		}
	}
	if len(moved) > 0 {
		p.t.Errorf("%s moved %d controls, by up to %.0f px: %s", what, len(moved), worst, strings.Join(moved, "; "))
	}
	p.t.Logf("%s: the controls moved by %.1f px at most", what, worst)
	return worst
}

// bringIntoView scrolls the element that selector finds into view, if it
// is not, as a finger's page would be before it taps.
func (p *page) bringIntoView(selector string) {
	p.t.Helper()
	p.do(chromedp.ScrollIntoView(chromedp.CSS(selector)))
}

// centre returns the centre of the element that selector finds.
func (p *page) centre(selector string) (x, y float64) {
	p.t.Helper()
	b := p.rect(selector)
	return b.Left + b.Width/2, b.Top + b.Height/2
}

// holdScreens are the screens the tests of held controls run on: a phone,
// by touch, and a laptop, by mouse.
var holdScreens = []screen{phone, laptop}

// TestPuzzleHoldsStill plays a puzzle whose solution the test knows: a
// wrong queen, Check twice half a second apart at the same spot, as a
// hurried finger taps, a hint, Undo, and the solve leave every control
// where it was. The second Check lands on Check, not on a tab that took
// its place.
func TestPuzzleHoldsStill(t *testing.T) {
	pz, err := puzzle.NewPuzzle(10, 23, puzzle.Medium)
	if err != nil {
		t.Fatal(err)
	}
	const path = "/?mode=puzzle&n=10&level=medium&seed=23"
	for _, s := range holdScreens {
		t.Run(s.name, func(t *testing.T) {
			p := newPage(t, baseURL, chromedp.WithNewBrowserContext())
			p.emulate(s.width, s.height, s.scale, s.mobile)
			p.open(path)
			p.waitPuzzle()
			tap := p.clickSquare
			if s.mobile {
				tap = func(r, c int) { p.touchSquare(r, c, 0) }
			}
			free := pz.FreeRows()
			r := free[0]
			wrong := (pz.Solution[r] + 1) % 10
			square := puzzleSquare(r, wrong)
			p.bringIntoView(square)
			p.holdStill("a wrong queen", func() { tap(r, wrong) }, fmt.Sprintf(`document.querySelector('[data-testid="puzzle"]').dataset.queens === "%d.%d"`, r, wrong))

			p.bringIntoView(testID("puzzle-check"))
			x, y := p.centre(testID("puzzle-check"))
			p.holdStill("Check, twice", func() {
				p.do(chromedp.MouseClickXY(x, y))
				time.Sleep(500 * time.Millisecond)
				p.do(chromedp.MouseClickXY(x, y))
			}, `document.querySelector('[data-testid="puzzle-checked"]')?.innerText.startsWith("No")`)
			// The link names seed 23 by its code.
			if loc := p.location(); !strings.Contains(loc, "mode=puzzle") || !strings.Contains(loc, "code=00000Q") {
				t.Fatalf("the second Check left the puzzle for %s", loc)
			}

			p.bringIntoView(testID("puzzle-hint"))
			p.holdStill("Hint", func() { p.click("puzzle-hint") }, `document.querySelector('[data-testid="puzzle-hint-text"]') !== null`)

			p.bringIntoView(testID("puzzle-undo"))
			p.holdStill("Undo", func() { p.click("puzzle-undo") }, `document.querySelector('[data-testid="puzzle"]').dataset.queens === ""`)

			for _, row := range free[:len(free)-1] {
				tap(row, pz.Solution[row])
			}
			last := free[len(free)-1]
			p.bringIntoView(puzzleSquare(last, pz.Solution[last]))
			p.holdStill("the solve", func() { tap(last, pz.Solution[last]) }, `document.querySelector('[data-testid="puzzle"]').dataset.solved === "true"`)
		})
	}
}

// TestPlayHoldsStill plays as a person would in play mode: two queens
// that attack each other, whose dead end and advice show, a hint, and a
// completion shown and hidden leave every control where it was.
func TestPlayHoldsStill(t *testing.T) {
	square := func(r, c int) string {
		return fmt.Sprintf(`[data-testid="board"] [data-row="%d"][data-col="%d"]`, r, c)
	}
	for _, s := range holdScreens {
		t.Run(s.name, func(t *testing.T) {
			p := openOn(t, s, "/?mode=play&n=8")
			p.waitFor(`document.querySelector('[data-testid="play-count"]')?.dataset.solutions === "92"`)
			place := func(r, c int) func() {
				return func() { p.do(chromedp.Click(chromedp.CSS(square(r, c)))) }
			}
			p.bringIntoView(square(0, 0))
			p.holdStill("a queen", place(0, 0), `document.querySelector('[data-testid="play-count"]').dataset.solutions === "4"`)
			p.holdStill("a hint", func() { p.click("play-hint") }, `document.querySelector('[data-testid="play-hint-text"]') !== null`)
			p.holdStill("a completion", func() { p.click("play-complete") }, `document.querySelector('[data-testid="board"] .ghost') !== null`)
			p.holdStill("the completion hidden", func() { p.click("play-complete") }, `document.querySelector('[data-testid="board"] .ghost') === null`)
			p.bringIntoView(square(1, 1))
			p.holdStill("a clash, and its advice", place(1, 1), `document.querySelector('[data-testid="play-advice"]') !== null`)
			if !eval[bool](p, `document.querySelector('.square.advice').classList.contains("clash")`) {
				t.Errorf("the queen to take away, in a clash, is not drawn as one")
			}
			if legend := eval[string](p, `document.querySelector('.play-legend').innerText`); !strings.Contains(legend, "Blue ring") {
				t.Errorf("the board's legend says %q", legend)
			}
			p.bringIntoView(testID("play-clear"))
			p.holdStill("Clear", func() { p.click("play-clear") }, `document.querySelector('[data-testid="board"]').dataset.placed === "0"`)
		})
	}
}

// TestBrowseHoldsStill starts a count and cancels it: the count's words,
// the work's progress and Cancel, and the stopped notice leave every
// control where it was.
func TestBrowseHoldsStill(t *testing.T) {
	for _, s := range holdScreens {
		t.Run(s.name, func(t *testing.T) {
			p := openOn(t, s, "/?n=18")
			p.waitBoard(18)
			p.bringIntoView(testID("count-start"))
			p.holdStill("a count", func() { p.click("count-start") },
				`document.querySelector('[data-testid="cancel"]')?.checkVisibility() && document.querySelector('[data-testid="count"]').innerText.includes("%")`)
			p.bringIntoView(testID("cancel"))
			p.holdStill("Cancel", func() { p.click("cancel") }, `document.querySelector('[data-testid="stopped"]') !== null`)
		})
	}
}
