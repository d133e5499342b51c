package app

import (
	"runtime"
	"testing"
)

func TestDueForCollection(t *testing.T) {
	for _, c := range []struct {
		objects, live, goal uint64
		due                 bool
	}{
		{objects: 1 << 20, live: 1 << 20, goal: 4 << 20, due: false}, // just collected
		{objects: 2 << 20, live: 1 << 20, goal: 4 << 20, due: false}, // a third of the way
		{objects: 3 << 20, live: 1 << 20, goal: 4 << 20, due: true},  // two thirds
		{objects: 5 << 20, live: 1 << 20, goal: 4 << 20, due: true},  // past the goal
		{objects: 3 << 20, live: 0, goal: 4 << 20, due: true},        // before the first collection
		{objects: 1 << 20, live: 0, goal: 4 << 20, due: false},       // the same, early
		{objects: 9 << 20, live: 4 << 20, goal: 4 << 20, due: false}, // no goal above live
	} {
		if got := dueForCollection(c.objects, c.live, c.goal); got != c.due {
			t.Errorf("dueForCollection(%d, %d, %d) = %v, want %v", c.objects, c.live, c.goal, got, c.due)
		}
	}
}

// The runtime gives the figures dueForCollection reads, under the names
// heapSample asks for: a heap just collected is not due.
func TestHeapSample(t *testing.T) {
	runtime.GC()
	objects, live, goal := heapSample()
	if live == 0 || goal <= live || objects < live/2 {
		t.Fatalf("after a collection: objects %d, live %d, goal %d", objects, live, goal)
	}
	if dueForCollection(objects, live, goal) {
		t.Errorf("due right after a collection: objects %d, live %d, goal %d", objects, live, goal)
	}
}
