//go:build js && wasm

package app

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/worker"
)

// newBackend returns the browser's backend: a Web Worker for each slot,
// each running web/solver.wasm.
func newBackend() Backend { return &workerBackend{} }

// workerBackend runs each slot's requests in a Web Worker of its own. A
// request that replaces one under way terminates that worker and starts a
// new one, which stops the old work at once.
type workerBackend struct {
	slots  [slots]workerSlot
	nextID int
}

type workerSlot struct {
	worker    app.Value
	onMessage app.Func
	id        int                   // the request under way, 0 for none
	on        func(worker.Response) // its callback
}

func (b *workerBackend) Start(slot Slot, req worker.Request, on func(worker.Response)) {
	s := &b.slots[slot]
	if s.id != 0 {
		s.terminate()
	}
	if s.worker == nil {
		s.spawn()
	}
	b.nextID++
	req.ID, s.id, s.on = b.nextID, b.nextID, on
	msg, _ := json.Marshal(req)
	s.worker.Call("postMessage", string(msg))
}

func (b *workerBackend) Stop(slot Slot) {
	if s := &b.slots[slot]; s.id != 0 {
		s.terminate()
	}
}

func (s *workerSlot) spawn() {
	s.worker = app.Window().Get("Worker").New("/web/worker.js")
	s.onMessage = app.FuncOf(func(_ app.Value, args []app.Value) any {
		var res worker.Response
		if data := args[0].Get("data"); data.IsUndefined() { // an ErrorEvent
			res = worker.Response{Type: worker.TypeError, Error: "the solver stopped: " + args[0].Get("message").String()}
		} else if err := json.Unmarshal([]byte(data.String()), &res); err != nil {
			res = worker.Response{Type: worker.TypeError, Error: "bad message from the solver: " + err.Error()}
		}
		if res.ID == 0 && res.Type == worker.TypeError {
			res.ID = s.id // the worker failed before it could read a request
		}
		if res.ID != s.id || s.id == 0 {
			return nil // stale
		}
		on := s.on
		if res.Type != worker.TypeProgress {
			s.id, s.on = 0, nil
		}
		on(res)
		return nil
	})
	s.worker.Set("onmessage", s.onMessage)
	s.worker.Set("onerror", s.onMessage)
}

func (s *workerSlot) terminate() {
	s.worker.Call("terminate")
	s.onMessage.Release()
	s.worker, s.onMessage, s.id, s.on = nil, nil, 0, nil
}
