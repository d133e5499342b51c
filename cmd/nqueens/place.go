package main

import (
	"flag"
	"fmt"
	"strings"
	"time"

	"nqueens/solver"
)

// placeFlag defines -place, queens placed by hand that the solutions of a
// command must hold; does says what the command does with them.
func placeFlag(fs *flag.FlagSet, does string) *string {
	return fs.String("place", "", "queens placed by hand, `r:c,r:c`, each a row and a column from 0, such as 0:4,3:2 (or 0.4,3.2); "+does)
}

// hasQueens reports whether -place's value names queens: an empty one is
// as if -place were not given.
func hasQueens(place string) bool { return strings.TrimSpace(place) != "" }

// parsePlace reads -place's value for an n×n board. A queen that cannot
// be placed (unreadable, off the board, a second in its row, or placed
// twice) is a usage error, and the message names the first of them.
// Queens that attack each other are kept.
func parsePlace(n int, place string) (solver.Placement, error) {
	placed, dropped := solver.ParsePlacement(n, place)
	if len(dropped) == 0 {
		return placed, nil
	}
	more := ""
	if len(dropped) > 1 {
		more = fmt.Sprintf(" (and %d more)", len(dropped)-1)
	}
	return nil, usageError("-place %q: %v%s", quoted(place), dropped[0], more)
}

// countAttack ends the count of queens that attack each other, which no
// solution holds: it says which on stderr, and prints the count, 0, as
// count does. A part of it is an error, as the count has no units to
// split.
func countAttack(e env, attack *solver.AttackError, placed solver.Placement, part bool, clock *lapClock, asJSON bool) error {
	if part {
		return fmt.Errorf("%v: no solution holds them, so the count has no parts", attack)
	}
	fmt.Fprintf(e.stderr, "nqueens count: %v: no solution holds them\n", attack)
	a, err := solver.Lookup(solver.FastestSearch)
	if err != nil {
		return err
	}
	var times timeSum
	times.add(clock.elapsed())
	return writeCount(e, newCountResult(a, placed, solver.Tally{}, countReport{times: times}), asJSON)
}

// solveCompletion prints the first solution of an n×n board, in
// lexicographic order, that holds the queens of -place, as solve -k
// prints a solution; when none does, it says so and fails.
func solveCompletion(e env, fs *flag.FlagSet, n int, place string, asJSON bool) error {
	if err := checkN(fs, n); err != nil {
		return err
	}
	placed, err := parsePlace(n, place)
	if err != nil {
		return err
	}
	start := time.Now()
	queens, err := solver.FirstCompletion(e.ctx, placed)
	switch {
	case err != nil && e.ctx.Err() != nil:
		return &stopError{done: fmt.Sprintf("after %.1f s", time.Since(start).Seconds()), err: err}
	case err != nil:
		return err
	case queens == nil:
		err := fmt.Errorf("no solution extends the queens %s", placed.Format(":"))
		if attack := placed.Conflict(); attack != nil {
			err = fmt.Errorf("%w: %v", err, attack)
		}
		return err
	}
	if err := solver.Verify(queens); err != nil || !placed.Holds(queens) {
		return fmt.Errorf("internal error: the first solution holding %s is wrong: %v", placed.Format(":"), queens)
	}
	return printSolution(e, lexResult{N: n, Place: placed.Format(":"), Queens: queens}, asJSON)
}
