package solver

import "sync"

// A deal is the part of each task of a plan, when it is counted in parts:
// PartUnits's, kept for its next call.
type deal struct {
	mu     sync.Mutex
	parts  int
	partOf []int32 // partOf[i] is task i's part
}

// dealByCost deals tasks of the given costs, in decreasing order of cost,
// each to the part of parts with the least cost so far, the lowest such
// part on ties, and returns the part of each task. It keeps the parts in
// a binary heap ordered by cost, then number.
func dealByCost(costs []float64, parts int) []int32 {
	type load struct {
		cost float64
		part int32
	}
	less := func(a, b load) bool { return a.cost < b.cost || a.cost == b.cost && a.part < b.part }
	// Past the number of tasks, parts get none: leave them out of the heap.
	heap := make([]load, min(parts, len(costs)))
	for i := range heap {
		heap[i].part = int32(i) // all empty, in order: a heap
	}
	partOf := make([]int32, len(costs))
	for i, c := range costs {
		partOf[i] = heap[0].part
		heap[0].cost += c
		// Sift the root down.
		for j := 0; ; {
			least := j
			for _, k := range [2]int{2*j + 1, 2*j + 2} {
				if k < len(heap) && less(heap[k], heap[least]) {
					least = k
				}
			}
			if least == j {
				break
			}
			heap[j], heap[least] = heap[least], heap[j]
			j = least
		}
	}
	return partOf
}
