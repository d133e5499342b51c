package solver

// The fast counter counts each class of solutions under the 8 symmetries
// of the board once, in the manner of Takaken's well-known algorithm:
//
//   - Corner case: row 0's queen in column 0. Such a solution is never
//     symmetric, so it stands for 8. Requiring row 1's queen to the right
//     of column 1 in row order (bound1) keeps the transposed twin out.
//   - Other cases: row 0's queen in column bound1 < (n-1)/2, one per pair
//     of mirrored columns. Queens on the board's edges are restricted with
//     sidemask and lastmask so that the first row is the lowest edge queen
//     of every image, and a check at each leaf compares the solution with
//     its rotations to keep only the canonical one and tell whether its
//     class has 2, 4 or 8 members.
//
// This searches about an eighth of the tree. The search of each case is
// split after its first rows into fastTasks, which can run in any order
// and on any goroutine or Web Worker.

// fastSplitRow is the row at which fastTasks start, for large boards.
const fastSplitRow = 4

// fastCase holds what is fixed for one value of bound1.
type fastCase struct {
	n        int
	corner   bool
	bound1   int
	bound2   int
	mask     uint64 // the n columns
	sidemask uint64 // both edge columns
	lastmask uint64 // columns the last row may not use
	topbit   uint64
	endbit   uint64
}

// A fastTask is a fastCase with its first rows placed.
type fastTask struct {
	c                 *fastCase
	row               int // the first row left to place
	left, down, right uint64
	board             [MaxN]uint64 // board[y] is the bit of row y's queen
}

// fastTally counts the classes of 2, 4 and 8 solutions, and the nodes.
type fastTally struct {
	c2, c4, c8, nodes uint64
}

func (t fastTally) tally() Tally {
	return Tally{
		Solutions: 2*t.c2 + 4*t.c4 + 8*t.c8,
		Unique:    t.c2 + t.c4 + t.c8,
		Nodes:     t.nodes,
	}
}

// fastCases lists the cases of an n×n board, n ≥ 5.
func fastCases(n int) []*fastCase {
	mask := boardMask(n)
	topbit := uint64(1) << uint(n-1)
	var cases []*fastCase
	for b1 := 2; b1 < n-1; b1++ {
		cases = append(cases, &fastCase{n: n, corner: true, bound1: b1, mask: mask, topbit: topbit})
	}
	lastmask, endbit := topbit|1, topbit>>1
	for b1, b2 := 1, n-2; b1 < b2; b1, b2 = b1+1, b2-1 {
		cases = append(cases, &fastCase{n: n, bound1: b1, bound2: b2, mask: mask,
			sidemask: topbit | 1, lastmask: lastmask, topbit: topbit, endbit: endbit})
		lastmask |= lastmask>>1 | lastmask<<1
		endbit >>= 1
	}
	return cases
}

// free returns the squares of row y open to a queen, given the columns and
// diagonals attacked there, after the case's symmetry restrictions.
func (c *fastCase) free(y int, left, down, right uint64) uint64 {
	free := c.mask &^ (left | down | right)
	switch {
	case c.corner:
		if y < c.bound1 {
			free &^= 2
		}
	case y < c.bound1:
		free &^= c.sidemask
	case y == c.bound2:
		return c.atBound2(free, down)
	}
	return free
}

// start places the case's first queens: row 0, and row 1 in the corner case.
func (c *fastCase) start() fastTask {
	t := fastTask{c: c}
	if c.corner {
		bit := uint64(1) << uint(c.bound1)
		t.board[0], t.board[1] = 1, bit
		t.row, t.left, t.down, t.right = 2, (2|bit)<<1, 1|bit, bit>>1
		return t
	}
	bit := uint64(1) << uint(c.bound1)
	t.board[0] = bit
	t.row, t.left, t.down, t.right = 1, bit<<1, bit, bit>>1
	return t
}

// split lists the case's tasks with rows up to stop placed, and counts the
// nodes placed on the way.
func (c *fastCase) split(t fastTask, stop int, tasks []fastTask, nodes *uint64) []fastTask {
	if t.row >= stop {
		return append(tasks, t)
	}
	for free := c.free(t.row, t.left, t.down, t.right); free != 0; free &= free - 1 {
		bit := free & -free
		next := t
		next.board[t.row] = bit
		next.row, next.left, next.down, next.right = t.row+1, (t.left|bit)<<1, t.down|bit, (t.right|bit)>>1
		*nodes++
		tasks = c.split(next, stop, tasks, nodes)
	}
	return tasks
}

// search completes the task: it places rows t.row to n-1 in every valid
// way and classifies each solution. It is the hot loop, with an explicit
// stack, which Go compiles to tighter code than recursion, natively and in
// wasm. It differs from Takaken's in three ways that save time: each
// row's open columns come from a per-row mask that holds the case's
// restrictions, the last row's included; a placement is dropped at once
// when the next row, or the one after, has no open square (a look-ahead);
// and the last three rows are placed by finish3, without the stack.
func (t *fastTask) search() fastTally {
	c := t.c
	last := c.n - 1
	rows := c.rows()
	b2 := c.bound2
	if c.corner {
		b2 = -1
	}
	var res fastTally
	var nodes uint64
	var left, down, right, todo [MaxN]uint64 // indexed y&(MaxN-1): no bounds checks
	board := &t.board
	top := t.row
	y := top
	left[y&(MaxN-1)], down[y&(MaxN-1)], right[y&(MaxN-1)] = t.left, t.down, t.right
	todo[y&(MaxN-1)] = c.free(y, t.left, t.down, t.right)
	if todo[y&(MaxN-1)] == 0 {
		return res
	}
	for {
		// Here row y has squares left to try.
		free := todo[y&(MaxN-1)]
		bit := free & -free
		todo[y&(MaxN-1)] = free ^ bit
		board[y&(MaxN-1)] = bit
		nodes++
		l, d, r := (left[y&(MaxN-1)]|bit)<<1, down[y&(MaxN-1)]|bit, (right[y&(MaxN-1)]|bit)>>1
		next := rows[(y+1)&(MaxN-1)] &^ (l | d | r)
		if y+1 == b2 {
			next = c.atBound2(next, d)
		}
		// Skip the placement when the next row, or the one after, has no
		// open square.
		if next != 0 && rows[(y+2)&(MaxN-1)]&^(l<<1|d|r>>1) != 0 {
			if y+3 == last {
				// The last three rows, without pushing.
				nodes += c.finish3(next, l, d, r, &rows, board, &res)
			} else {
				y++
				left[y&(MaxN-1)], down[y&(MaxN-1)], right[y&(MaxN-1)] = l, d, r
				todo[y&(MaxN-1)] = next
				continue
			}
		}
		// Back to the deepest row with squares left to try.
		for todo[y&(MaxN-1)] == 0 {
			if y == top {
				res.nodes = nodes
				return res
			}
			y--
		}
	}
}

// rows returns the columns that the case's restrictions leave open in each
// row: no edge columns above bound1, and in the last row none of lastmask.
func (c *fastCase) rows() (rows [MaxN]uint64) {
	for y := range rows {
		rows[y] = c.mask
		switch {
		case y >= c.bound1:
		case c.corner:
			rows[y] &^= 2
		default:
			rows[y] &^= c.sidemask
		}
	}
	rows[(c.n-1)&(MaxN-1)] &^= c.lastmask
	return rows
}

// finish3 places the queens of the last three rows in every valid way,
// given the open squares fa of the first of them and its masks l, d, r. It
// records each solution in res and returns the nodes.
func (c *fastCase) finish3(fa, l, d, r uint64, rows *[MaxN]uint64, board *[MaxN]uint64, res *fastTally) (nodes uint64) {
	y := c.n - 3
	avail1 := rows[(y+1)&(MaxN-1)] &^ (l<<1 | d | r>>1)
	avail2 := rows[(y+2)&(MaxN-1)] &^ (l<<2 | d | r>>2)
	for ; fa != 0; fa &= fa - 1 {
		a := fa & -fa
		nodes++
		fb := avail1 &^ (a | a<<1 | a>>1)
		if y+1 == c.bound2 && !c.corner {
			fb = c.atBound2(fb, d|a)
		}
		for ; fb != 0; fb &= fb - 1 {
			b := fb & -fb
			nodes++
			if e := avail2 &^ (a | a<<2 | a>>2 | b | b<<1 | b>>1); e != 0 {
				nodes++
				board[y&(MaxN-1)], board[(y+1)&(MaxN-1)], board[(y+2)&(MaxN-1)] = a, b, e
				c.leaf(board, res)
			}
		}
	}
	return nodes
}

// atBound2 restricts row bound2 of a non-corner case, whose open squares
// are free and whose columns in use are down: both edge columns must hold
// a queen by then, for none may below.
func (c *fastCase) atBound2(free, down uint64) uint64 {
	switch down & c.sidemask {
	case 0:
		return 0
	case c.sidemask:
		return free
	}
	return free & c.sidemask
}

// leaf classifies a solution.
func (c *fastCase) leaf(board *[MaxN]uint64, res *fastTally) {
	if c.corner {
		res.c8++
		return
	}
	switch c.symmetry(board) {
	case 2:
		res.c2++
	case 4:
		res.c4++
	case 8:
		res.c8++
	}
}

// symmetry compares a solution of a non-corner case with its rotations.
// It returns 0 when a rotation is smaller, so the solution is not the
// canonical one of its class; otherwise the size of the class.
func (c *fastCase) symmetry(board *[MaxN]uint64) int {
	last := c.n - 1
	// Rotation by 90°.
	if board[c.bound2] == 1 {
		own, ptn := 1, uint64(2)
		for ; own <= last; own, ptn = own+1, ptn<<1 {
			bit, you := uint64(1), last
			for board[you] != ptn && board[own] >= bit {
				bit <<= 1
				you--
			}
			if board[own] > bit {
				return 0
			}
			if board[own] < bit {
				break
			}
		}
		if own > last {
			return 2
		}
	}
	// Rotation by 180°.
	if board[last] == c.endbit {
		own, you := 1, last-1
		for ; own <= last; own, you = own+1, you-1 {
			bit := uint64(1)
			for ptn := c.topbit; ptn != board[you] && board[own] >= bit; ptn >>= 1 {
				bit <<= 1
			}
			if board[own] > bit {
				return 0
			}
			if board[own] < bit {
				break
			}
		}
		if own > last {
			return 4
		}
	}
	// Rotation by 270°.
	if board[c.bound1] == c.topbit {
		own, ptn := 1, c.topbit>>1
		for ; own <= last; own, ptn = own+1, ptn>>1 {
			bit, you := uint64(1), 0
			for board[you] != ptn && board[own] >= bit {
				bit <<= 1
				you++
			}
			if board[own] > bit {
				return 0
			}
			if board[own] < bit {
				break
			}
		}
	}
	return 8
}
