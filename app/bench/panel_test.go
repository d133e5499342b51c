//go:build !(js && wasm)

package bench

import (
	"math"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/kit/pagetest"
	"nqueens/app/link"
	"nqueens/app/worker"
)

// fakeBackend answers the benchmark's counts at once, as an engine that
// takes base·6^(n-10) seconds, and half as long again the first time it
// counts n, and places 10^6 nodes a second; a GPU answers gpuErr when set. With hold it answers nothing, and keeps the
// requests. It leaves the page's own requests unanswered.
type fakeBackend struct {
	gpuBase, cpuBase float64
	gpuErr           string
	adapter          string
	hold             bool
	wrong            uint64 // added to every count
	asked            []worker.Request
	stops            int
	held             []func(worker.Response)
	counted          map[[2]any]bool // engine and n
}

func (b *fakeBackend) Start(_ backend.Slot, req worker.Request, on func(worker.Response)) {
	if req.Op != worker.OpPart {
		return
	}
	b.asked = append(b.asked, req)
	if b.hold {
		b.held = append(b.held, on)
		return
	}
	base := b.cpuBase
	if req.Engine == worker.EngineGPU {
		if b.gpuErr != "" {
			on(worker.Response{Type: worker.TypeError, Engine: worker.EngineGPU, Error: b.gpuErr})
			return
		}
		base = b.gpuBase
	}
	s := base * math.Pow(6, float64(req.N-10))
	total, _, _ := link.Published(req.N)
	if b.counted == nil {
		b.counted = map[[2]any]bool{}
	}
	if key := [2]any{req.Engine, req.N}; !b.counted[key] {
		b.counted[key] = true
		s *= 1.5
	}
	on(worker.Response{Type: worker.TypeTally, Seconds: s, Nodes: uint64(s * 1e6), Solutions: total + b.wrong,
		Engine: req.Engine, Adapter: map[bool]string{true: b.adapter}[req.Engine != ""]})
}

func (b *fakeBackend) Stop(s backend.Slot) {
	if s == slot {
		b.stops++
	}
}

// newPage opens the benchmark on a test page, from link query.
func newPage(b backend.Backend, query string) (*pagetest.Page, *Panel) {
	v, _ := parseView(query)
	l := pagetest.New(b, v, Spec)
	p := &Panel{}
	l.Attach(&p.PanelProps, p.sync)
	return l, p
}

// parseView reads a link's query as the page does, with the benchmark
// in the page's registry, and returns the view and its notices.
func parseView(query string) (link.View, []string) {
	link.RegisterPanels(Spec.Panel)
	q, _ := url.ParseQuery(query)
	return link.ParseView(q)
}

// askedNs lists the boards asked of an engine, in order.
func askedNs(reqs []worker.Request, engine string) []int {
	var ns []int
	for _, r := range reqs {
		if r.Engine == engine {
			ns = append(ns, r.N)
		}
	}
	return ns
}

func TestBenchEngineNext(t *testing.T) {
	for _, c := range []struct {
		counts []count
		err    string
		maxN   int
		want   int
	}{
		{nil, "", largestN, startN},
		{[]count{{n: 10, seconds: 0.001}}, "", largestN, 11},
		{[]count{{n: 13, seconds: 0.8}}, "", largestN, 14}, // 0.8·√6 < 2: n = 14 takes about 5 s
		{[]count{{n: 13, seconds: 0.9}}, "", largestN, 13}, // once more
		{[]count{{n: 13, seconds: 0.9}, {n: 13, seconds: 0.85}}, "", largestN, 0},
		{[]count{{n: 13, seconds: 0.9}, {n: 13, seconds: 0.3}}, "", largestN, 14}, // the first was slow

		{[]count{{n: 12, seconds: 0.01}}, "", 12, 12},
		{[]count{{n: 12, seconds: 0.01}, {n: 12, seconds: 0.01}}, "", 12, 0},
		{nil, "no WebGPU", largestN, 0},
	} {
		e := engine{counts: c.counts, err: c.err}
		if got := e.next(c.maxN); got != c.want {
			t.Errorf("after %+v (err %q, maxN %d): next %d, want %d", c.counts, c.err, c.maxN, got, c.want)
		}
	}
}

func TestBenchTimesTheGPUThenOneWorker(t *testing.T) {
	b := &fakeBackend{gpuBase: 0.04, cpuBase: 0.002, adapter: "nvidia ampere"}
	l, p := newPage(b, "bench=gpu&run=1")
	s := &p.bench
	if !s.finished() || s.running {
		t.Fatalf("finished %v, running %v", s.finished(), s.running)
	}
	// The GPU: 0.04, 0.24, 1.44 s; the worker: 2, 12, 72, 432, 2592 ms;
	// each counts its largest board twice. The first counts take 1.5 times
	// as long.
	if got := askedNs(b.asked, "gpu"); !slices.Equal(got, []int{10, 11, 12, 12}) {
		t.Errorf("the GPU counted %v", got)
	}
	if got := askedNs(b.asked, ""); !slices.Equal(got, []int{10, 11, 12, 13, 14, 14}) {
		t.Errorf("the worker counted %v", got)
	}
	if b.asked[0].Engine != "gpu" || b.asked[0].Op != worker.OpPart || b.asked[0].Last != worker.Parts {
		t.Errorf("first request %+v: the GPU counts whole boards first", b.asked[0])
	}
	if g, _ := s.gpu.figure(); math.Abs(g.seconds-1.44) > 1e-9 {
		t.Errorf("the GPU's figure %+v: want its faster count of n = 12", g)
	}
	if n, g, c, ok := s.common(); !ok || n != 12 || math.Abs(g.seconds/c.seconds-13.3) > 0.1 { // the worker counted n = 12 once, 1.5 times slower
		t.Errorf("common board %d (%v): GPU %+v, worker %+v", n, ok, g, c)
	}
	html := app.HTMLString(p.Render())
	for _, want := range []string{`data-testid="bench-ratio"`, `data-kind="gpu"`, "Your GPU: nvidia ampere.",
		`data-n="12"`, `data-n="14"`, `data-testid="bench-line"`, "Done in"} {
		if !strings.Contains(html, want) {
			t.Errorf("the panel has no %s:\n%s", want, html)
		}
	}
	line := s.line(4)
	for _, want := range []string{"GPU nvidia ampere n=12 1.44 s 1.0 M nodes/s", "1 worker n=14 2.59 s 1.0 M nodes/s",
		"GPU/worker 1× nodes/s", "time at n=12 0.075×", "4 cores"} {
		if !strings.Contains(line, want) {
			t.Errorf("line %q has no %q", line, want)
		}
	}
	if q := l.View.Query(); q.Get("panel") != "bench" || q.Get("bench") != "gpu" {
		t.Errorf("link %s", q.Encode())
	}
}

func TestBenchWithoutWebGPU(t *testing.T) {
	b := &fakeBackend{cpuBase: 0.002, gpuErr: "the GPU failed: WebGPU gave no adapter: the browser has no GPU it can use"}
	_, p := newPage(b, "bench=gpu&maxn=12&run=1")
	s := &p.bench
	if !s.finished() || s.gpu.err == "" || s.ratio() != 0 {
		t.Fatalf("state %+v", s)
	}
	if got := askedNs(b.asked, ""); !slices.Equal(got, []int{10, 11, 12, 12}) {
		t.Errorf("the worker counted %v, want up to maxn", got)
	}
	html := app.HTMLString(p.Render())
	for _, want := range []string{`data-kind="none"`, "This browser gives the page no GPU to count on (WebGPU gave no adapter), so only the worker is timed.",
		`data-n="12"`, "no GPU"} {
		if !strings.Contains(html, want) {
			t.Errorf("the panel has no %s:\n%s", want, html)
		}
	}
	// No ratio, no invitation to report, and no claim to count on a GPU.
	for _, not := range []string{"bench-ratio", "bench-line", "Have a real GPU", "the GPU failed", "your GPU"} {
		if strings.Contains(html, not) {
			t.Errorf("without a GPU the panel has %q:\n%s", not, html)
		}
	}
}

func TestBenchSaysSwiftShaderIsSoftware(t *testing.T) {
	b := &fakeBackend{gpuBase: 0.3, cpuBase: 0.015, adapter: "google swiftshader"}
	_, p := newPage(b, "bench=gpu&maxn=11&run=1")
	html := app.HTMLString(p.Render())
	if !strings.Contains(html, `data-kind="software"`) || !strings.Contains(html, "a software GPU: it runs the kernel on the CPU") {
		t.Errorf("no software notice:\n%s", html)
	}
	if line := p.bench.line(2); !strings.Contains(line, "GPU google swiftshader (software) n=11") || !strings.Contains(line, "time at n=11 0.05×") {
		t.Errorf("line %q", line)
	}
}

func TestBenchStopsOnAWrongCount(t *testing.T) {
	b := &fakeBackend{gpuBase: 0.04, cpuBase: 0.002, adapter: "a GPU", wrong: 1}
	_, p := newPage(b, "bench=gpu&run=1")
	s := &p.bench
	if s.running || s.finished() || len(b.asked) != 1 || s.err != "The GPU (a GPU) counted 725 solutions for n = 10, not 724: please report it in issue #14." {
		t.Errorf("after a wrong count: running %v, asked %v, error %q", s.running, b.asked, s.err)
	}
}

func TestBenchStopsAndRunsAgain(t *testing.T) {
	b := &fakeBackend{hold: true}
	_, p := newPage(b, "bench=gpu&run=1")
	s := &p.bench
	if !s.running || len(b.asked) != 1 {
		t.Fatalf("running %v, asked %+v", s.running, b.asked)
	}
	p.Start() // a click while it runs starts nothing
	if len(b.asked) != 1 {
		t.Errorf("Start while running asked %+v", b.asked)
	}
	p.toggle()
	if s.running || !s.stopped || b.stops != 1 {
		t.Fatalf("stopped: running %v, stopped %v, stops %d", s.running, s.stopped, b.stops)
	}
	b.held[0](worker.Response{Type: worker.TypeTally, Seconds: 1, Nodes: 1}) // a late answer
	if len(s.gpu.counts) != 0 || len(b.asked) != 1 {
		t.Errorf("a stopped run took a late answer: %+v", s.gpu)
	}
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "Run again") || !strings.Contains(html, "Stopped.") ||
		!strings.Contains(html, ">stopped<") || !strings.Contains(html, ">not run<") || strings.Contains(html, "waiting") {
		t.Errorf("stopped panel: the GPU should say stopped, and the worker, which never counted, not run:\n%s", html)
	}
	p.toggle()
	if !s.running || s.stopped || len(b.asked) != 2 || b.asked[1].N != startN {
		t.Errorf("run again: running %v, asked %+v", s.running, b.asked)
	}
}

// TestBenchWaitsForAClick: without run=1 the benchmark does not start by
// itself, so that it does not run beside the page's own count.
func TestBenchWaitsForAClick(t *testing.T) {
	b := &fakeBackend{hold: true}
	_, p := newPage(b, "bench=gpu")
	if p.bench.began || len(b.asked) != 0 {
		t.Fatalf("started by itself: asked %+v", b.asked)
	}
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "Run the benchmark") || strings.Contains(html, "bench-table") {
		t.Errorf("panel before a click:\n%s", html)
	}
	p.toggle()
	if !p.bench.running || len(b.asked) != 1 {
		t.Errorf("a click: running %v, asked %+v", p.bench.running, b.asked)
	}
}

func TestBenchLink(t *testing.T) {
	for _, c := range []struct{ query, params, notice string }{
		{"bench=gpu", "bench=gpu", ""},
		{"panel=bench", "bench=gpu", ""},
		{"bench=gpu&maxn=12", "bench=gpu&maxn=12", ""},
		{"bench=gpu&run=1", "bench=gpu&run=1", ""},
		{"bench=gpu&run=yes", "bench=gpu", ""},
		{"bench=cpu", "bench=gpu", `There is no benchmark "cpu"`},
		{"bench=gpu&maxn=40", "bench=gpu", "maxn=\"40\" is above 22"},
	} {
		v, notices := parseView(c.query)
		if v.Panel != "bench" || v.Params != c.params || c.notice != "" && (len(notices) != 1 || !strings.Contains(notices[0], c.notice)) {
			t.Errorf("%s: panel %q, params %q, notices %q", c.query, v.Panel, v.Params, notices)
		}
	}
}
