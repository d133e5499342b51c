package e2e

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"nqueens/solver"
)

// The prerendered page's Prev and Next, tabs and n slider work before the
// app is live (app/prelive_links.go, app/server/prelive.js). These tests hold the
// page's wasm in a proxy until they release it.

// openHeld opens path through a proxy to base that holds app.wasm, and
// waits for the prerendered page; release lets the wasm through.
func openHeld(t *testing.T, base, path string) (p *page, proxy *proxy, release func()) {
	t.Helper()
	proxy = newProxyTo(t, base)
	release = proxy.hold(t, "/web/app.wasm")
	p = newPage(t, proxy.URL)
	p.do(chromedp.Navigate(proxy.URL + path))
	p.waitFor(`document.querySelector('main[data-app="prerendered"] [data-testid="board"]') !== null`)
	return p, proxy, release
}

// checkPrelive fails the test if the app is live already.
func (p *page) checkPrelive() {
	p.t.Helper()
	if eval[bool](p, `document.querySelector('main[data-app="live"]') !== null`) {
		p.t.Fatal("the app is live while its wasm is held")
	}
}

// rawLocation returns the page's URL as it is now.
func (p *page) rawLocation() string {
	p.t.Helper()
	loc, err := chromedp.Run(p.ctx, chromedp.Location())
	if err != nil {
		p.t.Fatal(err)
	}
	return loc
}

// waitQuery waits until the page's URL has the query parameters want.
func (p *page) waitQuery(want map[string]string) {
	p.t.Helper()
	var checks []string
	for name, value := range want {
		checks = append(checks, fmt.Sprintf(`q.get(%q) === %q`, name, value))
	}
	p.waitFor(`(() => { const q = new URLSearchParams(location.search); return ` + strings.Join(checks, " && ") + `; })()`)
}

// focused returns the data-testid of the element that has the focus.
func (p *page) focused() string {
	p.t.Helper()
	return eval[string](p, `document.activeElement?.dataset?.testid ?? ""`)
}

// solution returns solution k of n, in the board's form.
func solution(t testing.TB, n int, k uint64) []int {
	t.Helper()
	x, err := solver.Solution(n, k)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// TestPreliveNextAndTabs clicks Next and a panel's tab while the wasm is
// held: each shows its page, in the URL, the title and the history; the
// focus stays on Next; and the app then goes live on the last one.
func TestPreliveNextAndTabs(t *testing.T) {
	p, _, release := openHeld(t, baseURL, "/?n=8&sol=5")
	state := eval[map[string]any](p, `(() => {
		const next = document.querySelector('[data-testid="next"]');
		return {
			link: next.tagName === "A" && next.getAttribute("href") === "?n=8&sol=6",
			inert: next.closest("[inert]") !== null,
			algorithmInert: document.querySelector('[data-testid="algorithm"]').closest("[inert]") !== null,
		};
	})()`)
	if state["link"] != true || state["inert"] != false || state["algorithmInert"] != true {
		t.Fatalf("the prerendered page has %v; want Next a link to ?n=8&sol=6, not inert, and the counting method inert", state)
	}
	entries := eval[int](p, `history.length`)

	p.click("next")
	p.waitIndex("6")
	p.checkPrelive()
	if got, want := p.queens(), solution(t, 8, 6); !slices.Equal(got, want) {
		t.Errorf("after Next the board shows %v, want solution 6, %v", got, want)
	}
	p.waitQuery(map[string]string{"n": "8", "sol": "6"})
	if title := eval[string](p, `document.title`); !strings.Contains(title, "solution 6 of 92") {
		t.Errorf("after Next the title is %q", title)
	}
	if got := eval[int](p, `history.length`); got != entries+1 {
		t.Errorf("Next made %d entries in the history, want 1", got-entries)
	}
	if got := p.focused(); got != "next" {
		t.Errorf("after Next the focus is on %q, want next", got)
	}

	p.click("tab-symmetry")
	p.waitFor(`document.querySelector('[data-testid="panel-symmetry"]') !== null`)
	p.waitQuery(map[string]string{"n": "8", "sol": "6", "panel": "symmetry"})
	if !eval[bool](p, `document.querySelector('[data-testid="panel-symmetry"]').closest("[inert]") !== null`) {
		t.Error("the symmetry panel's body is not inert before the app is live")
	}
	p.checkPrelive()

	p.goLiveOn(release, 8, 6)
	p.waitFor(`document.querySelector('[data-testid="panel-symmetry"]')?.closest("[inert]") === null`)
	if q := query(t, p.location()); q.Get("sol") != "6" || q.Get("panel") != "symmetry" {
		t.Errorf("live, the link is %v, want sol=6&panel=symmetry", q)
	}
	if tag := eval[string](p, `document.querySelector('[data-testid="next"]').tagName`); tag != "BUTTON" {
		t.Errorf("live, Next is a %s, want a button", tag)
	}
	p.click("next")
	p.waitIndex("7")
	p.waitQuery(map[string]string{"sol": "7"}) // written in a task of its own
	p.do(chromedp.NavigateBack())
	p.waitIndex("6")
}

// TestPreliveSlider moves the n slider while the wasm is held, with its
// value set by script and then with the keyboard: the label follows at
// once, the board and the URL once the page has come, the slider keeps the
// focus, and Back returns to the board before; the app then goes live on
// the last board.
func TestPreliveSlider(t *testing.T) {
	p, _, release := openHeld(t, baseURL, "/?n=8&sol=5&algo=fast")
	label := eval[string](p, `(() => {
		const s = document.querySelector('[data-testid="n"]');
		s.value = "6";
		s.dispatchEvent(new Event("input", { bubbles: true }));
		return document.querySelector(".n-value").textContent;
	})()`)
	if label != "n = 6" {
		t.Errorf("while the slider moves its label says %q, want n = 6", label)
	}
	p.do(chromedp.Evaluate[chromedp.Void](`document.querySelector('[data-testid="n"]').dispatchEvent(new Event("change", { bubbles: true }))`))
	p.waitBoard(6)
	p.waitQuery(map[string]string{"n": "6", "sol": "1", "algo": "fast"})
	p.checkPrelive()

	p.do(chromedp.Focus(chromedp.CSS(testID("n"))), chromedp.KeyEvent(kb.ArrowLeft))
	p.waitBoard(5)
	p.waitQuery(map[string]string{"n": "5", "sol": "1", "algo": "fast"})
	if got := p.focused(); got != "n" {
		t.Errorf("after a key on the slider the focus is on %q, want the slider", got)
	}
	p.do(chromedp.NavigateBack())
	p.waitBoard(6)
	p.waitQuery(map[string]string{"n": "6"})
	p.checkPrelive()

	release()
	p.waitLive()
	if got, want := p.waitBoard(6), solution(t, 6, 1); !slices.Equal(got, want) {
		t.Errorf("live, the board shows %v, want the first solution of n = 6, %v", got, want)
	}
	if q := query(t, p.location()); q.Get("n") != "6" || q.Get("algo") != "fast" {
		t.Errorf("live, the link is %v, want n=6&algo=fast", q)
	}
	p.moveSlider(1)
	p.waitBoard(7)
}

// TestPreliveModeTab switches to play before the app is live.
func TestPreliveModeTab(t *testing.T) {
	p, _, release := openHeld(t, baseURL, "/?n=6&sol=2")
	p.click("mode-play")
	p.waitQuery(map[string]string{"mode": "play", "n": "6"})
	p.waitFor(`document.querySelector('[data-testid="mode-play"]').getAttribute("aria-current") === "page"`)
	p.checkPrelive()
	release()
	p.waitLive()
	p.waitFor(`document.querySelector('[data-testid="mode-play"]').getAttribute("aria-pressed") === "true"`)
}

// TestPreliveFetchFails fails the fetch of Next's page, on a phone: the URL
// keeps the link, the page says that its board follows, and the app goes
// live on it.
func TestPreliveFetchFails(t *testing.T) {
	p, proxy, release := openHeld(t, baseURL, "/?n=8&sol=5")
	p.emulate(phone.width, phone.height, phone.scale, phone.mobile)
	proxy.failNext("/", 1)
	p.click("next")
	p.waitQuery(map[string]string{"n": "8", "sol": "6"})
	p.checkFollowing()
	p.saveScreenshot("prelive-following-phone", chromedp.CaptureScreenshot())
	p.goLiveOn(release, 8, 6)
}

// checkFollowing waits until the page says that its board follows once
// the app is live, and checks that it is not live yet.
func (p *page) checkFollowing() {
	p.t.Helper()
	p.waitFor(`document.querySelector("main").hasAttribute("data-following")`)
	if note := eval[string](p, `document.getElementById("prelive-note")?.textContent ?? ""`); !strings.Contains(note, "follows") {
		p.t.Errorf("the loader says %q, want that the board follows", note)
	}
	p.checkPrelive()
}

// goLiveOn lets the wasm through with release, and checks that the app
// goes live on solution k of n.
func (p *page) goLiveOn(release func(), n int, k uint64) {
	p.t.Helper()
	release()
	p.waitLive()
	p.waitIndex(fmt.Sprint(k))
	if got, want := p.waitBoard(n), solution(p.t, n, k); !slices.Equal(got, want) {
		p.t.Errorf("live, the board shows %v, want solution %d of n = %d, %v", got, k, n, want)
	}
	if eval[bool](p, `document.querySelector("main").hasAttribute("data-following") || document.getElementById("prelive-note") !== null`) {
		p.t.Error("live, the page still says that the board follows")
	}
}

// TestPreliveWithoutScripts turns scripts off: no pill says that the
// solver loads, Next is a link to the next solution's page, and the
// slider's form changes n.
func TestPreliveWithoutScripts(t *testing.T) {
	p := newPage(t, baseURL)
	if _, err := chromedp.Call(p.ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true}); err != nil {
		t.Fatal(err)
	}
	p.do(chromedp.Navigate(baseURL + "/?n=8&sol=5"))
	p.do(chromedp.WaitNotVisible(chromedp.CSS("#app-wasm-loader")))
	p.do(chromedp.Click(chromedp.CSS(testID("next"))), chromedp.WaitVisible(chromedp.CSS(`[data-testid="solution"][data-index="6"]`)))
	if loc := p.rawLocation(); loc != baseURL+"/?n=8&sol=6" {
		t.Errorf("Next led to %s, want /?n=8&sol=6", loc)
	}
	p.do(chromedp.Focus(chromedp.CSS(testID("n"))), chromedp.KeyEvent(kb.ArrowLeft),
		chromedp.Click(chromedp.CSS(testID("n-submit"))),
		chromedp.WaitVisible(chromedp.CSS(`[data-testid="board"][data-n="7"]`)))
	if q := query(t, p.rawLocation()); q.Get("n") != "7" || q.Get("sol") != "1" {
		t.Errorf("the form led to %v, want n=7&sol=1", q)
	}
}

// TestPreliveLinksKeepTheirPlace checks that the prerendered page's links
// and form sit where the live page's buttons and slider then sit, on a
// desktop and on a phone, and leaves screenshots of both pages.
func TestPreliveLinksKeepTheirPlace(t *testing.T) {
	ids := []string{"board", "n", "prev", "next", "mode-browse", "mode-random", "mode-play", "tab-steps", "tab-race", "tab-bench", "count"}
	for _, s := range []screen{desktop, phone} {
		t.Run(s.name, func(t *testing.T) {
			proxy := newProxy(t)
			release := proxy.hold(t, "/web/app.wasm")
			p := newPage(t, proxy.URL)
			p.emulate(s.width, s.height, s.scale, s.mobile)
			p.do(chromedp.Navigate(proxy.URL + "/?n=8&sol=5"))
			p.waitFor(`document.querySelector('main[data-app="prerendered"] [data-testid="board"]') !== null`)
			before := map[string]box{}
			for _, id := range ids {
				before[id] = p.rect(testID(id))
			}
			p.saveScreenshot("prelive-"+s.name, chromedp.FullScreenshot(100))
			release()
			p.waitLive()
			p.waitCount("92")
			for _, id := range ids {
				after := p.rect(testID(id))
				if b := before[id]; math.Abs(b.Left-after.Left) > 0.5 || math.Abs(b.Top-after.Top) > 0.5 ||
					math.Abs(b.Width-after.Width) > 0.5 || math.Abs(b.Height-after.Height) > 0.5 {
					t.Errorf("%s moved when the app went live: %+v, then %+v", id, b, after)
				}
			}
			p.saveScreenshot("live-"+s.name, chromedp.FullScreenshot(100))
		})
	}
}

// TestPreliveStaticSite clicks Next on a static site before the app is
// live: every link is the same page there, so none is fetched; the URL
// takes the link at once, the page says that its board follows, and the
// app goes live on it.
func TestPreliveStaticSite(t *testing.T) {
	srv, base := serveStatic(t, writeStatic(t, "/nqueens"), "/nqueens")
	defer srv.Close()
	p, proxy, release := openHeld(t, base, "/nqueens/")
	p.click("next")
	p.waitQuery(map[string]string{"n": "8", "sol": "2"})
	p.checkFollowing()
	p.click("next") // kept for the live page, which starts on sol=2
	if got := p.attr("solution", "data-index"); got != "1" {
		t.Errorf("before live the static page shows solution %s; want the page as it was, solution 1", got)
	}
	if n := proxy.requests("/nqueens/"); n != 1 {
		t.Errorf("the page was requested %d times, want once", n)
	}
	p.goLiveOn(release, 8, 3)
	if loc := p.location(); !strings.Contains(loc, "/nqueens/?") || query(t, loc).Get("sol") != "3" {
		t.Errorf("live, the link is %s, want it under /nqueens/ with sol=3", loc)
	}

	// A link to another board opens on the default board's page, which
	// says at once that the link's board follows.
	p, _, release = openHeld(t, base, "/nqueens/?n=8&sol=6")
	p.checkFollowing()
	p.goLiveOn(release, 8, 6)
}

// TestPreliveQuickClicks clicks Next three times while the first Next's
// page is on its way: each click leads on from the page before it, so
// that none is lost, and the app goes live on the last.
func TestPreliveQuickClicks(t *testing.T) {
	p, proxy, release := openHeld(t, baseURL, "/?n=8&sol=5")
	releasePages := proxy.hold(t, "/")
	for range 3 {
		p.click("next")
	}
	p.waitQuery(map[string]string{"n": "8", "sol": "6"})
	releasePages()
	p.waitIndex("8")
	p.waitQuery(map[string]string{"n": "8", "sol": "8"})
	if got, want := p.queens(), solution(t, 8, 8); !slices.Equal(got, want) {
		t.Errorf("after three quick Nexts the board shows %v, want solution 8, %v", got, want)
	}
	p.checkPrelive()
	p.goLiveOn(release, 8, 8)
}
