package solver

import "math/bits"

// A cursor is a plain row-by-row backtracking search, row 0 first and
// columns in increasing order, stopped at a solution or between two of
// them, that can go on from where it stopped. Its rows above top are a
// fixed prefix that it never changes, so it walks one subtree of the
// search.
type cursor struct {
	n, top int
	r      int // the row the search is at
	all    uint64
	// Row r's attacked columns and diagonals, its queen's bit and the
	// squares it has left to try, indexed r&(MaxN-1): no bounds checks.
	cols, ld, rd, bit, free [MaxN]uint64
}

// newCursor returns a cursor before the first solution that begins with
// prefix, a valid placement of the first rows of an n×n board.
func newCursor(n int, prefix []int) *cursor {
	c := &cursor{n: n, top: len(prefix), all: boardMask(n)}
	c.place(prefix)
	c.r = c.top
	if c.top < n {
		c.free[c.top] = c.open(c.top)
	}
	return c
}

// cursorAt returns a cursor standing on solution x: advancing it by one
// gives the solution after x.
func cursorAt(x []int) *cursor {
	c := &cursor{n: len(x), all: boardMask(len(x))}
	c.place(x)
	c.r = c.n - 1
	return c
}

// place puts the queens of x on rows 0 to len(x)-1, leaving in each row
// only the squares after its queen to try, and prepares row len(x).
func (c *cursor) place(x []int) {
	for r, col := range x {
		p := uint64(1) << uint(col)
		c.bit[r] = p
		c.free[r] = c.open(r) &^ (p<<1 - 1)
		if r+1 < MaxN {
			c.cols[r+1], c.ld[r+1], c.rd[r+1] = c.cols[r]|p, (c.ld[r]|p)<<1, (c.rd[r]|p)>>1
		}
	}
}

// open returns the squares of row r that no queen above attacks.
func (c *cursor) open(r int) uint64 {
	r &= MaxN - 1
	return c.all &^ (c.cols[r] | c.ld[r] | c.rd[r])
}

// advance moves the cursor past up to m solutions, placing at most budget
// queens on the way, and stops on the last solution it passes. It returns
// how many solutions it passed, the queens it placed, and whether its
// subtree has no solution left: the cursor is then spent. Each queen
// placed costs O(1).
func (c *cursor) advance(m, budget uint64) (passed, nodes uint64, end bool) {
	last, r := c.n-1, c.r
	for passed < m && nodes < budget {
		i := r & (MaxN - 1)
		free := c.free[i]
		if free == 0 {
			if r <= c.top {
				c.r = r
				return passed, nodes, true
			}
			r--
			continue
		}
		p := free & -free
		c.free[i], c.bit[i] = free^p, p
		nodes++
		if r == last {
			passed++
			continue
		}
		j := (r + 1) & (MaxN - 1)
		cols, ld, rd := c.cols[i]|p, (c.ld[i]|p)<<1, (c.rd[i]|p)>>1
		c.cols[j], c.ld[j], c.rd[j] = cols, ld, rd
		c.free[j] = c.all &^ (cols | ld | rd)
		r++
	}
	c.r = r
	return passed, nodes, false
}

// queens returns the solution the cursor stands on, as a new slice.
func (c *cursor) queens() []int {
	x := make([]int, c.n)
	for r := range x {
		x[r] = bits.TrailingZeros64(c.bit[r])
	}
	return x
}
