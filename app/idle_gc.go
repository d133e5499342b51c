package app

import (
	"runtime/metrics"
	"time"
)

// Go's garbage collector runs, in the browser, on the page's one thread:
// a collection the heap's growth starts runs whole in the task that
// allocated past its goal, and adds 10 to 40 ms to whatever the page was
// doing, a click's answer as often as not. The first collection of a page
// costs the most (its code is still cold, and the start left the most
// garbage). So the page collects in the browser's idle time: once soon
// after it starts, and then whenever the heap is past halfway from its
// live bytes to its goal, which a collection of its own would reach.

// idleGCPeriod is how often the page looks at its heap while idle.
const idleGCPeriod = 2 * time.Second

// idleGCBudget is the idle time, in ms, that a collection needs: the
// browser grants at most 50 ms of idle time at once.
const idleGCBudget = 30

// heapSample reads the runtime's figures that dueForCollection needs.
func heapSample() (objects, live, goal uint64) {
	samples := []metrics.Sample{
		{Name: "/memory/classes/heap/objects:bytes"},
		{Name: "/gc/heap/live:bytes"},
		{Name: "/gc/heap/goal:bytes"},
	}
	metrics.Read(samples)
	value := func(s metrics.Sample) uint64 {
		if s.Value.Kind() != metrics.KindUint64 {
			return 0
		}
		return s.Value.Uint64()
	}
	return value(samples[0]), value(samples[1]), value(samples[2])
}

// dueForCollection reports whether a heap holding objects bytes, of which
// live survived the last collection, is past halfway to goal, where the
// runtime collects by itself. Before the first collection live is 0: the
// page then collects once anyway (see collectWhenIdle).
func dueForCollection(objects, live, goal uint64) bool {
	return goal > live && objects > live+(goal-live)/2
}
