package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// A modeVisit is a mode of the page as TestModesLeaveTheirWork visits it:
// its link, what the user does there, and how the page shows it back.
type modeVisit struct {
	mode string // its name in links and in its tab's test id
	link string
	act  func(p *page) // leaves the mode with something of the user's
	// shown waits until the page shows the mode as act left it.
	shown func(p *page)
}

// modeVisits are the four modes, each with something of the user's: a
// solution browsed to, a random solution's seed, a queen placed, and a
// puzzle's queen, which the browser saves with the puzzle's clock.
var modeVisits = []modeVisit{
	{"browse", "/?n=8&sol=5", func(p *page) {}, func(p *page) {
		p.waitIndex("5")
		p.waitBoard(8)
	}},
	{"random", "/?mode=random&n=20&seed=7", func(p *page) {}, func(p *page) {
		p.waitFor(`document.querySelector('[data-testid="found"]')?.dataset.n === "20"`)
	}},
	{"play", "/?mode=play&n=8", func(p *page) { p.placeQueen(0, 4, 1) }, func(p *page) { p.waitPlaced(1) }},
	{"puzzle", "/?mode=puzzle&n=10&level=medium&seed=23", func(p *page) {
		p.waitPuzzle()
		p.clickSquare(2, 3)
		p.waitFor(savedGame + `.includes('"queens":"2.3"')`)
	}, func(p *page) { p.waitQueens("2.3") }},
}

// savedGame reads the game of modeVisits' puzzle that the browser keeps:
// its queens, its marks and the time on its clock.
const savedGame = `JSON.stringify(JSON.parse(localStorage.getItem("nqueens.puzzle.games") ?? "[]").find((g) => g.key === "10 23 medium") ?? null)`

// TestModesLeaveTheirWork goes from each mode to each other one, and
// checks that the mode left answers none of the keys pressed in the next
// one (Undo and Redo, the board's keys), that its saved state and clock
// stand still, and that Back shows it as it was.
func TestModesLeaveTheirWork(t *testing.T) {
	for _, from := range modeVisits {
		t.Run(from.mode, func(t *testing.T) {
			p := newPage(t, baseURL, chromedp.WithNewBrowserContext())
			p.open(from.link)
			from.act(p)
			from.shown(p)
			link, saved := p.location(), eval[string](p, savedGame)
			for _, to := range modeVisits {
				if to.mode == from.mode {
					continue
				}
				p.click("mode-" + to.mode)
				p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="mode-%s"]').getAttribute("aria-pressed") === "true"`, to.mode))
				p.pressModeKeys()
				if got := eval[string](p, savedGame); got != saved {
					t.Errorf("%s to %s: the saved game went from %s to %s", from.mode, to.mode, saved, got)
				}
				if loc := p.location(); to.mode != "browse" && !strings.Contains(loc, "mode="+to.mode) {
					t.Errorf("%s to %s: the keys took the page to %s", from.mode, to.mode, loc)
				}
				eval[bool](p, `(history.back(), true)`)
				p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="mode-%s"]').getAttribute("aria-pressed") === "true"`, from.mode))
				from.shown(p)
				if loc := p.location(); loc != link {
					t.Errorf("%s to %s and Back: %s, want %s", from.mode, to.mode, loc, link)
				}
				if got := eval[string](p, savedGame); got != saved {
					t.Errorf("%s to %s and Back: the saved game went from %s to %s", from.mode, to.mode, saved, got)
				}
			}
		})
	}
}

// pressModeKeys presses, with no element focused, the keys that a mode
// answers: Undo and Redo, and the board's arrows and Space; then lets the
// page draw what they did.
func (p *page) pressModeKeys() {
	p.t.Helper()
	eval[bool](p, `(document.activeElement?.blur(), true)`)
	ctrl := chromedp.KeyModifiers(chromedp.ModifierCtrl)
	p.do(chromedp.KeyEvent("z", ctrl), chromedp.KeyEvent("y", ctrl),
		chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl|chromedp.ModifierShift)),
		chromedp.KeyEvent("z", ctrl), chromedp.KeyEvent(kb.ArrowDown), chromedp.KeyEvent(" "))
	p.settle()
}
