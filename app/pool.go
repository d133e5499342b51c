package app

import (
	"time"

	"nqueens/app/worker"
)

// A runner runs one request at a time, as a Web Worker does; a new run
// replaces the one under way.
type runner interface {
	run(req worker.Request, on func(worker.Response))
	// stop ends the request under way at once; drop lets it finish
	// unheard, which keeps a Web Worker and its optimised code alive.
	stop()
	drop()
}

// dropMaxN is the largest n whose counts are dropped rather than stopped:
// their chunks last milliseconds, and restarting workers would cost more.
const dropMaxN = 13

// A countPool shares a count between runners, one per core: it asks the
// first for the count's plan, then hands out chunks of its tasks, a new
// chunk to each runner that finishes one, so that fast runners do more.
// It reports progress with the nodes counted so far, and the count.
type countPool struct {
	runners []runner
	gen     int  // the count under way; callbacks of older ones are ignored
	small   bool // whether the count under way may be dropped
}

// chunksPerRunner sets the chunk size: small enough to balance the load
// and to report progress often, large enough that messages cost little.
const chunksPerRunner = 16

// poolCount is the state of one count.
type poolCount struct {
	pool        *countPool
	gen         int
	req         worker.Request
	on          func(worker.Response)
	total, next int
	chunk       int
	done        int
	sum         worker.Response
	started     time.Time // when the plan came
	reported    time.Time // when progress was last reported
}

// progressEvery spaces the progress reports: each one renders the page on
// its main thread, which would otherwise slow a short count severalfold.
const progressEvery = 100 * time.Millisecond

// start counts req, an OpCount, calling on with progress and the result.
func (p *countPool) start(req worker.Request, on func(worker.Response)) {
	p.stop()
	p.gen++
	p.small = req.N <= dropMaxN
	c := &poolCount{pool: p, gen: p.gen, req: req, on: on}
	plan := req
	plan.Op = worker.OpPlan
	p.runners[0].run(plan, func(res worker.Response) {
		if c.stale() {
			return
		}
		if res.Type == worker.TypeError {
			c.fail(res)
			return
		}
		c.total, c.started, c.reported = res.Total, time.Now(), time.Now()
		c.sum = worker.Response{Type: worker.TypeCount, Solutions: res.Solutions, Unique: res.Unique, Nodes: res.Nodes}
		c.chunk = max(1, c.total/(len(p.runners)*chunksPerRunner))
		if c.total == 0 {
			c.finish()
			return
		}
		for _, r := range p.runners {
			c.feed(r)
		}
	})
}

// stop stops every runner, or for a small count lets them finish unheard.
func (p *countPool) stop() {
	p.gen++
	for _, r := range p.runners {
		if p.small {
			r.drop()
		} else {
			r.stop()
		}
	}
}

func (c *poolCount) stale() bool { return c.gen != c.pool.gen }

// feed gives r the next chunk of tasks, if any are left.
func (c *poolCount) feed(r runner) {
	if c.next >= c.total {
		return
	}
	req := c.req
	req.Op, req.First, req.Last = worker.OpTasks, c.next, min(c.next+c.chunk, c.total)
	c.next = req.Last
	r.run(req, func(res worker.Response) {
		if c.stale() {
			return
		}
		if res.Type == worker.TypeError {
			c.fail(res)
			return
		}
		c.sum.Solutions += res.Solutions
		c.sum.Unique += res.Unique
		c.sum.Nodes += res.Nodes
		c.done += res.Done
		if c.done == c.total {
			c.finish()
			return
		}
		c.feed(r)
		if now := time.Now(); now.Sub(c.reported) >= progressEvery {
			c.reported = now
			c.on(worker.Response{Type: worker.TypeProgress, Done: c.done, Total: c.total, Nodes: c.sum.Nodes})
		}
	})
}

func (c *poolCount) finish() {
	c.pool.gen++ // nothing more comes from this count
	c.sum.Seconds = time.Since(c.started).Seconds()
	c.on(c.sum)
}

func (c *poolCount) fail(res worker.Response) {
	c.pool.stop()
	c.on(worker.Response{Type: worker.TypeError, Error: res.Error})
}
