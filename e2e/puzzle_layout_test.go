package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"nqueens/solver/puzzle"
)

// The tests of the puzzle's layout: the Puzzle tab's way back to the
// game left unfinished, a phone on its side, the new board in view, and
// the screenshots of a game and a solve.

// sideways is a phone on its side.
var sideways = screen{"sideways", 844, 390, 3, true}

// openPuzzle opens path in a browser of its own, with no saved games, on
// screen s, and waits for its puzzle.
func openPuzzle(t *testing.T, s screen, path string) *page {
	t.Helper()
	p := newPage(t, baseURL, chromedp.WithNewBrowserContext())
	p.emulate(s.width, s.height, s.scale, s.mobile)
	p.open(path)
	p.waitPuzzle()
	return p
}

// mustPuzzle makes the puzzle of a link, as the page makes it.
func mustPuzzle(t *testing.T, n int, seed uint64, level puzzle.Level) puzzle.Puzzle {
	t.Helper()
	pz, err := puzzle.NewPuzzle(n, seed, level)
	if err != nil {
		t.Fatal(err)
	}
	return pz
}

// TestPuzzleTabGoesBackToTheGame plays a move of one puzzle, then solves
// another: from Play, the Puzzle tab goes back to the first, the last one
// left unfinished, not to today's.
func TestPuzzleTabGoesBackToTheGame(t *testing.T) {
	p := openPuzzle(t, laptop, "/?mode=puzzle&n=10&level=medium&seed=23")
	unfinished := mustPuzzle(t, 10, 23, puzzle.Medium)
	r := unfinished.FreeRows()[0]
	p.clickSquare(r, unfinished.Solution[r])
	p.waitQueens(fmt.Sprintf("%d.%d", r, unfinished.Solution[r]))

	p.open("/?mode=puzzle&n=8&seed=3&level=medium")
	p.waitPuzzle()
	solved := mustPuzzle(t, 8, 3, puzzle.Medium)
	for _, row := range solved.FreeRows() {
		p.clickSquare(row, solved.Solution[row])
	}
	p.waitFor(`document.querySelector('[data-testid="puzzle"]').dataset.solved === "true"`)

	p.click("mode-play")
	p.waitFor(`document.querySelector('[data-testid="board"].play') !== null`)
	p.click("mode-puzzle")
	p.waitPuzzle()
	// The link names seed 23 by its code.
	if loc := p.location(); !strings.Contains(loc, "code=00000Q") || !strings.Contains(loc, "n=10") {
		t.Fatalf("the Puzzle tab opened %s, not the puzzle left unfinished", loc)
	}
	if queens := p.attr("puzzle", "data-queens"); queens != fmt.Sprintf("%d.%d", r, unfinished.Solution[r]) {
		t.Errorf("the game came back with queens %q", queens)
	}
}

// TestPuzzleSideways solves a 14×14 puzzle by taps on a phone on its side:
// the board takes the screen's height, the controls sit beside it, and
// nothing scrolls sideways.
func TestPuzzleSideways(t *testing.T) {
	p := openPuzzle(t, sideways, "/?mode=puzzle&n=14&level=medium&seed=5")
	board := p.rect(testID("puzzle"))
	if board.Width < 330 || board.Bottom > float64(sideways.height) {
		t.Errorf("the board is %.0f px wide and ends at %.0f px on a %d px high screen, want 330 px or more, all on it", board.Width, board.Bottom, sideways.height)
	}
	if panel := p.rect(".panel"); panel.Left < board.Right || panel.Top > board.Bottom {
		t.Errorf("the controls start at (%.0f, %.0f), not beside the board, which ends at (%.0f, %.0f)", panel.Left, panel.Top, board.Right, board.Bottom)
	}
	p.checkNoSidewaysScroll()
	pz := mustPuzzle(t, 14, 5, puzzle.Medium)
	for _, row := range pz.FreeRows() {
		p.touchSquare(row, pz.Solution[row], 0)
	}
	p.waitFor(`document.querySelector('[data-testid="puzzle"]').dataset.solved === "true"`)
	p.checkNoSidewaysScroll()
}

// TestPuzzleNewBoardInView asks for a new puzzle from the controls under
// the board: on a phone the new board is brought into view; on a laptop,
// where it is in view, the page stays where it was.
func TestPuzzleNewBoardInView(t *testing.T) {
	for _, s := range []screen{phone, laptop} {
		t.Run(s.name, func(t *testing.T) {
			p := openPuzzle(t, s, "/?mode=puzzle&n=10&level=medium&seed=23")
			p.bringIntoView(testID("puzzle-new"))
			if s == phone {
				eval[bool](p, `(scrollBy(0, 200), true)`) // as far down as a thumb would go
			}
			scrolled := eval[float64](p, `scrollY`)
			p.click("puzzle-new")
			p.waitFor(`!location.search.includes("seed=23") && document.querySelector('[data-testid="puzzle"][data-level]') !== null`)
			p.settle()
			if !p.inView(testID("puzzle")) {
				t.Errorf("after New puzzle the board spans %+v, out of view", p.rect(testID("puzzle")))
			}
			if s == laptop {
				if after := eval[float64](p, `scrollY`); after != scrolled {
					t.Errorf("the page jumped from %.0f to %.0f px, with the board in view", scrolled, after)
				}
			}
		})
	}
}

// setColorScheme has the page follow a light or dark system theme.
func (p *page) setColorScheme(scheme string) {
	p.t.Helper()
	if _, err := chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}},
	}); err != nil {
		p.t.Fatal(err)
	}
}

// TestScreenshotsOfPuzzleLayout saves what a phone, a phone on its side
// and a laptop show of a game, with a queen, Check's words and a hint,
// and of its solve and the past puzzles, in light and dark mode, in e2e/screenshots
// (puzzle-layout-*.png).
func TestScreenshotsOfPuzzleLayout(t *testing.T) {
	pz := mustPuzzle(t, 10, 23, puzzle.Medium)
	free := pz.FreeRows()
	for _, s := range []screen{phone, sideways, laptop} {
		for _, scheme := range []string{"light", "dark"} {
			t.Run(s.name+"-"+scheme, func(t *testing.T) {
				p := openPuzzle(t, s, "/?mode=puzzle&n=10&level=medium&seed=23")
				p.setColorScheme(scheme)
				tap := p.clickSquare
				if s.mobile {
					tap = func(r, c int) { p.touchSquare(r, c, 0) }
				}
				tap(free[0], pz.Solution[free[0]])
				p.click("puzzle-check")
				p.click("puzzle-hint")
				p.waitFor(`document.querySelector('[data-testid="puzzle-hint-text"]') !== null`)
				eval[bool](p, `(scrollTo(0, 0), true)`)
				p.saveScreenshot(fmt.Sprintf("puzzle-layout-%s-%s-game", s.name, scheme), chromedp.CaptureScreenshot())
				for _, row := range free[1:] {
					tap(row, pz.Solution[row])
				}
				p.waitFor(`document.querySelector('[data-testid="puzzle"]').dataset.solved === "true"`)
				eval[bool](p, `(scrollTo(0, 0), true)`)
				p.settle()
				p.saveScreenshot(fmt.Sprintf("puzzle-layout-%s-%s-solved", s.name, scheme), chromedp.CaptureScreenshot())
				// The past puzzles, open.
				p.click("puzzle-summary-close")
				eval[bool](p, `(() => {
					const a = document.querySelector('[data-testid="puzzle-archive"]');
					a.open = true;
					a.scrollIntoView({block: "start"});
					return true;
				})()`)
				p.settle()
				p.saveScreenshot(fmt.Sprintf("puzzle-layout-%s-%s-archive", s.name, scheme), chromedp.CaptureScreenshot())
			})
		}
	}
}
