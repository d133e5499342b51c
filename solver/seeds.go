package solver

// The counting methods of the course notes, each completing a board whose
// first rows hold the queens of prefix. Each returns the solutions and the
// nodes, the queens placed after the prefix. They keep the shape of the
// notes' code, so that their speeds can be compared.

// countNaive is the notes' recursive backtracking over a column array x,
// with Check/Place testing each square against every earlier row.
func countNaive(n int, prefix []int) (solutions, nodes uint64) {
	return searchNaive(n, prefix, noTrace{})
}

// searchNaive is countNaive, telling h of each step.
func searchNaive[H hook](n int, prefix []int, h H) (solutions, nodes uint64) {
	if len(prefix) == n {
		return 1, 0
	}
	s := naiveSearch[H]{n: n, x: make([]int, n), trace: tracerOf(h)}
	copy(s.x, prefix)
	s.place(len(prefix))
	return s.solutions, s.nodes
}

// naiveSearch is the state of searchNaive.
type naiveSearch[H hook] struct {
	n                int
	x                []int
	trace            Tracer
	stopped          bool
	solutions, nodes uint64
}

// place is the notes' recursive Place(row).
func (s *naiveSearch[H]) place(row int) {
	n, x := s.n, s.x
	for col := 0; col < n; col++ {
		if !tracing[H]() {
			if !safe(x, row, col) {
				continue
			}
		} else if !traceTry(s.trace, x, row, col, &s.stopped) {
			if s.stopped {
				return
			}
			continue
		}
		x[row] = col
		s.nodes++
		if tracing[H]() && !traceNode(s.trace, TraceEvent{Row: row, Col: col, Against: -1}, row == n-1) {
			s.stopped = true
			return
		}
		if row == n-1 {
			s.solutions++
		} else if s.place(row + 1); tracing[H]() && s.stopped {
			return
		}
	}
	if tracing[H]() {
		s.stopped = !s.trace(TraceEvent{Kind: TraceBacktrack, Row: row, Col: -1, Against: -1})
	}
}

// traceNode tells trace of a queen placed, e, and of the solution it
// makes when it fills the last row. It returns false when trace stops.
func traceNode(trace Tracer, e TraceEvent, last bool) bool {
	e.Kind = TracePlace
	if !trace(e) {
		return false
	}
	e.Kind = TraceSolution
	return !last || trace(e)
}

// traceTry is Check for a traced search: it tells trace of the test and
// reports whether the square is safe. It sets stopped when trace stops.
func traceTry(trace Tracer, x []int, row, col int, stopped *bool) bool {
	against := attacker(x, row, col)
	if !trace(TraceEvent{Kind: TraceTry, Row: row, Col: col, Against: against, Checks: checks(row, against)}) {
		*stopped = true
		return false
	}
	return against < 0
}

// checks is how many earlier rows Check compares before it finds the one
// that attacks, or all of them.
func checks(row, against int) int {
	if against < 0 {
		return row
	}
	return against + 1
}

// safe is the notes' Check(row, col): no earlier row's queen shares the
// column or a diagonal.
func safe(x []int, row, col int) bool {
	for i := 0; i < row; i++ {
		if x[i] == col || row-i == col-x[i] || row-i == x[i]-col {
			return false
		}
	}
	return true
}

// attacker is Check that says which earlier row's queen attacks the
// square, the first from the top, or -1 if none does.
func attacker(x []int, row, col int) int {
	for i := 0; i < row; i++ {
		if x[i] == col || row-i == col-x[i] || row-i == x[i]-col {
			return i
		}
	}
	return -1
}

// countIterative is the same search without recursion, as in seed 001:
// x[k] moves right until it is safe; past the last column it backtracks.
func countIterative(n int, prefix []int) (solutions, nodes uint64) {
	return searchIterative(n, prefix, noTrace{})
}

// searchIterative is countIterative, telling trace of each step if it is
// not nil.
func searchIterative[H hook](n int, prefix []int, h H) (solutions, nodes uint64) {
	trace := tracerOf(h)
	start := len(prefix)
	if start == n {
		return 1, 0
	}
	x := make([]int, n)
	copy(x, prefix)
	k := start
	x[k] = -1
	for k >= start {
		x[k]++
		stopped := false
		for x[k] < n {
			if !tracing[H]() {
				if safe(x, k, x[k]) {
					break
				}
			} else if traceTry(trace, x, k, x[k], &stopped) {
				break
			} else if stopped {
				return solutions, nodes
			}
			x[k]++
		}
		if x[k] == n {
			if tracing[H]() && !trace(TraceEvent{Kind: TraceBacktrack, Row: k, Col: -1, Against: -1}) {
				return solutions, nodes
			}
			k-- // backtrack
			continue
		}
		nodes++
		if tracing[H]() && !traceNode(trace, TraceEvent{Row: k, Col: x[k], Against: -1}, k == n-1) {
			return solutions, nodes
		}
		if k == n-1 {
			solutions++
		} else {
			k++
			x[k] = -1
		}
	}
	return solutions, nodes
}

// countArrays keeps boolean arrays of the columns and both diagonals in
// use, as seed 003's Queen2.
func countArrays(n int, prefix []int) (solutions, nodes uint64) {
	col := make([]bool, n)
	diag := make([]bool, 2*n-1) // row + col
	anti := make([]bool, 2*n-1) // n-1 + col - row
	for r, c := range prefix {
		col[c], diag[r+c], anti[n-1+c-r] = true, true, true
	}
	var place func(row int)
	place = func(row int) {
		for c := 0; c < n; c++ {
			d, a := row+c, n-1+c-row
			if col[c] || diag[d] || anti[a] {
				continue
			}
			nodes++
			if row == n-1 {
				solutions++
				continue
			}
			col[c], diag[d], anti[a] = true, true, true
			place(row + 1)
			col[c], diag[d], anti[a] = false, false, false
		}
	}
	if len(prefix) == n {
		return 1, 0
	}
	place(len(prefix))
	return solutions, nodes
}

// countBitArray uses integers as bit arrays for the same three sets, and
// tests them one bit at a time, as Queen3.
func countBitArray(n int, prefix []int) (solutions, nodes uint64) {
	col, diag, anti := bitArrays(n, prefix)
	var place func(row int)
	place = func(row int) {
		for c := 0; c < n; c++ {
			d, a := uint(row+c), uint(n-1+c-row)
			if (col>>uint(c)|diag>>d|anti>>a)&1 != 0 {
				continue
			}
			nodes++
			if row == n-1 {
				solutions++
				continue
			}
			col ^= 1 << uint(c)
			diag ^= 1 << d
			anti ^= 1 << a
			place(row + 1)
			col ^= 1 << uint(c)
			diag ^= 1 << d
			anti ^= 1 << a
		}
	}
	if len(prefix) == n {
		return 1, 0
	}
	place(len(prefix))
	return solutions, nodes
}

// bitArrays returns the bit arrays of Queen3 and Queen4 for the queens of
// prefix: bit c of col, bit r+c of diag and bit n-1+c-r of anti are set for
// the queen of row r in column c.
func bitArrays(n int, prefix []int) (col, diag, anti uint64) {
	for r, c := range prefix {
		col ^= 1 << uint(c)
		diag ^= 1 << uint(r+c)
		anti ^= 1 << uint(n-1+c-r)
	}
	return col, diag, anti
}

// countBitScan keeps the same bit arrays but takes the free squares of a
// row all at once and enumerates them with p = free & -free, as Queen4.
func countBitScan(n int, prefix []int) (solutions, nodes uint64) {
	col, diag, anti := bitArrays(n, prefix)
	all := boardMask(n)
	var place func(row int)
	place = func(row int) {
		free := all &^ (col | diag>>uint(row) | anti>>uint(n-1-row))
		for free != 0 {
			p := free & -free
			free ^= p
			nodes++
			if row == n-1 {
				solutions++
				continue
			}
			col ^= p
			diag ^= p << uint(row)
			anti ^= p << uint(n-1-row)
			place(row + 1)
			col ^= p
			diag ^= p << uint(row)
			anti ^= p << uint(n-1-row)
		}
	}
	if len(prefix) == n {
		return 1, 0
	}
	place(len(prefix))
	return solutions, nodes
}

// countBitmask passes the three sets down the rows as arguments, shifted
// one column per row: the propagation of Queen5 and of seeds 000 and 002.
func countBitmask(s Subproblem) (solutions, nodes uint64) {
	all := boardMask(s.N)
	if s.cols == all {
		return 1, 0
	}
	return countNodesFrom(all, s.cols, s.ld, s.rd)
}

// countNodesFrom is countFrom that also counts the queens it places.
func countNodesFrom(all, cols, ld, rd uint64) (solutions, nodes uint64) {
	for free := all &^ (cols | ld | rd); free != 0; free &= free - 1 {
		p := free & -free
		nodes++
		if cols|p == all {
			return 1, nodes
		}
		s, m := countNodesFrom(all, cols|p, (ld|p)<<1, (rd|p)>>1)
		solutions += s
		nodes += m
	}
	return solutions, nodes
}
