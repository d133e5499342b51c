// Package backendtest is for the page's tests: a Recorder stands in for
// the page's backend and records the requests it is asked to run.
package backendtest

import (
	"nqueens/app/backend"
	"nqueens/app/worker"
)

// A Recorder is a backend that records the requests it is given, and has
// Run run them, or runs none when Run is nil.
type Recorder struct {
	Run      backend.Backend
	Requests []worker.Request // in the order given
}

// Start records req, and has Run run it.
func (r *Recorder) Start(slot backend.Slot, req worker.Request, on func(worker.Response)) {
	r.Requests = append(r.Requests, req)
	if r.Run != nil {
		r.Run.Start(slot, req, on)
	}
}

// Stop has Run stop the slot's request.
func (r *Recorder) Stop(slot backend.Slot) {
	if r.Run != nil {
		r.Run.Stop(slot)
	}
}

// Ops are the operations of the requests recorded, in their order.
func (r *Recorder) Ops() []worker.Op {
	var ops []worker.Op
	for _, req := range r.Requests {
		ops = append(ops, req.Op)
	}
	return ops
}
