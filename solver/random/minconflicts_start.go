package random

import (
	"context"
	"math/bits"
)

// The start of minconflicts places the rows a batch at a time, in rounds:
// each round draws one candidate for every row of the batch still without
// a queen, and places the rows whose candidate is good. On large boards it
// reads the memory those candidates need first, in reads that do not wait
// for one another, so that a round costs about one memory latency rather
// than one a row. A row gets initTries rounds; then it takes any free
// column, and is listed for the repair if it shares a line.
//
// A candidate is a run of nearby columns, whose lines are nearby too: a
// few cache lines tell which of its columns are free with both lines
// empty, and the row takes one of those at random. At first a run is 32
// columns, one word of the used-column bits. Once fewer than 1/listFrom of
// the columns are free, such runs are mostly taken, and a run is a few
// consecutive entries of the sorted list of free columns: as many as span
// about 256 columns, down to one.

const (
	startBatch = 256 // rows placed together
	listFrom   = 16  // the list of free columns is used past n - n/listFrom rows
	listSpan   = 256 // columns that a run of the list spans, about
	maxRun     = 16  // entries of the list in a run, at most

	// readAheadFrom is the board size from which the start reads its
	// candidates' words ahead of need: the line counts take a byte a
	// queen, and past 8 MB they outgrow the processor's cache. Below, the
	// reads cost more than they save, in the browser most.
	readAheadFrom = 1 << 23
)

// startState is the state of a start, besides the board's lines.
type startState struct {
	used    []uint32 // bit c%32 of used[c/32]: column c is taken (the columns past n are too)
	free    []int32  // once listing: the free columns in order, and some taken since
	listing bool     // whether candidates come from free
	run     int      // once listing: the entries of free in a run
	pending []int32  // the rows of the batch still without a queen
	cand    []int32  // their candidates: a run of 32 columns, or the first entry of a run of free
}

// reset empties the board for a start.
func (b *localBoard) reset() {
	b.diag.reset()
	b.anti.reset()
	b.hits = 0
	b.crowded = b.crowded[:0]
	clear(b.used)
	if tail := b.n % 32; tail != 0 {
		b.used[len(b.used)-1] = ^uint32(0) << tail
	}
	b.listing = false
	b.free = b.free[:0]
}

// start places a fresh permutation with few conflicts, in O(n) time. It
// checks ctx every 16384 rows.
func (b *localBoard) start(ctx context.Context) error {
	b.reset()
	n := b.n
	for lo := 0; lo < n; lo += startBatch {
		if lo&0x3fff == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		if left := n - lo; b.listing || left <= n/listFrom {
			b.listFree(left)
		}
		hi := min(n, lo+startBatch)
		b.pending = b.pending[:0]
		for r := lo; r < hi; r++ {
			b.pending = append(b.pending, int32(r))
		}
		for range initTries {
			b.drawCandidates()
			if b.n >= readAheadFrom {
				b.readCandidates()
			}
			b.placeCandidates()
			if len(b.pending) == 0 {
				break
			}
		}
		for _, r := range b.pending {
			b.placeAnywhere(int(r))
		}
	}
	return nil
}

// taken reports whether column c has a queen.
func (b *localBoard) taken(c int) bool {
	return b.used[c>>5]&(1<<(c&31)) != 0
}

// drawCandidates draws a candidate for each pending row.
func (b *localBoard) drawCandidates() {
	bound := len(b.used) // runs of 32 columns
	if b.listing {
		bound = len(b.free) - b.run + 1 // starts of runs of the list
	}
	rand, cand := b.rand, b.cand[:0]
	for range b.pending {
		cand = append(cand, int32(rand.below(bound)))
	}
	b.rand, b.cand = rand, cand
}

// readCandidates reads the words that the pending rows' candidates need,
// in loops of reads alone, so that the processor has as many of them under
// way as it can. A run's lines may straddle two cache lines, so both ends
// are read.
func (b *localBoard) readCandidates() {
	sink := uint64(0)
	if b.listing {
		for _, i := range b.cand {
			sink += uint64(b.free[i]) + uint64(b.free[int(i)+b.run-1])
		}
		for k, r := range b.pending {
			c0, c1 := int(b.free[b.cand[k]]), int(b.free[int(b.cand[k])+b.run-1])
			sink += uint64(b.used[c0>>5]) + uint64(b.used[c1>>5]) +
				b.diag.word(b.diagLine(int(r), c0)) + b.diag.word(b.diagLine(int(r), c1)) +
				b.anti.word(b.antiLine(int(r), c0)) + b.anti.word(b.antiLine(int(r), c1))
		}
	} else {
		for k, r := range b.pending {
			run := int(b.cand[k])
			d, a := b.diagLine(int(r), 32*run), b.antiLine(int(r), 32*run)
			sink += uint64(b.used[run]) + b.diag.word(d) + b.diag.word(d+31) + b.anti.word(a) + b.anti.word(a+31)
		}
	}
	b.sink += sink
}

// placeCandidates places each pending row whose candidate holds a free
// column with both lines empty, chosen at random among those, in order, and
// keeps the others pending.
func (b *localBoard) placeCandidates() {
	if b.listing {
		b.placeFromList()
	} else {
		b.placeFromRuns()
	}
}

// placeFromRuns is placeCandidates for runs of 32 columns: the loop that
// places most queens, with what it reads held in local variables, and
// placeGood and pickBit written out, for the browser's sake.
func (b *localBoard) placeFromRuns() {
	n, x, used, diag, anti, rand := b.n, b.x, b.used, b.diag.words, b.anti.words, b.rand
	keep := b.pending[:0]
	for k, row := range b.pending {
		r, run := int(row), int(b.cand[k])
		c0 := 32 * run
		// Bit 2k of the lines is column c0+k's.
		d, a := c0-r+n-1, r+c0 // b.diagLine(r, c0), b.antiLine(r, c0)
		good := ^used[run] &^ evenBits(occupied(diag, d)|occupied(anti, a))
		if good == 0 {
			keep = append(keep, row)
			continue
		}
		k := -1 // rand.pickBit(good)
		for draw, left := rand.next(), 12; left > 0 && k < 0; draw, left = draw>>5, left-1 {
			if good&(1<<(draw&31)) != 0 {
				k = int(draw & 31)
			}
		}
		if k < 0 {
			k = rand.pickCounting(good)
		}
		x[r] = int32(c0 + k)
		used[run] |= 1 << (k & 31)
		d, a = d+k, a+k
		diag[d>>5] |= 1 << (2 * (d & 31) & 63)
		anti[a>>5] |= 1 << (2 * (a & 31) & 63)
	}
	b.pending, b.rand = keep, rand
}

// placeFromList is placeCandidates for runs of the list of free columns,
// with what it reads held in local variables.
func (b *localBoard) placeFromList() {
	n, free, used, diag, anti := b.n, b.free, b.used, b.diag.words, b.anti.words
	empty := func(words []uint64, line int) bool { return words[line>>5]&(3<<(2*(line&31))) == 0 }
	keep := b.pending[:0]
	var good [maxRun]int32
	for k, row := range b.pending {
		r, first := int(row), int(b.cand[k])
		found := 0
		for _, c := range free[first : first+b.run] {
			if used[c>>5]&(1<<(c&31)) == 0 && empty(diag, int(c)-r+n-1) && empty(anti, r+int(c)) {
				good[found] = c
				found++
			}
		}
		if found == 0 {
			keep = append(keep, row)
			continue
		}
		b.placeGood(r, int(good[b.rand.below(found)]))
	}
	b.pending = keep
}

// placeAnywhere puts row r's queen in a random free column that shares
// one line with queens placed, not two, drawing up to initTries free
// columns; past those, it takes the last drawn.
func (b *localBoard) placeAnywhere(r int) {
	c := -1
	for range initTries {
		c = b.randomFree()
		if b.diag.code(b.diagLine(r, c)) == 0 || b.anti.code(b.antiLine(r, c)) == 0 {
			break
		}
	}
	b.place(r, c)
}

// randomFree returns a free column drawn at random.
func (b *localBoard) randomFree() int {
	for b.listing {
		if c := int(b.free[b.rand.below(len(b.free))]); !b.taken(c) {
			return c
		}
	}
	for {
		run := b.rand.below(len(b.used))
		if free := ^b.used[run]; free != 0 {
			return 32*run + b.rand.pickBit(free)
		}
	}
}

// placeGood puts row r's queen in free column c, whose lines are empty.
func (b *localBoard) placeGood(r, c int) {
	b.x[r] = int32(c)
	b.used[c>>5] |= 1 << (c & 31)
	b.diag.setOne(b.diagLine(r, c))
	b.anti.setOne(b.antiLine(r, c))
}

// place puts row r's queen in free column c, and lists row r for the
// repair if it shares a line.
func (b *localBoard) place(r, c int) {
	b.x[r] = int32(c)
	b.used[c>>5] |= 1 << (c & 31)
	if delta := b.diag.add(b.diagLine(r, c)) + b.anti.add(b.antiLine(r, c)); delta > 0 {
		b.hits += delta
		b.crowded = append(b.crowded, int32(r))
	}
}

// listFree makes the list of free columns, when there is none or when
// most of it is taken, in O(n/32) or O(len(free)) time; with left free
// columns, it sets the entries of a run to span about listSpan columns.
func (b *localBoard) listFree(left int) {
	switch {
	case !b.listing:
		b.listing = true
		if b.free == nil {
			b.free = make([]int32, 0, left+startBatch)
		}
		for w, u := range b.used {
			for free := ^u; free != 0; free &= free - 1 {
				b.free = append(b.free, int32(32*w+bits.TrailingZeros32(free)))
			}
		}
	case 2*left < len(b.free):
		keep := b.free[:0]
		for _, c := range b.free {
			if !b.taken(int(c)) {
				keep = append(keep, c)
			}
		}
		b.free = keep
	}
	b.run = min(max(1, listSpan*left/b.n), maxRun, len(b.free))
}
