//go:build js && wasm

package backend

import (
	"encoding/json"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/task"
	"nqueens/app/worker"
	"nqueens/solver"
)

// New returns the browser's backend: Web Workers running
// the page's own wasm, one for finding solutions and a pool for counting, with
// one more for the GPU where the page has one. It starts no worker until
// the page asks (see Preload).
func New() Backend {
	b := &workerBackend{}
	b.probeGPU()
	b.seek.backend = b
	return b
}

// Preload starts the board's worker, with nothing to do: it runs the
// page's compiled wasm, so it is ready within a few round trips, for the
// first click. The page asks once it has mounted.
func (b *workerBackend) Preload() {
	b.seek.preload = true
	b.seek.touch()
}

// The browser's backend is all the page may ask of one.
var _ interface {
	Backend
	Warmer
	GPUFinder
	CountSaver
} = (*workerBackend)(nil)

// maxPoolWorkers caps the counting pool: more workers than cores only
// share them, and each costs the memory of a wasm instance.
const maxPoolWorkers = 8

// workerBackend runs each slot's requests in a Web Worker of its own, and
// counts with a pool of workers, one per core. A request that replaces one under
// way terminates the workers busy with it, which stops the old work at
// once; new workers start in their place.
//
// Its methods only record what the workers should do; the browser's calls
// that do it (new workers, messages, terminations) run in a task of their
// own, flush, which a change of the page then does not wait for, and
// which a burst of changes, such as a drag of the slider, shares.
type workerBackend struct {
	seek   workerSlot
	share  *seekShare           // the far seeks of the boards whose seeks count columns
	others map[Slot]*workerSlot // the panels' slots, each started when first used
	pool   *countPool
	gpu    *gpuEngine // the count pool's GPU
	nextID int

	dirty      []*workerSlot // the slots whose workers flush brings up to date
	flushLater *task.Later   // runs flush
	warmLater  *task.Later   // runs Warm again, while the panels' workers are busy
}

// A workerSlot is one Web Worker and the requests it has been given, which
// it answers in order.
type workerSlot struct {
	backend   *workerBackend
	worker    app.Value // nil until flush starts one
	onMessage app.Func
	pending   []pendingRequest // the requests under way, oldest first
	retrying  workerRetry      // how the slot replaces a worker that failed

	// What flush is to do: end the worker, cancel the requests it was
	// sent up to an ID, and send it the pending requests not yet sent.
	kill     bool
	preload  bool // start the worker even with no request, to have it ready
	cancelTo int
	sentTo   int // the last request ID the worker was sent
	dirty    bool
}

// A pendingRequest is a request a worker has not yet answered.
type pendingRequest struct {
	id   int
	req  worker.Request
	on   func(worker.Response)
	warm bool // a warm-up, which is dropped rather than stopped
}

func (b *workerBackend) Start(slot Slot, req worker.Request, on func(worker.Response)) {
	if slot == CountSlot && req.Op == worker.OpCount {
		b.countPool().start(req, on)
		return
	}
	if slot == SeekSlot {
		b.seekShare().stop()
		if shares(req) {
			b.seekShare().start(req, on)
			return
		}
		req = withColumns(req)
	}
	b.slot(slot).run(req, on)
}

func (b *workerBackend) Stop(slot Slot) {
	if slot == CountSlot {
		b.countPool().stop()
		return
	}
	if slot == SeekSlot {
		b.seekShare().stop()
	}
	b.slot(slot).stop()
}

// seekShare returns the share of the far seeks: the counting pool's
// workers count their columns, and the seek's worker walks.
func (b *workerBackend) seekShare() *seekShare {
	if b.share == nil {
		b.seek.backend = b
		b.share = &seekShare{pool: b.countPool(), walker: &b.seek}
	}
	return b.share
}

// slot returns the worker of a slot other than the count's.
func (b *workerBackend) slot(slot Slot) *workerSlot {
	if slot == SeekSlot {
		b.seek.backend = b
		return &b.seek
	}
	if b.others == nil {
		b.others = map[Slot]*workerSlot{}
	}
	if b.others[slot] == nil {
		b.others[slot] = &workerSlot{backend: b}
	}
	return b.others[slot]
}

// Cores is how many cores the browser says it has, 2 if it does not say.
func Cores() int {
	cores := app.Window().Get("navigator").Get("hardwareConcurrency")
	if !cores.IsUndefined() && cores.Int() > 0 {
		return cores.Int()
	}
	return 2
}

// Warm starts the workers, so that they have loaded the solver by the
// time the page asks for work, and has each counter count a board unheard,
// and in random mode the board's worker solve one:
// V8 runs a wasm function in its baseline code until it has been busy for
// a while, and a fresh worker counts n = 14 five times slower than one
// that has counted before (340 ms against 70 ms, measured here). The
// count comes in chunks, so that real work cancels the rest of it; a
// counter already at work is left to it. While a panel's worker is busy,
// as when a link opens the steps at a late step, the warm-up waits for
// it, so that the page and that worker keep the cores.
func (b *workerBackend) Warm(random bool) {
	if b.panelsBusy() {
		if b.warmLater == nil {
			b.warmLater = task.New(func() { b.Warm(random) })
		}
		b.warmLater.Schedule(warmUpRetry)
		return
	}
	b.seek.backend = b
	b.seek.preload = true
	b.seek.touch()
	if random && len(b.seek.pending) == 0 {
		b.seek.post(worker.Request{Op: worker.OpRandom, N: warmUpQueens, Solver: "minconflicts", Seed: 1, WarmUp: true}, true, func(worker.Response) {})
	}
	for i, s := range b.countPool().slots() {
		if len(s.pending) > 0 {
			continue
		}
		for first := 0; first < worker.Parts; first += worker.Parts / warmUpChunks {
			s.post(worker.Request{Op: worker.OpPart, N: warmUpN, Algorithm: solver.FastestAlgorithm(warmUpN),
				First: first, Last: first + worker.Parts/warmUpChunks}, true, func(worker.Response) {})
		}
		if i == 0 { // the worker that counts play mode's small completions alone
			for _, n := range warmUpPlayN {
				place := make([]int, n)
				for r := range place {
					place[r] = -1
				}
				place[n/2] = 1
				s.post(worker.Request{Op: worker.OpPart, N: n, First: 0, Last: worker.Parts, Place: place}, true, func(worker.Response) {})
			}
		}
	}
}

// panelsBusy reports whether a panel's worker has work under way.
func (b *workerBackend) panelsBusy() bool {
	for _, s := range b.others {
		if len(s.pending) > 0 {
			return true
		}
	}
	return false
}

// warmUpRetry is how long a warm-up waits for a panel's work to end.
const warmUpRetry = 500 * time.Millisecond

// The warm-up counts n = warmUpN in warmUpChunks chunks, with the method
// that the page counts whole boards with from there on
// (solver.FastestAlgorithm, quarters at n = 14): about
// 0.3 s of baseline code in each worker, off the main thread. In random mode the
// board's worker solves warmUpQueens with minconflicts, a quarter of a
// second: a page's first 10^6 queens then took 124 to 160 ms here, and
// 223 to 237 ms without (89 ms natively).
const (
	warmUpQueens = 1_000_000
	warmUpN      = 14
	warmUpChunks = 32
)

// warmUpPlayN are the boards whose completions of one queen the first
// counter counts too, a few milliseconds each: by a search, and by
// constellations. Play mode's first count on n = 12 then took about 40
// ms here, and about 13 ms once warm.
var warmUpPlayN = [...]int{12, 14}

func (b *workerBackend) countPool() *countPool {
	if b.pool == nil {
		k := Cores()
		// ?workers=K sets the pool's size, to compare speeds.
		if w, err := strconv.Atoi(app.Window().URL().Query().Get("workers")); err == nil && w > 0 {
			k = w
		}
		b.pool = &countPool{gpu: b.gpu}
		for range min(k, maxPoolWorkers) {
			b.pool.runners = append(b.pool.runners, &workerSlot{backend: b})
		}
	}
	return b.pool
}

// slots returns the pool's workers.
func (p *countPool) slots() []*workerSlot {
	var slots []*workerSlot
	for _, r := range p.runners {
		slots = append(slots, r.(*workerSlot))
	}
	return slots
}

// run posts req to the worker, terminating it first if it is busy. A
// dropped request is left to finish.
func (s *workerSlot) run(req worker.Request, on func(worker.Response)) {
	s.stop()
	s.queue(req, on)
}

// queue posts req to the worker, after the requests under way.
func (s *workerSlot) queue(req worker.Request, on func(worker.Response)) {
	s.post(req, false, on)
}

// post is queue for a request that may be a warm-up.
func (s *workerSlot) post(req worker.Request, warm bool, on func(worker.Response)) {
	s.backend.nextID++
	req.ID = s.backend.nextID
	s.pending = append(s.pending, pendingRequest{id: req.ID, req: req, on: on, warm: warm})
	s.touch()
}

// stop terminates the worker if it is busy with a request that someone
// waits for; a warm-up, or a seek's column (worker.OpColumn), whose chunks
// stop within milliseconds, is only dropped.
func (s *workerSlot) stop() {
	for _, p := range s.pending {
		if !p.warm && p.req.Op != worker.OpColumn {
			s.terminate()
			return
		}
	}
	s.drop()
}

// drop forgets the requests under way with a cancel: the worker skips
// those that have not started and stops the one that runs, within
// milliseconds but for a count, which stops after its task under way.
func (s *workerSlot) drop() {
	if len(s.pending) == 0 {
		return
	}
	s.cancelTo = s.pending[len(s.pending)-1].id
	s.pending = nil
	s.touch()
}

// terminate ends the worker, and forgets its requests.
func (s *workerSlot) terminate() {
	s.pending, s.kill = nil, true
	s.touch()
}

// touch has flush bring the slot's worker up to date.
func (s *workerSlot) touch() {
	if !s.dirty {
		s.dirty = true
		s.backend.later(s)
	}
}

// later runs flush for s in a task of its own.
func (b *workerBackend) later(s *workerSlot) {
	b.dirty = append(b.dirty, s)
	if b.flushLater == nil {
		b.flushLater = task.New(b.flush)
	}
	b.flushLater.Schedule(0)
}

// flush makes the browser's workers do what the slots recorded: it ends
// the workers killed, cancels the requests dropped, starts a worker for
// each slot with requests, and sends them. A worker's start and its
// messages cost the main thread up to 30 ms at CPU 4×, and a warm-up
// starts several: once it has run flushBudget, flush leaves the other
// slots to a task of its own.
func (b *workerBackend) flush() {
	began := time.Now()
	for len(b.dirty) > 0 {
		if time.Since(began) >= flushBudget {
			b.flushLater.Schedule(0)
			return
		}
		s := b.dirty[0]
		b.dirty = b.dirty[1:]
		s.dirty = false
		s.sync()
	}
}

// flushBudget is how long flush runs before it leaves the slots still to
// sync to a task of its own.
const flushBudget = 10 * time.Millisecond

// sync brings the slot's worker up to date.
func (s *workerSlot) sync() {
	if s.kill {
		if s.worker != nil {
			s.worker.Call("terminate")
		}
		s.worker, s.kill, s.cancelTo = nil, false, 0
	}
	if s.cancelTo > 0 && s.worker != nil {
		msg, _ := json.Marshal(worker.Request{Op: worker.OpCancel, ID: s.cancelTo})
		s.worker.Call("postMessage", string(msg))
	}
	s.cancelTo = 0
	if len(s.pending) == 0 && !s.preload || s.retrying.waiting() {
		return
	}
	if s.worker == nil && !app.Window().Get("Worker").Truthy() {
		s.preload = false
		s.failAll(worker.Response{Type: worker.TypeError, Error: noWorkers})
		return
	}
	if s.worker == nil {
		s.spawn()
	}
	s.preload = false
	for _, p := range s.pending {
		if p.id <= s.sentTo {
			continue
		}
		msg, _ := json.Marshal(p.req)
		s.sentTo = p.id
		s.worker.Call("postMessage", string(msg))
	}
}
