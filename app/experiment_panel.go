package app

import (
	"fmt"
	"time"

	"nqueens/app/worker"
	"nqueens/solver"
)

// Limits of the stepVegas experiment panel.
const (
	// MaxExperimentN is the largest board the panel measures. Step 0 is
	// plain backtracking, the same walk on every attempt, and its cost
	// jumps with n: 200 attempts of every step take 0.3 s natively on
	// two cores for n = 16, 5.5 s for n = 20, 33 s for n = 22 and over a
	// minute for n = 28.
	MaxExperimentN = 20
	// autoExperimentMaxN and autoExperimentMaxAttempts bound the runs the
	// panel starts by itself, when it opens or the board changes: about a
	// second in the browser. Larger ones wait for Start.
	autoExperimentMaxN        = 12
	autoExperimentMaxAttempts = 13 * 2000
	// maxExperimentWorkers caps the workers that share the steps.
	maxExperimentWorkers = 8
	// exactSlot serves the exact figures, beside the workers that measure.
	exactSlot = PanelSlot + maxExperimentWorkers
)

// experimentState is the stepVegas experiment panel's state: the steps
// measured so far for the board, trials and seed of the view, and their
// exact values on small boards.
type experimentState struct {
	n, trials int
	seed      uint64

	steps    []*worker.ExperimentStep // by step; nil until measured
	measured int                      // steps measured
	running  bool
	stopped  bool         // the user cancelled: wait for Start
	next     int          // the first step not handed to a worker
	inFlight map[Slot]int // the attempts done of each busy worker's step
	workers  int          // how many share the run under way
	gen      int          // the run's generation: older callbacks are stale
	started  time.Time
	took     time.Duration // wall time of the runs that measured the steps
	err      string

	exact        []worker.ExactStep // nil until computed; n ≤ solver.MaxExactN
	exactRunning bool
	exactErr     string

	csvStatus string // what became of the last Copy CSV
}

// experimentOK reports whether the panel measures the board shown, and if
// not why.
func (l *Lab) experimentOK() (bool, string) {
	if l.view.N > MaxExperimentN {
		return false, fmt.Sprintf("The experiment measures boards up to n = %d: past that, plain backtracking (stepVegas = 0) "+
			"takes seconds to minutes per attempt, and the page would run it %d times. Choose a smaller n.", MaxExperimentN, l.view.Trials)
	}
	return true, ""
}

// syncExperiment brings the panel up to date with the view: a new board,
// trials or seed starts afresh, and a cheap run starts by itself.
func (l *Lab) syncExperiment() {
	if l.view.ExpSeed == 0 {
		l.view.ExpSeed = newSeed()
		l.syncURL()
	}
	e := &l.experiment
	v := l.view
	if e.n != v.N || e.trials != v.Trials || e.seed != v.ExpSeed {
		l.stopExperiment()
		exact := e.exact
		if e.n != v.N {
			exact = nil
		}
		*e = experimentState{n: v.N, trials: v.Trials, seed: v.ExpSeed, gen: e.gen + 1, exact: exact}
		e.steps = make([]*worker.ExperimentStep, v.N+1)
	}
	if ok, _ := l.experimentOK(); !ok || e.running || e.stopped || e.measured == len(e.steps) {
		return
	}
	if v.N <= autoExperimentMaxN && (v.N+1)*v.Trials <= autoExperimentMaxAttempts {
		l.StartExperiment()
	}
}

// closeExperiment stops the panel's work; what it measured stays, for
// when the panel opens again.
func (l *Lab) closeExperiment() {
	l.stopExperiment()
	l.experiment.stopped = false
}

// StartExperiment measures the steps not measured yet, sharing them among
// the panel's workers, and on small boards computes the exact values.
func (l *Lab) StartExperiment() {
	e := &l.experiment
	if ok, _ := l.experimentOK(); !ok || e.running || e.n != l.view.N {
		return
	}
	if e.exact == nil && !e.exactRunning && e.n <= solver.MaxExactN {
		l.startExact()
	}
	missing := len(e.steps) - e.measured
	if missing == 0 {
		return
	}
	e.gen++
	e.running, e.stopped, e.err, e.next = true, false, "", 0
	e.inFlight = map[Slot]int{}
	e.workers = max(1, min(Cores(), maxExperimentWorkers, missing))
	e.started = time.Now()
	for i := range e.workers {
		if !l.feedExperiment(PanelSlot+Slot(i), e.gen) {
			break
		}
	}
}

// feedExperiment hands the next step not measured to the worker of slot,
// and reports whether there was one.
func (l *Lab) feedExperiment(slot Slot, gen int) bool {
	e := &l.experiment
	for e.next < len(e.steps) && e.steps[e.next] != nil {
		e.next++
	}
	if e.next >= len(e.steps) || !e.running || gen != e.gen {
		return false
	}
	step := e.next
	e.next++
	e.inFlight[slot] = 0
	req := worker.Request{Op: worker.OpExperiment, N: e.n, Trials: e.trials, Seed: e.seed, First: step, Last: step + 1}
	l.backend.Start(slot, req, l.deliver(func(r worker.Response) { l.onExperimentStep(slot, gen, r) }))
	return true
}

func (l *Lab) onExperimentStep(slot Slot, gen int, r worker.Response) {
	e := &l.experiment
	if gen != e.gen || !e.running {
		return // a run since stopped or replaced
	}
	switch r.Type {
	case worker.TypeProgress:
		e.inFlight[slot] = r.Done
		return
	case worker.TypeError:
		e.err = r.Error
		l.stopExperiment()
		return
	case worker.TypeSteps:
		delete(e.inFlight, slot)
		for i := range r.Steps {
			st := r.Steps[i]
			if st.Step >= 0 && st.Step < len(e.steps) && e.steps[st.Step] == nil {
				e.steps[st.Step] = &st
				e.measured++
			}
		}
	}
	if e.measured == len(e.steps) {
		e.running = false
		e.took += time.Since(e.started)
		return
	}
	l.feedExperiment(slot, gen)
}

// CancelExperiment stops the run under way. The steps measured stay, and
// Start measures the rest.
func (l *Lab) CancelExperiment() {
	l.stopExperiment()
	l.experiment.stopped = true
}

// stopExperiment stops the panel's workers.
func (l *Lab) stopExperiment() {
	e := &l.experiment
	if e.running {
		for i := range e.workers {
			l.backend.Stop(PanelSlot + Slot(i))
		}
		e.took += time.Since(e.started)
	}
	if e.exactRunning {
		l.backend.Stop(exactSlot)
	}
	e.running, e.exactRunning, e.inFlight = false, false, nil
	e.gen++
}

// startExact computes the exact values of the board's steps in a worker
// of their own.
func (l *Lab) startExact() {
	e := &l.experiment
	e.exactRunning, e.exactErr = true, ""
	n := e.n
	l.backend.Start(exactSlot, worker.Request{Op: worker.OpExact, N: n}, l.deliver(func(r worker.Response) {
		if e.n != n || !e.exactRunning {
			return // stopped, or another board's
		}
		switch r.Type {
		case worker.TypeProgress:
			return
		case worker.TypeError:
			e.exactErr = r.Error
		case worker.TypeExact:
			e.exact = r.Exact
		}
		e.exactRunning = false
	}))
}

// experimentProgress is the share of the attempts done, counting the
// steps measured before.
func (e *experimentState) progress() progress {
	done := e.measured * e.trials
	for _, d := range e.inFlight {
		done += d
	}
	return progress{done, len(e.steps) * e.trials}
}

// SetTrials sets the attempts per step, from 1 to MaxTrials.
func (l *Lab) SetTrials(trials int) {
	l.view.Trials = min(max(trials, 1), MaxTrials)
	l.experiment.stopped = false
	l.syncExperiment()
	l.syncURL()
}

// SetExpSeed sets the experiment's seed; 0 draws a new one.
func (l *Lab) SetExpSeed(seed uint64) {
	l.view.ExpSeed = seed
	l.experiment.stopped = false
	l.syncExperiment()
	l.syncURL()
}

// setPanelN shows an n×n board, in the page's mode, for a panel's own n
// field.
func (l *Lab) setPanelN(n int) {
	if l.view.Random {
		l.SetRandom(n, l.view.Solver, l.view.Step, true)
		return
	}
	l.SetN(min(max(n, 1), maxBrowseN))
}

// bestStep is the measured step with the fewest expected nodes to a
// solution, or -1 if no step found one.
func bestStep(steps []*worker.ExperimentStep) int {
	best := -1
	for i, st := range steps {
		if st != nil && st.T != nil && (best < 0 || *st.T < *steps[best].T) {
			best = i
		}
	}
	return best
}

// bestExactStep is bestStep for the exact values.
func bestExactStep(exact []worker.ExactStep) int {
	best := -1
	for i, x := range exact {
		if x.TF != nil && (best < 0 || *x.TF < *exact[best].TF) {
			best = i
		}
	}
	return best
}
