package solver

import (
	"math/bits"

	"nqueens/solver/internal/plan"
)

// caseCosts calibrates the cost estimates of a fastCase's tasks. The open
// squares below a task (plan.OpenProduct) rank the tasks of one case well, but
// the symmetry restrictions deep in the rows, such as bound2's, make their
// scale differ from case to case. So the case turns them into nodes with
// random descents from its tasks (Knuth's estimator, which is unbiased
// but noisy), one from each of up to caseDescents tasks spread over the
// case, added up, where the noise cancels.
//
// It is made at the first estimate, so that the searches that split cases
// into tasks without a plan do not pay for it. (No sync.Once: a plan asks
// for its tasks' costs one at a time.)
type caseCosts struct {
	made  bool
	rows  [MaxN]uint64 // the case's open columns of each row
	scale float64      // nodes per unit of plan.OpenProduct, over the case
}

// caseDescents is about the most descents a case's calibration makes:
// n = 32's plan has 8,000 tasks a case, and a descent costs more than
// the rest of a task's estimate.
const caseDescents = 1024

// Cost estimates the nodes that the task's search places. It is not safe
// for concurrent use with the other tasks of its case.
func (t *fastTask) Cost() float64 {
	c := t.c
	if !c.costs.made {
		c.calibrate(t.row)
	}
	return float64(1 + c.costs.scale*c.openBelow(t.row, t.left, t.down, t.right))
}

// openBelow is the plan.OpenProduct of a task at row y attacked as left, down
// and right, down to the row before the last.
func (c *fastCase) openBelow(y int, left, down, right uint64) float64 {
	return plan.OpenProduct(&c.costs.rows, y, c.n-2, left, down, right)
}

// calibrate sets the case's costs for its tasks, which all start at row:
// the ratio of the descents' estimates to the open squares, over every
// stride-th task.
func (c *fastCase) calibrate(row int) {
	c.costs.made, c.costs.rows = true, c.rows()
	tasks := 0
	c.eachTask(row, func(left, down, right uint64) { tasks++ })
	stride := max(1, tasks/caseDescents)
	open, descents := 0.0, 0.0
	tasks = 0
	c.eachTask(row, func(left, down, right uint64) {
		if tasks%stride == 0 {
			open += c.openBelow(row, left, down, right)
			descents += c.descend(row, left, down, right)
		}
		tasks++
	})
	if open > 0 {
		c.costs.scale = descents / open
	}
}

// eachTask calls f with what attacks the first row of each of the case's
// tasks that start at row stop, in the order of split.
func (c *fastCase) eachTask(stop int, f func(left, down, right uint64)) {
	var walk func(y int, left, down, right uint64)
	walk = func(y int, left, down, right uint64) {
		if y >= stop {
			f(left, down, right)
			return
		}
		for free := c.free(y, left, down, right); free != 0; free &= free - 1 {
			bit := free & -free
			walk(y+1, (left|bit)<<1, down|bit, (right|bit)>>1)
		}
	}
	start := c.start()
	walk(start.row, start.left, start.down, start.right)
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
		var bit uint64
		bit, state = plan.RandomSquare(free, k, state)
		left, down, right = (left|bit)<<1, down|bit, (right|bit)>>1
	}
	return est
}
