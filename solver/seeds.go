package solver

// The counting methods of the course notes, each completing a board whose
// first rows hold the queens of prefix. Each returns the solutions and the
// nodes, the queens placed after the prefix. They keep the shape of the
// notes' code, so that their speeds can be compared.

// countNaive is the notes' recursive backtracking over a column array x,
// with Check/Place testing each square against every earlier row.
func countNaive(n int, prefix []int) (solutions, nodes uint64) {
	if len(prefix) == n {
		return 1, 0
	}
	x := make([]int, n)
	copy(x, prefix)
	var place func(row int)
	place = func(row int) {
		for col := 0; col < n; col++ {
			if !Safe(x, row, col) {
				continue
			}
			x[row] = col
			nodes++
			if row == n-1 {
				solutions++
			} else {
				place(row + 1)
			}
		}
	}
	place(len(prefix))
	return solutions, nodes
}

// Safe is the notes' Check(row, col): no queen
// above row shares col or a diagonal with it.
func Safe(x []int, row, col int) bool {
	for i := 0; i < row; i++ {
		if x[i] == col || row-i == col-x[i] || row-i == x[i]-col {
			return false
		}
	}
	return true
}

// countIterative is the same search without recursion, as in seed 001:
// x[k] moves right until it is safe; past the last column it backtracks.
func countIterative(n int, prefix []int) (solutions, nodes uint64) {
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
		for x[k] < n && !Safe(x, k, x[k]) {
			x[k]++
		}
		if x[k] == n {
			k-- // backtrack
			continue
		}
		nodes++
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
