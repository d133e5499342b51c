package e2e

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// A page is one browser tab on the app.
type page struct {
	t    testing.TB
	ctx  context.Context
	base string // the server's URL

	mu       sync.Mutex
	problems []string // console errors and uncaught exceptions
}

// openPage opens a tab, checks when the test ends that the page logged no
// error, and navigates it to path once the app is live there.
func openPage(t testing.TB, path string) *page {
	t.Helper()
	return openPageAt(t, baseURL, path)
}

// openPageAt is openPage on another server.
func openPageAt(t testing.TB, base, path string) *page {
	t.Helper()
	p := newPage(t, base)
	p.open(path)
	return p
}

// newPage opens a tab on base without loading a page, and checks when the
// test ends that the page logged no error; opts may give the tab a browser
// context of its own (chromedp.WithNewBrowserContext).
func newPage(t testing.TB, base string, opts ...chromedp.ContextOption) *page {
	t.Helper()
	return newPageIn(t, browserCtx, base, opts...)
}

// newPageIn is newPage in another browser, such as gpuBrowser's.
func newPageIn(t testing.TB, browser context.Context, base string, opts ...chromedp.ContextOption) *page {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browser, opts...)
	ctx, cancelTimeout := context.WithTimeout(ctx, 90*time.Second)
	p := &page{t: t, ctx: ctx, base: base}
	if err := chromedp.Listen(ctx, p.record); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		p.mu.Lock()
		defer p.mu.Unlock()
		for _, msg := range p.problems {
			t.Errorf("console: %s", msg)
		}
		cancelTimeout()
		cancel()
	})
	return p
}

func (p *page) record(ev any) {
	var msg string
	switch ev := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		var parts []string
		for _, a := range ev.Args {
			parts = append(parts, strings.Trim(string(a.Value), `"`)+a.Description)
		}
		msg = strings.Join(parts, " ")
		// Go writes a panic to console.log, and its exit code with
		// console.warn.
		goDied := strings.Contains(msg, "panic: ") || strings.HasPrefix(msg, "exit code:")
		if ev.Type != runtime.ConsoleAPICalledTypeError && ev.Type != runtime.ConsoleAPICalledTypeAssert && !goDied {
			return
		}
	case *runtime.EventExceptionThrown:
		d := ev.ExceptionDetails
		msg = d.Text
		if d.Exception != nil {
			msg += " " + d.Exception.Description
		}
	default:
		return
	}
	p.mu.Lock()
	p.problems = append(p.problems, msg)
	p.mu.Unlock()
}

// open navigates to path and waits for the app to take over the
// prerendered page.
func (p *page) open(path string) {
	p.t.Helper()
	p.do(chromedp.Navigate(p.base + path))
	p.waitLive()
}

func (p *page) waitLive() {
	p.t.Helper()
	p.waitFor(`document.querySelector('main[data-app="live"]') !== null`)
}

func (p *page) do(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, actions...); err != nil {
		p.t.Fatal(err)
	}
}

// eval returns the value of a JavaScript expression.
func eval[T any](p *page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		p.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// waitFor waits until a JavaScript expression is true. A poll that the
// page's own navigation cut short (its document, and the context the poll
// ran in, went: "Cannot find context with specified id") polls again in
// the new document.
func (p *page) waitFor(expr string) {
	p.t.Helper()
	var err error
	for try := 0; try < 3; try++ {
		_, err = chromedp.Run(p.ctx, chromedp.Poll[chromedp.Void](expr,
			chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(30*time.Second)))
		if err == nil || !strings.Contains(err.Error(), "Cannot find context with specified id") {
			break
		}
	}
	if err != nil {
		p.t.Fatalf("waiting for %s: %v\npage: %s", expr, err, p.summary())
	}
}

// summary describes what the page shows, for failure messages.
func (p *page) summary() string {
	s, _ := chromedp.Run(p.ctx, chromedp.Evaluate[string](
		`document.querySelector('main') ? document.querySelector('main').innerText.replace(/\s+/g, ' ') : document.body.innerText`))
	return s
}

// testID selects the element with a data-testid.
func testID(id string) string { return fmt.Sprintf(`[data-testid=%q]`, id) }

// waitBoard waits until the board is n×n and shows a solution that is no
// longer about to change, and returns it.
func (p *page) waitBoard(n int) []int {
	p.t.Helper()
	p.waitFor(fmt.Sprintf(`(() => {
		const b = document.querySelector('[data-testid="board"]');
		return b && b.dataset.n === "%d" && !b.classList.contains("pending") &&
			b.querySelectorAll(".queen").length === %d;
	})()`, n, n))
	return p.queens()
}

// queens reads the board: queens[r] is the column of row r's queen.
func (p *page) queens() []int {
	p.t.Helper()
	return eval[[]int](p, `(() => {
		const b = document.querySelector('[data-testid="board"]');
		const x = new Array(Number(b.dataset.n)).fill(-1);
		for (const q of b.querySelectorAll(".queen")) x[Number(q.dataset.row)] = Number(q.dataset.col);
		return x;
	})()`)
}

// attr returns an attribute of the element with a data-testid, "" if none.
func (p *page) attr(id, name string) string {
	p.t.Helper()
	return eval[string](p, fmt.Sprintf(`document.querySelector(%q)?.getAttribute(%q) ?? ""`, testID(id), name))
}

// location returns the page's URL once the history has caught up: the page
// writes it in a task of its own after a change (app/history.go).
func (p *page) location() string {
	p.t.Helper()
	p.settle()
	loc, err := chromedp.Run(p.ctx, chromedp.Location())
	if err != nil {
		p.t.Fatal(err)
	}
	return loc
}

// waitCount waits until the page shows the count of solutions.
func (p *page) waitCount(solutions string) {
	p.t.Helper()
	p.waitFor(`document.querySelector('[data-testid="count"]').dataset.solutions === "` + solutions + `"`)
}

// waitIndex waits until the page shows solution k.
func (p *page) waitIndex(k string) {
	p.t.Helper()
	p.waitFor(`document.querySelector('[data-testid="solution"]').dataset.index === "` + k + `"`)
}

// moveSlider presses the right arrow on the n slider, steps times, or the
// left arrow -steps times.
func (p *page) moveSlider(steps int) {
	p.t.Helper()
	p.do(chromedp.Focus(chromedp.CSS(testID("n"))))
	key := kb.ArrowRight
	if steps < 0 {
		key, steps = kb.ArrowLeft, -steps
	}
	for range steps {
		p.do(chromedp.KeyEvent(key))
	}
}

// click clicks the element with data-testid id with the mouse, once it is
// shown. A mouse click that the browser has not taken within 10 s (CI saw
// one wait for 80 s, on a page whose scripts ran) is made through the DOM
// instead, and said in the log; one that fails fails the test with what
// the page shows.
func (p *page) click(id string) {
	p.t.Helper()
	sel := testID(id)
	p.waitFor(fmt.Sprintf(`document.querySelector(%q)?.checkVisibility() === true`, sel))
	ctx, cancel := context.WithTimeout(p.ctx, 10*time.Second)
	defer cancel()
	err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel)))
	if err != nil && ctx.Err() != nil && p.ctx.Err() == nil {
		p.t.Logf("the mouse click on %s took over 10 s: clicking it through the DOM", id)
		_, err = chromedp.Run(p.ctx, chromedp.Evaluate[bool](fmt.Sprintf(`(document.querySelector(%q).click(), true)`, sel)))
	}
	if err != nil {
		p.t.Fatalf("clicking %s: %v\npage: %s", id, err, p.summary())
	}
}
