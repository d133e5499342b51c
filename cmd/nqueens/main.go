// Command nqueens counts and prints solutions of the n-queens problem with
// the same solvers as the N-Queens Lab.
//
// Usage:
//
//	nqueens count -n N [-json]
//	nqueens solve -n N [-k K] [-json]
//
// count prints the number of solutions of an n×n board; solve prints
// solution K (1 by default) in lexicographic order, as a list of columns
// and a drawing. Columns are 0-based: queens[r] is the column of row r.
// Bad flags or values exit with status 2 and a one-line message.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

const usage = `usage:
  nqueens count -n N [-json]          count the solutions of an N×N board
  nqueens solve -n N [-k K] [-json]   print solution K (default 1)

N is from 1 to 32.`

// errUsage marks errors that the user's input caused.
var errUsage = errors.New("usage")

// usageError is an error in the command line, reported with exit status 2.
func usageError(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{errUsage}, args...)...)
}

// run runs the command line args and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, "nqueens: missing command: count or solve (nqueens -h for help)")
		return 2
	}
	var err error
	switch args[0] {
	case "count":
		err = runCount(args[1:], stdout)
	case "solve":
		err = runSolve(args[1:], stdout)
	case "-h", "-help", "--help", "help":
		fmt.Fprintln(stdout, usage)
		return 0
	default:
		err = usageError("unknown command %q: use count or solve", args[0])
	}
	switch {
	case errors.Is(err, errHelp):
		return 0
	case errors.Is(err, errUsage):
		fmt.Fprintf(stderr, "nqueens %s: %s\n", args[0], unwrapUsage(err))
		return 2
	case err != nil:
		fmt.Fprintf(stderr, "nqueens %s: %v\n", args[0], err)
		return 1
	}
	return 0
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
