package worker

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"time"

	"nqueens/solver"
)

// ExperimentStep is solver.StepStats as JSON carries it: figures that do
// not exist, such as e when every attempt succeeded or t when none did,
// are null, since JSON has no NaN or infinity.
type ExperimentStep struct {
	Step    int      `json:"step"`
	Trials  int      `json:"trials"`
	P       float64  `json:"p"`    // success rate of an attempt
	PStdErr float64  `json:"p_se"` // its standard error
	S       *float64 `json:"s"`    // mean nodes of a success
	SStdErr *float64 `json:"s_se"`
	E       *float64 `json:"e"` // mean nodes of a failure
	EStdErr *float64 `json:"e_se"`
	T       *float64 `json:"t"` // expected nodes to a solution
	TStdErr *float64 `json:"t_se"`
	// Seconds is the mean wall time of an attempt.
	Seconds float64 `json:"seconds"`
}

// ExactStep is solver.ExactStats as JSON carries it: each figure as a
// reduced fraction, such as "149/1152", and as the nearest float64. A
// figure that does not exist is "" and null.
type ExactStep struct {
	Step int      `json:"step"`
	P    string   `json:"p"`
	PF   float64  `json:"pf"`
	S    string   `json:"s,omitempty"`
	SF   *float64 `json:"sf"`
	E    string   `json:"e,omitempty"`
	EF   *float64 `json:"ef"`
	T    string   `json:"t,omitempty"`
	TF   *float64 `json:"tf"`
}

// NewExperimentStep converts a measured step for JSON.
func NewExperimentStep(st solver.StepStats) ExperimentStep {
	return ExperimentStep{
		Step: st.Step, Trials: st.Trials, P: st.P, PStdErr: st.PStdErr,
		S: finite(st.S), SStdErr: finite(st.SStdErr), E: finite(st.E), EStdErr: finite(st.EStdErr),
		T: finite(st.T), TStdErr: finite(st.TStdErr()), Seconds: st.Duration.Seconds(),
	}
}

// finite returns x, or nil if x is NaN or infinite.
func finite(x float64) *float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return nil
	}
	return &x
}

// ratio returns r as a fraction and a float64, or "" and nil if r is nil.
func ratio(r *big.Rat) (string, *float64) {
	if r == nil {
		return "", nil
	}
	f, _ := r.Float64()
	return r.RatString(), &f
}

// progressEvery is how many attempts go by between looks at the clock.
const progressEvery = 16

// measureSteps runs OpExperiment: steps First to Last-1, in order, with
// the attempts done reported at most every 100 ms.
func measureSteps(req Request, send func(Response)) (Response, error) {
	if req.First < 0 || req.Last > req.N+1 || req.First >= req.Last {
		return Response{}, fmt.Errorf("steps %d to %d are not in 0..%d", req.First, req.Last-1, req.N)
	}
	if req.Trials < 1 {
		return Response{}, fmt.Errorf("trials = %d: each step needs at least 1 attempt", req.Trials)
	}
	total := (req.Last - req.First) * req.Trials
	last := time.Now()
	var steps []ExperimentStep
	for step := req.First; step < req.Last; step++ {
		before := len(steps) * req.Trials
		progress := func(done int) {
			if done%progressEvery == 0 && time.Since(last) >= progressInterval {
				last = time.Now()
				send(Response{ID: req.ID, Type: TypeProgress, Done: before + done, Total: total})
			}
		}
		st, err := solver.ExperimentStep(context.Background(), req.N, step, req.Trials, req.Seed, progress)
		if err != nil {
			return Response{}, err
		}
		steps = append(steps, NewExperimentStep(st))
	}
	return Response{Type: TypeSteps, Done: total, Total: total, Steps: steps}, nil
}

// NewExactStep converts the exact figures of a step for JSON.
func NewExactStep(x solver.ExactStats) ExactStep {
	p, pf := ratio(x.P)
	st := ExactStep{Step: x.Step, P: p, PF: *pf}
	st.S, st.SF = ratio(x.S)
	st.E, st.EF = ratio(x.E)
	st.T, st.TF = ratio(x.T)
	return st
}

// exactSteps runs OpExact, from a table that genexact made with
// solver.ExactExperiment: n = 13 takes it seconds, and its big-number
// arithmetic would weigh on the worker's download.
func exactSteps(req Request) (Response, error) {
	if req.N < 1 || req.N >= len(exactTable) {
		return Response{}, fmt.Errorf("n = %d: the exact experiment runs from n = 1 to %d: its time grows about eightfold with each n", req.N, len(exactTable)-1)
	}
	steps := make([]ExactStep, len(exactTable[req.N]))
	for i, row := range exactTable[req.N] {
		// The columns are P, PF, S, SF, E, EF, T and TF.
		steps[i] = ExactStep{Step: i, P: row[0], S: row[2], E: row[4], T: row[6],
			SF: parseFigure(row[3]), EF: parseFigure(row[5]), TF: parseFigure(row[7])}
		steps[i].PF = *parseFigure(row[1])
	}
	return Response{Type: TypeExact, Exact: steps}, nil
}

// parseFigure reads a figure of the exact table: nil for "".
func parseFigure(s string) *float64 {
	if s == "" {
		return nil
	}
	x, err := strconv.ParseFloat(s, 64)
	if err != nil {
		panic("exact table: " + err.Error()) // genexact wrote it
	}
	return &x
}
