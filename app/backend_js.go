//go:build js && wasm

package app

import (
	"encoding/json"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/worker"
)

// newBackend returns the browser's backend: Web Workers running
// web/solver.wasm, one for finding solutions and a pool for counting.
func newBackend() Backend { return &workerBackend{} }

// maxPoolWorkers caps the counting pool: more workers than cores only
// share them, and each costs the memory of a wasm instance.
const maxPoolWorkers = 8

// workerBackend runs each slot's requests in a Web Worker of its own, and
// counts with a pool of workers, one per core. A request that replaces one under
// way terminates the workers busy with it, which stops the old work at
// once; new workers start in their place.
type workerBackend struct {
	seek   workerSlot
	others map[Slot]*workerSlot // the panels' slots, each started when first used
	pool   *countPool
	nextID int
}

// A workerSlot is one Web Worker and the requests it has been given, which
// it answers in order.
type workerSlot struct {
	nextID    *int // shared by the backend's workers
	worker    app.Value
	onMessage app.Func
	pending   []pendingRequest // the requests under way, oldest first
	answered  bool             // whether the worker has answered since it started
	retried   bool             // whether this worker replaced one that failed to start
}

// A pendingRequest is a request a worker has not yet answered.
type pendingRequest struct {
	id   int
	msg  string // the request as posted
	on   func(worker.Response)
	warm bool // a warm-up, which is dropped rather than stopped
}

func (b *workerBackend) Start(slot Slot, req worker.Request, on func(worker.Response)) {
	if slot == CountSlot && req.Op == worker.OpCount {
		b.countPool().start(req, on)
		return
	}
	b.slot(slot).run(req, on)
}

func (b *workerBackend) Stop(slot Slot) {
	if slot == CountSlot {
		b.countPool().stop()
		return
	}
	b.slot(slot).stop()
}

// slot returns the worker of a slot other than the count's.
func (b *workerBackend) slot(slot Slot) *workerSlot {
	if slot == SeekSlot {
		b.seek.nextID = &b.nextID
		return &b.seek
	}
	if b.others == nil {
		b.others = map[Slot]*workerSlot{}
	}
	if b.others[slot] == nil {
		b.others[slot] = &workerSlot{nextID: &b.nextID}
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

// warm starts the workers, so that they have loaded the solver by the
// time the page asks for work, and has each counter count a board unheard:
// V8 runs a wasm function in its baseline code until it has been busy for
// a while, and a fresh worker counts n = 14 five times slower than one
// that has counted before (340 ms against 70 ms, measured here). The
// count comes in chunks, so that real work cancels the rest of it; a
// counter already at work is left to it.
func (b *workerBackend) warm() {
	b.seek.nextID = &b.nextID
	if b.seek.worker == nil {
		b.seek.spawn()
	}
	for _, s := range b.countPool().slots() {
		if len(s.pending) > 0 {
			continue
		}
		for first := 0; first < worker.Parts; first += worker.Parts / warmUpChunks {
			s.post(worker.Request{Op: worker.OpPart, N: warmUpN, First: first, Last: first + worker.Parts/warmUpChunks}, true, func(worker.Response) {})
		}
	}
}

// The warm-up counts n = warmUpN in warmUpChunks chunks: about 0.3 s of
// baseline code in each worker, off the main thread.
const (
	warmUpN      = 14
	warmUpChunks = 32
)

func (b *workerBackend) countPool() *countPool {
	if b.pool == nil {
		k := Cores()
		// ?workers=K sets the pool's size, to compare speeds.
		if w, err := strconv.Atoi(app.Window().URL().Query().Get("workers")); err == nil && w > 0 {
			k = w
		}
		b.pool = &countPool{}
		for range min(k, maxPoolWorkers) {
			b.pool.runners = append(b.pool.runners, &workerSlot{nextID: &b.nextID})
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
	if s.worker == nil {
		s.spawn()
	}
	*s.nextID++
	req.ID = *s.nextID
	msg, _ := json.Marshal(req)
	s.pending = append(s.pending, pendingRequest{id: req.ID, msg: string(msg), on: on, warm: warm})
	s.worker.Call("postMessage", string(msg))
}

// stop terminates the worker if it is busy with a request that someone
// waits for; a warm-up is only dropped.
func (s *workerSlot) stop() {
	for _, p := range s.pending {
		if !p.warm {
			s.terminate()
			return
		}
	}
	s.drop()
}

// drop forgets the requests under way: the worker skips those that have
// not started, and finishes the one under way unheard, so the next request
// waits at most for it.
func (s *workerSlot) drop() {
	if len(s.pending) == 0 {
		return
	}
	msg, _ := json.Marshal(worker.Request{Op: worker.OpCancel, ID: s.pending[len(s.pending)-1].id})
	s.worker.Call("postMessage", string(msg))
	s.pending = nil
}

func (s *workerSlot) spawn() {
	// Relative to the page, which is the site's root, so that a site under
	// a sub-path finds its worker.
	s.worker, s.answered, s.retried = app.Window().Get("Worker").New("web/worker.js"), false, false
	if s.onMessage != nil {
		s.worker.Set("onmessage", s.onMessage)
		s.worker.Set("onerror", s.onMessage)
		return
	}
	// One handler for the slot's whole life: a terminated worker's last
	// messages may still be on their way, and must find it alive, to be
	// dropped as stale.
	s.onMessage = app.FuncOf(func(_ app.Value, args []app.Value) any {
		var res worker.Response
		if data := args[0].Get("data"); data.IsUndefined() { // an error event
			res = worker.Response{Type: worker.TypeError, Error: workerError(args[0])}
		} else if err := json.Unmarshal([]byte(data.String()), &res); err != nil {
			res = worker.Response{Type: worker.TypeError, Error: "bad message from the solver: " + err.Error()}
		}
		if len(s.pending) == 0 {
			return nil // stale
		}
		if res.ID == 0 && res.Type == worker.TypeError {
			s.fail(res)
			return nil
		}
		s.answered = true
		// The worker answers in order, so only the oldest request may
		// answer; anything else is stale.
		if res.ID != s.pending[0].id {
			return nil
		}
		on := s.pending[0].on
		if res.Type != worker.TypeProgress {
			s.pending = s.pending[1:]
		}
		on(res)
		return nil
	})
	s.worker.Set("onmessage", s.onMessage)
	s.worker.Set("onerror", s.onMessage)
}

// workerError describes a worker's error event: an ErrorEvent with a
// message when its code failed, a bare Event when its script did not load.
func workerError(event app.Value) string {
	if msg := event.Get("message"); msg.Type() == app.TypeString {
		return "it stopped: " + msg.String()
	}
	return "it could not start, as its script did not load"
}

// fail handles an error that no request caused: the worker could not
// start, or it died. A worker that never answered is replaced once, as a
// script may fail to load now and then; otherwise every request under way
// gets the error, and the next request starts a new worker.
func (s *workerSlot) fail(res worker.Response) {
	if !s.answered && !s.retried {
		s.restart()
		return
	}
	pending := s.pending
	s.terminate()
	for _, p := range pending {
		res.ID = p.id
		p.on(res)
	}
}

// restart replaces a worker that failed to start, and gives the new one
// the requests under way.
func (s *workerSlot) restart() {
	s.worker.Call("terminate")
	s.spawn()
	s.retried = true
	for _, p := range s.pending {
		s.worker.Call("postMessage", p.msg)
	}
}

func (s *workerSlot) terminate() {
	s.worker.Call("terminate")
	s.worker, s.pending = nil, nil
}
