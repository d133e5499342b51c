package link

import "nqueens/solver"

// The published counts of the n-queens problem, shown beside the page's
// own count and labelled as published, so that a visitor can see what
// n = 20 gives without the hours of counting. The page never takes its
// computed count from here: the counts its solver reports are counted, and
// the solver uses the published totals only to seek a solution from the
// nearer end of the order (solver.Published).

// Published returns the published counts for n, if there are any: OEIS
// A000170 and A002562 for n = 1 to 27 (solver.Published).
func Published(n int) (total, unique uint64, ok bool) { return solver.Published(n) }
