package e2e

import (
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// The tests of a start on a flaky network, as a phone's on a first visit:
// each opens the page in a browser context of its own, through a proxy on
// an origin of its own, which fails or cuts the requests of one file. The
// service worker, which registers once the wasm has come, caches the
// files on install: it meets the failures too.

// serviceWorkerScript is the path of the service worker's script, the
// referrer of its requests.
const serviceWorkerScript = "/app-worker.js"

// A startLink is a link that the start's faults are tried on, and a check
// of what its live page shows.
type startLink struct {
	path  string
	check func(p *page)
}

var startLinks = []startLink{
	{"/?n=13", func(p *page) {
		p.waitBoard(13)
		p.waitCount("73712")
	}},
	{"/?n=15&sol=1000", func(p *page) { p.checkSolution(15, 1000) }},
	// A board this large shows the queens' density, not its squares.
	{"/?mode=random&n=2000&seed=5", func(p *page) {
		p.waitFor(`document.querySelector('[data-testid="found"]')?.innerText.includes("Verified")`)
	}},
}

// checkSolution checks that the board shows solution k of n.
func (p *page) checkSolution(n int, k uint64) {
	p.t.Helper()
	if got, want := p.waitBoard(n), mustSolution(p.t, n, k); !slices.Equal(got, want) {
		p.t.Errorf("the board shows %v, want solution %d of n = %d, %v", got, k, n, want)
	}
}

// loadErrorShown is true while the page says that the app could not load.
const loadErrorShown = `document.querySelector('[data-testid="load-error"]')?.checkVisibility() === true`

// checkNoRawError fails the test when the page shows a JavaScript error,
// or says that the app could not load.
func (p *page) checkNoRawError() {
	p.t.Helper()
	text := eval[string](p, `document.body.innerText`)
	for _, raw := range []string{"Error", "is not defined", "undefined"} {
		if strings.Contains(text, raw) {
			p.t.Errorf("the page shows %q: %s", raw, p.summary())
		}
	}
	if eval[bool](p, loadErrorShown) {
		p.t.Errorf("the page says that the app could not load: %s", p.summary())
	}
}

// TestStartSurvivesAFailedFile fails, for each file that the page needs to
// go live, the first request of the page or its Workers and the first of
// the service worker, each with a 503: the page goes live all the same,
// without a word of the failure, and the service worker installs, with
// the file in its cache.
func TestStartSurvivesAFailedFile(t *testing.T) {
	for i, file := range []string{"/app.js", "/wasm_exec.js", "/web/app.wasm", "/web/app-loader.js", "/web/app.css", "/web/worker.js"} {
		link := startLinks[i%len(startLinks)]
		t.Run(strings.TrimPrefix(file, "/"), func(t *testing.T) {
			proxy := newProxy(t)
			proxy.failNextExcept(file, 1, serviceWorkerScript)
			proxy.failNextFrom(file, 1, serviceWorkerScript)
			p := newPage(t, proxy.URL, chromedp.WithNewBrowserContext())
			p.open(link.path)
			link.check(p)
			p.checkNoRawError()
			waitCached(p, file)
			if left := proxy.failuresLeft(); left > 0 {
				t.Errorf("%d of the 2 failures of %s were not met", left, file)
			}
		})
	}
}

// TestStartSurvivesACutWasm cuts the connection in the middle of the
// wasm's download: the page downloads it again, and the loader Worker
// compiles it.
func TestStartSurvivesACutWasm(t *testing.T) {
	proxy := newProxy(t)
	proxy.cutNext("/web/app.wasm", 1)
	p := newPage(t, proxy.URL, chromedp.WithNewBrowserContext())
	p.open(startLinks[0].path)
	startLinks[0].check(p)
	p.checkLoadedByWorker()
	p.checkNoRawError()
	if n := proxy.requests("/web/app.wasm"); n < 2 {
		t.Errorf("app.wasm was requested %d times: the cut download was not tried again", n)
	}
}

// TestStartFailureOffersRetry fails every request of a file that the page
// needs to go live: once the tries are spent, the page says in plain words
// that the app could not load, and offers Retry. The prerendered page
// works meanwhile: Next shows the server's prerender of the next solution.
// Once the file comes through, Retry has the page go live without a
// reload: what the page held is still there.
func TestStartFailureOffersRetry(t *testing.T) {
	for _, file := range []string{"/app.js", "/wasm_exec.js", "/web/app.wasm"} {
		t.Run(strings.TrimPrefix(file, "/"), func(t *testing.T) {
			proxy := newProxy(t)
			proxy.failNext(file, 1000)
			p := newPage(t, proxy.URL, chromedp.WithNewBrowserContext())
			p.do(chromedp.Navigate(proxy.URL + "/?n=15&sol=1000"))
			p.waitFor(loadErrorShown)
			if got := eval[string](p, `document.querySelector('[data-testid="load-error"]').innerText`); !strings.Contains(got, "could not load") ||
				!strings.Contains(got, "links still work") || !strings.Contains(got, "Retry") {
				t.Errorf("the page says %q", got)
			}
			if file == "/web/app.wasm" {
				p.saveScreenshot("load-error-desktop", chromedp.CaptureScreenshot())
				p.emulate(390, 844, 1, true)
				p.saveScreenshot("load-error-phone", chromedp.CaptureScreenshot())
				p.do(chromedp.EmulateReset())
			}
			p.click("next")
			// The server's prerender names solution 1,001, which the live
			// page finds.
			p.waitFor(`document.querySelector('[data-testid="solution"]')?.dataset.index === "1001"`)
			// Without app.js, Next was a navigation, whose page tries anew.
			p.waitFor(loadErrorShown)
			eval[string](p, `window.marker = "kept"`)
			proxy.stopFailing()
			p.click("load-retry")
			p.waitLive()
			if got := eval[string](p, `String(window.marker)`); got != "kept" {
				t.Errorf("after Retry window.marker is %s: the page was reloaded", got)
			}
			p.checkSolution(15, 1001)
			p.checkNoRawError()
		})
	}
}

// TestFailedInstallLeavesNoCache fails every request of the service
// worker for web/app.css: once its tries are spent, its install fails and
// leaves no cache behind. The next visit, once the file comes through,
// installs it afresh, with every file in its cache.
func TestFailedInstallLeavesNoCache(t *testing.T) {
	const tries = 4
	proxy := newProxy(t)
	proxy.failNextFrom("/web/app.css", 1000, serviceWorkerScript)
	p := newPage(t, proxy.URL, chromedp.WithNewBrowserContext())
	p.open(startLinks[0].path)
	p.waitForFunc("the service worker's tries", func() bool { return proxy.failuresLeft() <= 1000-tries })
	left := `(async () => (await caches.keys()).length + (await navigator.serviceWorker.getRegistrations())
		.filter((r) => r.installing || r.waiting || r.active).length)()`
	p.waitForFunc("the failed install to leave nothing", func() bool { return awaitEval[int](p, left) == 0 })
	if met := 1000 - proxy.failuresLeft(); met != tries {
		t.Errorf("the service worker asked for web/app.css %d times, want %d", met, tries)
	}
	proxy.stopFailing()
	p.open("/?n=12")
	waitCached(p, "/", "/app.js", "/web/app.css", "/web/app.wasm", "/web/app-loader.js", "/web/worker.js")
}
