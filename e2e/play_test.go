package e2e

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// waitPlayCount waits until play mode shows the count of completions, and
// returns it.
func (p *page) waitPlayCount() uint64 {
	p.t.Helper()
	p.waitFor(`document.querySelector('[data-testid="play-count"]')?.dataset.solutions !== undefined`)
	n, err := strconv.ParseUint(p.attr("play-count", "data-solutions"), 10, 64)
	if err != nil {
		p.t.Fatal(err)
	}
	return n
}

// waitPlaced waits until the board in play holds placed queens.
func (p *page) waitPlaced(placed int) {
	p.t.Helper()
	p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="board"]')?.dataset.placed === "%d"`, placed))
}

// square selects square (r, c) of the board.
func square(r, c int) string {
	return fmt.Sprintf(`[data-testid="board"] [data-row="%d"][data-col="%d"]`, r, c)
}

// placeQueen clicks square (r, c) and waits until the board holds placed
// queens and their count.
func (p *page) placeQueen(r, c, placed int) uint64 {
	p.t.Helper()
	p.do(chromedp.Click(chromedp.CSS(square(r, c))))
	p.waitPlaced(placed)
	return p.waitPlayCount()
}

// tapQueen taps square (r, c) with a finger, as on a phone's touch screen,
// and waits until the board holds placed queens and their count.
func (p *page) tapQueen(r, c, placed int) uint64 {
	p.t.Helper()
	p.do(chromedp.ScrollIntoView(chromedp.CSS(square(r, c))))
	b := p.rect(square(r, c))
	finger := []*input.TouchPoint{{X: b.Left + b.Width/2, Y: b.Top + b.Height/2}}
	for _, kind := range []input.DispatchTouchEventType{input.DispatchTouchEventTypeTouchStart, input.DispatchTouchEventTypeTouchEnd} {
		points := finger
		if kind == input.DispatchTouchEventTypeTouchEnd {
			points = []*input.TouchPoint{}
		}
		if _, err := chromedp.Call(p.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: points}); err != nil {
			p.t.Fatal(err)
		}
	}
	p.waitPlaced(placed)
	return p.waitPlayCount()
}

// playQuery returns the query of the page's link.
func (p *page) playQuery() url.Values {
	p.t.Helper()
	u, err := url.Parse(p.location())
	if err != nil {
		p.t.Fatal(err)
	}
	return u.Query()
}

// TestPlay places queens by clicks (taps on a phone) and by keys, sees the
// count of their completions change, follows a hint, shows a completion,
// reaches a dead end and its advice, and reopens the link it shares, with
// its title, on a desktop and a phone, leaving screenshots.
func TestPlay(t *testing.T) {
	for _, s := range []screen{desktop, phone} {
		t.Run(s.name, func(t *testing.T) {
			p := openOn(t, s, "/?n=8")
			p.click("mode-play")
			if got := p.waitPlayCount(); got != 92 {
				t.Errorf("an empty board's completions: %d, want 92", got)
			}
			place := p.placeQueen
			if s.mobile {
				place = p.tapQueen
			}
			if got := place(0, 4, 1); got != 18 {
				t.Errorf("a queen on 0.4: %d completions, want 18", got)
			}
			// The keys: the cursor starts on the square clicked.
			p.do(chromedp.Focus(chromedp.CSS(testID("board"))))
			for _, key := range []string{kb.ArrowDown, kb.ArrowDown, kb.ArrowDown, kb.ArrowLeft, kb.ArrowLeft} {
				p.do(chromedp.KeyEvent(key))
			}
			p.waitFor(`document.querySelector('[data-testid="play-said"]').innerText.startsWith("row 4, column 3")`)
			p.do(chromedp.KeyEvent(kb.Enter))
			p.waitPlaced(2)
			if got := p.waitPlayCount(); got != 1 {
				t.Errorf("queens on 0.4 and 3.2: %d completions, want 1", got)
			}
			if q := p.playQuery(); q.Get("mode") != "play" || q.Get("q") != "0.4,3.2" {
				t.Errorf("the link says %v", q)
			}
			if title := eval[string](p, `document.title`); title != "8 queens · 2 placed, 1 completion — N-Queens Lab" {
				t.Errorf("title %q", title)
			}
			p.saveScreenshot("play-"+s.name, chromedp.FullScreenshot(100))

			// Show the completion: with the queens placed, a solution.
			p.click("play-complete")
			p.waitFor(`document.querySelectorAll('[data-testid="board"] .ghost').length === 6`)
			board := eval[[]int](p, `(() => {
				const x = new Array(8).fill(-1);
				for (const q of document.querySelectorAll('[data-testid="board"] .queen, [data-testid="board"] .ghost')) x[Number(q.dataset.row)] = Number(q.dataset.col);
				return x;
			})()`)
			if fmt.Sprint(board) != "[4 6 0 2 7 5 3 1]" {
				t.Errorf("the completion shown: %v, want the first, [4 6 0 2 7 5 3 1]", board)
			}

			// Take a queen away, ask for a hint and follow it.
			if got := place(3, 2, 1); got != 18 {
				t.Errorf("back to one queen: %d completions", got)
			}
			p.click("play-hint")
			p.waitFor(`document.querySelector('[data-testid="play-hint-text"]') !== null`)
			hinted := eval[[]int](p, `[...document.querySelectorAll('[data-testid="board"] .hint')].map(e => Number(e.dataset.col))`)
			counts := eval[[]uint64](p, `[...document.querySelectorAll('[data-testid="board"] .hint')].map(e => Number(e.dataset.count))`)
			if len(hinted) == 0 {
				t.Fatalf("the hint marks no square: %s", p.summary())
			}
			var sum uint64
			for _, c := range counts {
				sum += c
			}
			if sum != 18 {
				t.Errorf("the hint's counts %v add up to %d, want 18", counts, sum)
			}
			if got := p.placeQueen(1, hinted[0], 2); got != counts[0] {
				t.Errorf("the hinted square 1.%d: %d completions, the hint said %d", hinted[0], got, counts[0])
			}

			// A dead end, and the queen to take away.
			p.open("/?mode=play&n=8&q=0.0,1.2")
			if got := p.waitPlayCount(); got != 0 {
				t.Errorf("queens on 0.0 and 1.2: %d completions, want 0", got)
			}
			p.waitFor(`document.querySelector('[data-testid="play-advice"]') !== null`)
			if advice := eval[string](p, `document.querySelector('[data-testid="play-advice"]').innerText`); !strings.Contains(advice, "row 1, column 1") || !strings.Contains(advice, "14 solutions") {
				t.Errorf("advice %q, want the queen on row 1, column 1, leaving 14 solutions", advice)
			}
			p.saveScreenshot("play-dead-end-"+s.name, chromedp.FullScreenshot(100))

			// The link reopens the same board, with its count.
			link := p.location()
			again := openOn(t, s, strings.TrimPrefix(link, baseURL))
			again.waitPlaced(2)
			if got := again.waitPlayCount(); got != 0 || again.attr("board", "data-n") != "8" {
				t.Errorf("the link %s reopened with %d completions", link, got)
			}
			p.checkFitsWidth(s)
		})
	}
}

// TestPlayAttacksAndBadLinks opens links with queens that attack each
// other, and with values the page must drop.
func TestPlayAttacksAndBadLinks(t *testing.T) {
	p := openPage(t, "/?mode=play&n=8&q=1.1,4.4")
	if got := p.waitPlayCount(); got != 0 {
		t.Errorf("attacking queens: %d completions", got)
	}
	if text := eval[string](p, `document.querySelector('[data-testid="play-count"]').innerText`); !strings.Contains(text, "share a diagonal") {
		t.Errorf("no reason given: %q", text)
	}
	p.waitFor(`document.querySelector('[data-testid="clashes"] line') !== null`)
	if n := eval[int](p, `document.querySelectorAll('[data-testid="board"] .clash').length`); n != 2 {
		t.Errorf("%d queens marked as attacking, want 2", n)
	}

	p.open("/?mode=play&n=8&q=0.4,9.9,0.5,x")
	p.waitPlaced(1)
	notices := eval[string](p, `document.querySelector('[data-testid="notices"]').innerText`)
	for _, want := range []string{"9.9 is off the 8×8 board", "row 0 has two queens", `"x" is not a row and a column`} {
		if !strings.Contains(notices, want) {
			t.Errorf("notices %q, want %q", notices, want)
		}
	}
	if q := p.playQuery(); q.Get("q") != "0.4" {
		t.Errorf("the link keeps %q", q.Get("q"))
	}
}

// TestPlayCountWithoutLongTasks places queens on n = 16 one by one, each
// click stopping the count under way and starting the next, until the
// completions of 3 are counted, with no main-thread task over maxLongTask.
func TestPlayCountWithoutLongTasks(t *testing.T) {
	withinLongTaskBound(t, "the completions of 1, 2 and 3 queens on n = 16 were counted", func() []float64 {
		p := openWatched(t, "/?mode=play&n=16")
		p.waitPlayCount()
		// After the workers' warm-up, a second after the start, whose
		// messages are a task of 15 to 90 ms on some pages here.
		time.Sleep(1500 * time.Millisecond)
		return longTasksOf(p, func() {
			p.do(chromedp.Click(chromedp.CSS(square(1, 5))))
			p.waitPlaced(1)
			p.do(chromedp.Click(chromedp.CSS(square(8, 8))))
			p.waitPlaced(2)
			if got := p.placeQueen(14, 10, 3); got != 4985 {
				t.Errorf("queens on 1.5, 8.8 and 14.10: %d completions, want 4985", got)
			}
		})
	})
}

// TestPlayLongCountCancels shows a long count's progress and time left,
// stops it with Cancel, and counts again on the next change.
func TestPlayLongCountCancels(t *testing.T) {
	p := openPage(t, "/?mode=play&n=20&q=9.9")
	p.waitFor(`document.querySelector('[data-testid="play-count"]').innerText.startsWith("Counting the solutions that extend your 1 queen")`)
	p.waitFor(`document.querySelector('#work-progress')?.value > 0 && document.querySelector('label[for="work-progress"]').innerText.includes("left")`)
	p.saveScreenshot("play-long-count", chromedp.FullScreenshot(100))
	p.click("cancel")
	p.waitFor(`document.querySelector('[data-testid="play-count"]').innerText.startsWith("The count was stopped")`)
	if p.attr("play-count", "data-solutions") != "" {
		t.Error("a stopped count shows a number")
	}
	p.click("play-recount")
	p.waitFor(`document.querySelector('[data-testid="play-count"]').innerText.startsWith("Counting the solutions that extend your 1 queen")`)
	p.click("cancel")
	// At once, as a person may: the stop must not move the board.
	p.do(chromedp.Click(chromedp.CSS(square(0, 3))))
	p.waitPlaced(2)
	p.waitFor(`document.querySelector('[data-testid="play-count"]').innerText.startsWith("Counting the solutions that extend your 2 queens") ||
		document.querySelector('[data-testid="play-count"]').dataset.solutions !== undefined`)
	if q := p.playQuery(); q.Get("q") != "0.3,9.9" {
		t.Errorf("the link says %q", q.Get("q"))
	}
	eval[any](p, `document.querySelector('[data-testid="cancel"]')?.click()`)
}
