//go:build !(js && wasm)

package app

import (
	"context"
	"runtime"

	"nqueens/app/worker"
)

// newBackend returns the local backend outside the browser, where the
// page is only prerendered.
func newBackend() Backend { return localBackend{} }

// Cores is how many cores the machine has.
func Cores() int { return runtime.NumCPU() }

// localBackend runs requests at once, on the calling goroutine. The server
// uses it to prerender pages, and tests to drive the page's state. Once
// its ctx is done (nil means never), a request stops and nothing more of
// it is delivered: the page keeps showing that the work is under way.
type localBackend struct{ ctx context.Context }

func (b localBackend) Start(_ Slot, req worker.Request, on func(worker.Response)) {
	ctx := b.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	worker.HandleContext(ctx, req, func(r worker.Response) {
		if ctx.Err() == nil {
			on(r)
		}
	})
}

func (localBackend) Stop(Slot) {}

// prerenderedSnapshot is "" outside the browser, where no page was
// prerendered before.
func prerenderedSnapshot() string { return "" }
