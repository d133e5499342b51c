package solver

import "math/bits"

// caseCosts calibrates the cost estimates of a fastCase's tasks. The open
// squares (openSpread) rank the tasks of one case well, but the symmetry
// restrictions deep in the rows, such as bound2's, make their scale differ
// from case to case. So the case turns them into nodes with one random
// descent per task (Knuth's estimator, which is unbiased but noisy), added
// up over the case's tasks, where the noise cancels.
// It is made at the first estimate, so that the searches that split cases
// into tasks without a plan do not pay for it. (No sync.Once: a plan asks
// for its tasks' costs one at a time.)
type caseCosts struct {
	made  bool
	rows  [MaxN]uint64 // the case's open columns of each row
	scale float64      // nodes per unit of openSpread, over the case
}

// cost estimates the nodes that the task's search places. It is not safe
// for concurrent use with the other tasks of its case.
func (t *fastTask) cost() float64 {
	c := t.c
	if !c.costs.made {
		c.calibrate(t.row)
	}
	return float64(1 + c.costs.scale*t.spread())
}

// spread is the task's openSpread, down to the row before the last.
func (t *fastTask) spread() float64 {
	c := t.c
	return openSpread(&c.costs.rows, t.row, c.n-2, c.children(&c.costs.rows, t.row, t.left, t.down, t.right), t.left, t.down, t.right)
}

// calibrate sets the case's costs for its tasks, which all start at row:
// the ratio of their descents' estimates to their spreads.
func (c *fastCase) calibrate(row int) {
	c.costs.made, c.costs.rows = true, c.rows()
	start := c.start()
	spread, descents := c.calibrationSums(start.row, row, start.left, start.down, start.right)
	if spread > 0 {
		c.costs.scale = descents / spread
	}
}

// calibrationSums adds up the spreads and the descents of the case's
// tasks at row stop below a node at row y, which split lists.
func (c *fastCase) calibrationSums(y, stop int, left, down, right uint64) (spread, descents float64) {
	if y >= stop {
		t := fastTask{c: c, row: y, left: left, down: down, right: right}
		return t.spread(), c.descend(y, left, down, right)
	}
	for free := c.free(y, left, down, right); free != 0; free &= free - 1 {
		bit := free & -free
		s, d := c.calibrationSums(y+1, stop, (left|bit)<<1, down|bit, (right|bit)>>1)
		spread, descents = spread+s, descents+d
	}
	return spread, descents
}

// children returns the squares of row y that the fast search tries, when
// queens attack it as left, down and right: those open after the case's
// restrictions, but for the ones fastBlock leaves out.
func (c *fastCase) children(rows *[MaxN]uint64, y int, left, down, right uint64) uint64 {
	free := c.free(y, left, down, right) & rows[y&(MaxN-1)]
	if y+2 < c.n {
		free &^= fastBlock(rows[(y+1)&(MaxN-1)]&^(left<<1|down|right>>1), 1)
	}
	if y+3 < c.n {
		free &^= fastBlock(rows[(y+2)&(MaxN-1)]&^(left<<2|down|right>>2), 2)
	}
	return free
}

// descend estimates the nodes of the fast search below row y, attacked as
// left, down and right, by Knuth's method: it walks down one random path,
// a square of each row's children in turn, and adds up the products of
// the numbers of children met. The path is drawn from a generator seeded
// with the node, so that every machine makes the same estimate.
func (c *fastCase) descend(y int, left, down, right uint64) float64 {
	state := left ^ down*0x9e3779b97f4a7c15 ^ right*0xc2b2ae3d27d4eb4f
	est, width := 0.0, 1.0
	for ; y < c.n; y++ {
		free := c.children(&c.costs.rows, y, left, down, right)
		k := bits.OnesCount64(free)
		if k == 0 {
			break
		}
		width = float64(width * float64(k))
		est += width
		state += 0x9e3779b97f4a7c15
		for j := (mix64(state) >> 32) * uint64(k) >> 32; j > 0; j-- {
			free &= free - 1
		}
		bit := free & -free
		left, down, right = (left|bit)<<1, down|bit, (right|bit)>>1
	}
	return est
}

// mix64 is the output function of Vigna's SplitMix64 generator, whose
// state goes up by 0x9e3779b97f4a7c15 at each step.
func mix64(x uint64) uint64 {
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
