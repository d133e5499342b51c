package random

import (
	"context"
	"errors"
	"math"
	"math/big"
	"testing"
	"time"

	"nqueens/solver"
	"nqueens/solver/internal/countdown"
)

// TestExperimentAgreesWithExact checks the Monte Carlo figures against the
// exact ones: p, s and e within 4 standard errors at every step.
func TestExperimentAgreesWithExact(t *testing.T) {
	for _, n := range []int{8, 10} {
		exact, err := ExactExperiment(n)
		if err != nil {
			t.Fatal(err)
		}
		mc, err := Experiment(context.Background(), n, 20000, 7, nil)
		if err != nil {
			t.Fatal(err)
		}
		for step, ex := range exact {
			m := mc[step]
			check := func(name string, want *big.Rat, got, se float64) {
				if want == nil {
					if !math.IsNaN(got) {
						t.Errorf("n=%d step %d: %s = %g, want none", n, step, name, got)
					}
					return
				}
				w, _ := want.Float64()
				if math.Abs(got-w) > 4*se+1e-9 {
					t.Errorf("n=%d step %d: %s = %g ± %g, exact %s = %g", n, step, name, got, se, name, w)
				}
			}
			check("p", ex.P, m.P, m.PStdErr)
			if m.P > 0 && m.P < 1 && ex.S != nil {
				check("s", ex.S, m.S, m.SStdErr)
			}
			if m.P < 1 && m.P > 0 && ex.E != nil {
				check("e", ex.E, m.E, m.EStdErr)
			}
		}
	}
}

func TestExactKnownValues(t *testing.T) {
	// Brassard and Bratley: QueensLv succeeds on 8 queens with probability
	// 0.1293, and backtracking visits 114 nodes to the first solution.
	ex, err := ExactExperiment(8)
	if err != nil {
		t.Fatal(err)
	}
	if got := ex[8].P.RatString(); got != "149/1152" {
		t.Errorf("p(step 8) = %s, want 149/1152", got)
	}
	if ex[0].P.Cmp(big.NewRat(1, 1)) != 0 || ex[0].S.Cmp(big.NewRat(114, 1)) != 0 || ex[0].E != nil {
		t.Errorf("step 0 = %v, %v, %v; want p = 1, s = 114 and no e", ex[0].P, ex[0].S, ex[0].E)
	}
	for step, st := range ex {
		sum := new(big.Rat).Mul(st.P, st.S)
		q := new(big.Rat).Sub(big.NewRat(1, 1), st.P)
		if st.E != nil {
			sum.Add(sum, new(big.Rat).Mul(q, st.E))
		}
		// t = s + (1-p)/p e
		if st.T.Cmp(new(big.Rat).Quo(sum, st.P)) != 0 {
			t.Errorf("step %d: t = %s, want (ps + (1-p)e)/p = %s", step, st.T.RatString(), new(big.Rat).Quo(sum, st.P).RatString())
		}
	}
	// No solutions for n = 3: p = 0 at every step.
	ex3, _ := ExactExperiment(3)
	for _, st := range ex3 {
		if st.P.Sign() != 0 || st.S != nil || st.T != nil {
			t.Errorf("n=3 step %d: %+v", st.Step, st)
		}
	}
	if _, err := ExactExperiment(MaxExactN + 1); err == nil {
		t.Errorf("ExactExperiment(%d) accepted", MaxExactN+1)
	}
}

func TestExperimentIsRepeatable(t *testing.T) {
	a, _ := Experiment(context.Background(), 9, 300, 42, nil)
	b, _ := Experiment(context.Background(), 9, 300, 42, nil)
	for i := range a {
		if a[i].P != b[i].P || a[i].S != b[i].S && !(math.IsNaN(a[i].S) && math.IsNaN(b[i].S)) {
			t.Fatalf("step %d differs: %+v vs %+v", i, a[i], b[i])
		}
	}
	if _, err := Experiment(context.Background(), 9, 0, 1, nil); err == nil {
		t.Error("0 trials accepted")
	}
}

// TestExperimentStepAgreesWithExperiment checks that a step run alone, as
// the page's workers run them, draws what Experiment draws for it.
func TestExperimentStepAgreesWithExperiment(t *testing.T) {
	const n, trials, seed = 10, 400, 99
	all, err := Experiment(context.Background(), n, trials, seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	same := func(a, b float64) bool { return a == b || math.IsNaN(a) && math.IsNaN(b) }
	for _, step := range []int{n, 0, 4, 7} { // out of order, on purpose
		calls := 0
		st, err := ExperimentStep(context.Background(), n, step, trials, seed, func(done int) {
			calls++
			if done != calls {
				t.Fatalf("step %d: progress %d after %d trials", step, done, calls)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		w := all[step]
		if st.Step != step || st.Trials != trials || !same(st.P, w.P) || !same(st.PStdErr, w.PStdErr) ||
			!same(st.S, w.S) || !same(st.SStdErr, w.SStdErr) || !same(st.E, w.E) ||
			!same(st.EStdErr, w.EStdErr) || !same(st.T, w.T) {
			t.Errorf("step %d alone = %+v, in Experiment %+v", step, st, w)
		}
		if calls != trials {
			t.Errorf("step %d: %d progress calls, want %d", step, calls, trials)
		}
	}
}

func TestExperimentStepRejectsBadInput(t *testing.T) {
	for _, c := range []struct{ n, step, trials int }{{8, -1, 10}, {8, 9, 10}, {8, 3, 0}, {0, 0, 10}, {solver.MaxN + 1, 0, 1},
		{8, 3, MaxTrials + 1}, {8, 3, math.MaxInt}} {
		if _, err := ExperimentStep(context.Background(), c.n, c.step, c.trials, 1, nil); err == nil {
			t.Errorf("ExperimentStep(n=%d, step=%d, trials=%d) accepted", c.n, c.step, c.trials)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ExperimentStep(ctx, 20, 0, 5, 1, nil); err == nil {
		t.Error("a cancelled step ran to its end")
	}
}

// TestExperimentProgressCountsAttempts checks that Experiment reports the
// attempts done, never going back, up to every attempt of every step.
func TestExperimentProgressCountsAttempts(t *testing.T) {
	const n, trials = 6, 100
	last, calls := 0, 0
	_, err := Experiment(context.Background(), n, trials, 3, func(done, total int) {
		calls++
		if total != (n+1)*trials || done < last || done > total {
			t.Fatalf("progress %d of %d after %d", done, total, last)
		}
		last = done
	})
	if err != nil || last != (n+1)*trials || calls < n+1 {
		t.Errorf("Experiment: %v; progress ended at %d after %d calls, want %d", err, last, calls, (n+1)*trials)
	}
}

// TestExperimentStopsBetweenAttempts runs an experiment of MaxTrials quick
// attempts per step on a context that ends at its hundredth look: it must
// stop, though no attempt is long enough to look at the context inside.
func TestExperimentStopsBetweenAttempts(t *testing.T) {
	start := time.Now()
	_, err := Experiment(countdown.New(100), 4, MaxTrials, 1, nil)
	if took := time.Since(start); !errors.Is(err, context.Canceled) || took > 5*time.Second {
		t.Errorf("a cancelled experiment of MaxTrials attempts per step: %v after %v", err, took)
	}
}

func TestTStdErr(t *testing.T) {
	// p = 1: t is s, and so is its error.
	if got := (StepStats{P: 1, S: 114, SStdErr: 0}).TStdErr(); got != 0 {
		t.Errorf("p = 1, se(s) = 0: se(t) = %g", got)
	}
	if got := (StepStats{P: 0, T: math.Inf(1)}).TStdErr(); !math.IsInf(got, 1) {
		t.Errorf("p = 0: se(t) = %g, want +Inf", got)
	}
	// Only p varies: se(t) = e/p² · se(p).
	st := StepStats{P: 0.5, PStdErr: 0.01, S: 10, E: 8}
	if got, want := st.TStdErr(), 8/0.25*0.01; math.Abs(got-want) > 1e-12 {
		t.Errorf("se(t) = %g, want %g", got, want)
	}
	// The delta method against the spread of t over repeated experiments.
	const n, trials, runs = 8, 300, 60
	var ts []float64
	var se float64
	for seed := range uint64(runs) {
		st, err := ExperimentStep(context.Background(), n, 4, trials, seed+1, nil)
		if err != nil {
			t.Fatal(err)
		}
		ts = append(ts, st.T)
		se += st.TStdErr() / runs
	}
	var mean, v float64
	for _, x := range ts {
		mean += x / runs
	}
	for _, x := range ts {
		v += (x - mean) * (x - mean) / (runs - 1)
	}
	if sd := math.Sqrt(v); se < sd/2 || se > sd*2 {
		t.Errorf("mean se(t) = %.3g, but t spreads by %.3g over %d experiments", se, sd, runs)
	}
}
