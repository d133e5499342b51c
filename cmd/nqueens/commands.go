package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"nqueens/solver"
)

// solveResult is what solve -json prints.
type solveResult struct {
	N      int    `json:"n"`
	K      uint64 `json:"k"`
	Queens []int  `json:"queens"`
}

func runSolve(args []string, stdout io.Writer) error {
	fs := newFlagSet("solve -n N [-k K] [-json]")
	n := fs.Int("n", 0, "board size, from 1 to 32")
	k := fs.Uint64("k", 1, "which solution, from 1, in lexicographic order")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if err := parseFlags(fs, args, stdout); err != nil {
		return err
	}
	if err := checkN(fs, *n); err != nil {
		return err
	}
	if *k < 1 {
		return usageError("-k 0 is out of range: solutions are counted from 1")
	}
	queens, err := solver.Solution(*n, *k)
	if re := (*solver.RangeError)(nil); errors.As(err, &re) {
		return usageError("-k %d is out of range: %v", *k, err)
	}
	if err != nil {
		return err
	}
	if err := solver.Verify(queens); err != nil {
		return fmt.Errorf("internal error: solution %d is wrong: %v", *k, err)
	}
	if *asJSON {
		return json.NewEncoder(stdout).Encode(solveResult{N: *n, K: *k, Queens: queens})
	}
	_, err = io.WriteString(stdout, drawSolution(*n, *k, queens))
	return err
}

// drawSolution shows a solution as its columns and as a board.
func drawSolution(n int, k uint64, queens []int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "n = %d, solution %d: %s\n", n, k, strings.Trim(fmt.Sprint(queens), "[]"))
	for _, c := range queens {
		row := strings.Repeat(". ", n)
		row = row[:2*c] + "Q" + row[2*c+1:]
		b.WriteString(strings.TrimRight(row, " ") + "\n")
	}
	return b.String()
}
