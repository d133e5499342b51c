package main

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"time"

	"nqueens/solver"
)

// experimentRow is one step of experiment -json. Figures that do not exist,
// such as e when every attempt succeeded, are null.
type experimentRow struct {
	Step              int      `json:"step"`
	P                 float64  `json:"p"`
	PStdErr           float64  `json:"p_se"`
	S                 *float64 `json:"s"`
	E                 *float64 `json:"e"`
	T                 *float64 `json:"t"`
	SecondsPerAttempt float64  `json:"seconds_per_attempt"`

	PExact *string  `json:"p_exact,omitempty"` // a fraction, such as "3/4"
	SExact *float64 `json:"s_exact,omitempty"`
	EExact *float64 `json:"e_exact,omitempty"`
	TExact *float64 `json:"t_exact,omitempty"`
}

func runExperiment(e env, args []string) error {
	fs := newFlagSet("experiment -n N [-trials T] [-seed S] [-exact] [-json]")
	n := fs.Int("n", 0, "board size, from 1 to 32")
	trials := fs.Int("trials", 100, "attempts for each step, at least 1")
	seed := fs.Uint64("seed", 1, "seed of the random choices")
	exact := fs.Bool("exact", false, fmt.Sprintf("add the exact p, s, e and t (n up to %d)", solver.MaxExactN))
	asJSON := fs.Bool("json", false, "print a JSON array, one object per step")
	if err := parseFlags(fs, args, e.stdout); err != nil {
		return err
	}
	if err := checkN(fs, *n); err != nil {
		return err
	}
	if *trials < 1 {
		return usageError("-trials %d is out of range: at least 1 attempt per step", *trials)
	}
	if *exact && *n > solver.MaxExactN {
		return usageError("-exact goes up to n = %d, whose every random choice takes seconds to enumerate; n = %d would take far longer", solver.MaxExactN, *n)
	}
	bar := newProgressBar(e.stderr, e.stderrIsTerm, false)
	stats, err := solver.Experiment(e.ctx, *n, *trials, *seed, bar.update)
	bar.finish()
	if err != nil {
		return err
	}
	rows := make([]experimentRow, len(stats))
	for i, st := range stats {
		rows[i] = experimentRow{Step: st.Step, P: st.P, PStdErr: st.PStdErr,
			S: finite(st.S), E: finite(st.E), T: finite(st.T), SecondsPerAttempt: st.Duration.Seconds()}
	}
	if *exact {
		ex, err := solver.ExactExperiment(*n)
		if err != nil {
			return err
		}
		for i, x := range ex {
			p := x.P.RatString()
			rows[i].PExact = &p
			rows[i].SExact, rows[i].EExact, rows[i].TExact = ratFloat(x.S), ratFloat(x.E), ratFloat(x.T)
		}
	}
	if *asJSON {
		return json.NewEncoder(e.stdout).Encode(rows)
	}
	printExperiment(e, *n, *trials, *seed, rows, *exact)
	return nil
}

func printExperiment(e env, n, trials int, seed uint64, rows []experimentRow, exact bool) {
	fmt.Fprintf(e.stdout, "n = %d, %d attempts per step, seed %d. p: success rate; s, e: mean nodes of a success, a failure;\n", n, trials, seed)
	fmt.Fprintf(e.stdout, "t = s + (1-p)/p·e: expected nodes to a solution.\n\n")
	fmt.Fprintf(e.stdout, "%4s %16s %9s %9s %10s %12s", "step", "p ± se", "s", "e", "t", "time/attempt")
	if exact {
		fmt.Fprintf(e.stdout, "  %-22s %9s %9s %10s", "exact p", "s", "e", "t")
	}
	fmt.Fprintln(e.stdout)
	best := bestStep(rows)
	for _, r := range rows {
		mark := " "
		if r.Step == best {
			mark = "*"
		}
		fmt.Fprintf(e.stdout, "%3d%s %8.4f ± %-6.4f %9s %9s %10s %12s", r.Step, mark, r.P, r.PStdErr,
			num(r.S), num(r.E), num(r.T), time.Duration(r.SecondsPerAttempt*1e9).Round(10*time.Nanosecond))
		if exact {
			fmt.Fprintf(e.stdout, "  %-22s %9s %9s %10s", *r.PExact, num(r.SExact), num(r.EExact), num(r.TExact))
		}
		fmt.Fprintln(e.stdout)
	}
	if best >= 0 {
		fmt.Fprintf(e.stdout, "\n* the step with the fewest expected nodes to a solution.\n")
	}
}

// bestStep is the step with the smallest t, or -1 if none has one.
func bestStep(rows []experimentRow) int {
	best := -1
	for _, r := range rows {
		if r.T != nil && (best < 0 || *r.T < *rows[best].T) {
			best = r.Step
		}
	}
	return best
}

func finite(x float64) *float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return nil
	}
	return &x
}

func ratFloat(r *big.Rat) *float64 {
	if r == nil {
		return nil
	}
	f, _ := r.Float64()
	return &f
}

func num(x *float64) string {
	if x == nil {
		return "—"
	}
	return fmt.Sprintf("%.2f", *x)
}
