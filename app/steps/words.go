package steps

import (
	"fmt"

	"nqueens/app/kit"
	"nqueens/solver"
)

// stepWords says in words what the step shown did.
func stepWords(s *solver.TraceState) string {
	e := s.Last
	if s.Steps == 0 {
		return "The board is empty: the search starts in row 1."
	}
	row, col := e.Row+1, e.Col+1
	switch e.Kind {
	case solver.TraceTry:
		if e.Against >= 0 {
			return fmt.Sprintf("Check(row %d, column %d) compares it with the queens above, one row at a time: the queen of row %d, in column %d, attacks it %s. Rejected.",
				row, col, e.Against+1, s.Queens[e.Against]+1, attackLine(s.Queens[e.Against], e.Col))
		}
		return fmt.Sprintf("Check(row %d, column %d) compares it with the %d %s above: none attacks it. Safe.",
			row, col, e.Checks, kit.Plural(uint64(e.Checks), "queen", "queens"))
	case solver.TracePlace:
		if s.Method == "bitmask" {
			return fmt.Sprintf("pos has the free squares of row %d; p = pos & -pos takes the lowest, column %d, and places a queen there (node %s).", row, col, kit.FormatCount(s.Nodes))
		}
		return fmt.Sprintf("Place(row %d, column %d): a queen goes on the safe square (node %s).", row, col, kit.FormatCount(s.Nodes))
	case solver.TraceSolution:
		return fmt.Sprintf("The last row has its queen: solution %s found.", kit.FormatCount(s.Solutions))
	case solver.TraceBacktrack:
		if e.Row == 0 {
			return fmt.Sprintf("Row 1 has no square left: the search is over, with %s %s and %s %s.",
				kit.FormatCount(s.Solutions), kit.Plural(s.Solutions, "solution", "solutions"), kit.FormatCount(s.Nodes), kit.Plural(s.Nodes, "node", "nodes"))
		}
		return fmt.Sprintf("Row %d has no square left: the search lifts the queen of row %d, which moves on to its next square.", row, row-1)
	}
	return ""
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
func stepTally(s *solver.TraceState) string {
	on := uint64(len(s.Queens))
	return fmt.Sprintf("%s %s on the board. So far the search placed %s %s (its nodes) and found %s %s.",
		kit.FormatCount(on), kit.Plural(on, "queen", "queens"),
		kit.FormatCount(s.Nodes), kit.Plural(s.Nodes, "queen", "queens"),
		kit.FormatCount(s.Solutions), kit.Plural(s.Solutions, "solution", "solutions"))
}
