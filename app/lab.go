package app

import (
	"fmt"
	"net/url"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/worker"
	"nqueens/solver"
)

// Limits of the work done without asking.
const (
	// AutoCountMaxN is the largest n whose solutions are counted as soon as
	// the board is shown; the browser counts n = 16 in a few seconds.
	AutoCountMaxN = 16
)

// warmUpDelay is how long after the page starts its workers warm up.
const warmUpDelay = time.Second

// Lab is the page: a board of n queens, the count of its solutions, and
// controls to browse them. Its state is kept in its link.
//
// The solver's work runs in the Backend; Lab only keeps what it reports.
type Lab struct {
	app.Compo

	backend  Backend
	live     bool               // mounted in the browser, not prerendered
	restored bool               // started from the prerendered page's snapshot
	dispatch func(func())       // runs a backend callback on the UI goroutine
	replace  func(query string) // replaces the browser's URL query
	page     app.Page           // the browser's page, for its title

	link    string   // the query of the link the page was opened with, normalised
	view    View     // board size and the solution asked for
	queens  []int    // the solution on the board, nil until found
	notices []string // what the page changed in the link, and why
	err     string   // the last error from the solver

	copyStatus string // what became of the last Copy link

	random randomState // random mode's result and plot

	// The teaching panels' states.
	steps      stepsState
	experiment experimentState
	race       raceState

	seeking bool
	seek    progress

	counted       bool   // whether solutions is the board's count
	solutions     uint64 // the count
	unique        uint64 // the count up to symmetry, once countedUnique
	countedUnique bool
	countNodes    uint64        // nodes of the count, so far or in all
	countStart    time.Time     // when the count began
	countTime     time.Duration // how long it took, once counted
	counting      bool
	count         progress
}

// progress is the share of a request's work done.
type progress struct{ done, total int }

// eta estimates the time left from the time spent, or 0 if it cannot.
func (p progress) eta(elapsed time.Duration) time.Duration {
	if p.done == 0 || p.done >= p.total {
		return 0
	}
	return time.Duration(float64(elapsed) * float64(p.total-p.done) / float64(p.done))
}

func (p progress) percent() int {
	if p.total == 0 {
		return 0
	}
	return 100 * p.done / p.total
}

// Register routes the page's paths to its components. The server and the
// browser must both call it.
func Register() {
	app.Route("/", &Lab{})
}

// OnInit takes over what the prerendered page shows, before the first
// render in the browser, so that the live page draws the same board.
func (l *Lab) OnInit() {
	if app.IsClient {
		v, _ := ParseView(app.Window().URL().Query())
		l.restored = l.restore(prerenderedSnapshot(), v)
	}
}

// OnMount connects the page to the browser's solver workers.
func (l *Lab) OnMount(ctx app.Context) {
	l.backend, l.live = newBackend(), true
	if w, ok := l.backend.(interface{ warm() }); ok {
		// Once the page has started: the workers' answers cost the main
		// thread time, which the start can least spare.
		ctx.After(warmUpDelay, func(app.Context) { w.warm() })
	}
	l.dispatch = func(f func()) {
		ctx.Dispatch(func(ctx app.Context) {
			f()
			l.redrawLater(ctx)
		})
	}
	l.page = ctx.Page()
	l.replace = func(query string) {
		u := *ctx.Page().URL() // keep the path, which has the site's prefix
		u.RawQuery = query
		ctx.Page().ReplaceURL(&u)
	}
}

// OnNav shows the board of the link the page was opened with.
func (l *Lab) OnNav(ctx app.Context) {
	if l.restored {
		l.restored = false
		l.resume()
	} else {
		v, notices := ParseView(ctx.Page().URL().Query())
		l.show(v, notices)
	}
	l.setPageInfo(ctx.Page())
}

// OnDismount stops the work under way.
func (l *Lab) OnDismount() {
	l.Cancel()
	l.closePanel()
}

// show displays view v: it finds its solution, and counts the solutions
// when the board size changed and counting is quick.
func (l *Lab) show(v View, notices []string) {
	if v.Panel != l.view.Panel {
		l.closePanel()
	}
	if v.Random {
		l.showRandom(v, notices)
		return
	}
	if v.Algo == "" {
		v.Algo = DefaultAlgo
	}
	newCount := v.N != l.view.N || v.Algo != l.view.Algo
	// Another counting method leaves the board as it is.
	sameBoard := v.N == l.view.N && v.K == l.view.K && len(l.queens) == v.N && l.err == "" && !l.view.Random
	l.view, l.notices, l.err, l.copyStatus = v, notices, "", ""
	if newCount {
		l.counted, l.solutions, l.countedUnique = false, 0, false
		l.backend.Stop(CountSlot)
		l.counting = false
	}
	if !sameBoard {
		l.startSeek()
	}
	if newCount && v.N <= l.autoCountMaxN() {
		l.startCount()
	}
	l.syncPanel()
	l.syncURL()
}

// autoCountMaxN is the largest n counted without asking, with the
// counting method chosen: the slow methods take seconds from n = 12.
func (l *Lab) autoCountMaxN() int {
	if l.view.Algo == DefaultAlgo {
		return AutoCountMaxN
	}
	return 11
}

// SetN shows the first solution of an n×n board.
func (l *Lab) SetN(n int) {
	if n == l.view.N {
		return
	}
	l.show(View{N: n, K: 1, Algo: l.view.Algo, PanelView: l.view.PanelView}, nil)
}

// SetAlgo counts the board's solutions with the named method. Unlike a new
// n, it counts at once, whatever n, if the method takes that n: the user
// asked for it.
func (l *Lab) SetAlgo(name string) {
	a, err := solver.Lookup(name)
	if err != nil || name == l.view.Algo {
		return
	}
	l.show(View{N: l.view.N, K: l.view.K, Algo: name, PanelView: l.view.PanelView}, nil)
	if !l.counting && !l.counted && l.view.N <= a.MaxN {
		l.startCount()
	}
}

// Next shows the next solution, if there is one.
func (l *Lab) Next() {
	if l.hasNext() {
		l.show(View{N: l.view.N, K: l.view.K + 1, Algo: l.view.Algo, PanelView: l.view.PanelView}, nil)
	}
}

// Prev shows the previous solution, if there is one.
func (l *Lab) Prev() {
	if l.view.K > 1 {
		l.show(View{N: l.view.N, K: l.view.K - 1, Algo: l.view.Algo, PanelView: l.view.PanelView}, nil)
	}
}

func (l *Lab) hasNext() bool {
	return !l.counted || l.view.K < l.solutions
}

// Count starts counting the solutions of the board shown.
func (l *Lab) Count() {
	if !l.counting && !l.counted {
		l.startCount()
	}
}

// Cancel stops the search and the count under way.
func (l *Lab) Cancel() {
	if l.backend == nil {
		return
	}
	if l.seeking || l.counting {
		l.notices = append(l.notices, "Stopped.")
	}
	l.backend.Stop(SeekSlot)
	l.backend.Stop(CountSlot)
	l.seeking, l.counting = false, false
}

// busy reports whether the solver is working for the page.
func (l *Lab) busy() bool { return l.seeking || l.counting }

func (l *Lab) startSeek() {
	if len(l.queens) != l.view.N {
		l.queens = nil // the board keeps the last solution until the next one comes
	}
	l.seeking, l.seek = true, progress{}
	req := worker.Request{Op: worker.OpSeek, N: l.view.N, K: l.view.K}
	l.backend.Start(SeekSlot, req, l.deliver(l.onSeek))
}

func (l *Lab) startCount() {
	l.counting, l.count, l.countNodes, l.countStart = true, progress{}, 0, time.Now()
	req := worker.Request{Op: worker.OpCount, N: l.view.N, Algorithm: l.view.Algo}
	l.backend.Start(CountSlot, req, l.deliver(l.onCount))
}

// deliver wraps a response handler to run where the page's state lives.
func (l *Lab) deliver(handle func(worker.Response)) func(worker.Response) {
	return func(r worker.Response) {
		if l.dispatch == nil {
			handle(r)
			return
		}
		l.dispatch(func() { handle(r) })
	}
}

func (l *Lab) onSeek(r worker.Response) {
	switch r.Type {
	case worker.TypeProgress:
		l.seek = progress{r.Done, r.Total}
		return
	case worker.TypeError:
		l.err, l.queens = r.Error, nil
	case worker.TypeSolution:
		l.queens = r.Queens
		if r.Exhausted {
			l.setCount(r.Solutions)
			if r.K < l.view.K && r.Solutions > 0 {
				l.notices = append(l.notices, fmt.Sprintf(
					"n = %d has %d solutions, so the page shows the last one instead of solution %d.",
					l.view.N, r.Solutions, l.view.K))
				l.view.K = r.K
				l.syncURL()
			}
		}
	}
	l.seeking = false
}

func (l *Lab) onCount(r worker.Response) {
	switch r.Type {
	case worker.TypeProgress:
		l.count, l.countNodes = progress{r.Done, r.Total}, r.Nodes
		return
	case worker.TypeError:
		l.err = r.Error
	case worker.TypeCount:
		l.setCount(r.Solutions)
		l.countNodes, l.countTime = r.Nodes, time.Since(l.countStart)
		if r.Seconds > 0 {
			l.countTime = time.Duration(r.Seconds * float64(time.Second))
		}
		if a, err := solver.Lookup(l.view.Algo); err == nil && a.Unique {
			l.unique, l.countedUnique = r.Unique, true
		}
	}
	l.counting = false
}

// setCount records the board's count, which ends a count under way: a
// search that ran through every solution counted them too.
func (l *Lab) setCount(solutions uint64) {
	l.counted, l.solutions, l.countTime = true, solutions, 0
	l.syncTitle()
	if l.counting {
		l.backend.Stop(CountSlot)
		l.counting = false
	}
}

// URL is the link to what the page shows.
func (l *Lab) URL() url.URL {
	return url.URL{Path: "/", RawQuery: l.view.Query().Encode()}
}

// syncURL puts the view in the browser's URL and the page's title.
func (l *Lab) syncURL() {
	if l.replace != nil {
		l.replace(l.view.Query().Encode())
	}
	l.syncTitle()
}

// syncTitle names what the page shows in the browser's title.
func (l *Lab) syncTitle() {
	if l.page != nil {
		l.page.SetTitle(l.title())
	}
}
