//go:build !(js && wasm)

package app

import (
	"testing"

	"nqueens/app/backend"
	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver"
)

// heldBackend keeps the requests it is given, by slot, and answers none
// until the test does.
type heldBackend struct {
	held map[backend.Slot][]heldRequest
}

type heldRequest struct {
	req worker.Request
	on  func(worker.Response)
}

func (b *heldBackend) Start(slot backend.Slot, req worker.Request, on func(worker.Response)) {
	b.held[slot] = append(b.held[slot], heldRequest{req, on})
}

func (b *heldBackend) Stop(slot backend.Slot) { delete(b.held, slot) }

// answer has the solver answer the slot's latest request.
func (b *heldBackend) answer(t *testing.T, slot backend.Slot) {
	t.Helper()
	h := b.held[slot]
	if len(h) == 0 {
		t.Fatalf("no request in slot %d", slot)
	}
	delete(b.held, slot)
	last := h[len(h)-1]
	worker.Handle(last.req, last.on)
}

// A far solution of n = 16, whose seek counts on the count's workers,
// comes first: the quick count shows as under way, and its workers get it
// once the board is found; a seek that needs no columns has the count
// start at once.
func TestCountWaitsForASharedSeek(t *testing.T) {
	total, _, _ := solver.Published(14)
	b := &heldBackend{held: map[backend.Slot][]heldRequest{}}
	l := newTestLabOn(b, link.View{N: 14, K: total / 2})
	if !l.board.Seeking || !l.board.sharing || !l.count.counting || !l.count.waiting || len(b.held[backend.CountSlot]) != 0 {
		t.Fatalf("seeking %v, sharing %v; counting %v, waiting %v, with %d count requests",
			l.board.Seeking, l.board.sharing, l.count.counting, l.count.waiting, len(b.held[backend.CountSlot]))
	}
	b.answer(t, backend.SeekSlot)
	if l.board.Seeking || l.count.waiting || !l.count.counting || len(b.held[backend.CountSlot]) != 1 {
		t.Fatalf("once found: seeking %v; counting %v, waiting %v, with %d count requests",
			l.board.Seeking, l.count.counting, l.count.waiting, len(b.held[backend.CountSlot]))
	}
	b.answer(t, backend.CountSlot)
	if !l.count.Counted || l.count.Solutions != total {
		t.Errorf("the count: %+v", l.count.countDone)
	}

	// Next walks from the board: the count of another board starts at once.
	setN(l, 12)
	if len(b.held[backend.CountSlot]) != 1 || l.count.waiting {
		t.Errorf("n = 12: %d count requests, waiting %v", len(b.held[backend.CountSlot]), l.count.waiting)
	}

	// A shared seek replaced by one found at once lets the count go: the
	// first solution, from the start.
	b = &heldBackend{held: map[backend.Slot][]heldRequest{}}
	l = newTestLabOn(b, link.View{N: 14, K: total / 2})
	l.Navigate(func(v *link.View) { v.K = 1 }, link.PushEntry)
	if l.board.Seeking || l.count.waiting || len(b.held[backend.CountSlot]) != 1 {
		t.Errorf("after solution 1 was found at once: seeking %v, waiting %v, %d count requests",
			l.board.Seeking, l.count.waiting, len(b.held[backend.CountSlot]))
	}

	// Cancel stops the count that waits, which starts no more.
	b = &heldBackend{held: map[backend.Slot][]heldRequest{}}
	l = newTestLabOn(b, link.View{N: 14, K: total / 2})
	l.Cancel()
	if l.count.waiting || l.count.counting {
		t.Errorf("after Cancel: counting %v, waiting %v", l.count.counting, l.count.waiting)
	}
}
