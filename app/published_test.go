//go:build !(js && wasm)

package app

import (
	"context"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/worker"
	"nqueens/solver"
)

func TestPublishedMatchesTheSolver(t *testing.T) {
	for n := 1; n <= 12; n++ {
		p, _ := solver.NewPlan("fast", n)
		got, _ := p.Run(context.Background(), 0, nil)
		total, unique, ok := published(n)
		if !ok || got.Solutions != total || got.Unique != unique {
			t.Errorf("n=%d: published %d/%d, counted %d/%d", n, total, unique, got.Solutions, got.Unique)
		}
	}
	if _, _, ok := published(28); ok {
		t.Error("a published count for n = 28")
	}
}

// skewedBackend counts with the real worker and then adds one, so that a
// page that took its count from the published table would show.
type skewedBackend struct{ localBackend }

func (b skewedBackend) Start(slot Slot, req worker.Request, on func(worker.Response)) {
	worker.Handle(req, func(r worker.Response) {
		if r.Type == worker.TypeCount {
			r.Solutions++
		}
		on(r)
	})
}

func TestComputedCountNeverComesFromTheTable(t *testing.T) {
	l := newTestLabOn(skewedBackend{}, View{N: 8, K: 1, Algo: DefaultAlgo})
	if l.count.solutions != 93 {
		t.Fatalf("the page keeps %d as its count, not what its solver said (93)", l.count.solutions)
	}
	html := app.HTMLString(l.Render())
	if !strings.Contains(html, `data-solutions="93"`) || !strings.Contains(html, `data-published="92"`) {
		t.Errorf("the page shows the wrong counts:\n%s", html)
	}
}
