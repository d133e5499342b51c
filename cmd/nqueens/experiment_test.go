package main

import (
	"bytes"
	"strings"
	"testing"

	"nqueens/app/worker"
)

// TestPrintExperiment checks the experiment's table on fixed figures: a
// missing figure is a dash, the step with the smallest t has a star, and
// the exact columns come with -exact only.
func TestPrintExperiment(t *testing.T) {
	f := func(x float64) *float64 { return &x }
	steps := []worker.ExperimentStep{
		{Step: 0, Trials: 10, P: 1, S: f(9), T: f(9), Seconds: 3.2e-6},
		{Step: 1, Trials: 10, P: 0.3, PStdErr: 0.1449, S: f(5), E: f(5), T: f(16.6667), Seconds: 1.9e-7},
		{Step: 2, Trials: 10, P: 0.5, PStdErr: 0.1581, S: f(5), E: f(3.6), T: f(8.6), Seconds: 1.4e-7},
	}
	exact := []worker.ExactStep{
		{Step: 0, P: "1", PF: 1, S: "9", SF: f(9), T: "9", TF: f(9)},
		{Step: 1, P: "1/2", PF: 0.5, S: "5", SF: f(5), E: "5", EF: f(5), T: "10", TF: f(10)},
		{Step: 2, P: "1/2", PF: 0.5, S: "5", SF: f(5), E: "7/2", EF: f(3.5), T: "17/2", TF: f(8.5)},
	}
	const head = "n = 4, 10 attempts per step, seed 1. p: success rate; s, e: mean nodes of a success, a failure;\n" +
		"t = s + (1-p)/p·e: expected nodes to a solution.\n\n"
	tests := []struct {
		name  string
		exact []worker.ExactStep
		want  string
	}{
		{"measured", nil, head +
			"step           p ± se         s         e          t time/attempt\n" +
			"  0    1.0000 ± 0.0000      9.00         —       9.00        3.2µs\n" +
			"  1    0.3000 ± 0.1449      5.00      5.00      16.67        190ns\n" +
			"  2*   0.5000 ± 0.1581      5.00      3.60       8.60        140ns\n" +
			"\n* the step with the fewest expected nodes to a solution.\n"},
		{"exact", exact, head +
			"step           p ± se         s         e          t time/attempt  exact p                        s         e          t\n" +
			"  0    1.0000 ± 0.0000      9.00         —       9.00        3.2µs  1                           9.00         —       9.00\n" +
			"  1    0.3000 ± 0.1449      5.00      5.00      16.67        190ns  1/2                         5.00      5.00      10.00\n" +
			"  2*   0.5000 ± 0.1581      5.00      3.60       8.60        140ns  1/2                         5.00      3.50       8.50\n" +
			"\n* the step with the fewest expected nodes to a solution.\n"},
	}
	for _, tt := range tests {
		var out bytes.Buffer
		printExperiment(&out, 4, 10, 1, steps, tt.exact)
		if out.String() != tt.want {
			t.Errorf("%s:\n%s\nwant\n%s", tt.name, out.String(), tt.want)
		}
	}
	var out bytes.Buffer
	printExperiment(&out, 3, 10, 1, []worker.ExperimentStep{{Step: 0, Trials: 10, E: f(6)}}, nil)
	if strings.Contains(out.String(), "*") {
		t.Errorf("n = 3, no solution, has a best step:\n%s", out.String())
	}
}
