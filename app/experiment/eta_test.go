//go:build !(js && wasm)

package experiment

import (
	"testing"
	"time"

	"nqueens/app/backend"
	"nqueens/app/worker"
)

// Seconds per attempt of each step, as `nqueens experiment` measured them.
var (
	costsN16 = []float64{2.32e-3, 1.84e-3, 489e-6, 275e-6, 109e-6, 41e-6, 56e-6, 7.1e-6, 3.8e-6, 42.7e-6,
		1.4e-6, 1.07e-6, 670e-9, 530e-9, 520e-9, 520e-9, 510e-9}
	costsN12 = []float64{28e-6, 12.5e-6, 53.4e-6, 12.6e-6, 36.4e-6, 3.35e-6, 1.43e-6, 1.09e-6, 670e-9, 10.9e-6,
		420e-9, 440e-9, 400e-9} // with the noise of a collection here and there
	costsN8  = []float64{8.66e-6, 1.62e-6, 980e-9, 800e-9, 410e-9, 250e-9, 240e-9, 460e-9, 230e-9}
	costsN20 = []float64{39.5e-3, 17.3e-3, 6.86e-3, 2.70e-3, 1.35e-3, 590e-6, 396e-6, 165e-6, 117e-6, 31.8e-6,
		52.5e-6, 6.93e-6, 3.11e-6, 2.42e-6, 62e-6, 1.27e-6, 710e-9, 690e-9, 850e-9, 680e-9, 660e-9}
)

// runAt is the experiment panel's state at time frac of a run whose steps
// cost costs, handed out from step 0 up to workers that each take the
// next step when they finish one; and the time the run has left.
func runAt(costs []float64, trials, workers int, frac float64) (*experimentState, time.Time, time.Duration) {
	free := make([]float64, workers) // when each worker is free
	start, end := make([]float64, len(costs)), make([]float64, len(costs))
	for k, c := range costs {
		w := 0
		for i := range free {
			if free[i] < free[w] {
				w = i
			}
		}
		start[k], end[k] = free[w], free[w]+c*float64(trials)
		free[w] = end[k]
	}
	total := 0.0
	for _, t := range end {
		total = max(total, t)
	}
	now := frac * total
	base := time.Unix(1_000_000, 0)
	at := func(s float64) time.Time { return base.Add(time.Duration(s * float64(time.Second))) }
	e := &experimentState{trials: trials, running: true, workers: workers,
		steps: make([]*worker.ExperimentStep, len(costs)), inFlight: map[backend.Slot]*stepFlight{}}
	for k, c := range costs {
		switch {
		case end[k] <= now:
			e.steps[k] = &worker.ExperimentStep{Step: k, Trials: trials, Seconds: c}
			e.measured++
		case start[k] <= now:
			e.inFlight[backend.Slot(k)] = &stepFlight{step: k, done: int((now - start[k]) / c), started: at(start[k])}
		}
	}
	return e, at(now), time.Duration((total - now) * float64(time.Second))
}

// From a tenth of the run on, the estimate is within twice the time left.
func TestExperimentETA(t *testing.T) {
	for _, tt := range []struct {
		name    string
		costs   []float64
		workers int
		from    float64 // the share of the run from which the estimate holds
	}{
		{"n = 16, 2 workers", costsN16, 2, 0.1},
		{"n = 16, 1 worker", costsN16, 1, 0.1},
		{"n = 16, 8 workers", costsN16, 8, 0.1},
		// A run of 30 ms, whose steps 2 and 4 a collection slowed: no
		// estimate sees that coming.
		{"n = 12, noisy, 2 workers", costsN12, 2, 0.2},
		{"n = 8, 2 workers", costsN8, 2, 0.1},
		{"n = 20, 2 workers", costsN20, 2, 0.1},
		{"n = 20, 4 workers", costsN20, 4, 0.1},
	} {
		for _, frac := range []float64{0.1, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95} {
			if frac < tt.from {
				continue
			}
			e, now, left := runAt(tt.costs, 200, tt.workers, frac)
			eta := e.eta(now)
			if ratio := eta.Seconds() / left.Seconds(); ratio < 0.5 || ratio > 2 {
				t.Errorf("%s at %.0f%%: estimate %v, left %v (%.2f×)", tt.name, 100*frac, eta, left, ratio)
			}
		}
	}
}
