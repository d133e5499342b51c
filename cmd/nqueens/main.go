// Command nqueens counts and prints solutions of the n-queens problem with
// the same solvers as the N-Queens Lab.
//
// Usage:
//
//	nqueens count -n N [-algo NAME | -place r:c,...] [-workers K] [-json] [-progress] [-part K/P] [-checkpoint FILE]
//	nqueens merge [-json] PART.json ...
//	nqueens solve -n N [-k K [-progress] | -place r:c,...] [-json]
//	nqueens solve -n N -algo lasvegas|hybrid|minconflicts|backtrack [-step K] [-seed S] [-json] [-o FILE]
//	nqueens experiment -n N [-trials T] [-seed S] [-exact] [-json]
//	nqueens bench [-n N]
//	nqueens puzzle -n N -seed S|-code C [-level easy|medium|hard] [-json] | -day YYYY-MM-DD [-json]
//
// count prints the number of solutions of an n×n board (with -place, of
// those that hold some queens placed by hand) and, from the methods that
// count them (the default ones among them), the number of unique ones on
// a second line, and with -json the method that counted and the count's
// own time too; without -algo a board counts by
// quarters from n = 14 to 21 and by constellations otherwise, as do the
// queens of -place; solve prints
// solution K (1 by default) in lexicographic order, or the first that
// holds the queens of -place, as a list of columns and a drawing, or with
// -algo finds one with a randomized solver or by plain backtracking, for
// boards up to 10^8; experiment measures seed 004's hybrid for each
// stepVegas; bench reproduces seed 003's comparison of counting methods.
// Rows and columns are 0-based: queens[r] is the column of row r, and
// -place 3:2 puts a queen on row 3, column 2.
// Flags may come anywhere among a command's arguments, and -- ends them.
// Bad flags or values exit with status 2 and a one-line message, other
// failures, a failed write included, with 1; Ctrl-C stops a command with
// status 130, SIGTERM with 143.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
)

func main() {
	ctx, stop := withSignals(context.Background())
	code := run(env{ctx: ctx, stdout: os.Stdout, stderr: os.Stderr, stderrIsTerm: isTerminal(os.Stderr)}, os.Args[1:])
	stop()
	os.Exit(code)
}

const usage = `usage:
  nqueens count -n N [-algo NAME | -place r:c,...] [-workers K] [-json] [-progress] [-part K/P] [-checkpoint FILE]
      count the solutions of an N×N board (the unique ones on a second line),
      or with -place those that hold the queens given, each a row and a
      column from 0 (-place 0:4,3:2); without
      -algo, quarters counts N = 14 to 21 and constellations the rest; -part
      counts part K of P (0 ≤ K < P) and prints its units for merge;
      -checkpoint keeps each unit in FILE and resumes from it
  nqueens merge [-json] PART.json ...
      check that the parts are one whole count, and add them up
  nqueens solve -n N [-k K [-progress] | -place r:c,...] [-json]
      print solution K (default 1) in lexicographic order, or the first that
      holds the queens of -place; a K past the published count is refused
  nqueens solve -n N -algo lasvegas|hybrid|minconflicts|backtrack [-step K] [-seed S] [-json] [-o FILE]
      find a solution, at random or by backtracking; -o writes it to a file
  nqueens experiment -n N [-trials T] [-seed S] [-exact] [-json]
      the stepVegas experiment of seed 004: success rate and cost per step
  nqueens bench [-n N]
      time the counting methods of seed 003
  nqueens puzzle -n N -seed S|-code C [-level easy|medium|hard] [-json] | puzzle -day YYYY-MM-DD [-json]
      a board with a few queens given and exactly one way to finish it, and
      its solution; -code names it as the page does; -day gives the page's
      puzzle of that day

N is from 1 to 32, and up to 100000000 for solve -algo; flags may follow the
arguments, and -- ends them; each command's -h says more.`

// errUsage marks errors that the user's input caused.
var errUsage = errors.New("usage")

// usageError is an error in the command line, reported with exit status 2.
func usageError(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{errUsage}, args...)...)
}

// run runs the command line args and returns the exit status: 0, 1 for a
// failure, 2 for bad input, 130 when interrupted (Ctrl-C) and 143 when
// terminated (SIGTERM).
func run(e env, args []string) int {
	if len(args) == 0 {
		fmt.Fprintln(e.stderr, "nqueens: missing command: count, merge, solve, experiment, bench or puzzle (nqueens -h for help)")
		return 2
	}
	var err error
	switch args[0] {
	case "count":
		err = runCount(e, args[1:])
	case "solve":
		err = runSolve(e, args[1:])
	case "bench":
		err = runBench(e, args[1:])
	case "experiment":
		err = runExperiment(e, args[1:])
	case "merge":
		err = runMerge(e, args[1:])
	case "puzzle":
		err = runPuzzle(e, args[1:])
	case "-h", "-help", "--help", "help":
		if _, err := fmt.Fprintln(e.stdout, usage); err != nil {
			fmt.Fprintf(e.stderr, "nqueens: %v\n", err)
			return 1
		}
		return 0
	default:
		err = usageError("unknown command %q: use count, merge, solve, experiment, bench or puzzle", quoted(args[0]))
	}
	switch {
	case err == nil, errors.Is(err, errHelp):
		return 0
	case errors.Is(err, errUsage):
		fmt.Fprintf(e.stderr, "nqueens %s: %s\n", quoted(args[0]), unwrapUsage(err))
		return 2
	case errors.Is(err, context.Canceled) && e.ctx.Err() != nil:
		return reportStop(e, args[0], err)
	}
	fmt.Fprintf(e.stderr, "nqueens %s: %v\n", quoted(args[0]), err)
	return 1
}

// unwrapUsage is the message of a usage error without its "usage: " mark.
func unwrapUsage(err error) string {
	msg := err.Error()
	const mark = "usage: "
	if len(msg) > len(mark) && msg[:len(mark)] == mark {
		return msg[len(mark):]
	}
	return msg
}
