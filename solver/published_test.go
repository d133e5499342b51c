package solver

import (
	"context"
	"testing"
)

// The published counts are those the fast method counts up to n = 12,
// and the test's own copies of A000170 and A002562 up to n = 18.
func TestPublishedMatchesTheSolver(t *testing.T) {
	for n := 1; n <= 12; n++ {
		p, _ := NewPlan("fast", n)
		got, _ := p.Run(context.Background(), 0, nil)
		total, unique, ok := Published(n)
		if !ok || got.Solutions != total || got.Unique != unique {
			t.Errorf("n=%d: published %d/%d, counted %d/%d", n, total, unique, got.Solutions, got.Unique)
		}
	}
	for n := 13; n < len(a000170); n++ {
		if total, unique, _ := Published(n); total != a000170[n] || unique != a002562[n] {
			t.Errorf("n=%d: published %d/%d, A000170 and A002562 say %d/%d", n, total, unique, a000170[n], a002562[n])
		}
	}
	for _, n := range []int{0, 28} {
		if _, _, ok := Published(n); ok {
			t.Errorf("a published count for n = %d", n)
		}
	}
}
