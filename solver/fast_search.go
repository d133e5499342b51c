package solver

import (
	"context"

	"nqueens/solver/internal/plan"
)

// fastFrame is one row of a fastSearch's stack.
type fastFrame struct {
	left, down, right uint64    // the squares of the row under attack
	todo              uint64    // its squares left to try
	open              [3]uint64 // the open columns of the next three rows
	flags             uint64    // fastAtBound2 | fastDeep
}

// Flags of a fastFrame.
const (
	fastAtBound2 = 1 << iota // the next row is the case's bound2
	fastDeep                 // the next row is the third last
	fastCheck                // the next row has plan.CheckRows rows or more below it
)

// fastSearch is a fastTask's search in progress.
type fastSearch struct {
	stack [MaxN + 1]fastFrame // indexed y&(MaxN-1) (+1): no bounds checks
	c     *fastCase
	top   int          // the task's first row
	board [MaxN]uint64 // board[y] is the bit of row y's queen, for y < top
	res   fastTally
	tally *openingsPass // if not nil, tallies the openings of each class counted
	ctx   context.Context
	// stopped says that the search ended early because ctx was done.
	stopped bool
}

// search completes the task: it places rows t.row to n-1 in every valid
// way and classifies each solution. It stops early, and returns ctx's
// error, once ctx is done.
func (t *fastTask) search(ctx context.Context) (fastTally, error) {
	return t.searchOpenings(ctx, nil)
}

// searchOpenings is search that also has p, when it is not nil, tally the
// openings of every class of solutions it counts. (A concrete type, not a
// func, so that the search stays on the stack.)
func (t *fastTask) searchOpenings(ctx context.Context, p *openingsPass) (fastTally, error) {
	c, top := t.c, t.row
	s := &fastSearch{c: c, top: top, tally: p, ctx: ctx}
	copy(s.board[:], t.board[:])
	rows := c.rows()
	for y := top; y <= c.n-3; y++ {
		f := &s.stack[y]
		copy(f.open[:], rows[y+1:min(y+4, c.n)])
		if y+1 == c.bound2 && !c.corner {
			f.flags |= fastAtBound2
		}
		if y+1 == c.n-3 {
			f.flags |= fastDeep
		}
		if c.n-1-(y+1) >= plan.CheckRows {
			f.flags |= fastCheck
		}
	}
	f := &s.stack[top]
	f.left, f.down, f.right = t.left, t.down, t.right
	free := c.free(top, t.left, t.down, t.right) &^
		(fastBlock(rows[top+1]&^(t.left<<1|t.down|t.right>>1), 1) | fastBlock(rows[top+2]&^(t.left<<2|t.down|t.right>>2), 2))
	s.stack[top-1].todo = plan.Sentinel
	s.run(top, free)
	if s.stopped {
		return s.res, ctx.Err()
	}
	return s.res, nil
}

// run searches from row y, whose squares left to try are free, with an
// explicit stack. It is the hot loop. It differs from Takaken's in three
// ways that save time: each row's open columns come from a per-row mask
// that holds the case's restrictions, the last row's included; a row's
// squares are left out from the start when a queen there would leave no
// open square in the next row, or the one after (fastBlock, a look-ahead
// without branches); and the last three rows are
// placed by finish3, without the stack. Go spills fewer registers when
// finish3 is a call.
func (s *fastSearch) run(y int, free uint64) {
	var nodes uint64
	for {
		// Back to the deepest row with squares left to try.
		for free == 0 {
			y--
			free = s.stack[y&(MaxN-1)].todo
		}
		if int64(free) < 0 { // the sentinel
			s.res.nodes += nodes
			return
		}
		f, g := &s.stack[y&(MaxN-1)], &s.stack[y&(MaxN-1)+1]
		bit := free & -free
		free ^= bit
		nodes++
		l, d, r := (f.left|bit)<<1, f.down|bit, (f.right|bit)>>1
		// Store now what a push needs, to free the registers.
		g.left, g.down, g.right = l, d, r
		f.todo = free
		next := f.open[0] &^ (l | d | r)
		if f.flags&(fastAtBound2|fastCheck) != 0 {
			if f.flags&fastAtBound2 != 0 {
				next = atBound2(next, d, s.c.sidemask)
			}
			if f.flags&fastCheck != 0 && s.ctx.Err() != nil {
				s.res.nodes += nodes
				s.stopped = true
				return
			}
		}
		next &^= fastBlock(f.open[1]&^(l<<1|d|r>>1), 1) | fastBlock(f.open[2]&^(l<<2|d|r>>2), 2)
		if next == 0 {
			continue
		}
		y++
		free = next
		if f.flags&fastDeep != 0 {
			nodes += s.finish3(y, next)
			free = 0
		}
	}
}

// finish3 places the last three rows, y to y+2, in every valid way, from
// the squares open in row y, a queen on each in turn. It records each
// solution and returns the nodes.
func (s *fastSearch) finish3(y int, open uint64) (nodes uint64) {
	g := &s.stack[y&(MaxN-1)]
	l, d, r := g.left, g.down, g.right
	avail1 := g.open[0] &^ (l<<1 | d | r>>1)
	avail2 := g.open[1] &^ (l<<2 | d | r>>2)
	for ; open != 0; open &= open - 1 {
		a := open & -open
		nodes++
		fb := avail1 &^ (a | a<<1 | a>>1)
		if g.flags&fastAtBound2 != 0 {
			fb = atBound2(fb, d|a, s.c.sidemask)
		}
		for ; fb != 0; fb &= fb - 1 {
			b := fb & -fb
			nodes++
			if e := avail2 &^ (a | a<<2 | a>>2 | b | b<<1 | b>>1); e != 0 {
				nodes++
				s.leaf(y, a, b, e)
			}
		}
	}
	return nodes
}

// leaf classifies the solution whose last three rows, y to y+2, are a, b
// and e.
func (s *fastSearch) leaf(y int, a, b, e uint64) {
	if s.c.corner && s.tally == nil {
		s.res.c8++
		return
	}
	for i := s.top; i < y; i++ {
		s.board[i] = s.stack[i+1].down &^ s.stack[i].down
	}
	s.board[y], s.board[y+1], s.board[y+2] = a, b, e
	if class := s.c.leaf(&s.board, &s.res); class != 0 && s.tally != nil {
		s.tally.add(&s.board, class)
	}
}

// fastBlock returns squares of a row where a queen would close every
// open square, open, of the row k rows below: all squares when open is
// empty, and when it is one square, the three that attack it. It has no
// branch, and misses the rarer cases of two or three open squares.
func fastBlock(open uint64, k uint) uint64 {
	return (open<<k|open|open>>k)&isZero(open&(open-1)) | isZero(open)
}

// isZero returns all ones if x = 0 and 0 otherwise, for x < 1<<63,
// without a branch.
func isZero(x uint64) uint64 { return (x|-x)>>63 - 1 }
