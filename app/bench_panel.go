package app

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
)

// benchSlot is the benchmark's worker, which counts on its GPU and then on
// its CPU: one panel is open at a time.
const benchSlot = backend.PanelSlot

var benchPanel = kit.PanelSpec{
	Panel: link.Panel{
		Name:   "bench",
		Title:  "GPU bench",
		Params: readBenchParams,
	},
	New: func(props kit.PanelProps) app.UI { return &BenchPanel{PanelProps: props} },
}

// readBenchParams reads the benchmark's link parameters: bench=gpu, which
// alone opens it (see parsePanel), maxn, which caps its boards, to keep a
// test short, and run=1, which runs it at once: else it waits for a click,
// so that it does not run beside the page's own count and skew its
// figures.
func readBenchParams(q url.Values) (url.Values, []string) {
	var notices []string
	if s, ok := link.FirstParam(q, "bench"); ok && s != "gpu" {
		notices = append(notices, fmt.Sprintf("There is no benchmark %q, so the page opens bench=gpu.", link.Truncate(s)))
	}
	params := url.Values{"bench": {"gpu"}}
	maxN, notice := link.IntParam(q, "maxn", benchStartN, BenchMaxN, BenchMaxN)
	if maxN != BenchMaxN {
		params.Set("maxn", strconv.Itoa(maxN))
	}
	if q.Get("run") == "1" {
		params.Set("run", "1")
	}
	return params, link.AppendNotice(notices, notice)
}

// BenchPanel is the GPU benchmark: one worker's GPU, through WebGPU, and
// then its CPU count boards of growing n until a count takes a few
// seconds, and the panel compares their nodes per second.
type BenchPanel struct {
	app.Compo
	kit.PanelProps
	loop   kit.Loop // unexported: go-app copies exported fields from each render
	bench  benchState
	copied string // what became of the last copy of the results
}

// OnMount runs the benchmark once the page is live.
func (p *BenchPanel) OnMount(ctx app.Context) {
	p.loop.Bind(ctx)
	p.sync()
}

// OnUpdate runs the benchmark when the page goes live.
func (p *BenchPanel) OnUpdate(app.Context) { p.sync() }

// OnDismount stops the benchmark.
func (p *BenchPanel) OnDismount() { p.stop() }

// sync starts the first run once the page runs its workers, when the link
// says run=1.
func (p *BenchPanel) sync() {
	if p.Live && !p.bench.began && link.PanelParams(p.View).Get("run") == "1" {
		p.Start()
	}
}

// maxN is the largest board of the link's benchmark.
func (p *BenchPanel) maxN() int {
	maxN, _ := link.IntParam(link.PanelParams(p.View), "maxn", benchStartN, BenchMaxN, BenchMaxN)
	return maxN
}

// Start runs the benchmark afresh, unless it runs.
func (p *BenchPanel) Start() {
	b := &p.bench
	if !p.Live || b.running {
		return
	}
	b.reset(p.maxN())
	b.running, b.started = true, time.Now()
	p.next(b.gen)
}

// next starts the next count, or ends the run.
func (p *BenchPanel) next(gen int) {
	b := &p.bench
	e, n := b.step()
	if e == nil {
		b.running = false
		b.took = time.Since(b.started)
		return
	}
	req := worker.Request{Op: worker.OpPart, N: n, First: 0, Last: worker.Parts, Engine: e.engine}
	p.Host.Start(benchSlot, req, p.loop.Deliver(func(res worker.Response) { p.onAnswer(gen, res) }))
}

func (p *BenchPanel) onAnswer(gen int, res worker.Response) {
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
func (p *BenchPanel) Cancel() {
	if p.bench.running {
		p.stop()
		p.bench.stopped = true
	}
}

func (p *BenchPanel) stop() {
	b := &p.bench
	if b.running {
		p.Host.Stop(benchSlot)
		b.took = time.Since(b.started)
	}
	b.running = false // counting stays, to say which engine was stopped
	b.gen++
}

// toggle runs the benchmark, or stops it while it runs: one handler for
// the button, which go-app keeps from its first render.
func (p *BenchPanel) toggle() {
	if p.bench.running {
		p.Cancel()
		return
	}
	p.Start()
}
