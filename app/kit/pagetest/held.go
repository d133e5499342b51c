package pagetest

import (
	"nqueens/app/backend"
	"nqueens/app/worker"
)

// A HeldBackend holds each request until the test releases it, as workers
// answer later: Release runs it with worker.Handle. It records the
// requests started and the slots stopped.
type HeldBackend struct {
	Held    map[backend.Slot]HeldRequest
	Started []worker.Request
	Stopped []backend.Slot
}

// A HeldRequest is a request held, with its callback.
type HeldRequest struct {
	Req worker.Request
	On  func(worker.Response)
}

// NewHeldBackend returns a backend that holds every request.
func NewHeldBackend() *HeldBackend { return &HeldBackend{Held: map[backend.Slot]HeldRequest{}} }

// Start holds req in slot, in place of the request held there.
func (b *HeldBackend) Start(slot backend.Slot, req worker.Request, on func(worker.Response)) {
	b.Held[slot] = HeldRequest{req, on}
	b.Started = append(b.Started, req)
}

// Stop drops the request held in slot.
func (b *HeldBackend) Stop(slot backend.Slot) {
	delete(b.Held, slot)
	b.Stopped = append(b.Stopped, slot)
}

// Release answers the request held in slot, if any, and reports whether
// there was one.
func (b *HeldBackend) Release(slot backend.Slot) bool {
	h, ok := b.Held[slot]
	if !ok {
		return false
	}
	delete(b.Held, slot)
	worker.Handle(h.Req, h.On)
	return true
}
