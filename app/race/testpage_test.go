//go:build !(js && wasm)

package race

import (
	"nqueens/app/backend"
	"nqueens/app/kit/pagetest"
	"nqueens/app/link"
	"nqueens/app/worker"
)

// newRacePage opens the race panel on a test page whose solver is b.
func newRacePage(b backend.Backend, v link.View) (*pagetest.Page, *Panel) {
	l := pagetest.New(b, v, Spec)
	p := &Panel{}
	l.Attach(&p.PanelProps, p.sync)
	return l, p
}

// setN moves the page's slider to n.
func setN(l *pagetest.Page, n int) {
	l.Navigate(func(v *link.View) { v.SetN(n) }, link.PushEntry)
}

// heldBackend holds each request until the test answers it, as workers
// answer later; it runs them with worker.Handle when released.
type heldBackend struct {
	held map[backend.Slot]heldRequest
}

type heldRequest struct {
	req worker.Request
	on  func(worker.Response)
}

func newHeldBackend() *heldBackend { return &heldBackend{held: map[backend.Slot]heldRequest{}} }

func (b *heldBackend) Start(slot backend.Slot, req worker.Request, on func(worker.Response)) {
	b.held[slot] = heldRequest{req, on}
}

func (b *heldBackend) Stop(slot backend.Slot) { delete(b.held, slot) }

// release answers the request held in slot, if any.
func (b *heldBackend) release(slot backend.Slot) bool {
	h, ok := b.held[slot]
	if !ok {
		return false
	}
	delete(b.held, slot)
	worker.Handle(h.req, h.on)
	return true
}
