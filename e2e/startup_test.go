package e2e

import (
	"slices"
	"testing"

	"github.com/chromedp/chromedp"
)

// startTasks opens path in a browser context of its own, as a first visit
// with nothing cached, at the machine's own CPU speed, and returns the
// durations (ms) of the main thread's long tasks from the navigation until
// the live page has settled.
func startTasks(t *testing.T, path string) []float64 {
	t.Helper()
	p := newPage(t, baseURL, chromedp.WithNewBrowserContext())
	p.watchLongTasks()
	p.open(path)
	p.waitBoard(8)
	p.settle()
	p.settle()
	return eval[[]float64](p, `window.longTasks.map(e => Math.round(e.end - e.start))`)
}

// TestStartWithoutLongTasks opens a link on a fresh profile and checks
// that no task of the main thread lasts over maxLongTask from the first
// byte until the live page has settled: the wasm is fetched, compiled and
// run once in a Worker, and the page mounts in steps.
func TestStartWithoutLongTasks(t *testing.T) {
	withinLongTaskBound(t, "the page started", func() []float64 {
		return startTasks(t, "/?n=8&sol=5")
	})
}

// clickNextWhenLive is a script for a new document: the moment the page
// says it is live, it clicks Next, before the page's start has run its
// last step.
const clickNextWhenLive = `new MutationObserver((_, observer) => {
	if (document.querySelector('main[data-app="live"]')) {
		observer.disconnect();
		document.querySelector('[data-testid="next"]').click();
	}
}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-app"] });`

// TestClickAsTheAppGoesLiveIsKept clicks Next the moment the page goes
// live, while its start's last steps wait in tasks of their own: the
// click is not lost, and the page shows the next solution.
func TestClickAsTheAppGoesLiveIsKept(t *testing.T) {
	p := newPage(t, baseURL, chromedp.WithNewBrowserContext())
	p.onNewDocument(clickNextWhenLive)
	p.open("/?n=8&sol=5")
	p.waitIndex("6")
	if got, want := p.waitBoard(8), []int{1, 4, 6, 0, 2, 7, 5, 3}; !slices.Equal(got, want) {
		t.Errorf("after Next the board shows %v, want solution 6 of n = 8, %v", got, want)
	}
}

// watchLoaderRemoval is a script for a new document: it records in
// window.pillGone whether the page was live when the loading pill went.
const watchLoaderRemoval = `new MutationObserver((_, observer) => {
	if (document.readyState !== "loading" && !document.getElementById("app-wasm-loader")) {
		window.pillGone = document.querySelector('main[data-app="live"]') ? "live" : "not live";
		observer.disconnect();
	}
}).observe(document, { subtree: true, childList: true, attributes: true });`

// TestLoadingPillStaysUntilLive checks that the loading pill goes only
// when the app is live: until then the controls are inert, and the pill
// says why.
func TestLoadingPillStaysUntilLive(t *testing.T) {
	p := newPage(t, baseURL, chromedp.WithNewBrowserContext())
	p.onNewDocument(watchLoaderRemoval)
	p.open("/?n=8&sol=5")
	p.waitFor(`window.pillGone !== undefined`)
	if gone := eval[string](p, `window.pillGone`); gone != "live" {
		t.Errorf("the loading pill went when the page was %s", gone)
	}
}
