package solver

import (
	"context"
	"math"
	"math/big"
	"testing"
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
