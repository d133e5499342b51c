package quarters

import (
	"context"
	"math/bits"
	"sync"
)

// Row counts: the solutions of an n×n board, n even, that begin with the
// queens of a prefix of its rows, by the column of the next row's queen.
// A seek ranks a solution by them (package solver's SeekJob), a row at a
// time, where a count of the whole board's openings would take several
// times as long. They are the quarter join's units, with the keys of the
// half that holds the next row's queen, the queries of the sieve, listed
// in runs of one column of that queen (a quarter's sets come from the
// table in the order of their first row's column), and each run counted
// apart. A prefix of one queen leaves the board no symmetry, so its count
// takes about a third of the time of the whole board's by quarters.

// A RowCount is the count of the solutions of an n×n board that begin
// with a prefix, by the column of the queen of row len(prefix), split
// into units that can be counted in any order, on any goroutine or Web
// Worker, and added up.
type RowCount struct {
	row   int         // the row whose queen's column the count is by
	units []uint64    // the east rows of each unit, grouped by their north rows
	cut   *quarterCut // the board, with the prefix's queens as its middle ones
}

// NewRowCount splits the count of the solutions of an n×n board, n even
// and at least 4, that begin with prefix, the columns of the queens of
// its first rows, by the column of the next row's queen. Prefix must be
// a placement of fewer than n/2 queens, none attacking another. It takes
// O(units) time, at most C(n-1, n/2) units: 6,435 for n = 16. The board,
// and the table of its quarters, are made by the first units counted.
func NewRowCount(n int, prefix []int) *RowCount {
	placed := make([][2]int, len(prefix))
	for r, c := range prefix {
		placed[r] = [2]int{r, c}
	}
	cut := &quarterCut{n: n, middle: placed}
	_, north, south, east := cut.lines()
	h, k := n/2, bits.OnesCount64(east)
	rc := &RowCount{row: len(prefix), cut: cut}
	for rows := north; ; rows = (rows - 1) & north {
		if rest := k - bits.OnesCount64(rows); rest >= 0 {
			forSubsets(south, rest, func(s uint64) { rc.units = append(rc.units, rows|s<<(n-h)) })
		}
		if rows == 0 {
			break
		}
	}
	return rc
}

// Units returns how many units the count has, in O(1).
func (rc *RowCount) Units() int { return len(rc.units) }

// CountUnits adds the solutions of units first to last-1 to counts, n of
// them, by the column of the queen of the row after the prefix. It stops
// between two units, which last about 40 µs at n = 16, once ctx is done,
// and returns ctx's error; and within milliseconds while it makes the
// board's table, which the first count makes.
func (rc *RowCount) CountUnits(ctx context.Context, first, last int, counts []uint64) error {
	b, err := rc.cut.boardOf(ctx)
	if err != nil {
		return err
	}
	firsts, err := firstColumnsOf(ctx, b.h)
	if err != nil {
		return err
	}
	c := quarterCounters.Get().(*quarterCounter)
	defer quarterCounters.Put(c)
	c.use(b)
	for _, eastRows := range rc.units[first:last] {
		if err := ctx.Err(); err != nil {
			return err
		}
		c.countByRow(eastRows, rc.row, firsts, counts)
	}
	return nil
}

// firstColumns holds the first columns of the sets of each table, made
// once (quarterTable.firstColumns).
var firstColumns sync.Map // h → *lazy[[]uint8]

// firstColumnsOf returns the first columns of the sets of the table of
// h×h squares, made by the first caller whose ctx lets it finish, or
// ctx's error.
func firstColumnsOf(ctx context.Context, h int) ([]uint8, error) {
	l, _ := firstColumns.LoadOrStore(h, new(lazy[[]uint8]))
	firsts, err := l.(*lazy[[]uint8]).get(func() (*[]uint8, error) {
		t, err := quarterTableOf(ctx, h)
		if err != nil {
			return nil, err
		}
		firsts, err := t.firstColumns(ctx)
		return &firsts, err
	})
	if err != nil {
		return nil, err
	}
	return *firsts, nil
}

// countByRow adds to counts the solutions whose queens in the east half
// fill the rows of eastRows, by the column of row's queen, row being the
// first free row.
func (c *quarterCounter) countByRow(eastRows uint64, row int, firsts []uint8, counts []uint64) {
	b := c.b
	southFrom, low := uint(b.n-b.h), uint64(1)<<b.h-1
	westRows := b.rows() &^ eastRows
	by := &c.by
	by.firsts, by.runs = firsts, by.runs[:0]
	eastBy, westBy := by, (*firstRuns)(nil)
	if eastRows&(1<<row) == 0 {
		eastBy, westBy, by.col0 = nil, by, b.n-b.h
	} else {
		by.col0 = 0
	}
	c.east = c.half(c.east[:0], &c.eastNorth, &c.eastSouth, b.ne, b.se, b.east, b.eastSubsets, eastRows&low, eastRows>>southFrom, eastBy)
	if len(c.east) == 0 {
		return
	}
	c.west = c.half(c.west[:0], &c.westNorth, &c.westSouth, b.nw, b.sw, b.west, b.westSubsets, westRows&low, westRows>>southFrom, westBy)
	if len(c.west) == 0 {
		return
	}
	keys, queries := c.west, c.east
	if westBy != nil {
		keys, queries = c.east, c.west
	}
	c.sieve.fill(keys, min(b.sorted, max(0, bits.Len(uint(len(keys)))-sieveSlack)), b.sorted, b.keyWidth)
	start := 0
	for _, r := range by.runs {
		if r.end > start {
			counts[r.col] += c.sieve.count(queries[start:r.end])
		}
		start = r.end
	}
}
