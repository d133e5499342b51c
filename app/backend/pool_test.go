package backend

import (
	"testing"
	"time"

	"nqueens/app/worker"
)

// eventLoop runs queued calls in order, as the browser delivers the
// messages of several workers.
type eventLoop struct{ queue []func() }

func (l *eventLoop) drain() {
	for len(l.queue) > 0 {
		f := l.queue[0]
		l.queue = l.queue[1:]
		f()
	}
}

// handleRunner answers requests with the worker's own handler, through the
// event loop.
type handleRunner struct {
	loop         *eventLoop
	runs         int
	stops, drops int
	held, most   int          // the requests not yet answered, and their most
	chunks       []int        // the sizes of the chunks it was given
	asked        *[]partRange // if not nil, gets the parts of each chunk
}

func (h *handleRunner) queue(req worker.Request, on func(worker.Response)) {
	h.runs++
	h.held++
	h.most = max(h.most, h.held)
	if req.Op == worker.OpPart {
		h.chunks = append(h.chunks, req.Last-req.First)
	}
	if req.Op == worker.OpPart && h.asked != nil {
		*h.asked = append(*h.asked, span(req.First, req.Last))
	}
	h.loop.queue = append(h.loop.queue, func() {
		worker.Handle(req, func(res worker.Response) {
			if res.Type != worker.TypeProgress {
				h.held--
			}
			on(res)
		})
	})
}

func (h *handleRunner) stop() { h.stops++ }
func (h *handleRunner) drop() { h.drops++ }

func newRunners(loop *eventLoop, k int) ([]*handleRunner, []runner) {
	var hs []*handleRunner
	var rs []runner
	for range k {
		h := &handleRunner{loop: loop}
		hs, rs = append(hs, h), append(rs, h)
	}
	return hs, rs
}

func TestCountPool(t *testing.T) {
	for _, tt := range []struct {
		algorithm string
		n         int
		solutions uint64
		unique    uint64
	}{
		{"fast", 11, 2680, 341},
		{"bitmask", 12, 14200, 0},
		{"fast", 10, 724, 92},
		{"fast", 3, 0, 0},
		{"fast", 1, 1, 1},
	} {
		loop := &eventLoop{}
		runners, rs := newRunners(loop, 3)
		p := &countPool{runners: rs}
		var progress []worker.Response
		var result *worker.Response
		p.start(worker.Request{Op: worker.OpCount, N: tt.n, Algorithm: tt.algorithm}, func(r worker.Response) {
			if r.Type == worker.TypeProgress {
				progress = append(progress, r)
				return
			}
			if result != nil {
				t.Fatalf("a second result: %+v", r)
			}
			result = &r
		})
		loop.drain()
		if result == nil || result.Type != worker.TypeCount || result.Solutions != tt.solutions || result.Unique != tt.unique {
			t.Fatalf("%s n=%d: result %+v", tt.algorithm, tt.n, result)
		}
		whole := worker.Response{}
		worker.Handle(worker.Request{Op: worker.OpCount, N: tt.n, Algorithm: tt.algorithm}, func(r worker.Response) { whole = r })
		if result.Nodes != whole.Nodes {
			t.Errorf("%s n=%d: the pool counted %d nodes, one worker %d", tt.algorithm, tt.n, result.Nodes, whole.Nodes)
		}
		for i, pr := range progress {
			if pr.Done <= 0 || pr.Done >= pr.Total || i > 0 && pr.Done <= progress[i-1].Done {
				t.Fatalf("bad progress %+v", progress)
			}
		}
		if tt.n <= soloMaxN && (runners[0].runs != 1 || runners[1].runs+runners[2].runs != 0) {
			t.Errorf("%s n=%d: runs %d %d %d, want one request to the first runner", tt.algorithm, tt.n, runners[0].runs, runners[1].runs, runners[2].runs)
		}
		if tt.n > soloMaxN && (runners[1].runs == 0 || runners[2].runs == 0) {
			t.Errorf("%s n=%d: %d progress reports, runs %d %d %d", tt.algorithm, tt.n, len(progress), runners[0].runs, runners[1].runs, runners[2].runs)
		}
		for i, r := range runners {
			if tt.n > soloMaxN && r.most != chunksAhead {
				t.Errorf("%s n=%d: runner %d held up to %d requests, want %d", tt.algorithm, tt.n, i, r.most, chunksAhead)
			}
		}
	}
}

func TestCountPoolReportsErrors(t *testing.T) {
	loop := &eventLoop{}
	_, rs := newRunners(loop, 2)
	p := &countPool{runners: rs}
	var got worker.Response
	p.start(worker.Request{Op: worker.OpCount, N: 40}, func(r worker.Response) { got = r })
	loop.drain()
	if got.Type != worker.TypeError || got.Error == "" {
		t.Errorf("n=40 gave %+v", got)
	}
}

func TestCountPoolIgnoresStaleCounts(t *testing.T) {
	loop := &eventLoop{}
	_, rs := newRunners(loop, 2)
	p := &countPool{runners: rs}
	var results []uint64
	on := func(r worker.Response) {
		if r.Type == worker.TypeCount {
			results = append(results, r.Solutions)
		}
	}
	p.start(worker.Request{Op: worker.OpCount, N: 9}, on)
	p.start(worker.Request{Op: worker.OpCount, N: 8}, on) // replaces the first
	loop.drain()
	if len(results) != 1 || results[0] != 92 {
		t.Errorf("results %v, want only 92", results)
	}
}

func TestCountPoolSpacesItsProgress(t *testing.T) {
	loop := &eventLoop{}
	_, rs := newRunners(loop, 2)
	p := &countPool{runners: rs}
	var reports int
	start := time.Now()
	p.start(worker.Request{Op: worker.OpCount, N: 13, Algorithm: "bitmask"}, func(r worker.Response) {
		if r.Type == worker.TypeProgress {
			reports++
		}
	})
	loop.drain()
	if most := int(time.Since(start)/progressEvery) + 1; reports > most {
		t.Errorf("%d progress reports in %v, more than one per %v", reports, time.Since(start), progressEvery)
	}
}

func TestChunkSizes(t *testing.T) {
	_, rs := newRunners(&eventLoop{}, 2)
	p := &countPool{runners: rs}
	for _, tt := range []struct {
		next int     // parts handed out
		rate float64 // parts per second
		want int
	}{
		{0, 1e7, worker.Parts / 8},                            // a quarter of each runner's share
		{worker.Parts / 2, 1e7, worker.Parts / 16},            // shrinking with what is left
		{worker.Parts - 100, 1e6, worker.Parts / 128},         // never under 1/64 of a share
		{worker.Parts - 100, 1e8, int(1e8 * minChunkSeconds)}, // nor under minChunkSeconds
		{0, 1e5, 1e5 * maxChunkSeconds},                       // nor over maxChunkSeconds
		{worker.Parts / 2, 1e3, worker.Parts / 128},           // a slow rate: the least
		{0, 0, worker.Parts / 128},                            // no rate yet: the least
	} {
		c := &poolCount{pool: p, req: worker.Request{N: 14}, left: worker.Parts - tt.next, rate: tt.rate}
		if got := c.chunk(); got != tt.want {
			t.Errorf("next %d, rate %g: chunk %d, want %d", tt.next, tt.rate, got, tt.want)
		}
	}
	solo := &poolCount{pool: p, req: worker.Request{N: soloMaxN}}
	if got := solo.chunk(); got != worker.Parts {
		t.Errorf("n = %d: chunk %d, want the whole count", soloMaxN, got)
	}
}

// TestCountTimeLeavesOutTheWorkersStart delays a runner's first answer, as
// a worker that is still loading its wasm would, and checks that the time
// reported is the counting's, not the wait's.
func TestCountTimeLeavesOutTheWorkersStart(t *testing.T) {
	const startUp = 300 * time.Millisecond
	loop := &eventLoop{}
	_, rs := newRunners(loop, 1)
	p := &countPool{runners: rs}
	var result worker.Response
	begin := time.Now()
	loop.queue = append(loop.queue, func() { time.Sleep(startUp) })
	p.start(worker.Request{Op: worker.OpCount, N: 12}, func(r worker.Response) { result = r })
	loop.drain()
	if result.Type != worker.TypeCount || result.Solutions != 14200 {
		t.Fatalf("result %+v", result)
	}
	took := time.Duration(result.Seconds * float64(time.Second))
	if took <= 0 || took >= startUp || took > time.Since(begin) {
		t.Errorf("the count reports %v; it waited %v for the worker and took %v in all", took, startUp, time.Since(begin))
	}
}

// dyingRunner counts its first lives requests, then answers each with the
// error of a worker that failed for good, as workerSlot.failAll does.
type dyingRunner struct {
	handleRunner
	lives int
	dead  bool // whether it has answered with its error
	late  int  // the requests it was given once dead
}

func (d *dyingRunner) queue(req worker.Request, on func(worker.Response)) {
	if d.dead {
		d.late++
	}
	if d.lives > 0 {
		d.lives--
		d.handleRunner.queue(req, on)
		return
	}
	d.runs++
	d.loop.queue = append(d.loop.queue, func() {
		d.dead = true
		on(worker.Response{Type: worker.TypeError, ID: req.ID, Error: "it could not start (tried 4 times)"})
	})
}

// TestCountPoolOutlivesItsRunners has runners die, at once or in the middle
// of the count: the others count their parts, exactly, and only a count
// with no runner left fails.
func TestCountPoolOutlivesItsRunners(t *testing.T) {
	for _, tt := range []struct {
		name string
		// Each runner's requests counted before it dies, -1 if it never
		// does: a runner is handed chunksAhead requests at once.
		lives []int
		fails bool
	}{
		{"one dead from the start", []int{-1, 0, -1}, false},
		{"one dies midway", []int{-1, 1}, false},
		{"all but one die", []int{1, 0, -1, 1}, false},
		{"all die", []int{1, 0}, true},
	} {
		loop := &eventLoop{}
		var rs []runner
		var dying []*dyingRunner
		for _, lives := range tt.lives {
			d := &dyingRunner{handleRunner: handleRunner{loop: loop}, lives: lives}
			if lives < 0 {
				d.lives = worker.Parts
			}
			dying, rs = append(dying, d), append(rs, d)
		}
		p := &countPool{runners: rs}
		var result worker.Response
		p.start(worker.Request{Op: worker.OpCount, N: 12, Algorithm: "fast"}, func(r worker.Response) {
			if r.Type != worker.TypeProgress {
				result = r
			}
		})
		loop.drain()
		switch {
		case tt.fails && (result.Type != worker.TypeError || result.Error == ""):
			t.Errorf("%s: %+v, want an error", tt.name, result)
		case !tt.fails && (result.Type != worker.TypeCount || result.Solutions != 14200 || result.Unique != 1787):
			t.Errorf("%s: %+v, want 14200 solutions, 1787 unique", tt.name, result)
		}
		for i, d := range dying {
			if tt.lives[i] >= 0 && !d.dead {
				t.Errorf("%s: runner %d never failed", tt.name, i)
			}
			if d.late > 0 {
				t.Errorf("%s: runner %d was given %d requests after it failed", tt.name, i, d.late)
			}
		}
	}
}
