// Package solver counts, lists and checks solutions of the n-queens problem:
// place n queens on an n×n board so that no two share a row, a column or a
// diagonal.
//
// A solution is a slice x of n columns, 0-based: row r holds its queen in
// column x[r]. Solutions are ordered lexicographically by their columns, and
// people count them from 1.
//
// The searches are the bitmask propagation of the classic course notes: the
// occupied columns and the two diagonals travel down the rows as bit sets
// (cols, ld, rd), the free squares of a row are all &^ (cols|ld|rd), and the
// lowest one is taken with p = free & -free. Masks are uint64 words, so n is
// limited to MaxN.
//
// Every search is split into independent [Subproblem]s, the boards with the
// first rows already placed, listed in lexicographic order. [CountJob] and
// [SeekJob] walk them one step at a time, so that a caller can show progress
// and stop between steps; [Count] and [Solution] run them to the end.
//
// The package has no user-interface dependencies and runs the same natively
// and as WebAssembly.
package solver

import (
	"errors"
	"fmt"
)

// MaxN is the largest board size the solvers accept.
const MaxN = 32

// ErrSize is wrapped by the error returned for a board size outside 1..MaxN.
var ErrSize = errors.New("board size out of range")

// ErrIndex is returned for solution index 0: solutions are counted from 1.
var ErrIndex = errors.New("solutions are counted from 1")

// checkSize returns an error wrapping ErrSize when n is not in 1..MaxN.
func checkSize(n int) error {
	if n < 1 || n > MaxN {
		return fmt.Errorf("n = %d: %w; n must be from 1 to %d", n, ErrSize, MaxN)
	}
	return nil
}

// A RangeError reports a solution index past the last solution of a board.
type RangeError struct {
	N         int    // board size
	K         uint64 // the index asked for, 1-based
	Solutions uint64 // how many solutions the board has
}

func (e *RangeError) Error() string {
	switch e.Solutions {
	case 0:
		return fmt.Sprintf("n = %d has no solutions", e.N)
	case 1:
		return fmt.Sprintf("n = %d has 1 solution; there is no solution %d", e.N, e.K)
	}
	return fmt.Sprintf("n = %d has %d solutions; there is no solution %d", e.N, e.Solutions, e.K)
}
