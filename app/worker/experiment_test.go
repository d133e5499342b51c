package worker

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"nqueens/solver/random"
)

func TestHandleExperimentAgreesWithSolver(t *testing.T) {
	const n, trials, seed = 8, 100, 5
	want, err := random.Experiment(context.Background(), n, trials, seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	_, res := handle(Request{ID: 4, Op: OpExperiment, N: n, Trials: trials, Seed: seed, First: 2, Last: 9})
	if res.Type != TypeSteps || res.ID != 4 || len(res.Steps) != 7 {
		t.Fatalf("steps 2..8 of n=8: %+v", res)
	}
	for i, got := range res.Steps {
		w := want[2+i]
		if got.Step != w.Step || got.Trials != trials || got.P != w.P || got.PStdErr != w.PStdErr {
			t.Errorf("step %d: %+v, want %+v", w.Step, got, w)
		}
		for _, f := range []struct {
			name string
			got  *float64
			want float64
		}{{"s", got.S, w.S}, {"e", got.E, w.E}, {"t", got.T, w.T}, {"se(t)", got.TStdErr, w.TStdErr()}} {
			if f.got == nil || *f.got != f.want {
				t.Errorf("step %d: %s = %v, want %g", w.Step, f.name, f.got, f.want)
			}
		}
	}
}

// TestExperimentTravelsAsJSON checks that figures that do not exist, NaN
// and +Inf in random.StepStats, become null: encoding/json refuses NaN.
func TestExperimentTravelsAsJSON(t *testing.T) {
	// n = 3 has no solution: p = 0, t = +Inf and s = NaN at every step.
	// Step 0 of n = 8 always succeeds: e = NaN.
	for _, req := range []Request{
		{Op: OpExperiment, N: 3, Trials: 10, Seed: 1, First: 0, Last: 4},
		{Op: OpExperiment, N: 8, Trials: 10, Seed: 1, First: 0, Last: 1},
		{Op: OpExact, N: 3},
		{Op: OpExact, N: 8},
	} {
		var sent []Response
		Handle(req, func(r Response) { sent = append(sent, r) })
		res := sent[len(sent)-1]
		if res.Type == TypeError {
			t.Fatalf("%+v: %s", req, res.Error)
		}
		b, err := json.Marshal(res)
		if err != nil {
			t.Fatalf("%+v: %v", req, err)
		}
		var back Response
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if req.N == 3 && req.Op == OpExperiment && (back.Steps[0].T != nil || back.Steps[0].S != nil || back.Steps[0].P != 0) {
			t.Errorf("n = 3: %s", b)
		}
		if req.N == 8 && req.Op == OpExperiment && (back.Steps[0].E != nil || back.Steps[0].P != 1 || *back.Steps[0].S != 114) {
			t.Errorf("n = 8 step 0: %s", b)
		}
		if req.N == 3 && req.Op == OpExact && (back.Exact[3].P != "0" || back.Exact[3].TF != nil || back.Exact[3].T != "") {
			t.Errorf("exact n = 3: %s", b)
		}
	}
}

func TestHandleExact(t *testing.T) {
	_, res := handle(Request{ID: 2, Op: OpExact, N: 8})
	if res.Type != TypeExact || len(res.Exact) != 9 {
		t.Fatalf("exact n=8: %+v", res)
	}
	last := res.Exact[8]
	if last.P != "149/1152" || last.PF != 149.0/1152 || last.S != "9" || *last.SF != 9 {
		t.Errorf("exact n=8 step 8: %+v", last)
	}
	if first := res.Exact[0]; first.P != "1" || first.T != "114" || first.E != "" || first.EF != nil {
		t.Errorf("exact n=8 step 0: %+v", first)
	}
	_, res = handle(Request{ID: 2, Op: OpExact, N: random.MaxExactN + 1})
	if res.Type != TypeError || !strings.Contains(res.Error, "exact") {
		t.Errorf("exact n=%d: %+v", random.MaxExactN+1, res)
	}
}

func TestHandleExperimentBadInput(t *testing.T) {
	for _, req := range []Request{
		{Op: OpExperiment, N: 8, Trials: 10, First: 0, Last: 10},
		{Op: OpExperiment, N: 8, Trials: 10, First: 3, Last: 3},
		{Op: OpExperiment, N: 8, Trials: 0, First: 0, Last: 1},
		{Op: OpExperiment, N: 0, Trials: 10, First: 0, Last: 1},
	} {
		if _, res := handle(req); res.Type != TypeError || res.Error == "" {
			t.Errorf("%+v: %+v", req, res)
		}
	}
}

func TestHandleExperimentReportsProgress(t *testing.T) {
	defer func(d time.Duration) { progressInterval = d }(progressInterval)
	progressInterval = 0
	progress, res := handle(Request{ID: 6, Op: OpExperiment, N: 8, Trials: 64, Seed: 3, First: 0, Last: 3})
	if res.Type != TypeSteps || len(progress) == 0 {
		t.Fatalf("%d progress reports, result %+v", len(progress), res)
	}
	prev := 0
	for _, p := range progress {
		if p.ID != 6 || p.Total != 3*64 || p.Done <= prev || p.Done > p.Total {
			t.Errorf("progress %+v after %d", p, prev)
		}
		prev = p.Done
	}
}

func TestCountReportsItsTime(t *testing.T) {
	_, res := handle(Request{Op: OpCount, N: 10, Algorithm: "naive"})
	if res.Solutions != 724 || res.Seconds <= 0 || res.Seconds > 10 {
		t.Errorf("count 10 by naive: %+v", res)
	}
}

// TestExactTableIsTheSolvers recomputes what OpExact serves from its
// table, up to n = 11: n = 13 takes seconds, and half a minute under node.
// TestExactTableIsCurrent checks the whole table.
func TestExactTableIsTheSolvers(t *testing.T) {
	for n := 1; n <= 11; n++ {
		ex, err := random.ExactExperiment(n)
		if err != nil {
			t.Fatal(err)
		}
		want := make([]ExactStep, len(ex))
		for i, x := range ex {
			want[i] = NewExactStep(x)
		}
		_, got := handle(Request{ID: 1, Op: OpExact, N: n})
		if got.Type != TypeExact || !reflect.DeepEqual(got.Exact, want) {
			t.Errorf("n = %d: OpExact gave %+v, the solver %+v", n, got.Exact, want)
		}
	}
	for _, n := range []int{0, random.MaxExactN + 1} {
		if _, res := handle(Request{ID: 2, Op: OpExact, N: n}); res.Type != TypeError || !strings.Contains(res.Error, "exact experiment") {
			t.Errorf("n = %d: %+v, want an error", n, res)
		}
	}
}
