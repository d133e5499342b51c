package solver

import (
	"context"

	"nqueens/solver/internal/plan"
)

// taskCost returns t's estimated cost: 1 unless it is a plan.Costed.
func taskCost(t task) float64 {
	if c, ok := t.(plan.Costed); ok {
		return c.Cost()
	}
	return 1
}

// The estimates of the fast and subproblem tasks rest on the open squares
// of the rows below a task: the product over rows, of how many squares of
// each row the queens placed leave open, grows with the tree below. The
// fast tasks' estimates leave out the last row, often closed by the
// symmetry masks, and are calibrated for each case (caseCosts): on n = 15
// to 17 they correlate with the nodes that the tasks place at r ≈ 0.9
// (0.7 uncalibrated). The subproblems' sum the product over the squares
// of their first row, a probe one row deep: r ≈ 0.75.

// openSpread sums plan.OpenProduct over the queens that row y may take, free,
// for the rows below it down to last.
func openSpread(rows *[MaxN]uint64, y, last int, free, left, down, right uint64) float64 {
	s := 0.0
	for ; free != 0; free &= free - 1 {
		bit := free & -free
		s += plan.OpenProduct(rows, y+1, last, (left|bit)<<1, down|bit, (right|bit)>>1)
	}
	return s
}

// plainRows are the rows of an n×n board without a case's restrictions.
func plainRows(n int) (rows [MaxN]uint64) {
	for y := range rows {
		rows[y] = boardMask(n)
	}
	return rows
}

// plainCost estimates the work of a subproblem of an n×n board at row y,
// whose next row cols, ld and rd attack: its openSpread down to the last
// row, which is about the nodes below it times a factor, the same for
// every subproblem of the board.
func plainCost(n, y int, cols, ld, rd uint64) float64 {
	if y >= n-1 {
		return 1
	}
	rows := plainRows(n)
	return 1 + openSpread(&rows, y, n-1, boardMask(n)&^(cols|ld|rd), ld, cols, rd)
}

// Cost estimates the subproblem's nodes (plainCost).
func (t bitmaskTask) Cost() float64 {
	return plainCost(t.sub.N, len(t.sub.Prefix), t.sub.cols, t.sub.ld, t.sub.rd)
}

// Cost estimates the nodes below the prefix (plainCost).
func (t prefixTask) Cost() float64 {
	var cols, ld, rd uint64
	for _, c := range t.prefix {
		p := uint64(1) << uint(c)
		cols, ld, rd = cols|p, (ld|p)<<1, (rd|p)>>1
	}
	return plainCost(t.n, len(t.prefix), cols, ld, rd)
}

// byCost returns the tasks in decreasing order of estimated cost, ties in
// their order, with their costs, and the sums of the costs of the first
// tasks: sums[i] is the cost of tasks 0 to i-1 in that order. It stops
// with ctx's error once ctx is done, within milliseconds.
func byCost(ctx context.Context, tasks []task) (sorted []task, costs, sums []float64, err error) {
	cost := make([]float64, len(tasks))
	order := make([]int32, len(tasks))
	for i, t := range tasks {
		if i%256 == 0 && ctx.Err() != nil {
			return nil, nil, nil, ctx.Err()
		}
		cost[i], order[i] = taskCost(t), int32(i)
	}
	order = sortDecreasing(order, make([]int32, len(order)), cost)
	sorted, costs, sums = make([]task, len(tasks)), make([]float64, len(tasks)), make([]float64, len(tasks)+1)
	for i, k := range order {
		sorted[i], costs[i], sums[i+1] = tasks[k], cost[k], sums[i]+cost[k]
	}
	return sorted, costs, sums, nil
}

// sortDecreasing sorts the indices a in decreasing order of key, ties in
// their order, using b, as long as a, for room, and returns the sorted
// slice, a or b. It is a bottom-up merge sort: package slices's generic
// sorts would add 25 KB to the worker's wasm.
func sortDecreasing(a, b []int32, key []float64) []int32 {
	for width := 1; width < len(a); width *= 2 {
		for lo := 0; lo < len(a); lo += 2 * width {
			mid, hi := min(lo+width, len(a)), min(lo+2*width, len(a))
			i, j := lo, mid
			for k := lo; k < hi; k++ {
				if i < mid && (j == hi || key[a[i]] >= key[a[j]]) {
					b[k], i = a[i], i+1
				} else {
					b[k], j = a[j], j+1
				}
			}
		}
		a, b = b, a
	}
	return a
}
