package experiment

import (
	"math"
	"time"
)

// A stepFlight is a step of the experiment that a worker is measuring.
type stepFlight struct {
	step    int
	done    int       // the attempts done so far
	started time.Time // when the worker was handed the step
}

// stepCost is what an attempt of one step costs: measured, or in flight.
type stepCost struct {
	step    int
	seconds float64 // per attempt
}

// defaultCostRatio is how much cheaper an attempt of step k+1 is than one
// of step k before two steps are known: each row placed at random spares
// a level of the backtracking.
const defaultCostRatio = 0.5

// eta estimates the time left to measure every step. Attempts cost very
// different times from step to step (at n = 16, 2.3 ms for step 0, 0.5 µs
// for step 16), and the steps are handed out from step 0 up, so the share
// of attempts done says little. Instead each step not measured yet is
// priced: in flight, from its own rate; after the last known step, as that
// one's cost shrunk geometrically, by the ratio the known steps show. The
// work left is shared by the workers, and lasts at least as long as the
// longest step in flight.
func (e *experimentState) eta(now time.Time) time.Duration {
	if !e.running || e.trials == 0 {
		return 0
	}
	var known []stepCost
	inFlight := map[int]*stepFlight{}
	for _, f := range e.inFlight {
		inFlight[f.step] = f
	}
	costOf := func(k int) (float64, bool) {
		if st := e.steps[k]; st != nil {
			return st.Seconds, true
		}
		if f := inFlight[k]; f != nil && f.done > 0 {
			return now.Sub(f.started).Seconds() / float64(f.done), true
		}
		return 0, false
	}
	for k := range e.steps {
		if c, ok := costOf(k); ok && c > 0 {
			known = append(known, stepCost{k, c})
		}
	}
	if len(known) == 0 {
		return 0
	}
	ratio := costRatio(known)
	var left, longest float64
	last := known[0]
	for k := range e.steps {
		c, ok := costOf(k)
		if ok && c > 0 {
			last = stepCost{k, c}
		}
		attempts := e.trials
		switch f := inFlight[k]; {
		case e.steps[k] != nil:
			continue
		case f != nil:
			attempts -= f.done
		}
		if !ok || c <= 0 {
			c = last.seconds * math.Pow(ratio, float64(k-last.step))
		}
		t := c * float64(attempts)
		left += t
		if inFlight[k] != nil {
			longest = max(longest, t)
		}
	}
	workers := float64(max(1, e.workers))
	return time.Duration(max(left/workers, longest) * float64(time.Second))
}

// costRatio is the geometric mean of the ratio of one known step's cost to
// the one before, at most defaultCostRatio: the first steps fall slower
// than the later ones, and the noise of a measure only ever slows a step.
func costRatio(known []stepCost) float64 {
	if len(known) < 2 {
		return defaultCostRatio
	}
	first, last := known[0], known[len(known)-1]
	r := math.Pow(last.seconds/first.seconds, 1/float64(last.step-first.step))
	return min(max(r, 0.05), defaultCostRatio)
}
