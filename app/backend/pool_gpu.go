package backend

import (
	"strconv"
	"strings"
	"time"

	"nqueens/app/worker"
	"nqueens/solver"
)

// The count pool's engines: a count asks for one in its request's Engine.
// worker.EngineGPU counts on the GPU's runner alone, where the page has a
// GPU; engineAuto counts there only where a calibration showed the GPU
// faster (pool_calibrate.go); "" counts on the workers. The GPU counts
// constellations alone (gpuAlgorithm): a count of another method goes
// there only with engineAuto, where the GPU counts constellations faster
// than the workers count that method, and then counts constellations. The
// pool's answers name the engine that counts: worker.EngineGPU, with the
// GPU's Adapter, or engineWorkers, and once a GPU failed, Error says why
// the workers count instead.
const (
	EngineAuto    = "auto"
	EngineWorkers = "workers"
)

// GPUMinN is the smallest n that engineAuto counts on the GPU, and
// calibrates for: smaller counts take the workers milliseconds.
const GPUMinN = 15

// gpuAlgorithm is the method whose tasks the GPU counts: constellations.
const gpuAlgorithm = solver.FastestSearch

// quartersGain is how many times faster the page's workers count a board
// with quarters than with constellations, where engineAuto weighs the
// GPU's constellations against the workers' quarters (n = 15 to 21). On
// the page's two workers, n = 15 took about as long by both, n = 16 0.43 s
// against 0.96 s, n = 17 1.9 s against 5.9 s and n = 18 9.3 s against
// 37 s; past that the command line's gain grows further.
func quartersGain(n int) float64 {
	switch {
	case n <= 15:
		return 1
	case n == 16:
		return 2.2
	case n == 17:
		return 3
	}
	return 4
}

// gpuNeeds is how many times faster than the workers at constellations
// the GPU must count for engineAuto to put req's count on it: 1 for
// constellations, quartersGain for quarters, and 0, never, for a method
// that the GPU cannot stand in for, or a count of the workers' alone.
func gpuNeeds(req worker.Request) float64 {
	switch {
	case req.Engine != EngineAuto || req.N < GPUMinN:
		return 0
	case req.Algorithm == gpuAlgorithm:
		return 1
	case req.Algorithm == solver.Quarters && len(req.Place) == 0:
		return quartersGain(req.N)
	}
	return 0
}

// A verdict is what a calibration found, as a verdictStore keeps it:
// engineWorkers where the GPU counted slower than the workers, or
// worker.EngineGPU and how many times faster than all the workers together
// it counted, such as "gpu 3.25". A verdict of earlier versions, "gpu",
// says only that it was faster.
func gpuVerdict(speedup float64) string {
	if speedup <= 1 {
		return EngineWorkers
	}
	return worker.EngineGPU + " " + strconv.FormatFloat(speedup, 'f', 2, 64)
}

// gpuBeats reads verdict, and says whether the GPU counts a count that
// needs the GPU gpuNeeds faster, and whether the verdict tells: not when
// there is none, nor when it says only that the GPU beat the workers'
// constellations, and need asks for more.
func gpuBeats(verdict string, need float64) (beats, known bool) {
	engine, speedup, hasSpeedup := strings.Cut(verdict, " ")
	x, err := strconv.ParseFloat(speedup, 64)
	switch {
	case engine == EngineWorkers && !hasSpeedup:
		return false, true
	case engine != worker.EngineGPU:
		return false, false
	case !hasSpeedup:
		return need <= 1, need <= 1
	case err != nil:
		return false, false
	}
	return x > need, true
}

// gpuMinChunkSeconds keeps a GPU's chunks to several of its batches
// (about 50 ms each): each chunk also costs the worker its expansion of
// the tasks into the kernel's starts and a first, small batch.
const gpuMinChunkSeconds = 0.25

// gpuMinChunkShare bounds the GPU's first chunks, before its rate is
// known, to 1/1024 of the parts, where a worker's are 1/64 of them shared:
// the GPU counts alone, and a slow one (SwiftShader) took 30 s and more
// over a first 1/64 of n = 18, with no progress shown meanwhile.
const gpuMinChunkShare = 1024

// gpuEngine is the pool's GPU: a Web Worker of its own, whose parts it
// counts with WebGPU, and what the page learnt of the GPU.
type gpuEngine struct {
	runner   runner
	fault    string       // the Request.Fault of its parts: a test hook
	probed   bool         // whether the page's adapter probe has answered
	adapter  string       // the adapter the probe found; "" if none
	waiting  []func()     // what waits for the probe
	verdicts verdictStore // the calibrations remembered; nil keeps none
	// after calls f on the page's loop once d has passed.
	after func(d time.Duration, f func())
	// ask starts the probe, once, when something first waits for it; nil
	// when the probe is another's to start, as in the tests.
	ask func()
}

// A verdictStore remembers, per GPU, which engine counts faster on this
// device: worker.EngineGPU or engineWorkers.
type verdictStore interface {
	verdict(adapter string) string // "" if none is remembered
	remember(adapter, engine string)
}

// found records what the page's adapter probe found: an adapter's
// description, or "" for none. The counts that waited for it go on.
func (g *gpuEngine) found(adapter string) {
	g.probed, g.adapter = true, adapter
	waiting := g.waiting
	g.waiting = nil
	for _, f := range waiting {
		f()
	}
}

// whenProbed calls f once the page's adapter probe has answered, and
// starts the probe if it has not begun.
func (g *gpuEngine) whenProbed(f func()) {
	if g.probed {
		f()
		return
	}
	g.waiting = append(g.waiting, f)
	if ask := g.ask; ask != nil {
		g.ask = nil
		ask()
	}
}

// gpuCount is how a count fares on the GPU.
type gpuCount struct {
	on      bool        // whether the GPU counts the parts handed out
	adapter string      // the GPU's name, from its answers
	failure string      // why the GPU stopped, if it failed
	out     []partRange // the parts the GPU was handed and has not answered
}

// chooseEngine settles whether the GPU counts c, and then calls then,
// unless c is stale by then. It may wait for the page's adapter probe, and
// for a calibration. A count of another method that goes to the GPU
// counts constellations (see gpuNeeds).
func (c *poolCount) chooseEngine(then func()) {
	g, want, need := c.pool.gpu, c.req.Engine, gpuNeeds(c.req)
	if g == nil || !(want == worker.EngineGPU && c.req.Algorithm == gpuAlgorithm) && need == 0 {
		then()
		return
	}
	onGPU := func() {
		c.gpu.on = true
		c.req.Algorithm = gpuAlgorithm
	}
	g.whenProbed(func() {
		beats, known := false, false
		if g.verdicts != nil && g.adapter != "" {
			beats, known = gpuBeats(g.verdicts.verdict(g.adapter), need)
		}
		switch {
		case c.stale():
			return
		case g.adapter == "": // the page says so (Lab.gpuNotices)
		case want == worker.EngineGPU:
			onGPU()
		case known:
			if beats {
				onGPU()
			}
		default:
			c.calibrate(func(speedup float64) {
				if speedup > need {
					onGPU()
				}
				then()
			})
			return
		}
		then()
	})
}

// resolve calls then with req as the pool would count it now, as far as
// the verdicts remembered tell, once the page's adapter probe has
// answered: with engineAuto, a count of quarters that the GPU counts
// faster is one of constellations. Its saved parts are under that
// method's key.
func (p *countPool) resolve(req worker.Request, then func(worker.Request)) {
	g, need := p.gpu, gpuNeeds(req)
	if g == nil || req.Algorithm == gpuAlgorithm || need == 0 {
		then(req)
		return
	}
	g.whenProbed(func() {
		if g.adapter != "" && g.verdicts != nil {
			if beats, _ := gpuBeats(g.verdicts.verdict(g.adapter), need); beats {
				req.Algorithm = gpuAlgorithm
			}
		}
		then(req)
	})
}

// runners returns the runners that count c: the GPU's alone, or the
// workers.
func (c *poolCount) runners() []runner {
	if c.gpu.on {
		return []runner{c.pool.gpu.runner}
	}
	return c.pool.runners
}

// partRequest is c's request for parts, without its range: on the GPU if
// it counts them.
func (c *poolCount) partRequest() worker.Request {
	req := c.req
	req.Op, req.Engine, req.Fault = worker.OpPart, "", ""
	if c.gpu.on {
		req.Engine, req.Fault = worker.EngineGPU, c.pool.gpu.fault
	}
	return req
}

// minChunkSeconds is the least time a chunk of c's should last.
func (c *poolCount) minChunkSeconds() float64 {
	if c.gpu.on {
		return gpuMinChunkSeconds
	}
	return minChunkSeconds
}

// handOut notes the parts of req if the GPU counts them.
func (g *gpuCount) handOut(req worker.Request) {
	if req.Engine == worker.EngineGPU {
		g.out = append(g.out, partRange{First: req.First, Last: req.Last})
	}
}

// answered notes the GPU's answer res to req, and reports whether the GPU
// failed: any error of its runner, whose parts the workers then count.
func (g *gpuCount) answered(req worker.Request, res worker.Response) (failed bool) {
	if res.Type == worker.TypeError {
		return true
	}
	g.adapter = res.Adapter
	for i, r := range g.out {
		if r.First == req.First {
			g.out = append(g.out[:i], g.out[i+1:]...)
			break
		}
	}
	return false
}

// fallBack hands the parts the GPU had not counted to the workers, after
// the GPU's failure res, and keeps what it counted.
func (c *poolCount) fallBack(res worker.Response) {
	c.pool.gpu.runner.drop()
	for _, r := range c.gpu.out {
		c.left += r.Last - r.First
	}
	// They were handed out in order, from the front of todo.
	c.todo = append(c.gpu.out, c.todo...)
	c.gpu = gpuCount{failure: res.Error}
	c.rate = 0 // the GPU's speed says nothing of a worker's
	c.report()
	for range chunksAhead {
		for _, r := range c.runners() {
			c.feed(r)
		}
	}
}

// tell names in res, an answer of the pool, the engine that counts.
func (g *gpuCount) tell(res worker.Response) worker.Response {
	res.Engine, res.Adapter, res.Error = EngineWorkers, "", g.failure
	if g.on {
		res.Engine, res.Adapter = worker.EngineGPU, g.adapter
	}
	return res
}
