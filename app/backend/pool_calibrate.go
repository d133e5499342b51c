package backend

import (
	"math"
	"time"

	"nqueens/app/worker"
)

// The calibration times the GPU against the workers on the same parts of
// one count, the first time engineAuto could use the GPU: parts 0 to
// calibrationParts of n = calibrationN, the costliest 3% of its work,
// 50 ms natively in one worker, 0.2 s in a fresh one in the browser. Each
// side first counts a few cheap parts unheard, which builds its plan,
// warms a worker's code and opens the GPU with its pipeline.
const (
	calibrationN     = 16
	calibrationParts = worker.Parts / 256
	cpuWarmUpParts   = worker.Parts / 16
	gpuWarmUpParts   = worker.Parts / 1024
	// calibrationSlack is what the GPU is given beyond the workers' time
	// before it counts as slower and is stopped: a message's way and back,
	// and a batch under way.
	calibrationSlack = 100 * time.Millisecond
	// gpuWarmUpLimit is how long the GPU may take to open and warm up:
	// building its pipeline takes a fraction of a second.
	gpuWarmUpLimit = 5 * time.Second
)

// calibrate times the GPU against the pool's workers, remembers how many
// times faster than the workers together the GPU counted (gpuVerdict),
// and calls then with that speedup unless c is stale by then: 0 when the
// GPU was slower or failed. The GPU is faster if it counts the parts in
// less than one worker's time over the number of workers; it is stopped
// soon after that. Both sides warm up at once, which hides the GPU's
// start behind the worker's; the timed counts run one after the other.
func (c *poolCount) calibrate(then func(speedup float64)) {
	p, g := c.pool, c.pool.gpu
	cpu, k := p.runners[0], len(p.runners)
	decided, stage, warming := false, 0, 2
	decide := func(speedup float64) {
		if decided || c.stale() {
			return
		}
		decided = true
		if g.verdicts != nil {
			g.verdicts.remember(g.adapter, gpuVerdict(speedup))
		}
		then(speedup)
	}
	// The GPU is stopped, and slower, once a stage lasts over its limit.
	deadline := func(limit time.Duration) {
		stage++
		at := stage
		g.after(limit, func() {
			if at == stage && !decided && !c.stale() {
				g.runner.drop()
				decide(0)
			}
		})
	}
	parts := func(first, last int, engine string) worker.Request {
		return worker.Request{Op: worker.OpPart, N: calibrationN, Algorithm: gpuAlgorithm, First: first, Last: last, Engine: engine}
	}
	timeGPU := func(cpuSeconds float64) {
		g.runner.queue(parts(0, calibrationParts, worker.EngineGPU), func(res worker.Response) {
			speedup := 0.0
			if res.Type == worker.TypeTally {
				speedup = cpuSeconds / (math.Max(res.Seconds, 1e-6) * float64(k))
			}
			decide(speedup)
		})
		deadline(time.Duration(cpuSeconds*float64(time.Second))/time.Duration(k) + calibrationSlack)
	}
	// warmed hears a warm-up's answer: any error of the GPU's runner is
	// the GPU's.
	warmed := func(res worker.Response, gpu bool) {
		switch {
		case c.stale() || decided:
		case res.Type != worker.TypeTally && gpu:
			decide(0)
		case res.Type != worker.TypeTally:
			c.fail(res)
		case warming > 1:
			warming--
		default:
			stage++ // the warm-up's deadline is over
			cpu.queue(parts(0, calibrationParts, ""), func(res worker.Response) {
				if !c.stale() && !decided {
					timeGPU(res.Seconds)
				}
			})
		}
	}
	c.on(worker.Response{Type: worker.TypeProgress, Engine: EngineAuto}) // the page says it calibrates
	cpu.queue(parts(worker.Parts-cpuWarmUpParts, worker.Parts, ""), func(res worker.Response) { warmed(res, false) })
	g.runner.queue(parts(worker.Parts-gpuWarmUpParts, worker.Parts, worker.EngineGPU), func(res worker.Response) { warmed(res, true) })
	deadline(gpuWarmUpLimit)
}
