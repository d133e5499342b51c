//go:build !(js && wasm)

package app

import (
	"nqueens/app/backend"
	"nqueens/app/link"
	"nqueens/app/worker"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// skewedBackend counts with the real worker and then adds one, so that a
// page that took its count from the published table would show.
type skewedBackend struct{ backend.Local }

func (b skewedBackend) Start(slot backend.Slot, req worker.Request, on func(worker.Response)) {
	worker.Handle(req, func(r worker.Response) {
		if r.Type == worker.TypeCount {
			r.Solutions++
		}
		on(r)
	})
}

func TestComputedCountNeverComesFromTheTable(t *testing.T) {
	l := newTestLabOn(skewedBackend{}, link.View{N: 8, K: 1, Algo: link.DefaultAlgo})
	if l.count.Solutions != 93 {
		t.Fatalf("the page keeps %d as its count, not what its solver said (93)", l.count.Solutions)
	}
	html := app.HTMLString(l.Render())
	if !strings.Contains(html, `data-solutions="93"`) || !strings.Contains(html, `data-published="92"`) {
		t.Errorf("the page shows the wrong counts:\n%s", html)
	}
}
