package random

import (
	"slices"

	"nqueens/solver/internal/rng"
)

// A vegasBoard is a board being filled row by row at random, as in seed
// 004's QueensLv, built so that large boards cost little: the free columns
// are kept in a list with O(1) removal, and a random safe column is found
// by drawing free columns until one is safe, falling back to a scan of the
// free columns when draws keep failing. Both ways pick uniformly among the
// safe columns, and an attempt costs O(n^(4/3)) expected time rather than
// the O(n^2) of scanning every column of every row.
type vegasBoard struct {
	n      int
	x      []int32 // x[r] is the column of row r's queen, for the rows placed
	placed int     // rows placed
	free   []int32 // free columns: free[:nFree]
	pos    []int32 // pos[c] is the index of column c in free
	nFree  int
	diag   []bool // r - c + n - 1 in use
	anti   []bool // r + c in use
}

func newVegasBoard(n int) *vegasBoard {
	b := &vegasBoard{
		n:    n,
		x:    make([]int32, n),
		free: make([]int32, n),
		pos:  make([]int32, n),
		diag: make([]bool, 2*n),
		anti: make([]bool, 2*n),
	}
	for c := range n {
		b.free[c], b.pos[c] = int32(c), int32(c)
	}
	b.nFree = n
	return b
}

// reset empties the board in time proportional to the queens on it.
func (b *vegasBoard) reset() {
	for b.placed > 0 {
		b.unplace()
	}
}

func (b *vegasBoard) safe(r, c int) bool {
	return !b.diag[r-c+b.n-1] && !b.anti[r+c]
}

// place puts the next row's queen in free column c.
func (b *vegasBoard) place(c int) {
	r := b.placed
	b.x[r] = int32(c)
	b.diag[r-c+b.n-1], b.anti[r+c] = true, true
	// Swap c to the end of the free list and drop it.
	i, last := b.pos[c], int32(b.nFree-1)
	other := b.free[last]
	b.free[i], b.pos[other] = other, i
	b.free[last], b.pos[c] = int32(c), last
	b.nFree--
	b.placed++
}

// unplace removes the last row's queen.
func (b *vegasBoard) unplace() {
	b.placed--
	r := b.placed
	c := int(b.x[r])
	b.diag[r-c+b.n-1], b.anti[r+c] = false, false
	// Column c sits just past the free list, where place left it, unless
	// later places moved it; swap it back into the list's end.
	i, end := b.pos[c], int32(b.nFree)
	other := b.free[end]
	b.free[i], b.pos[other] = other, i
	b.free[end], b.pos[c] = int32(c), end
	b.nFree++
}

// randomSafe returns a column chosen uniformly among the safe columns of
// the next row, or -1 when there is none.
func (b *vegasBoard) randomSafe(rnd *rng.Source) int {
	r := b.placed
	// Draws cost O(1) each; a scan costs O(nFree). Draw at most nFree
	// times, so neither way costs more than O(nFree).
	for range b.nFree {
		c := int(b.free[rnd.Uniform(b.nFree)])
		if b.safe(r, c) {
			return c
		}
	}
	// Reservoir sampling over the safe columns, as the notes'
	// uniform(1..nb) = 1 test.
	chosen, nb := -1, 0
	for _, c := range b.free[:b.nFree] {
		if b.safe(r, int(c)) {
			nb++
			if rnd.Uniform(nb) == 0 {
				chosen = int(c)
			}
		}
	}
	return chosen
}

// randomRows places queens at random in rows up to step, each uniformly
// among its safe columns. It reports whether all step rows got a queen,
// and counts the nodes: the promising placements, the empty board's
// included.
func (b *vegasBoard) randomRows(step int, rnd *rng.Source) (ok bool, nodes uint64) {
	nodes = 1 // the empty board
	for b.placed < step {
		c := b.randomSafe(rnd)
		if c < 0 {
			return false, nodes
		}
		b.place(c)
		nodes++
	}
	return true, nodes
}

// solution returns a copy of the queens' columns.
func (b *vegasBoard) solution() []int32 {
	return slices.Clone(b.x)
}
