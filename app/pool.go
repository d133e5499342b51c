package app

import (
	"time"

	"nqueens/app/worker"
)

// A runner runs requests in the order it is given them, as a Web Worker
// does.
type runner interface {
	// queue adds req after the requests under way.
	queue(req worker.Request, on func(worker.Response))
	// stop ends the requests under way at once; drop lets the one
	// running finish unheard and skips the others, which keeps a Web
	// Worker and its optimised code alive.
	stop()
	drop()
}

// dropMaxN is the largest n whose counts are dropped rather than stopped:
// their chunks last tens of milliseconds at most, and a new worker would
// run its baseline code, several times slower, until it warms up.
const dropMaxN = 15

// soloMaxN is the largest n counted by one runner in one request: its count
// takes less than a message to a second runner would.
const soloMaxN = 10

// A countPool shares a count between runners, one per core. It hands
// each runner a chunk of the count's parts (worker.OpPart) whenever it
// finishes one, and keeps one more waiting in each, so that no runner sits
// idle while a message crosses; the chunks shrink as the count nears its
// end, so that the runners end together. It reports progress with the
// nodes counted so far, and the count.
type countPool struct {
	runners []runner
	gen     int  // the count under way; callbacks of older ones are ignored
	small   bool // whether the count under way may be dropped
}

// poolCount is the state of one count.
type poolCount struct {
	pool     *countPool
	gen      int
	req      worker.Request
	on       func(worker.Response)
	next     int     // the first part not yet handed out
	done     int     // the parts counted
	rate     float64 // parts per second in a worker, from the last chunk
	sum      worker.Response
	started  time.Time // when a worker began the first part, not counting its start or warm-up
	reported time.Time // when progress was last reported
}

// Chunk sizes: a runner is handed about remaining/(chunkShare·runners)
// parts at a time, and no fewer than worker.Parts/(minChunkShare·runners)
// or than it counts in minChunkSeconds. Large chunks first keep the
// messages few; small ones last balance the end.
const (
	chunkShare    = 4
	minChunkShare = 64
	chunksAhead   = 2 // the chunks a runner holds: one under way, one waiting
	// minChunkSeconds keeps the last chunks from lasting less than the
	// page takes to answer one: the parts at the end are the cheapest.
	minChunkSeconds = 0.003
)

// progressEvery spaces the progress reports: each one renders the page on
// its main thread, which would otherwise slow a short count severalfold.
const progressEvery = 100 * time.Millisecond

// start counts req, an OpCount, calling on with progress and the result.
func (p *countPool) start(req worker.Request, on func(worker.Response)) {
	p.stop()
	p.gen++
	p.small = req.N <= dropMaxN
	c := &poolCount{pool: p, gen: p.gen, req: req, on: on, reported: time.Now(),
		sum: worker.Response{Type: worker.TypeCount}}
	runners := p.runners
	if req.N <= soloMaxN {
		runners = runners[:1]
	}
	for range chunksAhead {
		for _, r := range runners {
			c.feed(r)
		}
	}
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

// chunk returns the size of the next chunk.
func (c *poolCount) chunk() int {
	if c.req.N <= soloMaxN {
		return worker.Parts
	}
	k := len(c.pool.runners)
	least := max(1, worker.Parts/(minChunkShare*k), int(c.rate*minChunkSeconds))
	return max(least, (worker.Parts-c.next)/(chunkShare*k))
}

// feed gives r the next chunk of parts, if any are left.
func (c *poolCount) feed(r runner) {
	if c.next >= worker.Parts {
		return
	}
	req := c.req
	req.Op, req.First, req.Last = worker.OpPart, c.next, min(c.next+c.chunk(), worker.Parts)
	c.next = req.Last
	r.queue(req, func(res worker.Response) {
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
		took := time.Duration(res.Seconds * float64(time.Second))
		if began := time.Now().Add(-took); c.started.IsZero() || began.Before(c.started) {
			c.started = began
		}
		if res.Seconds > 0 {
			c.rate = float64(res.Done) / res.Seconds
		}
		if c.done == worker.Parts {
			c.finish()
			return
		}
		c.feed(r)
		if now := time.Now(); now.Sub(c.reported) >= progressEvery {
			c.reported = now
			c.on(worker.Response{Type: worker.TypeProgress, Done: c.done, Total: worker.Parts, Nodes: c.sum.Nodes})
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
