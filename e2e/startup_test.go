package e2e

import (
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
