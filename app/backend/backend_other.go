//go:build !(js && wasm)

package backend

import (
	"context"
	"runtime"

	"nqueens/app/worker"
)

// New returns the local backend outside the browser, where the
// page is only prerendered.
func New() Backend { return Local{} }

// Cores is how many cores the machine has.
func Cores() int { return runtime.NumCPU() }

// Local runs requests at once, on the calling goroutine. The server
// uses it to prerender pages, and tests to drive the page's state. Once
// its ctx is done (nil means never), a request stops and nothing more of
// it is delivered: the page keeps showing that the work is under way.
//
// Only the solvers call ctx's Err, as they check it between pieces of
// their work; Local reads its Done channel: the server counts those
// checks to bound a prerender's work (nqueens/app/server).
type Local struct{ Ctx context.Context }

func (b Local) Start(_ Slot, req worker.Request, on func(worker.Response)) {
	ctx := b.Ctx
	if ctx == nil {
		ctx = context.Background()
	}
	worker.HandleContext(ctx, req, func(r worker.Response) {
		select {
		case <-ctx.Done():
		default:
			on(r)
		}
	})
}

func (Local) Stop(Slot) {}
