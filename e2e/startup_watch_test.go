package e2e

import (
	"context"
	"fmt"
	"time"

	"github.com/chromedp/cdproto/emulation"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// startupWatch is a script for a new document, run before the page's own:
// in window.startup it records when the page went live (by the liveness
// test startupLive, which it is given), each long task of the main thread
// and each long animation frame, with the scripts it ran (their invoker,
// source and time, to tell whose work a long task was).
const startupWatch = `(() => {
	const m = window.startup = { live: null, seenLoader: false, tasks: [], frames: [] };
	new PerformanceObserver((list) => {
		for (const e of list.getEntries()) m.tasks.push({ start: e.startTime, duration: e.duration });
	}).observe({ type: "longtask", buffered: true });
	new PerformanceObserver((list) => {
		for (const e of list.getEntries()) m.frames.push({ start: e.startTime, duration: e.duration,
			blocking: e.blockingDuration, layout: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
			scripts: e.scripts.map((s) => ({ start: s.startTime, duration: s.duration, invoker: s.invoker,
				source: (s.sourceURL || "").replace(/^https?:\/\/[^/]+/, "").replace(/\?.*$/, "") + (s.sourceFunctionName ? " " + s.sourceFunctionName : "") })) });
	}).observe({ type: "long-animation-frame", buffered: true });
	const check = (_, observer) => {
		if (m.live === null && (%s)) {
			m.live = performance.now();
			observer.disconnect();
		}
	};
	new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
})()`

// The liveness tests of startupWatch: our page is live when its main says
// so; go-app's hello world when go-app's loader, once seen, has gone,
// which its app.js does as soon as the Go program has started.
const (
	liveNQueens = `document.querySelector('main[data-app="live"]')`
	liveGoApp   = `(m.seenLoader = m.seenLoader || !!document.getElementById("app-wasm-loader")) && !document.getElementById("app-wasm-loader")`
)

// startupAfterLive is how long after the page goes live the watch goes on.
const startupAfterLive = 2 * time.Second

// startupLoadWait is how long a page may take to go live.
const startupLoadWait = 60 * time.Second

// A startupRun is what startupWatch recorded of one page's start, in ms
// from the navigation's start.
type startupRun struct {
	Live   float64        `json:"live"`
	Tasks  []startupTask  `json:"tasks"`
	Frames []startupFrame `json:"frames"`
}

// A startupTask is a long task of the main thread.
type startupTask struct {
	Start    float64 `json:"start"`
	Duration float64 `json:"duration"`
}

// A startupFrame is a long animation frame and the scripts it ran.
type startupFrame struct {
	Start    float64 `json:"start"`
	Duration float64 `json:"duration"`
	Blocking float64 `json:"blocking"`
	Layout   float64 `json:"layout"` // its style and layout's time
	Scripts  []struct {
		Start    float64 `json:"start"`
		Duration float64 `json:"duration"`
		Invoker  string  `json:"invoker"`
		Source   string  `json:"source"`
	} `json:"scripts"`
}

// measureStartup opens url in a fresh Chromium (a new profile: nothing
// cached, no service worker), its CPU slowed cpuSlowdown× by DevTools,
// and returns what startupWatch recorded with the liveness test live,
// from the navigation until startupAfterLive after the page went live.
func measureStartup(chromium, url, live string) (startupRun, error) {
	browser, stop, err := startBrowser(chromium)
	if err != nil {
		return startupRun{}, err
	}
	defer stop()
	ctx, cancel := context.WithTimeout(browser, startupLoadWait+30*time.Second)
	defer cancel()
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: cpuSlowdown}); err != nil {
		return startupRun{}, err
	}
	if _, err := chromedp.Call(ctx, cdppage.AddScriptToEvaluateOnNewDocument,
		cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: fmt.Sprintf(startupWatch, live)}); err != nil {
		return startupRun{}, err
	}
	if _, err := chromedp.Call(ctx, cdppage.Navigate, cdppage.NavigateParams{URL: url}); err != nil {
		return startupRun{}, err
	}
	// Until startupAfterLive after live, and a little more, so that the
	// observers have reported the tasks that began before its end.
	end := fmt.Sprintf(`window.startup && window.startup.live !== null && performance.now() > window.startup.live + %d`,
		startupAfterLive.Milliseconds()+300)
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](end,
		chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(startupLoadWait))); err != nil {
		return startupRun{}, fmt.Errorf("the page did not go live within %v: %w", startupLoadWait, err)
	}
	run, err := chromedp.Run(ctx, chromedp.Evaluate[startupRun](`window.startup`))
	if err != nil {
		return startupRun{}, err
	}
	return run.window(), nil
}

// window keeps the tasks and frames that began before startupAfterLive
// after the page went live.
func (r startupRun) window() startupRun {
	end := r.Live + float64(startupAfterLive.Milliseconds())
	w := startupRun{Live: r.Live}
	for _, t := range r.Tasks {
		if t.Start < end {
			w.Tasks = append(w.Tasks, t)
		}
	}
	for _, f := range r.Frames {
		if f.Start < end {
			w.Frames = append(w.Frames, f)
		}
	}
	return w
}

// blocking returns the run's total blocking time, the sum of each long
// task's time past maxLongTask, and its longest task, in ms.
func (r startupRun) blocking() (total, longest float64) {
	for _, t := range r.Tasks {
		total += max(0, t.Duration-maxLongTask)
		longest = max(longest, t.Duration)
	}
	return total, longest
}
