package solver

import (
	"math/bits"
)

// constellationFrame is one free row of a constellationSearch's stack.
type constellationFrame struct {
	at   lines  // the lines attacked in the row
	todo uint64 // its squares left to try
	// shape holds how far down the next free row is (1, or more past
	// fixed rows) in its bits 0 to 5; in the third last free row, how far
	// down the last free row is in bits 8 to 13; and the flags, from bit
	// 16. It is one word so that a frame is 64 bytes. open[0] holds the
	// columns open in the next free row, and open[1] and open[2] those of
	// the rows 2 and 3 below this one, to look ahead; in the third last
	// free row, open[1] is the last free row's, and open[2] the rows
	// between the last two.
	shape uint64
	open  [3]uint64
}

// Flags of a constellationFrame.
const (
	constellationEnd   = 1 << (16 + iota) // the row is the third last free row
	constellationCheck                    // the next free row has fastCheckRows rows or more below
	constellationFlags = constellationEnd | constellationCheck
)

// constellationSearch is the search of one constellationTask.
type constellationSearch struct {
	stack   [64]constellationFrame // indexed by free row, &63: no bounds checks
	ctx     Stopper
	stopped bool // whether ctx stopped the search early
	count   uint64
	nodes   uint64
}

// countFrom counts the ways to fill rows y to n-2 of lay, given the lines
// attacked in row y, and returns them; it stops early once ctx is done,
// and sets s.stopped.
func (s *constellationSearch) countFrom(lay *layout, y int, at lines) uint64 {
	n := lay.n
	var rows [MaxN]int // the free rows from y on
	m := 0
	for row := y; row <= n-2; row++ {
		if lay.fixed&(1<<uint(row)) == 0 {
			rows[m] = row
			m++
		}
	}
	if m == 0 {
		return 1
	}
	// The lines pass the fixed rows above the first free row.
	at.left <<= uint(rows[0] - y)
	at.right >>= uint(rows[0] - y)
	free := lay.open[rows[0]] &^ (at.left | at.right | at.down)
	switch m {
	case 1:
		s.nodes += uint64(bits.OnesCount64(free))
		return uint64(bits.OnesCount64(free))
	case 2:
		gap := uint64(rows[1] - rows[0])
		last := lay.open[rows[1]] &^ (at.left<<gap | at.down | at.right>>gap)
		solutions := lastTwoRows(free, last, gap)
		s.nodes += uint64(bits.OnesCount64(free)) + solutions
		return solutions
	}
	for d := range m - 2 {
		f := &s.stack[d+1]
		row := rows[d]
		f.shape = uint64(rows[d+1] - row)
		f.open = [3]uint64{lay.open[rows[d+1]], lay.open[min(row+2, n-2)], lay.open[min(row+3, n-2)]}
		if d == m-3 {
			f.shape |= constellationEnd | uint64(rows[m-1]-row)<<8
			f.open[1], f.open[2] = lay.open[rows[m-1]], uint64(rows[m-1]-rows[m-2])
		}
		if m-d-2 >= fastCheckRows {
			f.shape |= constellationCheck
		}
	}
	s.stack[1].at = at
	s.stack[0].todo = fastSentinel
	for d := 1; ; {
		if d, free = s.run(d, free); d == 0 {
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

// run searches from stack frame d, whose squares left to try are free,
// with an explicit stack, and returns when the search is done, with d 0,
// or, with the frame and squares to go on from, after a placement in a row
// with fastCheckRows rows or more below, for its caller to check ctx. It
// is the hot loop, the fast counter's without its symmetry tests: a
// placement leaves the next free row open only if the two rows below the
// row placed have open squares too, and the last two free rows are
// counted, not searched (lastTwoRows). It calls no function, which in
// wasm keeps it one loop.
func (s *constellationSearch) run(d int, free uint64) (int, uint64) {
	var nodes, count uint64
	stack := &s.stack
	for {
		for free == 0 {
			d--
			free = stack[d&63].todo
		}
		if int64(free) < 0 { // the sentinel
			s.nodes += nodes
			s.count += count
			return 0, 0
		}
		f := &stack[d&63]
		bit := free & -free
		free ^= bit
		nodes++
		f.todo = free
		lb, rb, down := f.at.left|bit, f.at.right|bit, f.at.down|bit
		l, r := lb<<(f.shape&63), rb>>(f.shape&63)
		next := f.open[0] &^ (l | r | down)
		if f.shape&constellationEnd != 0 {
			// The last two free rows, f.shape>>8 and f.open[2] rows
			// below, with the squares open in the last: f.open[1].
			lastRows := f.shape >> 8 & 63
			last := f.open[1] &^ (lb<<lastRows | down | rb>>lastRows)
			solutions := lastTwoRows(next, last, f.open[2])
			count += solutions
			nodes += uint64(bits.OnesCount64(next)) + solutions
			continue
		}
		if next == 0 || f.open[1]&^(lb<<2|down|rb>>2) == 0 || f.open[2]&^(lb<<3|down|rb>>3) == 0 {
			continue
		}
		d++
		stack[d&63].at = lines{l, r, down}
		if f.shape&constellationCheck != 0 {
			s.nodes += nodes
			s.count += count
			return d, next
		}
		free = next
	}
}
