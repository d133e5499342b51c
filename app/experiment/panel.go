// Package experiment is the teaching panel of the stepVegas experiment: for
// each stepVegas of the board's n it measures the hybrid solver's success
// rate and cost in workers, and on small boards shows their exact values.
package experiment

import (
	"fmt"
	"net/url"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver/random"
)

// Limits of the stepVegas experiment panel.
const (
	// MaxN is the largest board the panel measures. Step 0 is plain
	// backtracking, the same walk on every attempt, and its cost jumps
	// with n: 200 attempts of every step take 0.3 s natively on two cores
	// for n = 16, 5.5 s for n = 20, 33 s for n = 22 and over a minute for
	// n = 28.
	MaxN = 20
	// autoExperimentMaxN and autoExperimentMaxAttempts bound the runs the
	// panel starts by itself, when it opens or the board changes: about a
	// second in the browser. Larger ones wait for Start.
	autoExperimentMaxN        = 12
	autoExperimentMaxAttempts = 13 * 2000
	// maxExperimentWorkers caps the workers that share the steps.
	maxExperimentWorkers = 8
	// exactSlot serves the exact figures, beside the workers that measure.
	exactSlot = backend.PanelSlot + maxExperimentWorkers
)

// Spec is the panel as the page's registry lists it.
var Spec = kit.PanelSpec{
	Panel: link.Panel{
		Name:  "experiment",
		Title: "Las Vegas experiment",
		Params: func(q url.Values) (url.Values, []string) {
			p, notices := readExperiment(q)
			return p.values(), notices
		},
	},
	New: func(props kit.PanelProps) app.UI { return &Panel{PanelProps: props} },
}

// Defaults and limits of the experiment's link parameters.
const (
	DefaultTrials = 200
	MaxTrials     = 100_000
)

// experimentParams are the experiment panel's link parameters.
type experimentParams struct {
	Trials int    // attempts per stepVegas
	Seed   uint64 // the seed of their draws; 0 until one is drawn
}

// readExperiment reads the panel's parameters from a link's query.
func readExperiment(q url.Values) (p experimentParams, notices []string) {
	var notice string
	p.Trials, notice = link.IntParam(q, "trials", 1, MaxTrials, DefaultTrials)
	notices = link.AppendNotice(notices, notice)
	p.Seed, notice = link.SeedParam(q, "eseed")
	return p, link.AppendNotice(notices, notice)
}

// values writes p as its link does: the seed once drawn.
func (p experimentParams) values() url.Values {
	q := url.Values{"trials": {strconv.Itoa(p.Trials)}}
	if p.Seed != 0 {
		q.Set("eseed", strconv.FormatUint(p.Seed, 10))
	}
	return q
}

// Panel is the stepVegas experiment: for each stepVegas of the
// board's n it measures the hybrid's success rate and cost, in workers,
// and on small boards computes their exact values.
type Panel struct {
	app.Compo
	kit.PanelProps
	loop kit.Loop // unexported: go-app copies exported fields from each render
	run  experimentState
	// afterRender runs a function once the panel is drawn anew; nil
	// until the panel is mounted.
	afterRender func(func())
}

// OnMount measures the board shown, when that is quick.
func (p *Panel) OnMount(ctx app.Context) {
	p.loop.Bind(ctx)
	p.afterRender = func(f func()) { ctx.Defer(func(app.Context) { f() }) }
	p.sync()
}

// OnUpdate follows the page to another board, trials or seed.
func (p *Panel) OnUpdate(app.Context) { p.sync() }

// OnDismount stops the panel's work; what it measured goes with it.
func (p *Panel) OnDismount() { p.stop() }

// params returns the link's parameters of the panel.
func (p *Panel) params() experimentParams {
	params, _ := readExperiment(link.PanelParams(p.View))
	return params
}

// link puts params in the page's link.
func (p *Panel) link(params experimentParams, m link.HistoryMode) {
	p.Host.Navigate(func(v *link.View) {
		if v.Panel == Spec.Name {
			v.Params = params.values().Encode()
		}
	}, m)
}

// experimentState is the stepVegas experiment panel's state: the steps
// measured so far for the board, trials and seed of the view, and their
// exact values on small boards.
type experimentState struct {
	n, trials int
	seed      uint64

	steps    []*worker.ExperimentStep // by step; nil until measured
	measured int                      // steps measured
	running  bool
	stopped  bool                         // the user cancelled: wait for Start
	next     int                          // the first step not handed to a worker
	inFlight map[backend.Slot]*stepFlight // each busy worker's step
	workers  int                          // how many share the run under way
	gen      int                          // the run's generation: older callbacks are stale
	started  time.Time
	took     time.Duration // wall time of the runs that measured the steps
	err      string

	exact        []worker.ExactStep // nil until computed; n ≤ random.MaxExactN
	exactRunning bool
	exactErr     string

	csvStatus string // what became of the last Copy CSV
}

// ok reports whether the panel measures the board shown, and if
// not why.
func (p *Panel) ok() (bool, string) {
	if p.View.N > MaxN {
		return false, fmt.Sprintf("The experiment measures boards up to n = %d: past that, plain backtracking (stepVegas = 0) "+
			"takes seconds to minutes per attempt, and the page would run it %d times. Choose a smaller n.", MaxN, p.params().Trials)
	}
	return true, ""
}

// sync brings the panel up to date with the view: a new board, trials or
// seed starts afresh, and a cheap run starts by itself.
func (p *Panel) sync() {
	if !p.Live {
		return
	}
	params := p.params()
	if params.Seed == 0 {
		params.Seed = link.NewSeed()
		p.link(params, link.ReplaceEntry)
	}
	e := &p.run
	n := p.View.N
	if e.n != n || e.trials != params.Trials || e.seed != params.Seed {
		p.reset(n, params)
	}
	if ok, _ := p.ok(); !ok || e.running || e.stopped || e.complete() {
		return
	}
	if n <= autoExperimentMaxN && (n+1)*params.Trials <= autoExperimentMaxAttempts {
		p.Start()
	}
}

// reset stops the run and forgets what it measured, for a run of an n×n
// board with params; the exact values stay while n does.
func (p *Panel) reset(n int, params experimentParams) {
	p.stop()
	e := &p.run
	exact := e.exact
	if e.n != n {
		exact = nil
	}
	*e = experimentState{n: n, trials: params.Trials, seed: params.Seed, gen: e.gen + 1, exact: exact}
	e.steps = make([]*worker.ExperimentStep, n+1)
}

// complete reports whether every step of the run has been measured.
func (e *experimentState) complete() bool { return e.measured > 0 && e.measured == len(e.steps) }

// Run is the run button: it measures the steps not measured yet, or
// after a whole run runs the experiment again with a new seed, since the
// same seed draws the same attempts. The focus goes to Cancel, as the
// button is disabled while the run goes on.
func (p *Panel) Run() {
	p.handOverFocus("experiment-start", "experiment-cancel")
	if e := &p.run; e.complete() {
		params := experimentParams{Trials: e.trials, Seed: link.NewSeed()}
		p.link(params, link.PushEntry)
		if e.seed != params.Seed { // the page hands the panel its new link on its next render
			p.reset(e.n, params)
		}
	}
	p.Start()
}

// Start measures the steps not measured yet, sharing them among
// the panel's workers, and on small boards computes the exact values.
func (p *Panel) Start() {
	e := &p.run
	if ok, _ := p.ok(); !ok || e.running || e.n != p.View.N {
		return
	}
	if e.exact == nil && !e.exactRunning && e.n <= random.MaxExactN {
		p.startExact()
	}
	missing := len(e.steps) - e.measured
	if missing == 0 {
		return
	}
	e.gen++
	e.running, e.stopped, e.err, e.next = true, false, "", 0
	e.inFlight = map[backend.Slot]*stepFlight{}
	e.workers = max(1, min(backend.Cores(), maxExperimentWorkers, missing))
	e.started = time.Now()
	for i := range e.workers {
		if !p.feed(backend.PanelSlot+backend.Slot(i), e.gen) {
			break
		}
	}
}

// feed hands the next step not measured to the worker of slot,
// and reports whether there was one.
func (p *Panel) feed(slot backend.Slot, gen int) bool {
	e := &p.run
	for e.next < len(e.steps) && e.steps[e.next] != nil {
		e.next++
	}
	if e.next >= len(e.steps) || !e.running || gen != e.gen {
		return false
	}
	step := e.next
	e.next++
	e.inFlight[slot] = &stepFlight{step: step, started: time.Now()}
	req := worker.Request{Op: worker.OpExperiment, N: e.n, Trials: e.trials, Seed: e.seed, First: step, Last: step + 1}
	p.Host.Run(slot, req, &p.loop, func(r worker.Response) { p.onStep(slot, gen, r) })
	return true
}

func (p *Panel) onStep(slot backend.Slot, gen int, r worker.Response) {
	e := &p.run
	if gen != e.gen || !e.running {
		return // a run since stopped or replaced
	}
	switch r.Type {
	case worker.TypeProgress:
		if f := e.inFlight[slot]; f != nil {
			f.done = r.Done
		}
		return
	case worker.TypeError:
		e.err = r.Error
		p.stop()
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
		p.handOverFocus("experiment-cancel", "experiment-start")
		e.running = false
		e.took += time.Since(e.started)
		return
	}
	p.feed(slot, gen)
}

// Cancel stops the run under way. The steps measured stay, and
// Start measures the rest.
func (p *Panel) Cancel() {
	p.stop()
	p.run.stopped = true
}

// cancelByButton is the Cancel button, which goes with the run: the
// focus goes back to the run button.
func (p *Panel) cancelByButton() {
	p.handOverFocus("experiment-cancel", "experiment-start")
	p.Cancel()
}

// stop stops the panel's workers.
func (p *Panel) stop() {
	e := &p.run
	if e.running {
		for i := range e.workers {
			p.Host.Stop(backend.PanelSlot + backend.Slot(i))
		}
		e.took += time.Since(e.started)
	}
	if e.exactRunning {
		p.Host.Stop(exactSlot)
	}
	e.running, e.exactRunning, e.inFlight = false, false, nil
	e.gen++
}

// startExact computes the exact values of the board's steps in a worker
// of their own.
func (p *Panel) startExact() {
	e := &p.run
	e.exactRunning, e.exactErr = true, ""
	n := e.n
	p.Host.Run(exactSlot, worker.Request{Op: worker.OpExact, N: n}, &p.loop, func(r worker.Response) {
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
	})
}

// progress is the share of the attempts done, counting the
// steps measured before.
func (e *experimentState) progress() kit.Progress {
	done := e.measured * e.trials
	for _, f := range e.inFlight {
		done += f.done
	}
	return kit.Progress{Done: done, Total: len(e.steps) * e.trials}
}

// SetTrials sets the attempts per step, from 1 to MaxTrials.
func (p *Panel) SetTrials(trials int) {
	p.run.stopped = false
	p.link(experimentParams{Trials: min(max(trials, 1), MaxTrials), Seed: p.run.seed}, link.PushEntry)
}

// SetSeed sets the experiment's seed; 0 draws a new one.
func (p *Panel) SetSeed(seed uint64) {
	p.run.stopped = false
	p.link(experimentParams{Trials: p.run.trials, Seed: seed}, link.PushEntry)
}

// setN shows an n×n board, for the panel's own n field.
func (p *Panel) setN(n int) {
	p.Host.Navigate(func(v *link.View) { v.SetN(n) }, link.PushEntry)
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
