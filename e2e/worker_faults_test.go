package e2e

import (
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"nqueens/solver"
)

// The tests of workers that fail: to load a file, or in the middle of a
// count. Each opens the page in a browser context of its own, and those
// of load faults through a proxy, on an origin of its own: a first visit.
// The service worker, once installed, serves the workers it matches by
// their URL, even on a first visit: it meets the same failures.

// loadFailures is how many requests of a worker's file the proxy fails: up
// to three workers start at once, and any of them may meet every failure.
const loadFailures = 4

// TestWorkersComeBackFromLoadFaults fails the first requests of each file a
// worker loads, one file at a time: the workers that met them are replaced,
// and the page shows the board, the exact count and a random solution, as
// if nothing had failed.
func TestWorkersComeBackFromLoadFaults(t *testing.T) {
	for _, fault := range []struct {
		file   string
		spared []string // the referrers whose requests do not fail
	}{
		// The page, and its loader Worker, load wasm_exec.js too: only
		// the solver's workers and the service worker, which would serve
		// them its copy, meet the failures.
		{"/wasm_exec.js", []string{"/", "/web/app-loader.js"}},
		{"/web/worker.js", nil},
	} {
		file := fault.file
		t.Run(strings.TrimPrefix(file, "/"), func(t *testing.T) {
			proxy := newProxy(t)
			proxy.failNextExcept(file, loadFailures, fault.spared...)
			p := newPage(t, proxy.URL, chromedp.WithNewBrowserContext())
			p.open("/?n=12&workers=2")
			p.checkEverythingArrives()
			if left := proxy.failuresLeft(); left > 0 {
				t.Errorf("%d of the %d failures of %s were not met", left, loadFailures, file)
			}
			if got := proxy.requests(file); got <= loadFailures {
				t.Errorf("%s was requested %d times: the %d failures, and no worker loaded it after them", file, got, loadFailures)
			}
		})
	}
}

// checkEverythingArrives checks, on a page open at n = 12 that counts, that
// the count is exact, that the next solution comes from the worker, and
// that random mode finds a solution; and that no error is shown.
func (p *page) checkEverythingArrives() {
	p.t.Helper()
	p.waitCount("14200")
	p.click("next")
	p.waitIndex("2")
	if got, want := p.waitBoard(12), mustSolution(p.t, 12, 2); !slices.Equal(got, want) {
		p.t.Errorf("solution 2 shows %v, want %v", got, want)
	}
	p.click("mode-random")
	p.waitFor(`document.querySelector('[data-testid="found"]')?.innerText.includes("Verified")`)
	if x := p.waitBoard(12); solver.Verify(x) != nil {
		p.t.Errorf("random solution %v: %v", x, solver.Verify(x))
	}
	if s := p.summary(); strings.Contains(s, "failed") {
		p.t.Errorf("the page shows a failure: %s", s)
	}
}

// mustSolution returns solution k of n.
func mustSolution(t testing.TB, n int, k uint64) []int {
	t.Helper()
	x, err := solver.Solution(n, k)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// recordWorkers has the tab keep the solver's Web Workers its pages start
// in window.testWorkers.
const recordWorkers = `(() => {
	const Original = window.Worker;
	window.testWorkers = [];
	window.Worker = class extends Original {
		constructor(url, options) {
			super(url, options);
			if (new URL(url, location.href).pathname.endsWith("/worker.js")) window.testWorkers.push(this); // the solver's
		}
	};
})();`

// killWorkers terminates the solver's workers, and tells the page
// with the error event that a worker's crash sends.
const killWorkers = `(() => {
	for (const w of window.testWorkers) {
		w.terminate();
		w.dispatchEvent(new ErrorEvent("error", { message: "killed by the test" }));
	}
	const killed = window.testWorkers.length;
	window.testWorkers = [];
	return killed;
})()`

// TestCountSurvivesWorkersKilled terminates every worker in the middle of a
// count of n = 17 by constellations, twice: new workers count the parts
// the dead ones held, and the count is exact.
func TestCountSurvivesWorkersKilled(t *testing.T) {
	p := newPage(t, baseURL, chromedp.WithNewBrowserContext())
	p.onNewDocument(recordWorkers)
	p.open("/?n=17&algo=constellations&workers=2")
	p.click("count-start")
	for _, percent := range []string{"20", "50"} {
		p.waitFor(workProgress + ` >= ` + percent)
		if killed := eval[int](p, killWorkers); killed < 2 {
			t.Fatalf("%d workers killed at %s%%, want the 2 counters at least", killed, percent)
		}
	}
	p.waitCount("95815104")
	if s := p.summary(); strings.Contains(s, "failed") {
		t.Errorf("the page shows a failure: %s", s)
	}
}

// TestWorkersThatNeverStartAreReported fails every worker: once its tries
// are spent, the page says that the solver could not start, with a Retry
// button; the page stays usable, and Retry, once the workers load, shows
// the board and counts it.
func TestWorkersThatNeverStartAreReported(t *testing.T) {
	p := newPage(t, baseURL)
	failingWorkers(p, 1000)
	p.open("/?n=14&workers=2")
	p.waitFor(`document.querySelector('main').innerText.includes("could not start")`)
	if !strings.Contains(p.summary(), "tried 5 times") {
		t.Errorf("the error does not say how often the page tried: %s", p.summary())
	}
	p.moveSlider(1)
	p.waitFor(`new URL(location.href).searchParams.get("n") === "15"`)
	// The error of n = 14 goes with it, and n = 15's tries take 2 s.
	p.waitFor(`!document.querySelector('main').innerText.includes("could not start")`)
	p.waitFor(`document.querySelector('main').innerText.includes("could not start")`)
	p.saveScreenshot("worker-error-desktop", chromedp.CaptureScreenshot())
	p.emulate(390, 844, 1, true)
	p.saveScreenshot("worker-error-phone", chromedp.CaptureScreenshot())
	eval[int](p, `window.workerFailures = 0`)
	p.click("retry")
	if got, want := p.waitBoard(15), mustSolution(t, 15, 1); !slices.Equal(got, want) {
		t.Errorf("after Retry the board shows %v, want %v", got, want)
	}
	p.waitCount("2279184")
	if s := p.summary(); strings.Contains(s, "failed") {
		t.Errorf("after Retry the page shows a failure: %s", s)
	}
}
