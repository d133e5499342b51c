package kit

import (
	"slices"
	"testing"

	"nqueens/app/backend"
	"nqueens/app/worker"
)

// callbacks is a backend that keeps each request's callback, to answer it
// later as a worker does.
type callbacks []func(worker.Response)

func (c *callbacks) Start(_ backend.Slot, _ worker.Request, on func(worker.Response)) {
	*c = append(*c, on)
}
func (c *callbacks) Stop(backend.Slot) {}

// TestRunDropsResponsesOfAReplacedRequest checks that a response the
// backend sent before its slot was given a new request, or stopped, but
// that reaches the loop after, is not handled: it would draw an old board
// over the new one.
func TestRunDropsResponsesOfAReplacedRequest(t *testing.T) {
	var queued []func()
	loop := Loop{dispatch: func(f func()) { queued = append(queued, f) }}
	started := &callbacks{}
	host := Host{Backend: started}
	var handled []string
	handle := func(name string) func(worker.Response) {
		return func(worker.Response) { handled = append(handled, name) }
	}
	answer := func(i int) { (*started)[i](worker.Response{Type: worker.TypeFound}) }
	run := func() {
		for _, f := range queued {
			f()
		}
		queued = nil
	}

	host.Run(backend.SeekSlot, worker.Request{Op: worker.OpSeek, N: 8}, &loop, handle("browse"))
	host.Run(backend.CountSlot, worker.Request{Op: worker.OpCount, N: 8}, &loop, handle("count"))
	answer(0) // on its way to the loop as the page moves on
	host.Run(backend.SeekSlot, worker.Request{Op: worker.OpRandom, N: 8}, &loop, handle("random"))
	answer(1)
	host.Stop(backend.CountSlot)
	answer(2)
	run()
	if want := []string{"random"}; !slices.Equal(handled, want) {
		t.Errorf("handled %q, want %q", handled, want)
	}
	answer(2)
	run()
	if want := []string{"random", "random"}; !slices.Equal(handled, want) {
		t.Errorf("then handled %q, want %q", handled, want)
	}
}
