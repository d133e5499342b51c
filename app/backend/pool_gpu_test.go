package backend

import (
	"cmp"
	"strconv"
	"strings"
	"testing"
	"time"

	"nqueens/app/worker"
	"nqueens/solver"
)

// gpuRunner is a fake GPU: it counts its parts with the worker's CPU
// handler and answers as the GPU does, through the event loop. After
// failAfter answers it fails as a lost device does (never if negative); a
// drop forgets the requests it has not answered. It answers the
// calibration's parts without counting, in seconds each, or never if hold.
type gpuRunner struct {
	loop      *eventLoop
	failAfter int
	answers   int
	gen       int // bumped by a drop
	asked     []worker.Request
	seconds   float64
	hold      bool
}

const lostDevice = "the GPU failed: the GPU's device was lost (test)"

func (g *gpuRunner) queue(req worker.Request, on func(worker.Response)) {
	g.asked = append(g.asked, req)
	gen := g.gen
	g.loop.queue = append(g.loop.queue, func() {
		switch {
		case gen != g.gen:
		case req.Engine != worker.EngineGPU:
			on(worker.Response{ID: req.ID, Type: worker.TypeError, Error: "the GPU's runner was asked for the workers' parts"})
		case g.failAfter >= 0 && g.answers >= g.failAfter:
			on(worker.Response{ID: req.ID, Type: worker.TypeError, Engine: worker.EngineGPU, Error: lostDevice})
		case req.N == calibrationN && (!g.hold || req.First > 0):
			on(worker.Response{ID: req.ID, Type: worker.TypeTally, Done: req.Last - req.First, Seconds: g.seconds, Engine: worker.EngineGPU})
		case req.N == calibrationN:
		default:
			g.answers++
			cpu := req
			cpu.Engine, cpu.Fault = "", ""
			worker.Handle(cpu, func(res worker.Response) {
				res.Engine, res.Adapter = worker.EngineGPU, "fake gpu"
				on(res)
			})
		}
	})
}

func (g *gpuRunner) stop() { g.drop() }
func (g *gpuRunner) drop() { g.gen++ }

// memoryVerdicts is a verdictStore in a map.
type memoryVerdicts map[string]string

func (m memoryVerdicts) verdict(adapter string) string   { return m[adapter] }
func (m memoryVerdicts) remember(adapter, engine string) { m[adapter] = engine }

// gpuPool is a count pool of two fake workers and a fake GPU, whose
// adapter probe has not answered; its timers wait in timers.
type gpuPool struct {
	*countPool
	loop     *eventLoop
	workers  []*handleRunner
	device   *gpuRunner // the GPU's fake runner
	verdicts memoryVerdicts
	timers   []func()
	result   worker.Response // the last count's
}

func newGPUPool() *gpuPool {
	loop := &eventLoop{}
	hs, rs := newRunners(loop, 2)
	p := &gpuPool{loop: loop, workers: hs, device: &gpuRunner{loop: loop, failAfter: -1}, verdicts: memoryVerdicts{}}
	p.countPool = &countPool{runners: rs, gpu: &gpuEngine{runner: p.device, verdicts: p.verdicts,
		after: func(_ time.Duration, f func()) { p.timers = append(p.timers, f) }}}
	return p
}

// count counts n with engine, with the probe's answer adapter, and
// returns the progress and the result, if it came.
func (p *gpuPool) count(t *testing.T, n int, engine, adapter string) ([]worker.Response, worker.Response) {
	t.Helper()
	return p.countWith(t, solver.FastestSearch, n, engine, adapter)
}

// countWith is count with the method algorithm.
func (p *gpuPool) countWith(t *testing.T, algorithm string, n int, engine, adapter string) ([]worker.Response, worker.Response) {
	t.Helper()
	var progress []worker.Response
	p.start(worker.Request{Op: worker.OpCount, N: n, Algorithm: algorithm, Engine: engine}, func(r worker.Response) {
		if r.Type == worker.TypeProgress {
			progress = append(progress, r)
			return
		}
		p.result = r
	})
	p.countPool.gpu.found(adapter)
	p.loop.drain()
	return progress, p.result
}

// workerRuns is how many requests the workers were given.
func (p *gpuPool) workerRuns() int { return p.workers[0].runs + p.workers[1].runs }

// wholeCounts caches wholeCount's answers, by method and n.
var wholeCounts = map[string]worker.Response{}

// wholeCount counts n at once with algorithm, as one worker would.
func wholeCount(algorithm string, n int) worker.Response {
	key := algorithm + "/" + strconv.Itoa(n)
	if res, ok := wholeCounts[key]; ok {
		return res
	}
	worker.Handle(worker.Request{Op: worker.OpCount, N: n, Algorithm: algorithm}, func(r worker.Response) { wholeCounts[key] = r })
	return wholeCounts[key]
}

// checkCount fails unless res is n's exact count by constellations, with
// every part counted once: its nodes are those of the whole count.
func checkCount(t *testing.T, what string, n int, res worker.Response) {
	t.Helper()
	checkCountBy(t, solver.FastestSearch, what, n, res)
}

// checkCountBy is checkCount by the method algorithm. The nodes of
// quarters, the halves it joined, vary by a few hundredths of a percent
// from one count of an odd n to the next (a unit with no east half adds
// the west halves of the unit its pooled counter counted before): those
// are not checked.
func checkCountBy(t *testing.T, algorithm, what string, n int, res worker.Response) {
	t.Helper()
	want := wholeCount(algorithm, n)
	if algorithm == "quarters" {
		want.Nodes = res.Nodes
	}
	if res.Type != worker.TypeCount || res.Solutions != want.Solutions || res.Unique != want.Unique || res.Nodes != want.Nodes {
		t.Errorf("%s: n = %d gave %+v, want %d solutions, %d unique, %d nodes", what, n, res, want.Solutions, want.Unique, want.Nodes)
	}
}

// The GPU counts a gpu count alone, in chunks, and the pool's answers say
// so; where the page has no GPU, the workers count it.
func TestCountPoolCountsOnTheGPU(t *testing.T) {
	for _, n := range []int{9, 13} {
		p := newGPUPool()
		progress, res := p.count(t, n, worker.EngineGPU, "fake gpu")
		checkCount(t, "on the GPU", n, res)
		if res.Engine != worker.EngineGPU || res.Adapter != "fake gpu" || res.Error != "" || p.workerRuns() != 0 {
			t.Errorf("n = %d: answered %+v after %d requests to the workers; want the GPU's count", n, res, p.workerRuns())
		}
		if n > soloMaxN && len(p.device.asked) < 2 {
			t.Errorf("n = %d: the GPU was asked %d times, want chunks", n, len(p.device.asked))
		}
		for _, r := range progress {
			if r.Engine != worker.EngineGPU {
				t.Errorf("n = %d: progress %+v does not name the GPU", n, r)
			}
		}
	}
	p := newGPUPool()
	_, res := p.count(t, 13, worker.EngineGPU, "")
	checkCount(t, "without a GPU", 13, res)
	if res.Engine != EngineWorkers || res.Error != "" || len(p.device.asked) != 0 {
		t.Errorf("without a GPU: answered %+v, and the GPU was asked %d times", res, len(p.device.asked))
	}
}

// A GPU that fails hands the parts it had not counted back to the workers,
// which finish the count exactly, and the pool says why.
func TestCountPoolFallsBackToTheWorkers(t *testing.T) {
	for _, tt := range []struct {
		n, failAfter int
	}{{13, 0}, {13, 1}, {13, 2}, {9, 0}} {
		p := newGPUPool()
		p.device.failAfter = tt.failAfter
		progress, res := p.count(t, tt.n, worker.EngineGPU, "fake gpu")
		checkCount(t, "after a failure", tt.n, res)
		if res.Engine != EngineWorkers || res.Error != lostDevice || p.workerRuns() == 0 || p.device.answers != tt.failAfter {
			t.Errorf("n = %d, failing after %d: answered %+v; the GPU answered %d times, the workers %d",
				tt.n, tt.failAfter, res, p.device.answers, p.workerRuns())
		}
		if len(progress) == 0 || progress[len(progress)-1].Error != lostDevice {
			t.Errorf("n = %d, failing after %d: no progress tells of the failure: %+v", tt.n, tt.failAfter, progress)
		}
		if len(p.device.asked) < 2 && tt.n > soloMaxN {
			t.Errorf("n = %d: the GPU held %d chunks when it failed, want 2", tt.n, len(p.device.asked))
		}
	}
}

// A count on the GPU waits for the page's adapter probe; one on the
// workers does not.
func TestCountPoolWaitsForTheProbe(t *testing.T) {
	p := newGPUPool()
	var res worker.Response
	p.start(worker.Request{Op: worker.OpCount, N: 12, Algorithm: solver.FastestSearch, Engine: worker.EngineGPU}, func(r worker.Response) { res = r })
	p.loop.drain()
	if res.Type != "" || len(p.device.asked)+p.workerRuns() != 0 {
		t.Fatalf("before the probe answered: %+v", res)
	}
	p.countPool.gpu.found("fake gpu")
	p.loop.drain()
	checkCount(t, "after the probe", 12, res)
	p.start(worker.Request{Op: worker.OpCount, N: 12, Algorithm: "fast"}, func(r worker.Response) { res = r })
	p.loop.drain()
	if res.Engine != EngineWorkers || res.Solutions != 14200 {
		t.Errorf("fast: %+v, want the workers' count", res)
	}
}

// Engine auto counts on the GPU where a calibration showed it faster,
// remembered per adapter, and only for large counts. A count of quarters
// goes there, as one of constellations, only where the GPU beats the
// workers by more than quarters beats constellations; a verdict of an
// earlier version, which says only that the GPU was faster, is timed
// again for it.
func TestEngineAuto(t *testing.T) {
	const quarters = "quarters"
	type engineCase struct {
		name     string
		algo     string // the count's method
		n        int
		adapter  string
		verdict  string  // remembered before the count
		gpu      float64 // the seconds of the GPU's calibration parts, 0 for never, <0 for an error
		engine   string  // that counts
		remember string  // the engine of the verdict after it
	}
	gain := quartersGain(GPUMinN)
	cases := []engineCase{
		{"small", "", GPUMinN - 1, "fake gpu", worker.EngineGPU, 0, EngineWorkers, worker.EngineGPU},
		{"no GPU", "", GPUMinN, "", "", 0, EngineWorkers, ""},
		{"GPU remembered", "", GPUMinN, "fake gpu", worker.EngineGPU, 0, worker.EngineGPU, worker.EngineGPU},
		{"GPU remembered, 1.2×", "", GPUMinN, "fake gpu", "gpu 1.20", 0, worker.EngineGPU, worker.EngineGPU},
		{"workers remembered", "", GPUMinN, "fake gpu", EngineWorkers, 0, EngineWorkers, EngineWorkers},
		{"GPU faster", "", GPUMinN, "fake gpu", "", 1e-4, worker.EngineGPU, worker.EngineGPU},
		{"GPU slower", "", GPUMinN, "fake gpu", "", 10, EngineWorkers, EngineWorkers},
		{"GPU stopped", "", GPUMinN, "fake gpu", "", 0, EngineWorkers, EngineWorkers},
		{"GPU failed", "", GPUMinN, "fake gpu", "", -1, EngineWorkers, EngineWorkers},
		{"quarters, GPU faster than quarters remembered", quarters, GPUMinN, "fake gpu", gpuVerdict(2*gain + 1), 0, worker.EngineGPU, worker.EngineGPU},
		{"quarters, workers remembered", quarters, GPUMinN, "fake gpu", EngineWorkers, 0, EngineWorkers, EngineWorkers},
		{"quarters, GPU faster", quarters, GPUMinN, "fake gpu", "", 1e-4, worker.EngineGPU, worker.EngineGPU},
		{"quarters, GPU slower", quarters, GPUMinN, "fake gpu", "", 10, EngineWorkers, EngineWorkers},
		{"quarters, small", quarters, GPUMinN - 1, "fake gpu", gpuVerdict(2*gain + 1), 0, EngineWorkers, worker.EngineGPU},
	}
	if gain > 1 { // where quarters beats constellations on the workers
		cases = append(cases, []engineCase{
			{"quarters, GPU faster than constellations only", quarters, GPUMinN, "fake gpu", gpuVerdict((1 + gain) / 2), 0, EngineWorkers, worker.EngineGPU},
			{"quarters, GPU faster by an old verdict", quarters, GPUMinN, "fake gpu", worker.EngineGPU, 1e-4, worker.EngineGPU, worker.EngineGPU},
		}...)
	}
	for _, tt := range cases {
		p := newGPUPool()
		if tt.verdict != "" {
			p.verdicts[tt.adapter] = tt.verdict
		}
		p.device.seconds, p.device.hold = tt.gpu, tt.gpu == 0
		if tt.gpu < 0 {
			p.device.failAfter = 0
		}
		algo := cmp.Or(tt.algo, solver.FastestSearch)
		_, res := p.countWith(t, algo, tt.n, EngineAuto, tt.adapter)
		if tt.name == "GPU stopped" {
			if res.Type != "" || len(p.timers) != 2 {
				t.Fatalf("%s: answered %+v before its deadline, with %d timers", tt.name, res, len(p.timers))
			}
			p.timers[0]() // the warm-up's, which is over
			p.loop.drain()
			if res.Type != "" {
				t.Fatalf("%s: the warm-up's deadline stopped the calibration", tt.name)
			}
			p.timers[1]()
			p.loop.drain()
			res = p.result
		}
		counted := algo
		if res.Engine == worker.EngineGPU {
			counted = gpuAlgorithm // the GPU counts constellations
		}
		checkCountBy(t, counted, tt.name, tt.n, res)
		remembered, _, _ := strings.Cut(p.verdicts[tt.adapter], " ")
		if res.Engine != tt.engine || remembered != tt.remember {
			t.Errorf("%s: counted on %q, remembering %q; want %q, %q", tt.name, res.Engine, p.verdicts[tt.adapter], tt.engine, tt.remember)
		}
		calibrated := 0
		for _, r := range p.device.asked {
			if r.N == calibrationN {
				calibrated++
			}
			if r.Algorithm != gpuAlgorithm {
				t.Errorf("%s: the GPU was asked to count %s", tt.name, r.Algorithm)
			}
		}
		_, known := gpuBeats(tt.verdict, gpuNeeds(worker.Request{N: tt.n, Algorithm: algo, Engine: EngineAuto}))
		if want := !known && tt.adapter != "" && tt.n >= GPUMinN; (calibrated > 0) != want {
			t.Errorf("%s: the GPU was asked %d calibration parts; calibrating: %v", tt.name, calibrated, want)
		}
	}
}

// A quarters count that the GPU is to count as one of constellations
// looks up and resumes constellations' saved parts; one that the workers
// count, quarters'.
func TestSavedShareFollowsTheEngine(t *testing.T) {
	const n = 16
	for _, tt := range []struct {
		verdict, key string
	}{{gpuVerdict(2*quartersGain(n) + 1), gpuAlgorithm}, {EngineWorkers, "quarters"}} {
		p := newGPUPool()
		p.verdicts["fake gpu"] = tt.verdict
		var saved savedCount
		saved.add(partRange{First: 0, Last: worker.Parts / 4, Share: 0.5})
		p.store = &memoryStore{records: map[string]string{countKey(tt.key, n): saved.encode()}}
		share := -1.0
		p.savedShare(worker.Request{Op: worker.OpCount, N: n, Algorithm: "quarters", Engine: EngineAuto}, func(s float64, _ bool) { share = s })
		p.loop.drain()
		if share != -1 {
			t.Fatalf("verdict %q: the share came before the probe answered", tt.verdict)
		}
		p.countPool.gpu.found("fake gpu")
		p.loop.drain()
		if share != 0.5 {
			t.Errorf("verdict %q: the saved share is %g, want 0.5, from %s's record", tt.verdict, share, tt.key)
		}
	}
}

// A count stopped while it calibrates remembers nothing, and a new count
// calibrates again.
func TestStoppedCalibrationIsForgotten(t *testing.T) {
	p := newGPUPool()
	p.device.hold = true
	p.start(worker.Request{Op: worker.OpCount, N: GPUMinN, Algorithm: solver.FastestSearch, Engine: EngineAuto}, func(worker.Response) {})
	p.countPool.gpu.found("fake gpu")
	p.loop.drain()
	p.stop()
	for _, f := range p.timers {
		f()
	}
	p.loop.drain()
	if len(p.verdicts) != 0 {
		t.Errorf("a stopped calibration remembered %v", p.verdicts)
	}
}

// A count saved in part by the workers resumes on the GPU, which counts
// only the parts missing: the plan, and so the parts, are the same.
func TestGPUResumesTheWorkersCount(t *testing.T) {
	const n = 13
	var half worker.Response
	worker.Handle(worker.Request{Op: worker.OpPart, N: n, Algorithm: solver.FastestSearch, First: 0, Last: worker.Parts / 2}, func(r worker.Response) { half = r })
	var saved savedCount
	saved.Fingerprint = half.Fingerprint
	saved.add(partRange{First: 0, Last: worker.Parts / 2, Solutions: half.Solutions, Unique: half.Unique, Nodes: half.Nodes, Share: half.Share})
	p := newGPUPool()
	p.store = &memoryStore{records: map[string]string{countKey(gpuAlgorithm, n): saved.encode()}}
	_, res := p.count(t, n, worker.EngineGPU, "fake gpu")
	checkCount(t, "resumed on the GPU", n, res)
	for _, r := range p.device.asked {
		if r.First < worker.Parts/2 {
			t.Errorf("the GPU was asked for parts %d to %d, which were saved", r.First, r.Last)
		}
	}
	if res.Engine != worker.EngineGPU || p.workerRuns() != 0 {
		t.Errorf("resumed: %+v, with %d requests to the workers", res, p.workerRuns())
	}
}
