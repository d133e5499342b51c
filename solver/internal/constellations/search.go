package constellations

import (
	"context"
	"math/bits"

	"nqueens/solver/internal/plan"
)

// The constellation search places a queen in one free row after another,
// but not top down: after each placement it goes on in the row, among the
// constellationChoice first free rows, with the fewest open squares. A row
// left with one square is filled at once, and one left with none ends the
// branch, so the search places about 0.55 times the nodes of a search top
// down with a two-row look-ahead at n = 16, and fewer as n grows. The lines
// the queens attack are kept in board coordinates, so that any row can
// come next:
//
//	cols: bit c for a queen in column c;
//	anti: bit r+c for a queen in row r, column c;
//	diag: bit c-r+31 (plan.MaxN-1), so that row y's squares on a taken
//	      diagonal are diag<<y>>31 and those on a taken anti-diagonal
//	      anti>>y.

// constellationChoice is how many of the first free rows a search compares
// to choose the next: more saves nodes, but costs time at each. With 3, 4
// and 5, n = 16 took 1.22, 1.14 and 1.38 s.
const constellationChoice = 4

// constellationFrame is one row of a constellationSearch's stack: the row
// it places, the lines of the queens placed before it, and the free rows
// left after it.
type constellationFrame struct {
	cols, anti, diag uint64 // the lines taken, in board coordinates
	todo             uint64 // the row's squares left to try
	rest             uint64 // the free rows after this one, a bit each
	row              uint64
	_                [2]uint64 // 64 bytes a frame
}

// constellationSearch is the search of one Task.
type constellationSearch struct {
	stack   [64]constellationFrame // indexed by the free rows left after a frame's, &63: no bounds checks
	ctx     context.Context
	stopped bool // whether ctx stopped the search early
	count   uint64
	nodes   uint64
}

// openIn returns the squares of row that the lines leave open, from the
// columns that the fixed queens leave open there.
func openIn(open *[plan.MaxN]uint64, row, cols, anti, diag uint64) uint64 {
	return open[row&(plan.MaxN-1)] &^ (cols | anti>>(row&63) | diag<<(row&63)>>(plan.MaxN-1))
}

// countFrom counts the ways to fill rows y to n-2 of lay, given the lines
// attacked in row y, and returns them; it stops early once ctx is done,
// and sets s.stopped.
func (s *constellationSearch) countFrom(lay *Layout, y int, at Lines) uint64 {
	var rest uint64 // the free rows
	for row := y; row <= lay.N-2; row++ {
		if lay.Fixed&(1<<uint(row)) == 0 {
			rest |= 1 << uint(row)
		}
	}
	// The lines in board coordinates: at.right holds bit r+c-y of a
	// queen in row r, column c, and at.left bit c-r+y.
	cols, anti, diag := at.Down, at.Right<<uint(y), at.Left<<uint(plan.MaxN-1-y)
	open := &lay.Open
	m := bits.OnesCount64(rest)
	switch m {
	case 0:
		return 1
	case 1:
		free := uint64(bits.OnesCount64(openIn(open, uint64(bits.TrailingZeros64(rest)), cols, anti, diag)))
		s.nodes += free
		return free
	case 2:
		a, z := uint64(bits.TrailingZeros64(rest)), uint64(63-bits.LeadingZeros64(rest))
		next := openIn(open, a, cols, anti, diag)
		solutions := lastTwoRows(next, openIn(open, z, cols, anti, diag), z-a)
		s.nodes += uint64(bits.OnesCount64(next)) + solutions
		return solutions
	}
	// The first row: the one with the fewest open squares.
	first, free, fewest := uint64(0), uint64(0), 64
	for r := rest; r != 0; r &= r - 1 {
		row := uint64(bits.TrailingZeros64(r))
		squares := openIn(open, row, cols, anti, diag)
		if c := bits.OnesCount64(squares); c < fewest {
			first, free, fewest = row, squares, c
		}
	}
	s.stack[m-1] = constellationFrame{cols: cols, anti: anti, diag: diag, rest: rest &^ (1 << first), row: first}
	s.stack[m].todo = plan.Sentinel
	for left := m - 1; ; {
		if left, free = s.run(open, left, free); left < 0 {
			return s.count
		}
		if s.ctx.Err() != nil {
			s.stopped = true
			return s.count
		}
	}
}

// lastTwoRows counts the ways to place queens on the last two free rows,
// gap rows apart, given the squares open there, next and last, without a
// search: each of next's squares leaves all of last's open but the three
// it attacks.
func lastTwoRows(next, last, gap uint64) uint64 {
	pairs := uint64(bits.OnesCount64(next)) * uint64(bits.OnesCount64(last))
	attacked := bits.OnesCount64(next&last) + bits.OnesCount64(next<<(gap&63)&last) + bits.OnesCount64(next>>(gap&63)&last)
	return pairs - uint64(attacked)
}

// run searches from the stack frame whose row leaves left free rows after
// it, with the squares left to try there, free, and returns when the
// search is done, with left -1, or, with the frame and squares to go on
// from, after a placement that leaves plan.CheckRows free rows or more,
// for its caller to check ctx. The frames are indexed by left, so that
// the tests of depth compare with constants.
//
// It is the hot loop. After each placement it chooses the next row, and
// places a row with one open square at once, in an empty frame, until a
// row has none, two rows are left, or a row has more squares to try: only
// then does it push a frame. It calls no function, which in wasm keeps it
// one loop, and it chooses the row without a branch: mispredicted
// branches cost more than the nodes the choice saves.
func (s *constellationSearch) run(open *[plan.MaxN]uint64, left int, free uint64) (int, uint64) {
	var nodes, count uint64
	stack := &s.stack
	for {
		for free == 0 {
			left++
			free = stack[left&63].todo
		}
		if int64(free) < 0 { // the sentinel
			s.nodes += nodes
			s.count += count
			return -1, 0
		}
		f := &stack[left&63]
		bit := free & -free
		free ^= bit
		nodes++
		f.todo = free
		y := f.row
		cols, anti, diag, rest := f.cols|bit, f.anti|bit<<(y&63), f.diag|bit<<((plan.MaxN-1-y)&63), f.rest
		free = 0 // until a frame is pushed
		for {
			if left == 2 {
				a, z := uint64(bits.TrailingZeros64(rest)), uint64(63-bits.LeadingZeros64(rest))
				next := open[a&(plan.MaxN-1)] &^ (cols | anti>>(a&63) | diag<<(a&63)>>(plan.MaxN-1))
				last := open[z&(plan.MaxN-1)] &^ (cols | anti>>(z&63) | diag<<(z&63)>>(plan.MaxN-1))
				solutions := lastTwoRows(next, last, z-a)
				count += solutions
				nodes += uint64(bits.OnesCount64(next)) + solutions
				break
			}
			// The first constellationChoice free rows, each as a key: its
			// count of open squares <<6 | the row. When only three rows
			// are free, a3 is 64, and its key gets 1<<12 too, more than
			// any other.
			a0 := uint64(bits.TrailingZeros64(rest))
			r := rest & (rest - 1)
			a1 := uint64(bits.TrailingZeros64(r))
			r &= r - 1
			a2 := uint64(bits.TrailingZeros64(r))
			a3 := uint64(bits.TrailingZeros64(r & (r - 1)))
			k0 := uint64(bits.OnesCount64(open[a0&(plan.MaxN-1)]&^(cols|anti>>(a0&63)|diag<<(a0&63)>>(plan.MaxN-1))))<<6 | a0
			k1 := uint64(bits.OnesCount64(open[a1&(plan.MaxN-1)]&^(cols|anti>>(a1&63)|diag<<(a1&63)>>(plan.MaxN-1))))<<6 | a1
			k2 := uint64(bits.OnesCount64(open[a2&(plan.MaxN-1)]&^(cols|anti>>(a2&63)|diag<<(a2&63)>>(plan.MaxN-1))))<<6 | a2
			k3 := uint64(bits.OnesCount64(open[a3&(plan.MaxN-1)]&^(cols|anti>>(a3&63)|diag<<(a3&63)>>(plan.MaxN-1))))<<6 | a3 | a3>>6<<12
			// The least key, by masks: Go compiles min and ifs to branches.
			best := k0
			best ^= (best ^ k1) & uint64(int64(k1-best)>>63)
			best ^= (best ^ k2) & uint64(int64(k2-best)>>63)
			best ^= (best ^ k3) & uint64(int64(k3-best)>>63)
			if best < 1<<6 {
				break // a row with no open square
			}
			row := best & 63
			squares := open[row&(plan.MaxN-1)] &^ (cols | anti>>(row&63) | diag<<(row&63)>>(plan.MaxN-1))
			rest &^= 1 << row
			left--
			if best >= 2<<6 {
				g := &stack[left&63]
				g.cols = cols
				g.anti = anti
				g.diag = diag
				g.rest = rest
				g.row = row
				free = squares
				break
			}
			stack[left&63].todo = 0
			nodes++
			cols, anti, diag = cols|squares, anti|squares<<(row&63), diag|squares<<((plan.MaxN-1-row)&63)
		}
		if free == 0 {
			free = stack[left&63].todo // the squares left in the row placed last
			continue
		}
		if left >= plan.CheckRows {
			s.nodes += nodes
			s.count += count
			return left, free
		}
	}
}
