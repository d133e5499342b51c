// Package bench is the GPU benchmark's teaching panel: one worker counts
// boards on its GPU, through WebGPU, then on its CPU, and the panel compares
// their nodes per second.
package bench

import (
	"fmt"
	"net/url"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver"
)

// slot is the benchmark's worker, which counts on its GPU and then on
// its CPU: one panel is open at a time.
const slot = backend.PanelSlot

// Spec is the panel as the page's registry lists it.
var Spec = kit.PanelSpec{
	Panel: link.Panel{
		Name:   "bench",
		Title:  "GPU bench",
		Params: readParams,
	},
	New: func(props kit.PanelProps) app.UI { return &Panel{PanelProps: props} },
}

// readParams reads the benchmark's link parameters: bench=gpu, which
// alone opens it (see link.PanelView.ParsePanel), maxn, which caps its boards, to keep a
// test short, and run=1, which runs it at once: else it waits for a click,
// so that it does not run beside the page's own count and skew its
// figures.
func readParams(q url.Values) (url.Values, []string) {
	var notices []string
	if s, ok := link.FirstParam(q, "bench"); ok && s != "gpu" {
		notices = append(notices, fmt.Sprintf("There is no benchmark %q, so the page opens bench=gpu.", link.Truncate(s)))
	}
	params := url.Values{"bench": {"gpu"}}
	maxN, notice := link.IntParam(q, "maxn", startN, largestN, largestN)
	if maxN != largestN {
		params.Set("maxn", strconv.Itoa(maxN))
	}
	if q.Get("run") == "1" {
		params.Set("run", "1")
	}
	return params, link.AppendNotice(notices, notice)
}

// Panel is the GPU benchmark: one worker's GPU, through WebGPU, and
// then its CPU count boards of growing n until a count takes a few
// seconds, and the panel compares their nodes per second.
type Panel struct {
	app.Compo
	kit.PanelProps
	loop   kit.Loop // unexported: go-app copies exported fields from each render
	bench  state
	copied string // what became of the last copy of the results
}

// OnMount runs the benchmark once the page is live.
func (p *Panel) OnMount(ctx app.Context) {
	p.loop.Bind(ctx)
	p.sync()
}

// OnUpdate runs the benchmark when the page goes live.
func (p *Panel) OnUpdate(app.Context) { p.sync() }

// OnDismount stops the benchmark.
func (p *Panel) OnDismount() { p.stop() }

// sync starts the first run once the page runs its workers, when the link
// says run=1.
func (p *Panel) sync() {
	if p.Live && !p.bench.began && link.PanelParams(p.View).Get("run") == "1" {
		p.Start()
	}
}

// maxN is the largest board of the link's benchmark.
func (p *Panel) maxN() int {
	maxN, _ := link.IntParam(link.PanelParams(p.View), "maxn", startN, largestN, largestN)
	return maxN
}

// Start runs the benchmark afresh, unless it runs.
func (p *Panel) Start() {
	b := &p.bench
	if !p.Live || b.running {
		return
	}
	b.reset(p.maxN())
	b.running, b.started = true, time.Now()
	p.next(b.gen)
}

// next starts the next count, or ends the run.
func (p *Panel) next(gen int) {
	b := &p.bench
	e, n := b.step()
	if e == nil {
		b.running = false
		b.took = time.Since(b.started)
		return
	}
	// Constellations on both sides: the GPU counts no other method.
	req := worker.Request{Op: worker.OpPart, N: n, Algorithm: solver.FastestSearch, First: 0, Last: worker.Parts, Engine: e.engine}
	p.Host.Run(slot, req, &p.loop, func(res worker.Response) { p.onAnswer(gen, res) })
}

func (p *Panel) onAnswer(gen int, res worker.Response) {
	b := &p.bench
	if gen != b.gen || !b.running || res.Type == worker.TypeProgress {
		return
	}
	if !b.record(res) {
		p.stop()
		return
	}
	p.next(gen)
}

// Cancel stops the run; its figures so far stay.
func (p *Panel) Cancel() {
	if p.bench.running {
		p.stop()
		p.bench.stopped = true
	}
}

func (p *Panel) stop() {
	b := &p.bench
	if b.running {
		p.Host.Stop(slot)
		b.took = time.Since(b.started)
	}
	b.running = false // counting stays, to say which engine was stopped
	b.gen++
}

// toggle runs the benchmark, or stops it while it runs: one handler for
// the button, which go-app keeps from its first render.
func (p *Panel) toggle() {
	if p.bench.running {
		p.Cancel()
		return
	}
	p.Start()
}
