package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"runtime"
	"time"

	"nqueens/solver"
)

// seed003Methods are the five methods whose times seed 003 compares.
var seed003Methods = []string{"naive", "arrays", "bitarray", "bitscan", "bitmask"}

// benchDefaultN keeps the whole comparison under a minute; seed 003 used
// n = 15, which takes about 45 s here.
const benchDefaultN = 14

func runBench(e env, args []string) error {
	fs := newFlagSet("bench [-n N]")
	n := fs.Int("n", benchDefaultN, fmt.Sprintf("board size, from 1 to %d (seed 003 used 15)", benchMaxN()))
	if err := parseFlags(fs, args, e.stdout); err != nil {
		return err
	}
	if *n < 1 || *n > benchMaxN() {
		return usageError("-n %d is out of range: the bench runs every method, so n must be from 1 to %d", *n, benchMaxN())
	}
	type row struct {
		label   string
		algo    string
		workers int
	}
	var rows []row
	for _, name := range seed003Methods {
		rows = append(rows, row{name, name, 1})
	}
	cores := runtime.NumCPU()
	rows = append(rows, row{"fast", "fast", 1}, row{fmt.Sprintf("fast ×%d", cores), "fast", cores})

	// A bufio.Writer keeps its first error: the bench stops at the row
	// it fails to print.
	w := bufio.NewWriter(e.stdout)
	fmt.Fprintf(w, "Counting n = %d with each method of seed 003, then fast, on %d cores.\n\n", *n, cores)
	const format = "%-10s %7v %12v %12v %14v %8v %9v\n"
	fmt.Fprintf(w, format, "method", "workers", "solutions", "time", "nodes", "ns/node", "speedup")
	var naive time.Duration
	benchStart := time.Now()
	for i, r := range rows {
		if err := w.Flush(); err != nil {
			return err
		}
		plan, err := solver.NewPlan(r.algo, *n)
		if err != nil {
			return err
		}
		start := time.Now()
		t, err := plan.Run(e.ctx, r.workers, nil)
		if errors.Is(err, context.Canceled) {
			return &stopError{done: fmt.Sprintf("after %.1f s, while timing %s: %d of %d methods timed",
				time.Since(benchStart).Seconds(), r.label, i, len(rows)), err: err}
		}
		if err != nil {
			return err
		}
		elapsed := time.Since(start)
		if r.algo == "naive" {
			naive = elapsed
		}
		fmt.Fprintf(w, format, r.label, r.workers, t.Solutions, elapsed.Round(time.Microsecond), t.Nodes,
			fmt.Sprintf("%.2f", float64(elapsed.Nanoseconds())/float64(max(t.Nodes, 1))),
			fmt.Sprintf("%.1f×", float64(naive)/float64(elapsed)))
	}
	return w.Flush()
}

// benchMaxN is the largest n that every compared method accepts.
func benchMaxN() int {
	m := solver.MaxN
	for _, name := range seed003Methods {
		a, _ := solver.Lookup(name)
		m = min(m, a.MaxN)
	}
	return m
}
