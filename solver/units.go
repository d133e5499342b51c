package solver

import (
	"context"
	"fmt"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
)

// PlanVersion numbers the way plans split their counts. It is part of a
// plan's Fingerprint, so that the units of a count made by one version
// are never mixed with another's: change it whenever a method's tasks
// change, or their order. Version 2 orders them by estimated cost.
const PlanVersion = 3

// Fingerprint names the plan's count: its method, n, PlanVersion, number
// of tasks and, for completions, the queens placed, hashed. Two plans with one fingerprint have the same
// tasks, so their units (a task each, by index) may be counted apart, on
// several machines, and added up.
//
// It is FNV-1a, not a cryptographic hash: it tells counts apart, and
// importing crypto/sha256 adds 160 KB (39 KB compressed) to the worker's
// wasm, for its initialisation. It is written out, as is its hexadecimal,
// for the worker answers with it: hash/fnv and fmt.Fprintf add 2 KB.
func (p *Plan) Fingerprint() string {
	s := "nqueens plan v" + strconv.Itoa(PlanVersion) + " " + p.Algorithm.Name +
		" n=" + strconv.Itoa(p.N) + " tasks=" + strconv.Itoa(len(p.tasks)) + placementString(p.placed)
	h := uint64(14695981039346656037) // FNV-1a's offset basis
	for i := range len(s) {
		h = (h ^ uint64(s[i])) * 1099511628211 // its prime
	}
	var hex [16]byte
	for i := range hex {
		hex[i] = "0123456789abcdef"[h>>(60-4*i)&15]
	}
	return string(hex[:])
}

// Base is what the plan counts before its tasks: the nodes placed to reach
// them. A count is Base plus the tallies of every task.
func (p *Plan) Base() Tally { return p.base }

// Cost returns the estimated cost of task i, 0 ≤ i < Tasks(), in about
// the nodes it places. Tasks come in decreasing order of it.
func (p *Plan) Cost(i int) float64 { return p.costs[i] }

// Share returns the estimated share of the count's work in tasks first to
// last-1, 0 ≤ first ≤ last ≤ Tasks(): the shares of tasks that cover the
// plan add up to 1. It takes O(1) time.
func (p *Plan) Share(first, last int) float64 {
	total := p.costSum[len(p.tasks)]
	if total <= 0 {
		return float64(last-first) / float64(len(p.tasks))
	}
	return (p.costSum[last] - p.costSum[first]) / total
}

// PartUnits returns the tasks of part part of parts, 0 ≤ part < parts, in
// increasing order. The parts are balanced by estimated cost: the tasks,
// costliest first, are dealt each to the part with the least estimated
// cost so far, the lowest such part on ties. Every machine deals alike.
// The first call for a number of parts takes O(Tasks log parts) time,
// and the next calls for it O(Tasks).
func (p *Plan) PartUnits(part, parts int) ([]int, error) {
	if parts < 1 || part < 0 || part >= parts {
		return nil, fmt.Errorf("part %d of %d: a count has parts 0 to parts-1, and at least 1 part", part, parts)
	}
	p.dealt.mu.Lock()
	defer p.dealt.mu.Unlock()
	if p.dealt.parts != parts {
		p.dealt.parts, p.dealt.partOf = parts, dealByCost(p.costs, parts)
	}
	var units []int
	for u, k := range p.dealt.partOf {
		if int(k) == part {
			units = append(units, u)
		}
	}
	return units, nil
}

// RunUnits counts the tasks units on workers goroutines (every core when
// workers is 0 or less) and calls done with each unit's tally as it
// finishes, from one goroutine at a time. It stops once ctx is done, and
// returns ctx's error, or at done's first error, and returns it: the units
// under way are not reported.
func (p *Plan) RunUnits(ctx context.Context, workers int, units []int, done func(unit int, t Tally) error) error {
	for _, u := range units {
		if u < 0 || u >= len(p.tasks) {
			return fmt.Errorf("unit %d is not one of the plan's %d", u, len(p.tasks))
		}
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var (
		next    atomic.Int64
		mu      sync.Mutex
		doneErr error // done's first error, which stops the run
		wg      sync.WaitGroup
	)
	for range max(1, min(workers, len(units))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= len(units) || ctx.Err() != nil {
					return
				}
				t, err := p.CountTaskContext(ctx, units[i])
				if err != nil {
					return
				}
				mu.Lock()
				if ctx.Err() == nil && doneErr == nil {
					doneErr = done(units[i], t)
				}
				stopped := doneErr != nil
				mu.Unlock()
				if stopped {
					return
				}
			}
		}()
	}
	wg.Wait()
	if doneErr != nil {
		return doneErr
	}
	return ctx.Err()
}
