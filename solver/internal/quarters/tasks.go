package quarters

import (
	"context"
	"math/bits"
	"sync"

	"nqueens/solver/internal/constellations"
	"nqueens/solver/internal/plan"
)

// A quarterCut is a way to cut the board for the join: its middle queens
// placed, none for even n. Its board is made by the first of its tasks to
// count.
type quarterCut struct {
	n      int
	middle [][2]int
	// symmetric says that the mirrors left to right and top to bottom map
	// the cut to itself: its tasks count one set of east rows of each
	// class, weighed by the class's size. A cut with a queen on each
	// middle line stands for the 8 cuts of its class instead.
	symmetric bool
	board     lazy[quarterBoard]
}

// boardOf returns the cut's board, made by the first of its tasks to
// count, or ctx's error.
func (c *quarterCut) boardOf(ctx context.Context) (*quarterBoard, error) {
	return c.board.get(func() (*quarterBoard, error) { return newQuarterBoard(ctx, c.n, c.middle) })
}

// lines returns the cut's free rows (a mask of the n rows), and its free
// north rows, south rows and east columns (masks of h lines, from 0, n-h
// and 0).
func (c *quarterCut) lines() (rows, north, south, east uint64) {
	h := c.n / 2
	north, south, east = 1<<h-1, uint64(1)<<h-1, uint64(1)<<h-1
	for _, q := range c.middle {
		if q[0] < h {
			north &^= 1 << q[0]
		}
		if q[0] >= c.n-h {
			south &^= 1 << (q[0] - (c.n - h))
		}
		if q[1] < h {
			east &^= 1 << q[1]
		}
	}
	return north | south<<(c.n-h), north, south, east
}

// A quarterTask counts the solutions of a cut whose east half has its
// north queens in the rows of north, a mask of the cut's h north rows.
type quarterTask struct {
	cut   *quarterCut
	north uint64
}

// quarterFixes counts, for the unique count, the solutions of an n×n
// board that a rotation by 180° maps to themselves, and those that a
// rotation by 90° does.
type quarterFixes int

// Plan splits the count of an n×n board, n ≥ 4, by quarter joins: one
// task for each cut and each set of north rows of the east half, and a
// task for the solutions that rotations fix, which the unique count needs
// (see solver's Finish). It places no queen before the tasks: the Tally
// it returns, their base, is empty. It stops with ctx's error once ctx is
// done. It takes O(tasks) time: the cuts' boards and the tables of their
// quarters are made by the first tasks that count.
func Plan(ctx context.Context, n int) ([]plan.Task, plan.Tally, error) {
	h := n / 2
	cuts := []*quarterCut{{n: n, symmetric: true}}
	if n%2 == 1 {
		cuts[0].middle = [][2]int{{h, h}}
		// One queen in the middle column, at (r, h), and one in the
		// middle row, at (h, c): the 8 symmetries map each such pair to
		// 8 pairs, of which exactly one has r < c < h.
		for c := range h {
			for r := range c {
				cuts = append(cuts, &quarterCut{n: n, middle: [][2]int{{r, h}, {h, c}}})
			}
		}
	}
	tasks := []plan.Task{quarterFixes(n)}
	for _, cut := range cuts {
		if err := ctx.Err(); err != nil {
			return nil, plan.Tally{}, err
		}
		_, north, _, _ := cut.lines()
		for rows := north; ; rows = (rows - 1) & north {
			tasks = append(tasks, &quarterTask{cut: cut, north: rows})
			if rows == 0 {
				break
			}
		}
	}
	return tasks, plan.Tally{}, nil
}

// Count counts the task's units (see CountContext).
func (t *quarterTask) Count() plan.Tally {
	tally, _ := t.CountContext(context.Background())
	return tally
}

// quarterCounters keeps the buffers of the tasks that ended.
var quarterCounters = sync.Pool{New: func() any { return new(quarterCounter) }}

// CountContext counts the task's units, and stops between two of them
// once ctx is done: a unit lasts milliseconds. Unique holds the count
// too, for Burnside's lemma (see solver's Finish); Nodes the keys of the
// halves that it joined.
func (t *quarterTask) CountContext(ctx context.Context) (plan.Tally, error) {
	b, err := t.cut.boardOf(ctx)
	if err != nil {
		return plan.Tally{}, err
	}
	c := quarterCounters.Get().(*quarterCounter)
	defer quarterCounters.Put(c)
	c.use(b)
	var tally plan.Tally
	rows, k := b.rows(), bits.OnesCount64(b.east)
	b.forEastRowsWithNorth(t.north, k, func(eastRows uint64) {
		if err != nil {
			return
		}
		if err = ctx.Err(); err != nil {
			return
		}
		weight := uint64(8)
		if t.cut.symmetric {
			weight = classWeight(b.n, rows, eastRows)
			if weight == 0 {
				return
			}
		}
		found := c.countEastRows(eastRows)
		tally.Solutions += weight * found
		tally.Nodes += uint64(len(c.east) + len(c.west))
	})
	if err != nil {
		return plan.Tally{}, err
	}
	tally.Unique = tally.Solutions
	return tally, nil
}

// Cost estimates the task's work: for each of its units, the ways the
// queens of its four quarters can take their columns, which the lists of
// its halves grow with. It takes O(units) time, and no table.
func (t *quarterTask) Cost() float64 {
	n, h := t.cut.n, t.cut.n/2
	freeRows, north, south, east := t.cut.lines()
	k, a := bits.OnesCount64(east), bits.OnesCount64(t.north)
	westNorth := bits.OnesCount64(north) - a
	units := 0.0
	forSubsets(south, k-a, func(s uint64) {
		if !t.cut.symmetric || classWeight(n, freeRows, t.north|s<<(n-h)) > 0 {
			units++
		}
	})
	ways := func(rows, cols int) float64 { return float64(binomial(cols, rows)) }
	return units * ways(a, k) * ways(westNorth, bits.OnesCount64(freeRows)-k)
}

// binomial returns n choose k.
func binomial(n, k int) uint64 {
	if k < 0 || k > n {
		return 0
	}
	r := uint64(1)
	for i := range k {
		r = r * uint64(n-i) / uint64(i+1)
	}
	return r
}

// Count counts the solutions that rotations fix, as Unique: those that a
// rotation by 180° does, plus twice those that a rotation by 90° does.
func (f quarterFixes) Count() plan.Tally {
	fix180, fix90 := constellations.Fixes(int(f), &constellations.Constellation{Stabiliser: 4})
	return plan.Tally{Unique: fix180 + 2*fix90}
}

// classWeight returns the size of the class of eastRows, a set of the
// free rows of a symmetric cut, under the mirrors left to right (which
// make the east rows the west ones) and top to bottom (which reverses
// them), or 0 if eastRows is not the least of its class.
func classWeight(n int, rows, eastRows uint64) uint64 {
	flipped := bits.Reverse64(eastRows) >> (64 - n)
	class := [4]uint64{eastRows, rows &^ eastRows, flipped, rows &^ flipped}
	distinct := uint64(0)
	for i, r := range class {
		if r < eastRows {
			return 0
		}
		seen := false
		for _, s := range class[:i] {
			seen = seen || s == r
		}
		if !seen {
			distinct++
		}
	}
	return distinct
}
