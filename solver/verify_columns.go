package solver

// VerifyColumns checks int32 columns as Verify checks ints: x[r] is the
// column of row r's queen, and it returns nil; a *ColumnError for the first
// row whose queen is off the board; or an *AttackError naming the earliest
// row whose queen is attacked and the queen that attacks it, along its
// column, its diagonal or its anti-diagonal, the first of those that is
// attacked. It takes O(n) time and a bit for each diagonal: n/4 bytes,
// 25 MB for 10^8 queens.
func VerifyColumns(x []int32) error {
	n := len(x)
	for r, c := range x {
		if c < 0 || int(c) >= n {
			return &ColumnError{Row: r, Col: int(c), N: n}
		}
	}
	// One pass a kind of line, each with a bit a line: a pass's loop is
	// lean and its bits few, which matters on large boards, where each
	// row's bits miss the cache.
	seen := make([]uint64, (2*n+63)/64)
	row, kind := n, -1 // the earliest row attacked, and along what
	for k, dir := range lineKinds {
		clear(seen)
		if r := firstRepeat(x, seen, dir.slope, dir.offset(n)); r < row {
			row, kind = r, k
		}
	}
	if kind < 0 {
		return nil
	}
	return attackOn(x, row, kind)
}

// lineKinds are the lines along which queens attack, in the order that
// VerifyColumns reports them: line c + slope*r + offset holds row r's queen
// in column c, from 0 to 2n-2.
var lineKinds = [...]struct {
	name   string
	slope  int
	offset func(n int) int
}{
	{"column", 0, func(int) int { return 0 }},
	{"diagonal", -1, func(n int) int { return n - 1 }},
	{"anti-diagonal", 1, func(int) int { return 0 }},
}

// firstRepeat returns the first row whose queen is on a line of the kind
// given that an earlier queen is on, or len(x); seen must be 0 and have a
// bit for each line.
func firstRepeat(x []int32, seen []uint64, slope, offset int) int {
	for r, c := range x {
		l := int(c) + slope*r + offset
		if seen[l>>6]&(1<<(l&63)) != 0 {
			return r
		}
		seen[l>>6] |= 1 << (l & 63)
	}
	return len(x)
}

// attackOn returns the error for row r's queen, which an earlier queen
// attacks along a line of lineKinds[kind], in O(r) time.
func attackOn(x []int32, r, kind int) error {
	k := lineKinds[kind]
	line := int(x[r]) + k.slope*r
	for q := range r {
		if int(x[q])+k.slope*q == line {
			return &AttackError{Row1: q, Col1: int(x[q]), Row2: r, Col2: int(x[r]), Line: k.name}
		}
	}
	panic("solver: VerifyColumns found no attacker")
}
