package worker

import (
	"context"
	"testing"
)

func TestPlanCacheKeepsTheLatestPlans(t *testing.T) {
	var c planCache
	get := func(algorithm string, n int) any {
		t.Helper()
		p, err := c.get(context.Background(), algorithm, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	fast10 := get("fast", 10)
	bitmask10 := get("bitmask", 10)
	if get("fast", 10) != fast10 || get("bitmask", 10) != bitmask10 {
		t.Fatal("a kept plan was made again")
	}
	// Three new plans push out the least recently used one, bitmask 10.
	get("fast", 10)
	for n := 11; n <= 13; n++ {
		get("fast", n)
	}
	if len(c.entries) != planCacheSize {
		t.Fatalf("the cache holds %d plans, want %d", len(c.entries), planCacheSize)
	}
	if get("fast", 10) != fast10 {
		t.Error("fast 10, recently used, was dropped")
	}
	if get("bitmask", 10) == bitmask10 {
		t.Error("bitmask 10, the least recently used, was kept")
	}
	if _, err := c.get(context.Background(), "fast", 99, nil); err == nil {
		t.Error("a plan for n = 99 was made")
	}
}
