package bench

import (
	"fmt"
	"math"
	"strings"
	"time"

	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/worker"
)

// Limits of the GPU benchmark.
const (
	// startN is the first board each engine counts: milliseconds.
	startN = 10
	// largestN is the largest board the benchmark counts: a GPU 1000
	// times faster than one worker would still stop there.
	largestN = 22
	// target is about how long the count each engine is timed on
	// takes, in seconds. A count of n+1 takes about growth times as
	// long as n's, so an engine's ramp stops at the first count over
	// target/√growth, which takes 0.8 s to 4.9 s. It counts
	// that board once more, and is timed on the faster count: the first
	// may run while V8 still optimises the code.
	target = 2.0
	growth = 6.0
)

// count is one count the benchmark timed.
type count struct {
	n       int
	seconds float64 // in the worker
	nodes   uint64
}

// rate is the count's nodes per second.
func (c count) rate() float64 {
	if c.seconds <= 0 {
		return 0
	}
	return float64(c.nodes) / c.seconds
}

// duration is the count's time.
func (c count) duration() time.Duration {
	return time.Duration(c.seconds * float64(time.Second))
}

// engine is what one engine of the benchmark counted: boards of
// growing n, until a count took long enough to time.
type engine struct {
	engine  string // worker.EngineGPU, or "" for the worker's CPU
	counts  []count
	adapter string // the GPU's name, as WebGPU gives it
	err     string // why the engine stopped counting
}

// next returns the n the engine counts next, or 0 when it is done: it
// counted twice a board whose faster count took long enough, or maxN, or
// it failed.
func (e *engine) next(maxN int) int {
	if e.err != "" {
		return 0
	}
	best, ok := e.figure()
	k := len(e.counts)
	switch {
	case !ok:
		return min(startN, maxN)
	case best.n < maxN && best.seconds*math.Sqrt(growth) < target:
		return best.n + 1
	case k > 1 && e.counts[k-2].n == best.n:
		return 0
	}
	return best.n
}

// figure is the engine's fastest count of its largest board.
func (e *engine) figure() (count, bool) {
	if len(e.counts) == 0 {
		return count{}, false
	}
	return e.fastest(e.counts[len(e.counts)-1].n)
}

// fastest returns the engine's fastest count of n.
func (e *engine) fastest(n int) (best count, ok bool) {
	for _, c := range e.counts {
		if c.n == n && (!ok || c.seconds < best.seconds) {
			best, ok = c, true
		}
	}
	return best, ok
}

// software reports whether the GPU is one drawn on the CPU, such as
// Chromium's SwiftShader.
func (e *engine) software() bool {
	name := strings.ToLower(e.adapter)
	for _, s := range []string{"swiftshader", "llvmpipe", "lavapipe", "basic render"} {
		if strings.Contains(name, s) {
			return true
		}
	}
	return false
}

// state is the benchmark's state: the GPU counts boards of growing
// n, then one worker does, on its CPU. The GPU goes first, so that a
// browser without WebGPU says so at once.
type state struct {
	maxN     int
	gpu, cpu engine
	counting *engine // the engine at work, or stopped; nil when none is
	n        int     // the board it counts
	began    bool    // a run has started
	running  bool
	stopped  bool // the visitor stopped it
	gen      int
	err      string
	started  time.Time
	took     time.Duration
}

// reset prepares a new run on boards up to maxN.
func (b *state) reset(maxN int) {
	*b = state{maxN: maxN, gen: b.gen + 1, began: true,
		gpu: engine{engine: worker.EngineGPU}}
}

// step picks the next count: the engine and the n, or nil once both are
// done.
func (b *state) step() (*engine, int) {
	for _, e := range []*engine{&b.gpu, &b.cpu} {
		if n := e.next(b.maxN); n > 0 {
			b.counting, b.n = e, n
			return e, n
		}
	}
	b.counting, b.n = nil, 0
	return nil, 0
}

// record takes the answer to the count under way, and reports whether the
// run goes on: a GPU's error ends the GPU's part only, and a count that is
// not the published one ends the run.
func (b *state) record(res worker.Response) bool {
	e := b.counting
	if e == nil {
		return false
	}
	switch res.Type {
	case worker.TypeTally:
		if total, _, known := link.Published(b.n); known && res.Solutions != total {
			who := "The worker"
			if e == &b.gpu {
				who = "The GPU (" + res.Adapter + ")"
			}
			b.err = fmt.Sprintf("%s counted %s solutions for n = %d, not %s: please report it in issue #14.",
				who, kit.FormatCount(res.Solutions), b.n, kit.FormatCount(total))
			return false
		}
		e.counts = append(e.counts, count{n: b.n, seconds: res.Seconds, nodes: res.Nodes})
		if res.Adapter != "" {
			e.adapter = res.Adapter
		}
	case worker.TypeError:
		if e.engine == "" || res.Engine != worker.EngineGPU {
			b.err = fmt.Sprintf("The worker failed at n = %d: %s", b.n, res.Error)
			return false
		}
		e.err = res.Error
	}
	return true
}

// noGPU is why the GPU counted nothing, plainly: the worker's error
// without its "the GPU failed: ", and without what the panel says anyway,
// such as "WebGPU gave no adapter". It is "" when the GPU counted, or has
// not failed.
func (b *state) noGPU() string {
	if len(b.gpu.counts) > 0 {
		return ""
	}
	return strings.TrimSuffix(strings.TrimPrefix(b.gpu.err, "the GPU failed: "), ": the browser has no GPU it can use")
}

// finished reports whether the last run counted all it was to.
func (b *state) finished() bool {
	return b.began && !b.running && !b.stopped && b.err == ""
}

// ratio is how many times as many nodes per second the GPU counts as one
// worker, or 0 until both have a figure.
func (b *state) ratio() float64 {
	g, ok1 := b.gpu.figure()
	c, ok2 := b.cpu.figure()
	if !ok1 || !ok2 || c.rate() == 0 {
		return 0
	}
	return g.rate() / c.rate()
}

// common returns the largest n both engines counted, with their counts,
// to compare their times on one board: the kernel and the worker place
// slightly different nodes for the same board.
func (b *state) common() (n int, gpu, cpu count, ok bool) {
	for i := len(b.gpu.counts) - 1; i >= 0; i-- {
		n := b.gpu.counts[i].n
		if c, found := b.cpu.fastest(n); found {
			g, _ := b.gpu.fastest(n)
			return n, g, c, true
		}
	}
	return 0, count{}, count{}, false
}

// formatRatio writes a ratio to about 2 significant digits: 0.052×, 23×.
func formatRatio(x float64) string {
	if x >= 10 {
		return fmt.Sprintf("%.0f×", x)
	}
	return fmt.Sprintf("%.2g×", x)
}

// formatFigure writes an engine's figure for the result line: its n, time
// and rate.
func formatFigure(c count) string {
	return fmt.Sprintf("n=%d %s %s nodes/s", c.n, kit.FormatSeconds(c.seconds), kit.FormatRate(c.nodes, c.duration()))
}

// line is the run's results on one line, for visitors to report; the
// panel offers it only when the GPU has a figure.
func (b *state) line(cores int) string {
	parts := []string{"N-Queens Lab bench=gpu"}
	if g, ok := b.gpu.figure(); ok {
		name := b.gpu.adapter
		if b.gpu.software() {
			name += " (software)"
		}
		parts = append(parts, "GPU "+name+" "+formatFigure(g))
	}
	if c, ok := b.cpu.figure(); ok {
		parts = append(parts, "1 worker "+formatFigure(c))
	}
	if r := b.ratio(); r > 0 {
		parts = append(parts, "GPU/worker "+formatRatio(r)+" nodes/s")
	}
	if n, g, c, ok := b.common(); ok && g.seconds > 0 {
		parts = append(parts, fmt.Sprintf("time at n=%d %s", n, formatRatio(c.seconds/g.seconds)))
	}
	return strings.Join(append(parts, fmt.Sprintf("%d cores", cores)), "; ")
}
