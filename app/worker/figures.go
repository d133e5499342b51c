package worker

// The figures of the stepVegas experiment, as the worker sends them to the
// page and as nqueens experiment -json prints them.

import (
	"math"
	"math/big"

	"nqueens/solver/random"
)

// ExperimentStep is random.StepStats as JSON carries it: figures that do
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

// ExactStep is random.ExactStats as JSON carries it: each figure as a
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
func NewExperimentStep(st random.StepStats) ExperimentStep {
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

// NewExactStep converts the exact figures of a step for JSON.
func NewExactStep(x random.ExactStats) ExactStep {
	p, pf := ratio(x.P)
	st := ExactStep{Step: x.Step, P: p, PF: *pf}
	st.S, st.SF = ratio(x.S)
	st.E, st.EF = ratio(x.E)
	st.T, st.TF = ratio(x.T)
	return st
}

// BestStep is the index of the step with the fewest expected nodes to a
// solution, or -1 if no step found one.
func BestStep(steps []ExperimentStep) int {
	best := -1
	for i, st := range steps {
		if st.T != nil && (best < 0 || *st.T < *steps[best].T) {
			best = i
		}
	}
	return best
}
