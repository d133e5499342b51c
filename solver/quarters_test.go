package solver

import (
	"context"
	"testing"
	"time"
)

// TestQuartersMatchesOEIS counts n = 1 to 15 by quarter joins, against
// A000170 and A002562.
func TestQuartersMatchesOEIS(t *testing.T) {
	for n := 1; n <= 15; n++ {
		p, err := NewPlan("quarters", n)
		if err != nil {
			t.Fatal(err)
		}
		got, err := p.Run(context.Background(), 2, nil)
		if err != nil || got.Solutions != a000170[n] || got.Unique != a002562[n] {
			t.Errorf("n = %d: %+v, %v; want %d solutions, %d unique", n, got, err, a000170[n], a002562[n])
		}
	}
}

func TestQuartersSpeed(t *testing.T) {
	for _, n := range []int{16, 17} {
		p, _ := NewPlan("quarters", n)
		start := time.Now()
		got, _ := p.Run(context.Background(), 1, nil)
		t.Logf("n=%d %+v %v tasks %d", n, got, time.Since(start), p.Tasks())
	}
}
