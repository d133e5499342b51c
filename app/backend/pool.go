package backend

import (
	"slices"
	"time"

	"nqueens/app/worker"
	"nqueens/solver"
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
// takes less than a message to a second runner would. The completions of
// queens placed on boards up to soloPlaceMaxN are too: a few milliseconds
// of work, which a share among runners would only delay.
const (
	soloMaxN      = 10
	soloPlaceMaxN = 12
)

// solo reports whether one runner counts c in one request.
func (c *poolCount) solo() bool {
	return c.req.N <= soloMaxN || len(c.req.Place) > 0 && c.req.N <= soloPlaceMaxN
}

// A countPool shares a count between runners, one per core. It hands
// each runner a chunk of the count's parts (worker.OpPart) whenever it
// finishes one, and keeps one more waiting in each, so that no runner sits
// idle while a message crosses; the chunks shrink as the count nears its
// end, so that the runners end together. It reports progress with the
// share of the count's work done and the nodes counted so far, and the
// count. With a store, it saves the parts counted as it goes, and a count
// started again resumes from them (see saved_count_pool.go). A count may
// instead go to the GPU's runner alone (see pool_gpu.go).
type countPool struct {
	runners []runner
	gpu     *gpuEngine                // the GPU's runner; nil where there is none
	store   countStore                // where counts are saved; nil saves none
	gen     int                       // the count under way; callbacks of older ones are ignored
	small   bool                      // whether the count under way may be dropped
	current *poolCount                // the count under way, nil if none
	sides   map[runner][]*sideRequest // the side requests given to each runner, not yet answered
}

// poolCount is the state of one count.
type poolCount struct {
	pool     *countPool
	gen      int
	req      worker.Request
	on       func(worker.Response)
	resumed  func(share float64, saving bool) // nil if no one listens
	todo     []partRange                      // the parts not yet handed out, in order
	left     int                              // how many parts todo holds
	done     int                              // the parts counted, earlier or now
	counted  savedCount                       // the parts counted, earlier or now
	nodes    uint64                           // the nodes counted now, not earlier
	rate     float64                          // parts per second in a worker, from the last chunk
	saving   countSaving
	gpu      gpuCount  // whether the GPU counts, and how it fared
	lost     []runner  // the runners that failed, which get no more parts
	started  time.Time // when a worker began the first part, not counting its start or warm-up
	reported time.Time // when progress was last reported
}

// Chunk sizes: a runner is handed about remaining/(chunkShare·runners)
// parts at a time, and no fewer than worker.Parts/(minChunkShare·runners)
// or than it counts in minChunkSeconds. Large chunks first keep the
// messages few; small ones last balance the end. No chunk lasts much more
// than maxChunkSeconds, at the rate of the last one, and until a rate is
// known they are the smallest: plans put their costliest parts first, and
// a reload loses the chunks under way.
const (
	chunkShare    = 4
	minChunkShare = 64
	chunksAhead   = 2 // the chunks a runner holds: one under way, one waiting
	// minChunkSeconds keeps the last chunks from lasting less than the
	// page takes to answer one: the parts at the end are the cheapest.
	minChunkSeconds = 0.003
	maxChunkSeconds = 1.0
)

// progressEvery spaces the progress reports: each one renders the page on
// its main thread, which would otherwise slow a short count severalfold.
const progressEvery = 100 * time.Millisecond

// start counts req, an OpCount, calling on with progress and the result.
func (p *countPool) start(req worker.Request, on func(worker.Response)) {
	p.startSaved(req, on, nil)
}

// newCount stops the count under way and makes req's, naming its method
// if req does not.
func (p *countPool) newCount(req worker.Request, on func(worker.Response), resumed func(float64, bool)) *poolCount {
	req.Algorithm = req.CountAlgorithm()
	p.stop()
	p.gen++
	p.small = req.N <= dropMaxN
	p.current = &poolCount{pool: p, gen: p.gen, req: req, on: on, resumed: resumed, reported: time.Now()}
	return p.current
}

// begin hands out the parts that counted leaves, in chunks.
func (c *poolCount) begin(counted savedCount) {
	c.counted, c.todo, c.done = counted, counted.missing(), counted.total().Last
	c.left = worker.Parts - c.done
	c.saving.begin(counted)
	if c.resumed != nil && c.saving.key != "" {
		c.resumed(c.saving.earlier, c.saving.ok)
	}
	if c.done == worker.Parts {
		c.finish()
		return
	}
	if c.done > 0 {
		c.report()
	}
	runners := c.runners()
	if c.solo() {
		runners = runners[:1]
	}
	for range chunksAhead {
		for _, r := range runners {
			c.feed(r)
		}
	}
}

// stop stops every runner, or for a small count lets them finish unheard.
// It saves what the count under way had counted.
func (p *countPool) stop() {
	if p.current != nil {
		p.current.flush(true)
		p.current = nil
	}
	p.gen++
	if p.gpu != nil {
		p.gpu.runner.drop() // the GPU stops between its batches
	}
	for _, r := range p.runners {
		if p.small {
			r.drop()
		} else {
			r.stop()
		}
	}
	p.resendSides()
}

func (c *poolCount) stale() bool { return c.gen != c.pool.gen }

// chunk returns the size of the next chunk.
func (c *poolCount) chunk() int {
	if c.solo() {
		return worker.Parts
	}
	k, share := len(c.runners()), minChunkShare
	if c.gpu.on {
		share = gpuMinChunkShare
	}
	least := max(1, worker.Parts/(share*k), int(c.rate*c.minChunkSeconds()))
	return max(least, min(int(c.rate*maxChunkSeconds), c.left/(chunkShare*k)))
}

// feed gives r the next chunk of parts, if any are left: from the first
// range not yet handed out.
func (c *poolCount) feed(r runner) {
	if len(c.todo) == 0 || slices.Contains(c.lost, r) {
		return
	}
	req, next := c.partRequest(), &c.todo[0]
	req.First, req.Last = next.First, min(next.First+c.chunk(), next.Last)
	next.First = req.Last
	if next.First == next.Last {
		c.todo = c.todo[1:]
	}
	c.left -= req.Last - req.First
	c.gpu.handOut(req)
	r.queue(req, func(res worker.Response) {
		if c.stale() {
			return
		}
		if req.Engine == worker.EngineGPU {
			if !c.gpu.on {
				return // after the GPU's failure: the workers count these parts
			}
			if c.gpu.answered(req, res) {
				c.fallBack(res)
				return
			}
		}
		if res.Type == worker.TypeError {
			c.lose(r, partRange{First: req.First, Last: req.Last}, res)
			return
		}
		if !c.samePlan(res) {
			return
		}
		c.counted.add(partRange{First: req.First, Last: req.Last, Solutions: res.Solutions, Unique: res.Unique,
			Nodes: res.Nodes, Share: answerShare(res, req.First, req.Last)})
		c.nodes += res.Nodes
		c.done += req.Last - req.First
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
		c.flush(false)
		if time.Since(c.reported) >= progressEvery {
			c.report()
		}
	})
}

// report tells the page how far the count is: the share of its work done,
// earlier or now, and the nodes counted now, in Seconds since a worker
// began its first part.
func (c *poolCount) report() {
	c.reported = time.Now()
	c.on(c.gpu.tell(worker.Response{Type: worker.TypeProgress, Done: c.done, Total: worker.Parts,
		Share: c.counted.total().Share, Nodes: c.nodes, Seconds: c.seconds()}))
}

// finish reports the count: the sum of its parts, finished as its method
// says (solver.Finish: quarters' parts add up to 8 times the unique
// count), and the time counting them took, over every visit. The parts
// saved stay as the workers answered them.
func (c *poolCount) finish() {
	c.pool.gen++ // nothing more comes from this count
	c.pool.current = nil
	c.saving.drop()
	sum := c.counted.total()
	t := solver.Finish(c.req.Algorithm, c.req.N, solver.Tally{Solutions: sum.Solutions, Unique: sum.Unique, Nodes: sum.Nodes})
	c.on(c.gpu.tell(worker.Response{Type: worker.TypeCount, Solutions: t.Solutions, Unique: t.Unique, Nodes: t.Nodes,
		Seconds: c.saving.prior + c.seconds()}))
}

// seconds is how long the count has run in this visit.
func (c *poolCount) seconds() float64 {
	if c.started.IsZero() {
		return 0
	}
	return time.Since(c.started).Seconds()
}

func (c *poolCount) fail(res worker.Response) {
	c.pool.stop()
	c.on(worker.Response{Type: worker.TypeError, Error: res.Error})
}

// lose hands the parts of a chunk that r failed to count to the runners
// left, r being one that failed for good, as a worker that died more
// often than it is replaced; the count fails only when no runner is left.
func (c *poolCount) lose(r runner, parts partRange, res worker.Response) {
	if !slices.Contains(c.lost, r) {
		c.lost = append(c.lost, r)
	}
	c.todo = append([]partRange{parts}, c.todo...)
	c.left += parts.Last - parts.First
	for _, other := range c.runners() {
		if !slices.Contains(c.lost, other) {
			c.feed(other)
			return
		}
	}
	c.fail(res)
}
