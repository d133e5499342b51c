package solver

import "fmt"

// An AttackError reports two queens that attack each other.
type AttackError struct {
	Row1, Col1 int    // the earlier queen
	Row2, Col2 int    // the later queen
	Line       string // "column", "diagonal" or "anti-diagonal"
}

func (e *AttackError) Error() string {
	return fmt.Sprintf("queens at row %d column %d and row %d column %d share %s",
		e.Row1, e.Col1, e.Row2, e.Col2, e.Shared())
}

// Shared names the line the two queens share, with its article: "a
// column", "a diagonal" or "an anti-diagonal".
func (e *AttackError) Shared() string {
	if e.Line == "anti-diagonal" {
		return "an " + e.Line
	}
	return "a " + e.Line
}

// A ColumnError reports a queen placed off the board.
type ColumnError struct {
	Row, Col, N int
}

func (e *ColumnError) Error() string {
	return fmt.Sprintf("row %d: column %d is off the %d×%d board", e.Row, e.Col, e.N, e.N)
}

// Verify checks that x, with row r's queen in column x[r], places len(x)
// queens on a len(x)×len(x) board so that none attacks another. It returns
// nil; or, when a queen is off the board, a *ColumnError for the first such
// row, whatever attacks come before it, since a board with a queen off it
// is not a placement at all; or an *AttackError naming the earliest row
// whose queen is attacked and one queen that attacks it. It takes O(n)
// time.
func Verify(x []int) error {
	n := len(x)
	for r, c := range x {
		if c < 0 || c >= n {
			return &ColumnError{Row: r, Col: c, N: n}
		}
	}
	// Each line remembers row+1 of the queen on it, 0 for none: 20 bytes
	// a queen, so that 10^7 queens take 200 MB.
	column := make([]int32, n)
	diagonal := make([]int32, 2*n)     // r - c + n
	antiDiagonal := make([]int32, 2*n) // r + c
	for r, c := range x {
		lines := [...]struct {
			seen *int32
			name string
		}{
			{&column[c], "column"},
			{&diagonal[r-c+n], "diagonal"},
			{&antiDiagonal[r+c], "anti-diagonal"},
		}
		for _, l := range lines {
			if *l.seen != 0 {
				q := int(*l.seen) - 1
				return &AttackError{Row1: q, Col1: x[q], Row2: r, Col2: c, Line: l.name}
			}
		}
		for _, l := range lines {
			*l.seen = int32(r + 1)
		}
	}
	return nil
}
