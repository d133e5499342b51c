package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"nqueens/solver"
	"nqueens/solver/random"
)

// lexResult is what solve -json prints for a solution by index, or for
// the first that holds the queens of -place.
type lexResult struct {
	N      int    `json:"n"`
	K      uint64 `json:"k,omitempty"`     // with -k
	Place  string `json:"place,omitempty"` // with -place
	Queens []int  `json:"queens"`
}

// foundResult is what solve -json prints for a solution from a solver.
type foundResult struct {
	N         int     `json:"n"`
	Algorithm string  `json:"algorithm"`
	Seed      uint64  `json:"seed"`
	Step      int     `json:"step"`
	Attempts  uint64  `json:"attempts"`
	Nodes     uint64  `json:"nodes"`
	Seconds   float64 `json:"seconds"`
	Queens    []int32 `json:"queens,omitempty"` // left out when -o writes them
}

// drawMaxN is the largest board that solve draws.
const drawMaxN = 32

func runSolve(e env, args []string) error {
	fs := newFlagSet("solve -n N [-k K [-progress] | -place r:c,... | -algo lasvegas|hybrid|minconflicts|backtrack [-step K] [-seed S] [-o FILE]] [-json]")
	n := fs.Int("n", 0, fmt.Sprintf("board size: 1 to %d for -k, up to %d for -algo, as memory allows (minconflicts: about 6 bytes a queen)", solver.MaxN, random.MaxLargeN))
	k := uintFlag(fs, "k", 1, 1, "solution `K`, counted from 1 in lexicographic order")
	algo := fs.String("algo", "", "find a solution with this solver instead: "+solverNames())
	step := fs.Int("step", 0, "hybrid: rows placed at random (default n-12)")
	seed := uintFlag(fs, "seed", 0, 0, "the `seed` of the random solvers, from 0 (default: from the clock, and printed)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	out := fs.String("o", "", "write the queens to this file, one column per line, opened before the work; a new or regular file is replaced whole at the end")
	place := placeFlag(fs, "print the first solution, in lexicographic order, that holds them")
	forceProgress := fs.Bool("progress", false, "show the search for solution K on stderr even when it is not a terminal")
	if err := parseFlags(fs, args, e.stdout); err != nil {
		return err
	}
	if hasQueens(*place) && (*algo != "" || isSet(fs, "k")) {
		return usageError("-place finds the first solution that holds its queens and does not go with -algo or -k")
	}
	if *forceProgress && (*algo != "" || hasQueens(*place)) {
		return usageError("-progress shows the search for solution K and does not go with -algo or -place")
	}
	if *algo == "" {
		for _, name := range []string{"step", "seed", "o"} {
			if isSet(fs, name) {
				return usageError("-%s needs -algo", name)
			}
		}
		if hasQueens(*place) {
			return solveCompletion(e, fs, *n, *place, *asJSON)
		}
		return solveByIndex(e, fs, *n, *k, *asJSON, *forceProgress)
	}
	s, err := random.LookupSolver(*algo)
	if err != nil {
		return usageError("%v", err)
	}
	switch {
	case !isSet(fs, "n"):
		return usageError("-n is required: the board size, from 1 to %d", s.MaxN)
	case *n < 1 || *n > s.MaxN:
		return usageError("-n %d is out of range: %s takes n from 1 to %d", *n, s.Name, s.MaxN)
	case isSet(fs, "k"):
		return usageError("-k picks a solution by index and does not go with -algo")
	case isSet(fs, "step") && !s.Step:
		return usageError("-step goes with -algo hybrid only")
	case isSet(fs, "step") && (*step < 0 || *step > *n):
		return usageError("-step %d is out of range: it must be from 0 to n = %d", *step, *n)
	}
	if !isSet(fs, "step") {
		*step = random.DefaultStep(*n)
	}
	if !isSet(fs, "seed") {
		*seed = uint64(time.Now().UnixNano())
	}
	if err := checkMemory(s, *n); err != nil {
		return err
	}
	var o *outputFile // opened first: a path that cannot be written fails before the work
	if *out != "" {
		var err error
		if o, err = createOutput(*out); err != nil {
			return err
		}
		defer o.abort()
	}
	return solveWith(e, s, *n, *step, *seed, *asJSON, o)
}

// solveByIndex prints solution k of an n×n board. A k past the board's
// published count is refused at once; past n = 27, where none is
// published, the search finds whether it exists.
func solveByIndex(e env, fs *flag.FlagSet, n int, k uint64, asJSON, forceProgress bool) error {
	if err := checkN(fs, n); err != nil {
		return err
	}
	if k < 1 {
		return usageError("-k 0 is out of range: solutions are counted from 1")
	}
	if total, _, ok := solver.Published(n); ok && k > total {
		return usageError("-k %d is out of range: %v", k, &solver.RangeError{N: n, K: k, Solutions: total})
	}
	queens, err := seekSolution(e, n, k, forceProgress)
	if re := (*solver.RangeError)(nil); errors.As(err, &re) {
		return usageError("-k %d is out of range: %v", k, err)
	}
	if err != nil {
		return err
	}
	if err := solver.Verify(queens); err != nil {
		return fmt.Errorf("internal error: solution %d is wrong: %v", k, err)
	}
	return printSolution(e, lexResult{N: n, K: k, Queens: queens}, asJSON)
}

// printSolution prints a solution by index, or the first holding the
// queens of -place: a line that says which, its columns and a drawing,
// or with asJSON res.
func printSolution(e env, res lexResult, asJSON bool) error {
	if asJSON {
		return json.NewEncoder(e.stdout).Encode(res)
	}
	which := fmt.Sprintf("solution %d", res.K)
	if res.Place != "" {
		which = "first solution holding " + res.Place
	}
	_, err := io.WriteString(e.stdout, fmt.Sprintf("n = %d, %s: %s\n", res.N, which, columns(res.Queens))+drawBoard(res.Queens))
	return err
}

// seekSolution finds solution k of an n×n board with a SeekJob, showing its
// progress on a terminal, or always with forceProgress, and stops when
// e's context is done.
func seekSolution(e env, n int, k uint64, forceProgress bool) ([]int, error) {
	j, err := solver.NewSeekJobContext(e.ctx, n, k)
	if err != nil {
		return nil, err
	}
	bar := newProgressBar(e.stderr, forceProgress || e.stderrIsTerm, forceProgress)
	for !j.Step() {
		bar.update(j.Progress())
	}
	if e.ctx.Err() == nil {
		bar.update(j.Progress()) // done, or past the last solution
	}
	bar.finish()
	queens, err := j.Result()
	return queens, bar.stopped(err, "searched", "")
}

// solveWith finds a solution of an n×n board with s and prints it, or
// writes its queens to out when out is not nil.
func solveWith(e env, s *random.Solver, n, step int, seed uint64, asJSON bool, out *outputFile) error {
	switch s.Name {
	case "lasvegas":
		step = n // every row at random
	case "minconflicts", "backtrack":
		step = 0
	}
	start := time.Now()
	var sofar random.Found
	f, err := s.SolveProgress(e.ctx, n, step, seed, func(f random.Found) { sofar = f })
	if err != nil {
		switch {
		case errors.Is(err, solver.ErrSize) || strings.Contains(err.Error(), "no solutions"):
			return usageError("%v", err)
		case errors.Is(err, context.Canceled):
			if f.Nodes < sofar.Nodes {
				f = sofar
			}
			return &stopError{done: fmt.Sprintf("after %.1f s: %s, %s", time.Since(start).Seconds(),
				quantity(f.Attempts, "attempt"), quantity(f.Nodes, "node")), err: err}
		}
		return err
	}
	elapsed := time.Since(start)
	stopped := func(while string, err error) error {
		return &stopError{done: fmt.Sprintf("after %.1f s, while %s the solution", time.Since(start).Seconds(), while), err: err}
	}
	if err := verifyColumns(e.ctx, f.Queens); err != nil {
		if e.ctx.Err() != nil {
			return stopped("verifying", err)
		}
		return fmt.Errorf("internal error: %s found a wrong solution: %v", s.Name, err)
	}
	res := foundResult{N: n, Algorithm: s.Name, Seed: seed, Step: step, Attempts: f.Attempts,
		Nodes: f.Nodes, Seconds: elapsed.Seconds()}
	if out != nil {
		if err := out.writeColumns(e.ctx, f.Queens); err != nil {
			if e.ctx.Err() != nil {
				return stopped("writing", err)
			}
			return err
		}
	}
	w := bufio.NewWriterSize(e.stdout, 1<<16)
	if asJSON {
		queens := f.Queens
		if out != nil {
			queens = nil
		}
		if err := writeFoundJSON(e.ctx, w, res, queens); err != nil {
			if e.ctx.Err() != nil {
				return stopped("writing", err)
			}
			return err
		}
		return w.Flush()
	}
	fmt.Fprintf(w, "n = %d, %s, seed %d", n, s.Name, seed)
	if s.Step {
		fmt.Fprintf(w, ", step %d", step)
	}
	fmt.Fprintf(w, ": %s, %s, %.3f s; verified\n", quantity(f.Attempts, "attempt"), quantity(f.Nodes, "node"), elapsed.Seconds())
	switch {
	case out != nil:
		fmt.Fprintf(w, "queens written to %s\n", out.path)
	case n <= drawMaxN:
		fmt.Fprintf(w, "%s\n%s", columns(f.Queens), drawBoard(f.Queens))
	default:
		if err := writeColumns(e.ctx, w, f.Queens, ' '); err != nil && e.ctx.Err() != nil {
			return stopped("writing", err)
		}
		w.WriteByte('\n')
	}
	return w.Flush()
}

// columns lists the queens' columns, separated by spaces.
func columns[T int | int32](queens []T) string {
	return strings.Trim(fmt.Sprint(queens), "[]")
}

// drawBoard draws a board, a line per row, with Q for a queen.
func drawBoard[T int | int32](queens []T) string {
	var b strings.Builder
	n := len(queens)
	for _, c := range queens {
		row := strings.Repeat(". ", n)
		row = row[:2*c] + "Q" + row[2*c+1:]
		b.WriteString(strings.TrimRight(row, " ") + "\n")
	}
	return b.String()
}

func solverNames() string {
	var names []string
	for _, s := range random.Solvers {
		names = append(names, s.Name)
	}
	return strings.Join(names, ", ")
}
