package e2e

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"nqueens/solver"
)

func TestN4ShowsAValidBoard(t *testing.T) {
	p := openPage(t, "/?n=4")
	x := p.waitBoard(4)
	if err := solver.Verify(x); err != nil {
		t.Fatalf("the board for n=4 shows %v: %v", x, err)
	}
	p.waitCount("2")
	if got := p.attr("board", "data-n"); got != "4" {
		t.Errorf("board data-n = %q, want 4", got)
	}
}

func TestSliderTo8(t *testing.T) {
	p := openPage(t, "/?n=5")
	p.waitBoard(5)
	p.moveSlider(3)
	x := p.waitBoard(8)
	if err := solver.Verify(x); err != nil {
		t.Fatalf("the board for n=8 shows %v: %v", x, err)
	}
	p.waitCount("92")
	if got := p.attr("count", "data-unique"); got != "12" {
		t.Errorf("n=8 shows %q unique solutions, want 12", got)
	}
	if text := p.summary(); !strings.Contains(text, "92 solutions") || !strings.Contains(text, "Solution 1 of 92") {
		t.Errorf("page says %q, want 92 solutions and solution 1 of 92", text)
	}
	if q := query(t, p.location()); q.Get("n") != "8" || q.Get("sol") != "1" {
		t.Errorf("URL query %v, want n=8 and sol=1", q)
	}
}

func TestNextThenReload(t *testing.T) {
	p := openPage(t, "/?n=8")
	first := p.waitBoard(8)
	p.click("next")
	p.waitIndex("2")
	second := p.waitBoard(8)
	want, _ := solver.Solution(8, 2)
	if slices.Equal(first, second) || !slices.Equal(second, want) {
		t.Fatalf("Next went from %v to %v, want %v", first, second, want)
	}
	loc := p.location()
	if q := query(t, loc); q.Get("n") != "8" || q.Get("sol") != "2" {
		t.Fatalf("URL after Next is %s, want n=8&sol=2", loc)
	}
	p.do(chromedp.Reload())
	p.waitLive()
	if again := p.waitBoard(8); !slices.Equal(again, second) {
		t.Errorf("reloading %s shows %v, want %v", loc, again, second)
	}
	if got := p.attr("solution", "data-index"); got != "2" {
		t.Errorf("after reload the solution index is %q, want 2", got)
	}
	p.click("prev")
	p.waitIndex("1")
	if back := p.waitBoard(8); !slices.Equal(back, first) {
		t.Errorf("Prev shows %v, want %v", back, first)
	}
}

func TestBadParametersAreClamped(t *testing.T) {
	tests := []struct {
		path   string
		n, sol string
		notice string
	}{
		{"/?n=abc", "8", "1", "not a whole number"},
		{"/?n=0", "1", "1", "below 1"},
		{"/?n=999", "32", "1", "boards up to n = 32"},
		{"/?n=8&sol=0", "8", "1", "below 1"},
		{"/?n=8&sol=500", "8", "92", "has 92 solutions"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			p := openPage(t, tt.path)
			n := p.attr("board", "data-n")
			p.waitIndex(tt.sol)
			p.waitFor(`document.querySelector('[data-testid="notices"]').innerText.includes("` + tt.notice + `")`)
			if n != tt.n {
				t.Errorf("board n = %s, want %s", n, tt.n)
			}
			p.waitFor(`new URLSearchParams(location.search).get("sol") === "` + tt.sol + `"`)
			if q := query(t, p.location()); q.Get("n") != tt.n {
				t.Errorf("URL query %v, want n=%s", q, tt.n)
			}
		})
	}
}

func TestSmallBoards(t *testing.T) {
	p := openPage(t, "/?n=1")
	if x := p.waitBoard(1); !slices.Equal(x, []int{0}) {
		t.Errorf("n=1 shows %v, want one queen", x)
	}
	for _, n := range []string{"2", "3"} {
		p.open("/?n=" + n)
		p.waitFor(`document.querySelector('[data-testid="solution"]').innerText.includes("No solution exists for n = ` + n + `")`)
		if q := eval[int](p, `document.querySelectorAll(".queen").length`); q != 0 {
			t.Errorf("n=%s shows %d queens", n, q)
		}
		if p.attr("next", "disabled") == "" && eval[bool](p, `!document.querySelector('[data-testid="next"]').disabled`) {
			t.Errorf("n=%s: Next is enabled", n)
		}
	}
}

func TestCancelStopsTheCount(t *testing.T) {
	p := openPage(t, "/?n=16")
	p.waitFor(`document.querySelector('[data-testid="cancel"]') !== null`)
	boardTop := `document.querySelector('[data-testid="board"]').getBoundingClientRect().top + scrollY`
	before := eval[float64](p, boardTop)
	p.click("cancel")
	p.waitFor(`document.querySelector('[data-testid="count-start"]') !== null && !document.querySelector('[data-testid="cancel"]')`)
	// The panel says it stopped, and the board stays where it was: a
	// click on it just after Cancel lands where it was aimed.
	p.waitFor(`document.querySelector('[data-testid="stopped"]')?.checkVisibility() && document.querySelector('[data-testid="stopped"]').innerText === "Stopped."`)
	if after := eval[float64](p, boardTop); after != before {
		t.Errorf("Cancel moved the board's top on the page from %g to %g px", before, after)
	}
	// Browsing still works, and the stopped count never comes back.
	p.click("next")
	p.waitBoard(16)
	p.do(chromedp.Sleep(500e6)) // 0.5 s: time for the stopped count to come back, if it would
	if got := p.attr("count", "data-solutions"); got != "" {
		t.Errorf("a cancelled count still reported %s solutions", got)
	}
}

func TestScreenshots(t *testing.T) {
	counted := `document.querySelector('[data-testid="count"]').dataset.solutions === "92"`
	found := `document.querySelector('[data-testid="found"]').innerText.includes("Verified")`
	stepsShown := `document.querySelector('[data-testid="steps-board"]') !== null`
	symmetryShown := `document.querySelectorAll('[data-testid="symmetry-image"]').length === 8`
	for _, v := range []struct {
		name          string
		path, ready   string
		width, height int64
		mobile        bool
	}{
		{"desktop", "/?n=8&sol=5", counted, 1280, 860, false},
		{"phone", "/?n=8&sol=5", counted, 390, 844, true},
		{"random-desktop", "/?mode=random&n=100000&seed=3", found, 1280, 860, false},
		{"random-phone", "/?mode=random&n=20&solver=hybrid&step=8&seed=3", found, 390, 844, true},
		{"steps-desktop", "/?n=8&panel=steps&method=bitmask&at=40", stepsShown, 1280, 860, false},
		{"steps-phone", "/?n=8&panel=steps&method=naive&at=47", stepsShown, 390, 844, true},
		{"symmetry-desktop", "/?n=8&sol=3&panel=symmetry", symmetryShown, 1280, 860, false},
		{"symmetry-phone", "/?n=8&sol=3&panel=symmetry", symmetryShown, 390, 844, true},
	} {
		t.Run(v.name, func(t *testing.T) {
			p := openSized(t, v.path, v.width, v.height, v.mobile)
			p.waitFor(v.ready)
			p.checkNoSidewaysScroll()
			board := `(document.querySelector('[data-testid="board"]') || document.querySelector('[data-testid="plot"]')).getBoundingClientRect().right`
			if right := eval[float64](p, board); right > float64(v.width) {
				t.Errorf("the board ends at %.0f px, past the %d px screen", right, v.width)
			}
			p.saveScreenshot(v.name, chromedp.FullScreenshot(100))
		})
	}
}

func query(t *testing.T, raw string) url.Values {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u.Query()
}

func TestCopyLink(t *testing.T) {
	p := openPage(t, "/?n=7&sol=3")
	p.waitBoard(7)
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		_, err := chromedp.CallBrowser(p.ctx, browser.SetPermission, browser.SetPermissionParams{
			Permission: &browser.PermissionDescriptor{Name: name},
			Setting:    browser.PermissionSettingGranted,
			Origin:     baseURL,
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	p.click("copy-link")
	p.waitFor(`document.querySelector('[data-testid="copy-status"]').innerText === "Link copied."`)
	copied, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if q := query(t, copied); !strings.HasPrefix(copied, baseURL) || q.Get("n") != "7" || q.Get("sol") != "3" {
		t.Errorf("copied %q, want the link to n=7&sol=3", copied)
	}
}

// TestRapidChangesEndOnTheLastOne moves the slider many steps at once: every
// stale search and count must give way to the last board.
func TestRapidChangesEndOnTheLastOne(t *testing.T) {
	p := openPage(t, "/?n=4")
	p.waitBoard(4)
	p.moveSlider(10)
	x := p.waitBoard(14)
	want, _ := solver.Solution(14, 1)
	if !slices.Equal(x, want) {
		t.Errorf("n=14 shows %v, want %v", x, want)
	}
	p.waitCount("365596")
	if q := query(t, p.location()); q.Get("n") != "14" {
		t.Errorf("URL query %v, want n=14", q)
	}
}

func TestLargestBoard(t *testing.T) {
	p := openPage(t, "/?n=32")
	x := p.waitBoard(32)
	if err := solver.Verify(x); err != nil {
		t.Fatalf("n=32 shows %v: %v", x, err)
	}
	// Counting n = 32 would take longer than anyone waits: the page says so
	// rather than offer it.
	if p.attr("count-start", "data-testid") != "" || p.attr("count", "data-reach") != "none" {
		t.Errorf("n=32 offers a count: %q", eval[string](p, `document.querySelector('[data-testid="count"]').innerText`))
	}
	p.moveSlider(-12) // n = 20: a count of minutes by quarters, offered with its estimate
	p.waitBoard(20)
	if est := eval[string](p, `document.querySelector('[data-testid="count-estimate"]')?.innerText ?? ""`); !strings.Contains(est, "minutes with quarters") {
		t.Errorf("n=20's count says %q, want its estimate in minutes, by quarters", est)
	}
}

// TestCountInWorkersKeepsThePageResponsive counts n = 14 in the worker pool
// while a PerformanceObserver watches the main thread for long tasks. The
// count runs in workers: on the main thread it would block the page for
// seconds. What is left is the page's own updates.
func TestCountInWorkersKeepsThePageResponsive(t *testing.T) {
	withinLongTaskBound(t, "n = 14 was counted", func() []float64 {
		p := openWatched(t, "/?n=8")
		p.waitCount("92")
		tasks := longTasksOf(p, func() {
			p.moveSlider(6)
			p.waitBoard(14)
			p.waitCount("365596")
		})
		if got := p.attr("count", "data-unique"); got != "45752" {
			t.Errorf("n=14 shows %q unique solutions, want 45752", got)
		}
		return tasks
	})
}

func TestAlgorithmPickerAndLink(t *testing.T) {
	p := openPage(t, "/?n=9")
	p.waitCount("352")
	if got := p.attr("published", "data-published"); got != "352" {
		t.Errorf("published count %q, want 352", got)
	}
	p.do(chromedp.SetValue(chromedp.CSS(testID("algorithm")), "bitscan"))
	p.waitFor(`new URLSearchParams(location.search).get("algo") === "bitscan"`)
	p.waitCount("352")
	if text := p.summary(); !strings.Contains(text, "Counted by bitscan") {
		t.Errorf("the page does not say which method counted: %s", text)
	}
	p.do(chromedp.Reload())
	p.waitLive()
	if got := eval[string](p, `document.querySelector('[data-testid="algorithm"]').value`); got != "bitscan" {
		t.Errorf("after reload the method is %q, want bitscan", got)
	}
}
