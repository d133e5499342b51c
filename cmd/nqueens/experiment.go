package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"nqueens/app/worker"
	"nqueens/solver/random"
)

// experimentRow is one step of experiment -json: the figures the worker
// sends the page, and with -exact the exact ones.
type experimentRow struct {
	worker.ExperimentStep
	Exact *worker.ExactStep `json:"exact,omitempty"`
}

func runExperiment(e env, args []string) error {
	fs := newFlagSet("experiment -n N [-trials T] [-seed S] [-exact] [-json]")
	n := fs.Int("n", 0, "board size, from 1 to 32")
	trials := fs.Int("trials", 100, fmt.Sprintf("attempts for each step, from 1 to %s", grouped(random.MaxTrials)))
	seed := uintFlag(fs, "seed", 1, 0, "the `seed` of the random choices, from 0")
	exact := fs.Bool("exact", false, fmt.Sprintf("add the exact p, s, e and t (n up to %d)", random.MaxExactN))
	asJSON := fs.Bool("json", false, "print a JSON array, one object per step")
	if err := parseFlags(fs, args, e.stdout); err != nil {
		return err
	}
	if err := checkN(fs, *n); err != nil {
		return err
	}
	if *trials < 1 || *trials > random.MaxTrials {
		return usageError("-trials %d is out of range: from 1 to %s attempts per step", *trials, grouped(random.MaxTrials))
	}
	if *exact && *n > random.MaxExactN {
		return usageError("-exact goes up to n = %d, whose every random choice takes seconds to enumerate; n = %d would take far longer", random.MaxExactN, *n)
	}
	bar := newProgressBar(e.stderr, e.stderrIsTerm, false)
	stats, err := random.Experiment(e.ctx, *n, *trials, *seed, bar.update)
	bar.finish()
	if err != nil {
		return bar.stopped(err, "measured", "attempts")
	}
	steps := make([]worker.ExperimentStep, len(stats))
	for i, st := range stats {
		steps[i] = worker.NewExperimentStep(st)
	}
	var exactSteps []worker.ExactStep // nil without -exact
	if *exact {
		ex, err := random.ExactExperiment(*n)
		if err != nil {
			return err
		}
		exactSteps = make([]worker.ExactStep, len(ex))
		for i, x := range ex {
			exactSteps[i] = worker.NewExactStep(x)
		}
	}
	if *asJSON {
		rows := make([]experimentRow, len(steps))
		for i, st := range steps {
			rows[i].ExperimentStep = st
			if exactSteps != nil {
				rows[i].Exact = &exactSteps[i]
			}
		}
		return json.NewEncoder(e.stdout).Encode(rows)
	}
	return printExperiment(e.stdout, *n, *trials, *seed, steps, exactSteps)
}

// printExperiment prints the measured steps as a table, with the exact
// figures beside them unless exact is nil, and marks the best step. It
// returns the first error in writing.
func printExperiment(out io.Writer, n, trials int, seed uint64, steps []worker.ExperimentStep, exact []worker.ExactStep) error {
	w := bufio.NewWriter(out)
	fmt.Fprintf(w, "n = %d, %d attempts per step, seed %d. p: success rate; s, e: mean nodes of a success, a failure;\n", n, trials, seed)
	fmt.Fprintf(w, "t = s + (1-p)/p·e: expected nodes to a solution.\n\n")
	fmt.Fprintf(w, "%4s %16s %9s %9s %10s %12s", "step", "p ± se", "s", "e", "t", "time/attempt")
	if exact != nil {
		fmt.Fprintf(w, "  %-22s %9s %9s %10s", "exact p", "s", "e", "t")
	}
	fmt.Fprintln(w)
	best := worker.BestStep(steps)
	for i, r := range steps {
		mark := " "
		if i == best {
			mark = "*"
		}
		fmt.Fprintf(w, "%3d%s %8.4f ± %-6.4f %9s %9s %10s %12s", r.Step, mark, r.P, r.PStdErr,
			num(r.S), num(r.E), num(r.T), time.Duration(r.Seconds*1e9).Round(10*time.Nanosecond))
		if exact != nil {
			x := exact[i]
			fmt.Fprintf(w, "  %-22s %9s %9s %10s", x.P, num(x.SF), num(x.EF), num(x.TF))
		}
		fmt.Fprintln(w)
	}
	if best >= 0 {
		fmt.Fprintf(w, "\n* the step with the fewest expected nodes to a solution.\n")
	}
	return w.Flush() // a bufio.Writer keeps its first error
}

// num writes a figure of the table, or a dash if it does not exist.
func num(x *float64) string {
	if x == nil {
		return "—"
	}
	return fmt.Sprintf("%.2f", *x)
}
