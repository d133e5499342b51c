package worker

import (
	"math"
	"math/big"
	"testing"
	"time"

	"nqueens/solver/random"
)

func TestBestStep(t *testing.T) {
	f := func(x float64) *float64 { return &x }
	tests := []struct {
		name string
		t    []*float64 // each step's t
		want int
	}{
		{"none", nil, -1},
		{"no solution", []*float64{nil, nil, nil}, -1},
		{"smallest t", []*float64{f(114), f(38), f(27.9), f(26), f(31)}, 3},
		{"first of equals", []*float64{f(9), f(5), f(5)}, 1},
		{"past a missing t", []*float64{nil, f(7), nil, f(6)}, 3},
	}
	for _, tt := range tests {
		steps := make([]ExperimentStep, len(tt.t))
		for i, x := range tt.t {
			steps[i] = ExperimentStep{Step: i, T: x}
		}
		if got := BestStep(steps); got != tt.want {
			t.Errorf("%s: BestStep = %d, want %d", tt.name, got, tt.want)
		}
	}
}

// TestNewExperimentStep checks that figures that do not exist become nil.
func TestNewExperimentStep(t *testing.T) {
	st := random.StepStats{Step: 2, Trials: 10, P: 0, S: math.NaN(), E: 6, T: math.Inf(1),
		SStdErr: math.NaN(), Duration: 1500 * time.Nanosecond}
	got := NewExperimentStep(st)
	if got.Step != 2 || got.Trials != 10 || got.S != nil || got.SStdErr != nil || got.T != nil ||
		got.E == nil || *got.E != 6 || got.Seconds != 1.5e-6 {
		t.Errorf("NewExperimentStep(%+v) = %+v", st, got)
	}
}

func TestNewExactStep(t *testing.T) {
	x := random.ExactStats{Step: 8, P: big.NewRat(149, 1152), S: big.NewRat(9, 1), E: nil, T: big.NewRat(17, 2)}
	got := NewExactStep(x)
	if got.Step != 8 || got.P != "149/1152" || got.PF != 149.0/1152 || got.S != "9" || *got.SF != 9 ||
		got.E != "" || got.EF != nil || got.T != "17/2" || *got.TF != 8.5 {
		t.Errorf("NewExactStep = %+v", got)
	}
}
