package app

import (
	"time"

	"nqueens/app/worker"
)

// The calibration times the GPU against the workers on the same parts of
// one count, the first time engineAuto could use the GPU: parts 0 to
// calibrationParts of n = calibrationN, the costliest ninth of its work,
// about 0.13 s natively in one worker. Each side first counts a few cheap
// parts unheard, which builds its plan, warms a worker's code and opens
// the GPU with its pipeline.
const (
	calibrationN     = 16
	calibrationParts = worker.Parts / 64
	cpuWarmUpParts   = worker.Parts / 16
	gpuWarmUpParts   = worker.Parts / 1024
	// calibrationSlack is what the GPU is given beyond twice the workers'
	// time before it counts as clearly slower and is stopped: a message's
	// way and back, and a batch under way.
	calibrationSlack = 100 * time.Millisecond
	// gpuWarmUpLimit is how long the GPU may take to open and warm up:
	// building its pipeline takes a fraction of a second.
	gpuWarmUpLimit = 5 * time.Second
)

// calibrate times the GPU against the pool's workers, remembers which was
// faster, and calls then with the verdict unless c is stale by then. The
// GPU is faster if it counts the parts in less than one worker's time
// over the number of workers; it is stopped at twice that.
func (c *poolCount) calibrate(then func(gpuFaster bool)) {
	p, g := c.pool, c.pool.gpu
	decided, stage := false, 0
	decide := func(gpuFaster bool) {
		if decided || c.stale() {
			return
		}
		decided = true
		if g.verdicts != nil {
			verdict := engineWorkers
			if gpuFaster {
				verdict = worker.EngineGPU
			}
			g.verdicts.remember(g.adapter, verdict)
		}
		then(gpuFaster)
	}
	parts := func(first, last int, engine string) worker.Request {
		return worker.Request{Op: worker.OpPart, N: calibrationN, Algorithm: DefaultAlgo, First: first, Last: last, Engine: engine}
	}
	cpu := p.runners[0]
	cpu.queue(parts(worker.Parts-cpuWarmUpParts, worker.Parts, ""), func(worker.Response) {})
	cpu.queue(parts(0, calibrationParts, ""), func(res worker.Response) {
		if c.stale() {
			return
		}
		if res.Type != worker.TypeTally {
			c.fail(res)
			return
		}
		// The GPU is stopped, and slower, once a stage lasts over its limit.
		deadline := func(limit time.Duration) {
			stage++
			at := stage
			g.after(limit, func() {
				if at == stage && !decided && !c.stale() {
					g.runner.drop()
					decide(false)
				}
			})
		}
		g.runner.queue(parts(worker.Parts-gpuWarmUpParts, worker.Parts, worker.EngineGPU), func(warm worker.Response) {
			if c.stale() || decided {
				return
			}
			if warm.Type != worker.TypeTally {
				decide(false)
				return
			}
			g.runner.queue(parts(0, calibrationParts, worker.EngineGPU), func(gpu worker.Response) {
				decide(gpu.Type == worker.TypeTally && gpu.Seconds*float64(len(p.runners)) < res.Seconds)
			})
			deadline(2*seconds(res.Seconds)/time.Duration(len(p.runners)) + calibrationSlack)
		})
		deadline(gpuWarmUpLimit)
	})
}
