package solver

import (
	"context"
	"sync"

	"nqueens/solver/internal/quarters"
)

// The columns of a board's first queen rank a solution of an even board
// from 14 to 16, where a count of its openings would take a fast count of
// the board (5 s in a browser at n = 16). A column is the count of the
// solutions whose first queen stands in it, by the column of the second
// queen (quarters.RowCount), about a third of a count of the board by
// quarters: 0.2 s on one core at n = 16. Solution k stands in the first
// column whose count, added to those of the columns left of it, reaches
// k; and for k in the first half of a board of published count N,
// columns 0 to n/2−1 hold N/2 solutions, so the columns can be counted
// from the middle too, down to the one that holds k. A seek counts the
// columns from the end that should need fewer, one at a time, until one
// holds k, and then walks among the solutions that begin with k's first
// two queens, at most about 133,000 at n = 16, from the nearer end. It
// counts at most five columns at n = 16 (2.6 for a k drawn at random).

// columnsMinN and columnsMaxN bound the even boards whose seeks count the
// columns of the first queen; below, the openings take milliseconds.
const (
	columnsMinN = 14
	columnsMaxN = 16
)

// columnsServe reports whether the seeks of an n×n board count the
// columns of the first queen.
func columnsServe(n int) bool { return n%2 == 0 && n >= columnsMinN && n <= columnsMaxN }

// columnUnitCost is the cost of a unit of a column of an n×n board, in
// cost units (see ranker): about 30 µs at n = 16 on one core, the time of
// 3,072 queens of the walk, and a quarter of that for each 2 n less.
func columnUnitCost(n int) float64 {
	queens := 3072 >> uint(columnsMaxN-n)
	return float64(walkCost * queens)
}

// columns holds the columns of an n×n board counted so far: byColumn[c]
// counts the solutions whose first queen stands in column c by the column
// of the second, nil until counted.
type columns struct {
	n        int
	byColumn [MaxN][]uint64
}

// A columnStep is the column a ranker counts next, and its estimate of
// how many columns it will count from there, that one included.
type columnStep struct{ col, columns int }

// locate returns where solution k stands, when the columns known tell;
// else the column to count next. Half is the published half of the
// board's count when k is in the first half, or 0. It takes O(n²) time.
func (cs *columns) locate(k, half uint64) (place, columnStep, bool) {
	n, h := cs.n, cs.n/2
	var before uint64 // the solutions of the columns left of c
	left := n         // the first column not yet counted
	for c := range n {
		if cs.byColumn[c] == nil {
			left = c
			break
		}
		s := sum(cs.byColumn[c])
		if k <= before+s {
			return cs.placeIn(c, k-before), columnStep{}, true
		}
		before += s
	}
	if left == n {
		return place{exhausted: true, total: before}, columnStep{}, true
	}
	needLeft := k - before
	if half == 0 || k > half {
		return place{}, columnStep{col: left, columns: n - left}, false
	}
	// From the middle: the columns h-1, h-2 and so on hold the last of
	// the first half's solutions. Were columns 0 to h-1 all counted, k
	// would be found above, so some column of the left half is not.
	var after uint64 // the solutions of column c and those right of it, up to h-1
	right := -1      // the first column not yet counted from the middle
	for c := h - 1; c >= 0; c-- {
		if cs.byColumn[c] == nil {
			right = c
			break
		}
		after += sum(cs.byColumn[c])
		if after >= half-k+1 {
			return cs.placeIn(c, k-(half-after)), columnStep{}, true
		}
	}
	needRight := half - k + 1 - after
	// The columns grow towards the middle: those from the left are
	// expected smaller than the average, those from the middle larger,
	// until one of each side is known.
	average := float64(half) / float64(h)
	sizeLeft, sizeRight := average*2/3, average*4/3
	if left > 0 {
		sizeLeft = float64(sum(cs.byColumn[left-1]))
	}
	if right < h-1 {
		sizeRight = float64(sum(cs.byColumn[right+1]))
	}
	fromLeft, fromRight := columnsFor(needLeft, sizeLeft), columnsFor(needRight, sizeRight)
	if fromLeft <= fromRight {
		return place{}, columnStep{col: left, columns: fromLeft}, false
	}
	return place{}, columnStep{col: right, columns: fromRight}, false
}

// columnsFor estimates how many columns of size each hold need solutions.
func columnsFor(need uint64, size float64) int {
	c := 1
	for covered := size; covered < float64(need); covered += size {
		c++
	}
	return c
}

// placeIn returns where the i-th solution of column c stands: among
// those that begin with c and the column of their second queen.
func (cs *columns) placeIn(c int, i uint64) place {
	for d, count := range cs.byColumn[c] {
		if i <= count {
			return place{prefix: []int{c, d}, index: i, count: count}
		}
		i -= count
	}
	panic("solver: a column's counts hold fewer solutions than it was said to")
}

// sum adds up counts.
func sum(counts []uint64) (s uint64) {
	for _, c := range counts {
		s += c
	}
	return s
}

// columnsCache keeps the columns counted so far, for each board: a few
// hundred bytes each.
var columnsCache struct {
	sync.Mutex
	byN [MaxN + 1]columns
}

// knownColumns returns the columns of an n×n board counted so far.
func knownColumns(n int) *columns {
	columnsCache.Lock()
	defer columnsCache.Unlock()
	cs := columnsCache.byN[n] // a copy: the counts themselves never change
	cs.n = n
	return &cs
}

// rememberColumn keeps the counts of column c of an n×n board.
func rememberColumn(n, c int, counts []uint64) {
	columnsCache.Lock()
	defer columnsCache.Unlock()
	columnsCache.byN[n].byColumn[c] = counts
}

// A columnRanker ranks a solution by the columns of the first queen,
// which it counts a few units a step.
type columnRanker struct {
	n            int
	target, half uint64
	perStep      int                // the units a step
	count        *quarters.RowCount // the column under way, nil between two
	col, unit    int                // its column, and its next unit
	counts       []uint64
	units        int // the units counted so far
	done         int // the columns counted so far
	estimate     int // the columns it expects to count in all
}

// newColumnRanker returns the ranker of solution target of an n×n board,
// half being the first half of its published count when target is in
// it, or 0. Its steps count about the work of p's.
func newColumnRanker(n int, target, half uint64, p pace) *columnRanker {
	perStep := max(1, int(float64(p.count*passCost)/columnUnitCost(n)))
	return &columnRanker{n: n, target: target, half: half, perStep: perStep}
}

func (r *columnRanker) step() (place, bool) {
	if r.count == nil {
		p, next, ok := knownColumns(r.n).locate(r.target, r.half)
		if ok {
			return p, true
		}
		r.col, r.unit, r.counts = next.col, 0, make([]uint64, r.n)
		r.count = quarters.NewRowCount(r.n, []int{next.col})
		r.estimate = r.done + next.columns
	}
	last := min(r.unit+r.perStep, r.count.Units())
	r.count.CountUnits(context.Background(), r.unit, last, r.counts) // the seek looks at its context between steps
	r.units += last - r.unit
	r.unit = last
	if r.unit == r.count.Units() {
		rememberColumn(r.n, r.col, r.counts)
		r.count = nil
		r.done++
	}
	return place{}, false
}

// spent is the units counted, at their cost.
func (r *columnRanker) spent() float64 { return float64(r.units) * columnUnitCost(r.n) }

// left estimates the units of the columns it expects to count still.
func (r *columnRanker) left() float64 {
	if r.count == nil {
		return -1
	}
	units := (r.estimate-r.done)*r.count.Units() - r.unit
	return float64(max(units, 0)) * columnUnitCost(r.n)
}

// progress is the share of the columns it expects to count that it has.
func (r *columnRanker) progress() float64 {
	done := float64(r.done)
	if r.count != nil {
		done += float64(r.unit) / float64(r.count.Units())
	}
	return done / float64(max(r.estimate, r.done+1))
}
