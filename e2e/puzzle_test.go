package e2e

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"nqueens/solver"
	"nqueens/solver/puzzle"
)

// The tests of puzzle mode: the puzzle of the day, a solve by clicks and
// taps, undo and redo, marks, hints, the timer, and the share text.

// puzzleSquare selects square (r, c) of the puzzle's board.
func puzzleSquare(r, c int) string {
	return fmt.Sprintf(`[data-testid="puzzle"] [data-row="%d"][data-col="%d"]`, r, c)
}

// fixClock has the tab's clock, and so the page's, start at t; moveClock
// moves it on.
func fixClock(p *page, t time.Time) {
	p.onNewDocument(fmt.Sprintf(`(() => {
		const RealDate = Date;
		globalThis.e2eClockOffset = %d - RealDate.now();
		globalThis.Date = class extends RealDate {
			constructor(...args) { if (args.length === 0) super(RealDate.now() + globalThis.e2eClockOffset); else super(...args); }
			static now() { return RealDate.now() + globalThis.e2eClockOffset; }
		};
	})()`, t.UnixMilli()))
}

// moveClock moves the clock of the page, which fixClock fixed, on by d.
func (p *page) moveClock(d time.Duration) {
	p.t.Helper()
	eval[bool](p, fmt.Sprintf(`(globalThis.e2eClockOffset += %d, true)`, d.Milliseconds()))
}

// waitPuzzle waits until the live page shows a puzzle made, and returns
// its givens as the board's data-given writes them.
func (p *page) waitPuzzle() string {
	p.t.Helper()
	p.waitLive()
	p.waitFor(`document.querySelector('[data-testid="puzzle"][data-level]') !== null`)
	return p.attr("puzzle", "data-given")
}

// cliPuzzle is the puzzle that the CLI prints for args.
func cliPuzzle(t *testing.T, args ...string) (given string, solution []int) {
	t.Helper()
	root, _ := filepath.Abs("..")
	out, err := exec.Command(filepath.Join(root, "bin", "nqueens"), append([]string{"puzzle", "-json"}, args...)...).Output()
	if err != nil {
		t.Fatalf("nqueens puzzle %v: %v", args, err)
	}
	var p struct {
		Given    [][2]int `json:"given"`
		Solution []int    `json:"solution"`
	}
	if err := json.Unmarshal(out, &p); err != nil {
		t.Fatalf("nqueens puzzle %v printed %s: %v", args, out, err)
	}
	var parts []string
	for _, q := range p.Given {
		parts = append(parts, fmt.Sprintf("%d.%d", q[0], q[1]))
	}
	return strings.Join(parts, ","), p.Solution
}

// TestPuzzleOfTheDay opens puzzle mode with the tab's clock on a fixed
// day: the page shows that day's puzzle, the CLI's, and its link names
// the day.
func TestPuzzleOfTheDay(t *testing.T) {
	p := newPage(t, baseURL, chromedp.WithNewBrowserContext())
	fixClock(p, time.Date(2026, 12, 1, 22, 30, 0, 0, time.UTC))
	p.open("/?mode=puzzle")
	given := p.waitPuzzle()
	if want, _ := cliPuzzle(t, "-day", "2026-12-01"); given != want {
		t.Errorf("the page's puzzle of 2026-12-01 gives %q, the CLI's %q", given, want)
	}
	if loc := p.location(); !strings.Contains(loc, "day=2026-12-01") || !strings.Contains(loc, "mode=puzzle") {
		t.Errorf("the link %s does not name the day", loc)
	}
	if level := p.attr("puzzle", "data-level"); level != "easy" { // a Tuesday's
		t.Errorf("level %q, want easy", level)
	}
	if title := eval[string](p, `document.title`); title != "Puzzle #9 · 8×8 easy — N-Queens Lab" {
		t.Errorf("title %q", title)
	}
	// The mode's tab opens the day's puzzle too.
	p.open("/?n=10")
	p.click("mode-puzzle")
	if given := p.waitPuzzle(); given != p.attr("puzzle", "data-given") || !strings.Contains(p.location(), "day=2026-12-01") {
		t.Errorf("the Puzzle tab opened %s", p.location())
	}
}

// TestPuzzleSolve plays a puzzle as a person would, with a mouse and with
// a finger: a wrong queen that Check finds and Undo takes back, Redo and
// the keys for both, a mark by a second tap and by a right click or a long
// press, a hint, then the solve, its time, its share text and its scores.
func TestPuzzleSolve(t *testing.T) {
	puzzle, err := puzzle.NewPuzzle(8, 3, puzzle.Medium)
	if err != nil {
		t.Fatal(err)
	}
	var free []int
	for r, c := range puzzle.Given {
		if c == solver.Free {
			free = append(free, r)
		}
	}
	for _, s := range []screen{desktop, phone} {
		t.Run(s.name, func(t *testing.T) {
			p := newPage(t, baseURL, chromedp.WithNewBrowserContext())
			p.emulate(s.width, s.height, s.scale, s.mobile)
			p.open("/?mode=puzzle&n=8&seed=3&level=medium")
			if given := p.waitPuzzle(); given != puzzle.Given.Format(".") {
				t.Fatalf("givens %q, want %q", given, puzzle.Given.Format("."))
			}
			tap := p.clickSquare
			mark := p.rightClickSquare
			if s.mobile {
				tap = func(r, c int) { p.touchSquare(r, c, 0) }
				mark = func(r, c int) { p.touchSquare(r, c, 700*time.Millisecond) }
			}
			r := free[0]
			wrong := (puzzle.Solution[r] + 1) % 8
			if puzzle.Given[r] == wrong {
				wrong = (wrong + 1) % 8
			}
			// A wrong queen: Check says so; Undo, Redo, and their keys.
			tap(r, wrong)
			p.waitQueens(fmt.Sprintf("%d.%d", r, wrong))
			p.click("puzzle-check")
			p.waitFor(`document.querySelector('[data-testid="puzzle-checked"]')?.innerText.startsWith("No")`)
			p.click("puzzle-undo")
			p.waitQueens("")
			p.click("puzzle-redo")
			p.waitQueens(fmt.Sprintf("%d.%d", r, wrong))
			p.do(chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl)))
			p.waitQueens("")
			p.do(chromedp.KeyEvent("z", chromedp.KeyModifiers(chromedp.ModifierCtrl|chromedp.ModifierShift)))
			p.waitQueens(fmt.Sprintf("%d.%d", r, wrong))
			// A second tap marks the square; a third clears it.
			tap(r, wrong)
			p.waitMarks(1)
			tap(r, wrong)
			p.waitMarks(0)
			// A right click, or a long press, marks; Undo takes it back.
			mark(r, wrong)
			p.waitMarks(1)
			if !eval[bool](p, fmt.Sprintf(`document.querySelector(%q).classList.contains("marked")`, puzzleSquare(r, wrong))) {
				t.Errorf("the square marked is not drawn marked")
			}
			p.click("puzzle-undo")
			p.waitMarks(0)
			p.click("puzzle-shade")
			p.click("puzzle-hint")
			p.waitFor(`document.querySelector('[data-testid="puzzle-hint-text"]') !== null`)
			p.saveScreenshot("puzzle-"+s.name, chromedp.FullScreenshot(100))
			// The solve.
			for i, row := range free {
				tap(row, puzzle.Solution[row])
				if i < len(free)-1 {
					p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="puzzle"]').dataset.queens.split(",").filter(Boolean).length === %d`, i+1))
				}
			}
			p.waitFor(`document.querySelector('[data-testid="puzzle"]').dataset.solved === "true"`)
			text := eval[string](p, `document.querySelector('[data-testid="puzzle-share-text"]').value`)
			lines := strings.Split(text, "\n")
			if len(lines) != 3 || !regexp.MustCompile(`^N-Queens Lab · puzzle · 8×8 medium · \d+:\d\d · 1 hint$`).MatchString(lines[0]) ||
				lines[1] != "🟨🟩🟩🟩🟩🟩🟩🟩" {
				t.Errorf("share text %q", text)
			}
			if len(lines) == 3 {
				u, err := url.Parse(lines[2])
				if err != nil || u.Query().Get("code") != "000003" || u.Query().Get("mode") != "puzzle" || u.Query().Has("q") {
					t.Errorf("the shared link %s does not open the puzzle unsolved", lines[2])
				}
			}
			for _, spoiler := range []string{puzzle.Given.Format("."), fmt.Sprint(puzzle.Solution)} {
				if strings.Contains(text, spoiler) || strings.Contains(p.location(), spoiler) {
					t.Errorf("the share text or the link holds %s", spoiler)
				}
			}
			if title := eval[string](p, `document.title`); !strings.HasPrefix(title, "Solved in ") {
				t.Errorf("title %q", title)
			}
			p.waitFor(`document.querySelector('[data-testid="puzzle-times"]').textContent.includes("solved 1 time")`)
			p.click("puzzle-share")
			p.waitFor(`document.querySelector('[data-testid="puzzle-shared"]').innerText !== ""`)
			p.saveScreenshot("puzzle-solved-"+s.name, chromedp.FullScreenshot(100))
			p.checkFitsWidth(s)
			// The link opens the puzzle unsolved in another browser; in
			// this one, the page keeps the game, solved, and the scores.
			other := newPage(t, baseURL, chromedp.WithNewBrowserContext())
			other.open(strings.TrimPrefix(lines[len(lines)-1], baseURL))
			other.waitPuzzle()
			if other.attr("puzzle", "data-solved") != "" || other.attr("puzzle", "data-queens") != "" {
				t.Errorf("the shared link opened the puzzle solved")
			}
			p.open("/?mode=puzzle&n=8&seed=3&level=medium")
			p.waitPuzzle()
			if p.attr("puzzle", "data-solved") != "true" {
				t.Errorf("the page forgot the solve")
			}
			p.waitFor(`document.querySelector('[data-testid="puzzle-times"]').textContent.includes("solved 1 time")`)
			p.do(chromedp.Click(chromedp.CSS(`[data-testid="puzzle-scores"] summary`)))
			p.click("puzzle-clear-scores")
			p.click("puzzle-clear-yes")
			p.waitFor(`document.querySelector('[data-testid="puzzle-times"]').textContent.startsWith("No ")`)
		})
	}
}

// TestPuzzleTimerPausesWhenHidden hides the page for 2.5 s while the
// timer runs: the time on the clock stays, and runs on once it shows.
func TestPuzzleTimerPausesWhenHidden(t *testing.T) {
	p := newPage(t, baseURL, chromedp.WithNewBrowserContext())
	p.open("/?mode=puzzle&n=10&seed=5&level=hard")
	p.waitPuzzle()
	given := p.attr("puzzle", "data-given")
	r := 0
	for strings.Contains(","+given, fmt.Sprintf(",%d.", r)) {
		r++
	}
	p.clickSquare(r, 0)
	p.waitFor(`Number(document.querySelector('[data-testid="puzzle-clock"]').dataset.seconds) >= 1`)
	setHidden := func(hidden bool) {
		state := "visible"
		if hidden {
			state = "hidden"
		}
		eval[bool](p, fmt.Sprintf(`(() => {
			Object.defineProperty(document, "visibilityState", { value: %q, configurable: true });
			Object.defineProperty(document, "hidden", { value: %t, configurable: true });
			document.dispatchEvent(new Event("visibilitychange"));
			return true;
		})()`, state, hidden))
	}
	setHidden(true)
	// The page hears the change in a task of its own, and marks nothing
	// when its clock stops: the test gives it 0.2 s.
	time.Sleep(200 * time.Millisecond)
	before := eval[int](p, `Number(document.querySelector('[data-testid="puzzle-clock"]').dataset.seconds)`)
	time.Sleep(2500 * time.Millisecond) // time passes, and the hidden page's clock must not move
	if after := eval[int](p, `Number(document.querySelector('[data-testid="puzzle-clock"]').dataset.seconds)`); after != before {
		t.Errorf("the clock went from %d s to %d s while the page was hidden", before, after)
	}
	setHidden(false)
	p.waitFor(fmt.Sprintf(`Number(document.querySelector('[data-testid="puzzle-clock"]').dataset.seconds) >= %d`, before+1))
	if after := eval[int](p, `Number(document.querySelector('[data-testid="puzzle-clock"]').dataset.seconds)`); after > before+2 {
		t.Errorf("shown again, the clock jumped from %d s to %d s", before, after)
	}
}

// TestPuzzleBadLinks opens puzzle links with bad values: each gives a
// notice, a link with 2,000 queens gives a few and a page of the usual
// size, and the page shows a puzzle all the same.
func TestPuzzleBadLinks(t *testing.T) {
	many := make([]string, 2000)
	for i := range many {
		many[i] = fmt.Sprintf("%d.%d", i, i)
	}
	for _, tt := range []struct {
		query string
		says  string
	}{
		{"mode=puzzle&day=someday", `day="someday" is not a date`},
		{"mode=puzzle&n=99&seed=4", `n="99" is above 16`},
		{"mode=puzzle&n=9&seed=4&level=extreme", `no puzzle level "extreme"`},
		{"mode=puzzle&n=10&seed=4&q=" + strings.Join(many, ","), "Puzzle links hold no queens"},
	} {
		p := newPage(t, baseURL)
		p.open("/?" + tt.query)
		p.waitPuzzle()
		notices := eval[[]string](p, `[...document.querySelectorAll('[data-testid="notices"] .notice')].map(e => e.innerText)`)
		if len(notices) == 0 || len(notices) > 4 || !strings.Contains(strings.Join(notices, " "), tt.says) {
			t.Errorf("%.60s: notices %q, want at most 4, saying %q", tt.query, notices, tt.says)
		}
		if size := eval[int](p, `document.documentElement.outerHTML.length`); size > 200_000 {
			t.Errorf("%.60s: a page of %d bytes", tt.query, size)
		}
	}
}

// clickSquare clicks square (r, c) of the puzzle.
func (p *page) clickSquare(r, c int) {
	p.t.Helper()
	p.do(chromedp.Click(chromedp.CSS(puzzleSquare(r, c))))
}

// rightClickSquare right-clicks square (r, c) of the puzzle.
func (p *page) rightClickSquare(r, c int) {
	p.t.Helper()
	p.do(chromedp.ScrollIntoView(chromedp.CSS(puzzleSquare(r, c))))
	b := p.rect(puzzleSquare(r, c))
	p.do(chromedp.MouseClickXY(b.Left+b.Width/2, b.Top+b.Height/2, chromedp.ButtonRight))
}

// touchSquare touches square (r, c) of the puzzle with a finger, for hold.
func (p *page) touchSquare(r, c int, hold time.Duration) {
	p.t.Helper()
	p.do(chromedp.ScrollIntoView(chromedp.CSS(puzzleSquare(r, c))))
	b := p.rect(puzzleSquare(r, c))
	finger := []*input.TouchPoint{{X: b.Left + b.Width/2, Y: b.Top + b.Height/2}}
	if _, err := chromedp.Call(p.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: finger}); err != nil {
		p.t.Fatal(err)
	}
	time.Sleep(hold)
	if _, err := chromedp.Call(p.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}}); err != nil {
		p.t.Fatal(err)
	}
}

// waitQueens waits until the player's queens on the puzzle's board are
// queens, as links write them.
func (p *page) waitQueens(queens string) {
	p.t.Helper()
	p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="puzzle"]').dataset.queens === %q`, queens))
}

// waitMarks waits until the puzzle's board has marks marked squares.
func (p *page) waitMarks(marks int) {
	p.t.Helper()
	p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="puzzle"]').dataset.marks === "%d"`, marks))
}

// TestPuzzleKeys plays with the keys on a page that scrolls: the arrows
// move the cursor, Space places a queen, X marks, and the page stays
// still.
func TestPuzzleKeys(t *testing.T) {
	p := newPage(t, baseURL, chromedp.WithNewBrowserContext())
	p.emulate(1024, 500, 1, false)
	p.open("/?mode=puzzle&n=8&seed=3&level=medium")
	given := p.waitPuzzle()
	r := 0
	for strings.Contains(","+given, fmt.Sprintf(",%d.", r)) {
		r++
	}
	p.do(chromedp.Focus(chromedp.CSS(testID("puzzle"))))
	eval[bool](p, `window.scrollTo(0, 60), true`)
	before := eval[float64](p, `window.scrollY`)
	for range r {
		p.do(chromedp.KeyEvent(kb.ArrowDown))
	}
	p.do(chromedp.KeyEvent(kb.End))
	p.do(chromedp.KeyEvent(" "))
	p.waitQueens(fmt.Sprintf("%d.7", r))
	p.do(chromedp.KeyEvent("x"))
	p.waitMarks(1)
	if after := eval[float64](p, `window.scrollY`); after != before {
		t.Errorf("the keys scrolled the page from %.0f to %.0f px", before, after)
	}
	// The size slider keeps the focus while each new puzzle is made.
	p.do(chromedp.Focus(chromedp.CSS(testID("n"))))
	p.do(chromedp.KeyEvent(kb.ArrowLeft))
	p.waitFor(`document.querySelector('[data-testid="puzzle"][data-level]')?.dataset.n === "7"`)
	p.do(chromedp.KeyEvent(kb.ArrowLeft))
	p.waitFor(`document.querySelector('[data-testid="puzzle"][data-level]')?.dataset.n === "6"`)
	if focused := eval[string](p, `document.activeElement.dataset.testid ?? ""`); focused != "n" {
		t.Errorf("after the slider's moves the focus is on %q", focused)
	}
}

// TestPuzzleTapsBeforeLive taps and right-clicks the prerendered puzzle
// while the wasm is held: the taps show as pending, and the live page
// plays them.
func TestPuzzleTapsBeforeLive(t *testing.T) {
	proxy := newProxyTo(t, baseURL)
	release := proxy.hold(t, "/web/app.wasm")
	p := newPage(t, proxy.URL, chromedp.WithNewBrowserContext())
	p.do(chromedp.Navigate(proxy.URL + "/?mode=puzzle&n=8&seed=3&level=medium"))
	p.waitFor(`document.querySelector('main[data-app="prerendered"] [data-testid="puzzle"]') !== null`)
	puzzle, _ := puzzle.NewPuzzle(8, 3, puzzle.Medium)
	var free []int
	for r, c := range puzzle.Given {
		if c == solver.Free {
			free = append(free, r)
		}
	}
	p.clickSquare(free[0], puzzle.Solution[free[0]])
	p.rightClickSquare(free[1], (puzzle.Solution[free[1]]+1)%8)
	p.checkPrelive()
	if pending := eval[int](p, `document.querySelectorAll('main [data-pending]').length`); pending != 2 {
		t.Errorf("%d squares pending, want 2", pending)
	}
	release()
	p.waitQueens(fmt.Sprintf("%d.%d", free[0], puzzle.Solution[free[0]]))
	p.waitMarks(1)
	if pending := eval[int](p, `document.querySelectorAll('main [data-pending]').length`); pending != 0 {
		t.Errorf("%d squares still pending on the live page", pending)
	}
}
