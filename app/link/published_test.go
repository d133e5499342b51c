//go:build !(js && wasm)

package link

import (
	"context"
	"testing"

	"nqueens/solver"
)

func TestPublishedMatchesTheSolver(t *testing.T) {
	for n := 1; n <= 12; n++ {
		p, _ := solver.NewPlan("fast", n)
		got, _ := p.Run(context.Background(), 0, nil)
		total, unique, ok := Published(n)
		if !ok || got.Solutions != total || got.Unique != unique {
			t.Errorf("n=%d: published %d/%d, counted %d/%d", n, total, unique, got.Solutions, got.Unique)
		}
	}
	if _, _, ok := Published(28); ok {
		t.Error("a published count for n = 28")
	}
}
