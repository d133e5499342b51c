package steps

import (
	"fmt"
	"strings"

	"nqueens/app/kit"
	"nqueens/solver/trace"
)

// numbering says how the panel numbers rows and columns: as the code does.
const numbering = "Rows and columns are numbered from 0, as in the code."

// stepWords says in words what the step shown did, in the names of the
// code beside the board.
func stepWords(s *trace.State) string {
	e := s.Last
	if s.Steps == 0 {
		return "The board is empty: the search starts in row 0."
	}
	switch e.Kind {
	case trace.Try:
		return tryWords(s, e)
	case trace.Place:
		if s.Method == "bitmask" {
			return fmt.Sprintf("free holds the columns of row %d that no queen attacks, still to try: %s. p := free & -free takes the lowest, column %d: the queen goes there, and test goes down a row (node %s).",
				e.Row, columnsWords(e.Free, s.N), e.Col, kit.FormatCount(s.Nodes))
		}
		return fmt.Sprintf("b.x[row] = col puts a queen on row %d, column %d (node %s).", e.Row, e.Col, kit.FormatCount(s.Nodes))
	case trace.Solution:
		return solutionWords(s)
	case trace.Backtrack:
		return backtrackWords(s, e)
	}
	return ""
}

// tryWords says what safe found of the square tried.
func tryWords(s *trace.State, e trace.Event) string {
	if e.Against >= 0 {
		return fmt.Sprintf("solver.Safe(b.x, %d, %d) compares column %d with the queens above, one row at a time: the queen of row %d, x[%d] = %d, attacks it %s. Not safe: the next column.",
			e.Row, e.Col, e.Col, e.Against, e.Against, s.Queens[e.Against], attackLine(s.Queens[e.Against], e.Col))
	}
	if e.Checks == 0 {
		return fmt.Sprintf("solver.Safe(b.x, %d, %d): row 0 has no queen above it to compare with. Safe.", e.Row, e.Col)
	}
	return fmt.Sprintf("solver.Safe(b.x, %d, %d) compares column %d with the %d %s above: none attacks it. Safe.",
		e.Row, e.Col, e.Col, e.Checks, kit.Plural(uint64(e.Checks), "queen", "queens"))
}

// solutionWords says that the last queen placed made a solution.
func solutionWords(s *trace.State) string {
	why := "Every row has its queen"
	if s.Method == "bitmask" {
		why = "cols == all: every column has its queen"
	}
	return fmt.Sprintf("%s, so b.count++ counts solution %s.", why, kit.FormatCount(s.Solutions))
}

// backtrackWords says that row e.Row has no column left.
func backtrackWords(s *trace.State, e trace.Event) string {
	if e.Row == 0 {
		return fmt.Sprintf("Row 0 has no column left: the search is over, with %s %s and %s %s.",
			kit.FormatCount(s.Solutions), kit.Plural(s.Solutions, "solution", "solutions"), kit.FormatCount(s.Nodes), kit.Plural(s.Nodes, "node", "nodes"))
	}
	back := "the function returns to row %d, whose queen moves on to its next column."
	if s.Method == "iterative" {
		back = "row-- goes back to row %d, whose queen moves on to its next column."
	}
	return fmt.Sprintf("Row %d has no column left: "+back, e.Row, e.Row-1)
}

// columnsWords lists the columns of mask's bits on an n×n board.
func columnsWords(mask uint64, n int) string {
	var cols []string
	for c := range n {
		if mask>>uint(c)&1 != 0 {
			cols = append(cols, fmt.Sprint(c))
		}
	}
	switch len(cols) {
	case 0:
		return "none"
	case 1:
		return "column " + cols[0]
	}
	return "columns " + strings.Join(cols[:len(cols)-1], ", ") + " and " + cols[len(cols)-1]
}

// attackLine says how a queen in column c attacks a square in column col.
func attackLine(c, col int) string {
	if c == col {
		return "along its column"
	}
	return "along a diagonal"
}

// stepTally says what the board holds, and what the search did so far:
// the queens on the board are not the queens placed, which counts every
// node.
func stepTally(s *trace.State) string {
	on := uint64(len(s.Queens))
	return fmt.Sprintf("%s %s on the board. So far the search placed %s %s (its nodes) and found %s %s.",
		kit.FormatCount(on), kit.Plural(on, "queen", "queens"),
		kit.FormatCount(s.Nodes), kit.Plural(s.Nodes, "queen", "queens"),
		kit.FormatCount(s.Solutions), kit.Plural(s.Solutions, "solution", "solutions"))
}
