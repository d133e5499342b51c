package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"

	"nqueens/solver"
)

// countResult is what count -json prints.
type countResult struct {
	N         int     `json:"n"`
	Algorithm string  `json:"algorithm"`
	Solutions uint64  `json:"solutions"`
	Unique    *uint64 `json:"unique,omitempty"` // only from algorithms that count it
	Nodes     uint64  `json:"nodes"`
	// The count's own time, by the clock and in CPU time, added up over
	// the runs that counted it and the parts merged: null when unknown
	// (units from an older nqueens), not the time of this run.
	Seconds      *float64 `json:"seconds"`
	CPUSeconds   *float64 `json:"cpu_seconds"`
	ResumedUnits int      `json:"resumed_units,omitempty"` // the units counted by earlier runs, kept in the checkpoint
	Workers      int      `json:"workers,omitempty"`       // 0 for merge, which counts nothing itself
	// With -place: the queens placed, how many, and how many symmetries
	// of the board map them to themselves, up to which Unique counts.
	Place      string `json:"place,omitempty"`
	Placed     int    `json:"placed,omitempty"`
	Symmetries int    `json:"symmetries,omitempty"`
}

// env is what a command needs from its surroundings.
type env struct {
	ctx            context.Context // done on Ctrl-C or SIGTERM, with a stopSignal as its cause
	stdout, stderr io.Writer
	stderrIsTerm   bool
}

func runCount(e env, args []string) error {
	fs := newFlagSet("count -n N [-algo NAME | -place r:c,...] [-workers K] [-json] [-progress] [-part K/P] [-checkpoint FILE]")
	n := fs.Int("n", 0, "board size, from 1 to 32")
	algo := fs.String("algo", "", "counting method: "+algorithmNames()+"; by default "+defaultAlgorithms())
	place := placeFlag(fs, "count only the solutions that hold them, with -algo "+solver.FastestSearch)
	workers := fs.Int("workers", runtime.NumCPU(), "goroutines that count, at least 1")
	asJSON := fs.Bool("json", false, "print one JSON object")
	forceProgress := fs.Bool("progress", false, "show a progress bar on stderr even when it is not a terminal")
	partFlag := fs.String("part", "", "count only part `K/P`, K of 0 to P-1, and print its units as JSON for merge")
	checkpointFile := fs.String("checkpoint", "", "keep each counted unit in `FILE`, and count only the missing ones when started again")
	if err := parseFlags(fs, args, e.stdout); err != nil {
		return err
	}
	if err := checkN(fs, *n); err != nil {
		return err
	}
	if *workers < 1 {
		return usageError("-workers %d is out of range: at least 1 goroutine must count", *workers)
	}
	part, parts := 0, 1
	if *partFlag != "" {
		var err error
		if part, parts, err = parsePart(*partFlag); err != nil {
			return err
		}
	}
	placed, err := parsePlace(*n, *place)
	if err != nil {
		return err
	}
	method := countAlgorithm(*n, placed, *algo)
	if method != solver.FastestSearch && placed.Placed() > 0 {
		return usageError("-place counts with the %s method only: leave out -algo %s", solver.FastestSearch, *algo)
	}
	est := newEstimate(method, *n, *workers, parts)
	if *algo != "" && placed.Placed() == 0 {
		if slow := est.slowMethod(); slow != "" {
			fmt.Fprintf(e.stderr, "nqueens count: %s\n", slow)
		}
	}
	clock := startClock() // the time includes the split, as the browser's does
	bar := newProgressBar(e.stderr, *forceProgress || e.stderrIsTerm, *forceProgress)
	plan, err := solver.NewCountPlan(e.ctx, method, placed)
	var attack *solver.AttackError
	switch {
	case errors.As(err, &attack):
		return countAttack(e, attack, placed, *partFlag != "", clock, *asJSON)
	case errors.Is(err, solver.ErrSize) && *algo != "":
		return usageError("%v; %s", err, est.defaultAdvice())
	case err != nil && e.ctx.Err() != nil:
		return bar.stopped(err, "counted", "units")
	case err != nil:
		return usageError("%v", err)
	}
	if *partFlag != "" || *checkpointFile != "" {
		c := unitsCount{plan: plan, part: part, parts: parts, printPart: *partFlag != "", checkpointFile: *checkpointFile,
			workers: *workers, asJSON: *asJSON, clock: clock}
		return c.run(e, bar)
	}
	// RunEach's tally is finished: quarters' unique count is divided by 8.
	units := make([]int, plan.Tasks())
	for u := range units {
		units[u] = u
	}
	tally, err := plan.RunEach(e.ctx, *workers, startUnits(bar, plan, units, nil).finished)
	bar.finish()
	if err != nil {
		return bar.stopped(err, "counted", "units")
	}
	var times timeSum
	times.add(clock.elapsed())
	return bar.printCount(e, plan, tally, countReport{times: times, workers: min(*workers, plan.Tasks())}, *asJSON)
}

// countAlgorithm is the method that counts the solutions of an n×n board
// that hold the queens placed, by -algo's value algo: algo itself when
// given, else solver.FastestSearch for queens placed, which only it
// counts, and solver.FastestAlgorithm(n) for a whole board.
func countAlgorithm(n int, placed solver.Placement, algo string) string {
	switch {
	case algo != "":
		return algo
	case placed.Placed() > 0:
		return solver.FastestSearch
	}
	return solver.FastestAlgorithm(n)
}

// defaultAlgorithms says which method counts when -algo is not given, as
// "quarters for n = 14 to 21, else constellations (always with -place)".
func defaultAlgorithms() string {
	from, to := solver.QuartersFromN, solver.QuartersMaxN
	return fmt.Sprintf("%s for n = %d to %d, else %s (always with -place)",
		solver.FastestAlgorithm(from), from, to, solver.FastestSearch)
}

// A countReport is what a count says beside its tally: its own time,
// from the units' times (see lapClock), and what it took from a
// checkpoint.
type countReport struct {
	times      timeSum // of all the count's units, or of its run without units
	workers    int     // 0 for merge, which counts nothing itself
	checkpoint string  // the file the count resumed from, if any
	resumed    timeSum // the units it held
	run        float64 // this run's seconds by the clock, with a checkpoint
}

// printCount prints a count's result as printCount does and, when the bar
// is shown (stderr is a terminal, or -progress), says on stderr which
// method counted and how long the count took, as "nqueens count: counted
// by quarters in 0.48 s (0.95 s CPU) on 2 workers", since the default
// method depends on n.
func (b *progressBar) printCount(e env, plan *solver.Plan, tally solver.Tally, r countReport, asJSON bool) error {
	if err := printCount(e, plan, tally, r, asJSON); err != nil {
		return err
	}
	if b.enabled {
		fmt.Fprintf(e.stderr, "nqueens count: counted by %s %v on %s%s\n", plan.Algorithm.Name, r.times, quantity(uint64(r.workers), "worker"), r.resumedNote())
	}
	return nil
}

// resumedNote says, after a count resumed, which part of it came from its
// checkpoint, and how long this run took.
func (r countReport) resumedNote() string {
	if r.resumed.units == 0 {
		return ""
	}
	return fmt.Sprintf("; %s came from %s, counted %v by earlier runs, and this run took %.2f s",
		quantity(uint64(r.resumed.units), "unit"), r.checkpoint, r.resumed, r.run)
}

// printCount prints a count's result as count does: its number of
// solutions and of unique ones, or with asJSON a countResult.
func printCount(e env, plan *solver.Plan, tally solver.Tally, r countReport, asJSON bool) error {
	return writeCount(e, newCountResult(plan.Algorithm, plan.Placement(), tally, r), asJSON)
}

// newCountResult is the result of a count of the solutions that hold the
// queens of placed, by method a.
func newCountResult(a *solver.Algorithm, placed solver.Placement, tally solver.Tally, r countReport) countResult {
	res := countResult{
		N:            len(placed),
		Algorithm:    a.Name,
		Solutions:    tally.Solutions,
		Nodes:        tally.Nodes,
		Seconds:      r.times.seconds(),
		CPUSeconds:   r.times.cpuSeconds(),
		ResumedUnits: r.resumed.units,
		Workers:      r.workers,
	}
	if a.Unique {
		res.Unique = &tally.Unique
	}
	if queens := placed.Placed(); queens > 0 {
		res.Place, res.Placed, res.Symmetries = placed.Format(":"), queens, placed.Symmetries()
	}
	return res
}

// writeCount prints res as count does, or with asJSON the whole of it.
func writeCount(e env, res countResult, asJSON bool) error {
	if asJSON {
		return json.NewEncoder(e.stdout).Encode(res)
	}
	_, err := io.WriteString(e.stdout, countText(res))
	return err
}

// countText is what count prints of res without -json: the number of
// solutions alone on the first line, which scripts read, and, from the
// methods that count them, the unique solutions, up to the board's 8
// symmetries, as "11977939 unique" on a second line. The unique count of
// queens placed (-place), up to the few symmetries that keep them, is
// -json's only: beside a count of completions it would read as the
// board's.
func countText(res countResult) string {
	text := fmt.Sprintf("%d\n", res.Solutions)
	if res.Unique != nil && res.Place == "" {
		text += fmt.Sprintf("%d unique\n", *res.Unique)
	}
	return text
}

func algorithmNames() string {
	s := ""
	for i, a := range solver.Algorithms {
		if i > 0 {
			s += ", "
		}
		s += a.Name
	}
	return s
}

// isTerminal reports whether f is a terminal.
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
