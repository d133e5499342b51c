package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"time"

	"nqueens/solver"
)

// countResult is what count -json prints.
type countResult struct {
	N         int     `json:"n"`
	Algorithm string  `json:"algorithm"`
	Solutions uint64  `json:"solutions"`
	Unique    *uint64 `json:"unique,omitempty"` // only from algorithms that count it
	Nodes     uint64  `json:"nodes"`
	Seconds   float64 `json:"seconds"`
	Workers   int     `json:"workers"`
}

// env is what a command needs from its surroundings.
type env struct {
	ctx            context.Context // done on Ctrl-C or SIGTERM, with a stopSignal as its cause
	stdout, stderr io.Writer
	stderrIsTerm   bool
}

func runCount(e env, args []string) error {
	fs := newFlagSet("count -n N [-algo NAME] [-workers K] [-json] [-progress]")
	n := fs.Int("n", 0, "board size, from 1 to 32")
	algo := fs.String("algo", "fast", "counting method: "+algorithmNames())
	workers := fs.Int("workers", runtime.NumCPU(), "goroutines that count, at least 1")
	asJSON := fs.Bool("json", false, "print one JSON object")
	forceProgress := fs.Bool("progress", false, "show a progress bar on stderr even when it is not a terminal")
	if err := parseFlags(fs, args, e.stdout); err != nil {
		return err
	}
	if err := checkN(fs, *n); err != nil {
		return err
	}
	if *workers < 1 {
		return usageError("-workers %d is out of range: at least 1 goroutine must count", *workers)
	}
	start := time.Now() // the time includes the split, as the browser's does
	plan, err := solver.NewPlan(*algo, *n)
	if err != nil {
		return usageError("%v", err)
	}
	bar := newProgressBar(e.stderr, *forceProgress || e.stderrIsTerm, *forceProgress)
	tally, err := plan.Run(e.ctx, *workers, bar.update)
	bar.finish()
	if err != nil {
		return bar.stopped(err, "counted", "tasks")
	}
	res := countResult{
		N:         *n,
		Algorithm: plan.Algorithm.Name,
		Solutions: tally.Solutions,
		Nodes:     tally.Nodes,
		Seconds:   time.Since(start).Seconds(),
		Workers:   min(*workers, plan.Tasks()),
	}
	if plan.Algorithm.Unique {
		res.Unique = &tally.Unique
	}
	if *asJSON {
		return json.NewEncoder(e.stdout).Encode(res)
	}
	_, err = fmt.Fprintf(e.stdout, "%d\n", res.Solutions)
	return err
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
