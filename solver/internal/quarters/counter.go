package quarters

import "math/bits"

// A quarterCounter counts the units of one board, with buffers of its own.
type quarterCounter struct {
	b                    *quarterBoard
	east, west           []uint64
	south                []packedSet
	eastNorth, westNorth northCache
	eastSouth, westSouth southCache
	sieve                sieve
	by                   firstRuns // the runs of the half whose first north row is counted by its column
}

// use readies the counter for board b.
func (c *quarterCounter) use(b *quarterBoard) {
	if c.b == b {
		return
	}
	c.eastNorth.ok, c.westNorth.ok = false, false
	for _, p := range []*southCache{&c.eastSouth, &c.westSouth} {
		if b.h > southCacheMaxH {
			*p = southCache{}
			continue
		}
		if size := 1 << (2 * b.h); len(p.at) != size {
			*p = southCache{at: make([]uint32, size), sets: make([][]packedSet, size)}
		}
		p.gen++ // what it keeps is another board's
	}
	c.b = b
}

// half appends to keys the key of every set of queens of the half whose
// quarters are north and south, and whose free columns are cols, with
// queens in the north rows of rowsN and the south rows of rowsS. subsets
// lists the subsets of cols by their size. With by, it lists the keys in
// runs of one column of the first of rowsN's queens, and marks each run's
// end in by.runs.
func (c *quarterCounter) half(keys []uint64, northSets *northCache, southSets *southCache, north, south quarterView, cols uint64, subsets [][]uint64, rowsN, rowsS uint64, by *firstRuns) []uint64 {
	want := bits.OnesCount64(rowsN)
	if want >= len(subsets) {
		return keys // more rows than columns
	}
	var firsts []uint8
	if by != nil {
		firsts = by.firsts
	}
	for _, l := range northSets.get(north, rowsN, subsets[want], firsts) {
		var ss []packedSet
		if southSets.at != nil {
			ss = southSets.get(south, rowsS<<c.b.h|cols^l.cols)
		} else {
			c.south = pack(c.south[:0], south, south.t.with(rowsS, cols^l.cols))
			ss = c.south
		}
		if by == nil {
			keys = joinHalf(keys, l.sets, ss)
			continue
		}
		// The sets of a list come in the order of their first column.
		for i := 0; i < len(l.sets); {
			j := i + 1
			for j < len(l.sets) && l.firsts[j] == l.firsts[i] {
				j++
			}
			keys = joinHalf(keys, l.sets[i:j], ss)
			by.runs = append(by.runs, keyRun{end: len(keys), col: by.col0 + int(l.firsts[i])})
			i = j
		}
	}
	return keys
}

// firstRuns has a half list its keys in runs of one column of its first
// north row's queen.
type firstRuns struct {
	firsts []uint8  // the first column of each set of the table
	col0   int      // the board's column of the half's first column
	runs   []keyRun // the runs listed so far
}

// A keyRun is the end of a run of a half's keys, and the board's column
// of the queen of the first north row of their sets.
type keyRun struct{ end, col int }

// A northCache keeps the packed sets of a north quarter for one set of
// rows, by the columns they use, as the units of a task share their north
// rows.
type northCache struct {
	ok     bool
	rows   uint64
	firsts bool      // whether the lists hold their sets' first columns
	lists  []colSets // those with sets first, n of them
	n      int
}

// A colSets holds the packed sets of a quarter that use the columns cols,
// and when asked for, the column of each one's first row (firsts).
type colSets struct {
	cols   uint64
	sets   []packedSet
	firsts []uint8
}

// get returns the packed sets of view v that fill rows, for each of
// subsets, its columns, that has some. With firsts, the first columns of
// the table's sets (quarterTable.firstColumns), it lists the first column
// of each set too.
func (p *northCache) get(v quarterView, rows uint64, subsets []uint64, firsts []uint8) []colSets {
	if p.ok && p.rows == rows && p.firsts == (firsts != nil) {
		return p.lists[:p.n]
	}
	p.ok, p.rows, p.firsts, p.n = true, rows, firsts != nil, 0
	for _, cols := range subsets {
		if p.n == len(p.lists) {
			p.lists = append(p.lists, colSets{})
		}
		l := &p.lists[p.n]
		l.cols = cols
		if firsts == nil {
			l.sets = pack(l.sets[:0], v, v.t.with(rows, cols))
		} else {
			l.sets, l.firsts = packFirsts(l.sets[:0], l.firsts[:0], v, rows<<v.t.h|cols, firsts)
		}
		if len(l.sets) > 0 {
			p.n++
		}
	}
	return p.lists[:p.n]
}

// packFirsts appends to packed the sets of view v of the table's index i
// (rows<<h | cols) that cross no closed diagonal, packed for their half,
// and to classes their first columns, from firsts.
func packFirsts(packed []packedSet, classes []uint8, v quarterView, i uint64, firsts []uint8) ([]packedSet, []uint8) {
	for at := v.t.start[i]; at < v.t.start[i+1]; at++ {
		if set := v.t.sets[at]; set&v.closed == 0 {
			packed, classes = append(packed, v.packed(set)), append(classes, firsts[at])
		}
	}
	return packed, classes
}

// A southCache keeps the packed sets of a south quarter of a small board
// for every set of rows and columns, packed when first asked for.
type southCache struct {
	gen  uint32
	at   []uint32 // the generation each entry's sets were packed in
	sets [][]packedSet
}

// southCacheMaxH is the largest h whose south quarters a counter keeps
// packed: at most 2 × 118,969 sets, 4 MB, for h = 8 (n = 16, 17), where
// packing them unit by unit took 7% of n = 16's time. At h = 9 it would
// take 40 MB for 3% of n = 18's.
const southCacheMaxH = 8

// get returns the sets of view v whose rows and columns are i = rows<<h |
// cols, packed.
func (p *southCache) get(v quarterView, i uint64) []packedSet {
	if p.at[i] != p.gen {
		p.fill(v, i)
	}
	return p.sets[i]
}

// fill packs the sets of entry i.
func (p *southCache) fill(v quarterView, i uint64) {
	p.at[i] = p.gen
	p.sets[i] = pack(p.sets[i][:0], v, v.t.sets[v.t.start[i]:v.t.start[i+1]])
}
