// Package race is the method race, a teaching panel: every counting method
// counts the same board in one worker, and the panel compares their times,
// speedups over naive and nodes.
package race

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver"
)

// Limits of the method race.
const (
	// MaxN is the largest board the race runs: past it even fast
	// takes many seconds on one core.
	MaxN = 16
	// autoMaxN is the largest board the race runs by itself when the
	// panel opens or the board changes: milliseconds for every method.
	// Larger ones wait for Start.
	autoMaxN = 10
	// slot is where the race's counts run, the page's slot for panels.
	slot = backend.PanelSlot
	// Each method counts the board minReps times, and its time is the
	// fastest count but the first: V8 runs wasm in baseline code at first
	// and optimises what keeps it busy, in the background, so the first
	// counts take up to twice as long (naive at n = 12: 344 ms, then
	// 173 ms, measured here; a warm-up on n = 10 did not help, and the
	// second count was still slow at times). A method whose counts take
	// under minCount counts again until those after the first add up to
	// minSeconds, up to maxReps times, and its time is their mean: a
	// worker's clock ticks in steps of 0.1 ms, too coarse to time one
	// count of microseconds.
	minReps    = 3
	minCount   = 0.002
	minSeconds = 0.02
	maxReps    = 500
)

// Spec is the panel as the page's registry lists it.
var Spec = kit.PanelSpec{
	Panel: link.Panel{
		Name:  "race",
		Title: "Method race",
	},
	New: func(props kit.PanelProps) app.UI { return &Panel{PanelProps: props} },
}

// Panel is the method race, after the course notes' comparison of five
// methods: each counting method counts the board's n in the same worker,
// and the panel compares their times.
type Panel struct {
	app.Compo
	kit.PanelProps
	loop kit.Loop // unexported: go-app copies exported fields from each render
	race state
}

// OnMount races the board shown, when that is quick.
func (p *Panel) OnMount(ctx app.Context) {
	p.loop.Bind(ctx)
	p.sync()
}

// OnUpdate follows the page to another board.
func (p *Panel) OnUpdate(app.Context) { p.sync() }

// OnDismount stops the race.
func (p *Panel) OnDismount() { p.stop() }

// state is the method race panel's state: every counting method counts
// the same board, one after another in one worker, so that their times
// compare.
type state struct {
	n       int
	results []result // in the order of solver.Algorithms
	running bool
	stopped bool // the user cancelled: wait for Start
	current int  // the result being timed
	done    kit.Progress
	started time.Time
	took    time.Duration // the race's wall time, its repeated counts included
	gen     int
	err     string
}

// result is one method's part in the race.
type result struct {
	algo      *solver.Algorithm
	skipped   string // why the method does not race on this board
	timed     bool
	solutions uint64
	nodes     uint64
	seconds   float64 // per count
	reps      int     // counts done, the first one included
	total     float64 // the time of those after the first
	fastest   float64 // the fastest of those after the first
}

// ok reports whether the race runs on the board shown, and if not why.
func (p *Panel) ok() (bool, string) {
	if p.View.N > MaxN {
		return false, fmt.Sprintf("The race runs boards up to n = %d: past that, even fast takes minutes on one core, "+
			"and the slow methods hours. Choose a smaller n.", MaxN)
	}
	return true, ""
}

// sync brings the panel up to date with the view: a new board starts
// afresh, and a small one races at once.
func (p *Panel) sync() {
	if !p.Live {
		return
	}
	r := &p.race
	if r.n != p.View.N {
		p.stop()
		*r = state{n: p.View.N, gen: r.gen + 1, results: newResults(p.View.N)}
	}
	if ok, _ := p.ok(); ok && !r.running && !r.stopped && !r.finished() && r.n <= autoMaxN {
		p.Start()
	}
}

// newResults lists the methods, with the reason each one that cannot
// race on an n×n board sits out.
func newResults(n int) []result {
	results := make([]result, len(solver.Algorithms))
	for i, a := range solver.Algorithms {
		results[i].algo = a
		// One n past its QuickMaxN, its two counts would take over
		// 10 s on one core in the browser, where wasm runs 2 to 5 times
		// slower than native code (natively, naive takes 0.68 s for
		// n = 13, arrays 1.7 s for n = 14, bitmask 0.22 s for n = 14).
		limit := min(a.MaxN, a.QuickMaxN+1, MaxN)
		if n > limit {
			results[i].skipped = fmt.Sprintf("sits out past n = %d, where it would take over 10 s", limit)
		}
	}
	return results
}

// finished reports whether every method that races has been timed.
func (r *state) finished() bool {
	for _, res := range r.results {
		if res.skipped == "" && !res.timed {
			return false
		}
	}
	return len(r.results) > 0
}

// Start times every method that races and has not been timed yet.
func (p *Panel) Start() {
	r := &p.race
	if ok, _ := p.ok(); !ok || r.running || r.n != p.View.N {
		return
	}
	if r.finished() { // race again: a race's times vary from one run to the next
		for i := range r.results {
			r.results[i].timed = false
		}
		r.took = 0
	}
	r.gen++
	r.running, r.stopped, r.err, r.current = true, false, "", -1
	r.started = time.Now()
	p.next(r.gen)
}

// next times the next method not timed yet.
func (p *Panel) next(gen int) {
	r := &p.race
	if gen != r.gen || !r.running {
		return
	}
	r.current++
	for r.current < len(r.results) && (r.results[r.current].skipped != "" || r.results[r.current].timed) {
		r.current++
	}
	if r.current >= len(r.results) {
		r.running = false
		r.took += time.Since(r.started)
		return
	}
	x := &r.results[r.current]
	x.reps, x.total, x.fastest = 0, 0, 0
	p.count(gen, r.current)
}

// count has method i count the board once more.
func (p *Panel) count(gen, i int) {
	r := &p.race
	r.done = kit.Progress{}
	req := worker.Request{Op: worker.OpCount, N: r.n, Algorithm: r.results[i].algo.Name}
	p.Host.Run(slot, req, &p.loop, func(res worker.Response) { p.onCount(gen, i, res) })
}

func (p *Panel) onCount(gen, i int, res worker.Response) {
	r := &p.race
	if gen != r.gen || !r.running {
		return
	}
	switch res.Type {
	case worker.TypeProgress:
		r.done = kit.Progress{Done: res.Done, Total: res.Total}
		return
	case worker.TypeError:
		r.err = fmt.Sprintf("%s failed: %s", r.results[i].algo.Name, res.Error)
		p.stop()
		return
	case worker.TypeCount:
		x := &r.results[i]
		if x.reps > 0 {
			x.total += res.Seconds
			if x.reps == 1 || res.Seconds < x.fastest {
				x.fastest = res.Seconds
			}
		}
		x.reps++
		x.solutions, x.nodes = res.Solutions, res.Nodes
		short := x.fastest < minCount
		if x.reps < minReps || short && x.total < minSeconds && x.reps < maxReps {
			p.count(gen, i)
			return
		}
		x.timed, x.seconds = true, x.fastest
		if short {
			x.seconds = x.total / float64(x.reps-1)
		}
	}
	p.next(gen)
}

// Cancel stops the race; the times taken stay, and Start runs the
// methods left.
func (p *Panel) Cancel() {
	p.stop()
	p.race.stopped = true
}

func (p *Panel) stop() {
	r := &p.race
	if r.running {
		p.Host.Stop(slot)
		r.took += time.Since(r.started)
	}
	r.running = false
	r.gen++
}

// toggle starts the race, or cancels it while it runs: one handler
// for the button, which go-app keeps from its first render.
func (p *Panel) toggle() {
	if p.race.running {
		p.Cancel()
		return
	}
	p.Start()
}

// baseline is naive's result, which the speedups are over, or nil if
// naive has not been timed.
func (r *state) baseline() *result {
	for i := range r.results {
		if res := &r.results[i]; res.algo.Name == "naive" && res.timed {
			return res
		}
	}
	return nil
}

// speedup is how many times faster than naive a method counted, or 0.
func (r *state) speedup(res result) float64 {
	base := r.baseline()
	if base == nil || !res.timed || res.seconds <= 0 {
		return 0
	}
	return base.seconds / res.seconds
}

// nsPerNode is a method's time per node.
func (res result) nsPerNode() float64 {
	if res.nodes == 0 {
		return 0
	}
	return res.seconds * 1e9 / float64(res.nodes)
}
