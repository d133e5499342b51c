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
	costs    caseCosts // the calibration of its tasks' cost estimates
}

// A fastTask is a fastCase with its first rows placed.
type fastTask struct {
	c                 *fastCase
	row               int // the first row left to place
	left, down, right uint64
	board             [fastSplitRow]uint64 // board[y] is the bit of row y's queen, y < row
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
		return atBound2(free, down, c.sidemask)
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

// atBound2 restricts row bound2 of a non-corner case, whose open squares
// are free and whose columns in use are down, with its sidemask: both edge
// columns must hold a queen by then, for none may below.
func atBound2(free, down, sidemask uint64) uint64 {
	switch down & sidemask {
	case 0:
		return 0
	case sidemask:
		return free
	}
	return free & sidemask
}

// leaf classifies a solution and returns the size of its class, or 0 when
// it is not the canonical member of its class.
func (c *fastCase) leaf(board *[MaxN]uint64, res *fastTally) int {
	if c.corner {
		res.c8++
		return 8
	}
	size := c.symmetry(board)
	switch size {
	case 2:
		res.c2++
	case 4:
		res.c4++
	case 8:
		res.c8++
	}
	return size
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
