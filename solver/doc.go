// Package solver counts, lists, finds and checks solutions of the n-queens
// problem: place n queens on an n×n board so that no two share a row, a
// column or a diagonal.
//
// A solution is a slice x of n columns, 0-based: row r holds its queen in
// column x[r]. Solutions are ordered lexicographically by their columns, and
// people count them from 1.
//
//   - Counting: the methods of the course notes, from naive backtracking to
//     the bitmask propagation of row, ld and rd, and fast, which counts each
//     class of solutions under the board's 8 symmetries once and so also
//     gives the unique count ([Algorithms]). A [Plan] splits a count into
//     independent tasks, for goroutines or Web Workers; [Count] runs one.
//     The machinery of the constellations and quarters methods, and of
//     the GPU kernel that counts constellations ([KernelWork]), is in
//     packages of its own under solver/internal.
//   - Listing: [Solutions] iterates over the solutions in order, and
//     [Split] splits them into subproblems; [Unrank] (or [Solution]) finds
//     the k-th and [RankContext] the index of one; [SolutionAfter] and
//     [SolutionBefore] step to the next and previous; a [SeekJob] finds
//     the k-th a bounded step at a time, from the nearer end of the order
//     or from a known solution, and [ColumnCount] shares out the counts
//     that a far seek of n = 14 or 16 needs. [Published] holds the
//     published counts, which a seek uses to know the nearer end.
//   - Finding one at random, and the stepVegas experiment: package
//     [nqueens/solver/random].
//   - [Verify] checks a placement in O(n).
//
// Masks are uint64 words, so the counts go up to n = MaxN. The package has
// no user-interface dependencies and runs the same natively and as
// WebAssembly.
package solver

import (
	"errors"
	"fmt"

	"nqueens/solver/internal/plan"
)

// MaxN is the largest board size the solvers accept.
const MaxN = plan.MaxN

// ErrSize is wrapped by the error returned for a board size outside 1..MaxN.
var ErrSize = errors.New("board size out of range")

// ErrIndex is returned for solution index 0: solutions are counted from 1.
var ErrIndex = errors.New("solutions are counted from 1")

// CheckSize returns an error wrapping ErrSize when n is not in 1..MaxN.
func CheckSize(n int) error {
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
