//go:build js && wasm

package backend

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/task"
	"nqueens/app/worker"
)

// retryDelays are the waits before each new worker that replaces one that
// failed: 2 s in all, then the requests under way fail. A script may fail
// to load now and then, on a busy machine or network.
var retryDelays = [...]time.Duration{100 * time.Millisecond, 300 * time.Millisecond, 600 * time.Millisecond, time.Second}

// workerRetry is how a slot replaces a worker that failed: to load its
// script or its wasm, or in the middle of a request.
type workerRetry struct {
	failures int         // the failures since a request last ended
	resume   *task.Later // starts the next worker, after a wait
}

// waiting reports whether the slot waits to start the next worker.
func (r *workerRetry) waiting() bool { return r.resume != nil && r.resume.Pending() }

func (s *workerSlot) spawn() {
	s.worker = app.Window().Get("Worker").New(workerScript())
	if s.onMessage == nil {
		// One handler for the slot's whole life, which hears only the
		// worker under way: a worker ended may still have messages on
		// their way.
		s.onMessage = app.FuncOf(func(_ app.Value, args []app.Value) any {
			if s.worker != nil && args[0].Get("target").Equal(s.worker) {
				s.hear(readMessage(args[0]))
			}
			return nil
		})
	}
	s.worker.Set("onmessage", s.onMessage)
	s.worker.Set("onerror", s.onMessage)
	s.worker.Call("postMessage", pageWasm())
}

// workerScript is the URL of the solvers' Worker script, web/worker.js at
// the versioned URL that the server names in go-app's environment. It is
// relative to the page, which is the site's root, so that a site under a
// sub-path finds it.
func workerScript() string {
	if script := app.Getenv(WorkerScriptEnv); script != "" {
		return "web/" + script
	}
	return "web/worker.js"
}

// pageWasm is the message that starts a solver's Worker: the page's own
// wasm, {wasm, module, …}, its URL and the Module that the page compiled
// (see app/server/wasm_loader.js), which the Worker runs without downloading or
// compiling anything.
func pageWasm() any {
	if wasm := app.Window().Get("nqueensWasm"); wasm.Truthy() {
		return wasm
	}
	return map[string]any{"wasm": "app.wasm"} // beside the script
}

// hear handles the worker's response res.
func (s *workerSlot) hear(res worker.Response) {
	if res.ID == 0 && res.Type == worker.TypeError {
		s.fail(res)
		return
	}
	if len(s.pending) == 0 {
		return // stale
	}
	// The worker answers in order, so only the oldest request may answer;
	// anything else is stale.
	if res.ID != s.pending[0].id {
		return
	}
	on := s.pending[0].on
	if res.Type != worker.TypeProgress {
		s.pending = s.pending[1:]
		s.retrying.failures = 0 // the worker works
	}
	on(res)
}

// readMessage reads a worker's message event: a JSON response, or an
// object {json, packed} whose packed queens come in a transferred
// Uint8Array, which is copied once into an int32 slice's memory; or an
// error event.
func readMessage(event app.Value) worker.Response {
	var res worker.Response
	data := event.Get("data")
	if data.IsUndefined() {
		return worker.Response{Type: worker.TypeError, Error: workerError(event)}
	}
	text, packed := data, app.Value(nil)
	if data.Type() == app.TypeObject {
		text, packed = data.Get("json"), data.Get("packed")
	}
	if err := json.Unmarshal([]byte(text.String()), &res); err != nil {
		return worker.Response{Type: worker.TypeError, Error: "bad message from the solver: " + err.Error()}
	}
	if packed != nil && packed.Truthy() {
		res.Packed = worker.PackedBytes(packed.Get("length").Int() / 4)
		app.CopyBytesToGo(res.Packed, packed)
	}
	return res
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
// start, or it died. It ends the worker, and after a short wait a new one
// gets the requests under way, warm-ups aside; once the tries are spent,
// every request under way gets the error, and the next one starts afresh.
// A worker that fails with no request under way, as one preloaded, is
// only ended: the next request starts another.
func (s *workerSlot) fail(res worker.Response) {
	r := &s.retrying
	s.pending = slices.DeleteFunc(s.pending, func(p pendingRequest) bool { return p.warm })
	if len(s.pending) > 0 && r.failures == len(retryDelays) {
		res.Error = fmt.Sprintf("%s (tried %d times)", res.Error, r.failures+1)
		s.failAll(res)
		return
	}
	s.worker.Call("terminate")
	s.worker, s.sentTo = nil, 0
	if len(s.pending) == 0 {
		return
	}
	delay := retryDelays[r.failures]
	r.failures++
	if r.resume == nil {
		r.resume = task.New(s.touch)
	}
	r.resume.Schedule(delay)
}

// noWorkers is the error of every request in a browser without Web
// Workers, where the page shows its prerendered board and no more.
const noWorkers = "this browser runs no Web Workers, which the solvers need"

// failAll answers every request under way with the error res, and has
// the next request start a new worker, with its tries afresh.
func (s *workerSlot) failAll(res worker.Response) {
	pending := s.pending
	s.terminate()
	s.retrying.failures = 0
	for _, p := range pending {
		res.ID = p.id
		p.on(res)
	}
}
