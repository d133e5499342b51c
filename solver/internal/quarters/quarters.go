// Package quarters is the machinery of package solver's quarters method,
// the quarter-join counter, whose tasks Plan makes. The counter does not
// search the whole board. It cuts the board into four quarters, lists every set of queens that can stand in
// a quarter, and joins them, in the manner of EvgenyKluev's
// N-Queens-Count-Sol and of the deepgreen N-Queens pages:
//
//   - For odd n, the middle row and the middle column get their queens
//     first: one queen in the centre, or one on each middle line. The
//     rest of the board is four quarters of h×h squares, h = n/2.
//   - Each row's queen stands in the east half (the columns left of the
//     middle) or in the west half. A choice of the rows whose queens
//     stand east is a unit of the count.
//   - The east half's queens are a north quarter's set joined with a
//     south quarter's: between them they fill the east columns, and they
//     share no diagonal. The same goes for the west half.
//   - A pair of halves is a solution when no two of their queens share a
//     diagonal. Each half is reduced to a key, its diagonals that the
//     other half can reach too, and a sieve counts the pairs of disjoint
//     keys.
package quarters

import (
	"context"
	"math/bits"
	"sync"
)

// A quarterTable lists the sets of non-attacking queens in an h×h square,
// by the rows they fill and the columns they use, masks of h bits:
// sets[start[i]:start[i+1]] for i = rows<<h | cols. A set is its
// diagonals in the square, i+j in the low 32 bits and i-j+h-1 in the high
// ones. Every quarter of every board of 2h or 2h+1 shares it: it takes
// O(sets) memory, 64 MB for h = 10.
type quarterTable struct {
	h     uint
	start []uint32
	sets  []uint64
}

// with returns the sets that fill rows and use cols.
func (t *quarterTable) with(rows, cols uint64) []uint64 {
	i := rows<<t.h | cols
	return t.sets[t.start[i]:t.start[i+1]]
}

// quarterTables holds the table of each h, made once.
var quarterTables sync.Map // h → *lazy[quarterTable]

// quarterTableOf returns the table of h×h squares, made by its first
// caller whose ctx lets it finish (seconds at h = 10), or ctx's error.
func quarterTableOf(ctx context.Context, h int) (*quarterTable, error) {
	l, _ := quarterTables.LoadOrStore(h, new(lazy[quarterTable]))
	return l.(*lazy[quarterTable]).get(func() (*quarterTable, error) { return newQuarterTable(ctx, uint(h)) })
}

// A lazy is a value made once, by the first get whose make succeeds;
// meanwhile the other gets wait. A make stopped midway leaves it unmade,
// for the next get to make, where a sync.OnceValue would keep its partial
// value.
type lazy[T any] struct {
	mu    sync.Mutex
	value *T
}

// get returns the value, made by make if it is not yet.
func (l *lazy[T]) get(make func() (*T, error)) (*T, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.value == nil {
		v, err := make()
		if err != nil {
			return nil, err
		}
		l.value = v
	}
	return l.value, nil
}

// newQuarterTable lists the sets of non-attacking queens of an h×h
// square, in O(sets) time: a first walk counts the sets of each rows and
// columns, a second stores them, so that it needs no room but the
// table's. It stops with ctx's error within about a millisecond of ctx
// being done.
func newQuarterTable(ctx context.Context, h uint) (*quarterTable, error) {
	t := &quarterTable{h: h, start: make([]uint32, 1<<(2*h)+1)}
	if !t.walk(ctx, 0, 0, 0, 0, 0, func(at, _ uint64, _ uint8) { t.start[at+1]++ }) {
		return nil, ctx.Err()
	}
	for i := 1; i < len(t.start); i++ {
		t.start[i] += t.start[i-1]
	}
	t.sets = make([]uint64, t.start[len(t.start)-1])
	next := make([]uint32, len(t.start)-1)
	copy(next, t.start)
	if !t.walk(ctx, 0, 0, 0, 0, 0, func(at, set uint64, _ uint8) {
		t.sets[next[at]] = set
		next[at]++
	}) {
		return nil, ctx.Err()
	}
	return t, nil
}

// walkCheckRow is the row at which walk looks whether to stop: a walk
// below it takes about a millisecond at h = 10.
const walkCheckRow = 3

// walk calls found with each set of the square that fills rows i to h-1
// as it chooses, after rows, cols and set from rows 0 to i-1, with its
// index rows<<h | cols and the column of the queen of its first row,
// first, 0 for the empty set. The sets of one index come in the order of
// their first row's column. It reports false when ctx stopped it.
func (t *quarterTable) walk(ctx context.Context, i uint, rows, cols, set uint64, first uint8, found func(at, set uint64, first uint8)) bool {
	if i == walkCheckRow && ctx.Err() != nil {
		return false
	}
	if i == t.h {
		found(rows<<t.h|cols, set, first)
		return true
	}
	if !t.walk(ctx, i+1, rows, cols, set, first, found) {
		return false
	}
	for j := range t.h {
		f := first
		if rows == 0 {
			f = uint8(j)
		}
		square := uint64(1)<<(i+j) | uint64(1)<<(32+i-j+t.h-1)
		if cols&(1<<j) == 0 && set&square == 0 && !t.walk(ctx, i+1, rows|1<<i, cols|1<<j, set|square, f, found) {
			return false
		}
	}
	return true
}

// firstColumns returns, for each set of the table, the column of the
// queen of its first row, 0 for the empty set: the same walk, in O(sets)
// time and a byte a set; or ctx's error.
func (t *quarterTable) firstColumns(ctx context.Context) ([]uint8, error) {
	firsts := make([]uint8, len(t.sets))
	next := make([]uint32, len(t.start)-1)
	copy(next, t.start)
	if !t.walk(ctx, 0, 0, 0, 0, 0, func(at, _ uint64, first uint8) {
		firsts[next[at]] = first
		next[at]++
	}) {
		return nil, ctx.Err()
	}
	return firsts, nil
}

// A span is a run of diagonals, of one kind, that two parts of the board
// both reach: its first and its length.
type span struct{ lo, len uint }

// spanOf returns the run from the lowest to the highest bit of m.
func spanOf(m uint64) span {
	if m == 0 {
		return span{}
	}
	lo := uint(bits.TrailingZeros64(m))
	return span{lo, uint(bits.Len64(m)) - lo}
}

// packDiagonals packs the diagonals d1 of span s1, then the diagonals d2
// of span s2, in one word.
func packDiagonals(d1, d2 uint64, s1, s2 span) uint64 {
	return d1>>s1.lo&(1<<s1.len-1) | (d2>>s2.lo&(1<<s2.len-1))<<s1.len
}

// A quarterView places the table's square on the board, as one of its
// quarters: a set's diagonals on the board are its own shifted by off1
// and off2. Its sets that cross a closed diagonal, those of the board's
// middle queens, are left out.
type quarterView struct {
	t          *quarterTable
	off1, off2 uint
	closed     uint64 // the closed diagonals, in the table's layout
	// packs[i][v] is what byte i of a set's diagonals, v, adds to it
	// packed (see quarterBoard.packTables): the bytes 0 to 2 of its d1,
	// then 4 to 6, those of its d2.
	packs *[6][256]packedSet
}

// newQuarterView places the table's square with its corner at (row0,
// col0) on a board of n whose diagonals d1 and d2 are closed.
func newQuarterView(t *quarterTable, n, row0, col0 int, d1, d2 uint64) quarterView {
	v := quarterView{t: t, off1: uint(row0 + col0), off2: uint(row0 - col0 + n - int(t.h))}
	local := uint64(1)<<(2*t.h-1) - 1
	v.closed = d1>>v.off1&local | (d2>>v.off2&local)<<32
	return v
}

// diagonals returns a set's diagonals on the board.
func (v quarterView) diagonals(set uint64) (d1, d2 uint64) {
	return set & (1<<32 - 1) << v.off1, set >> 32 << v.off2
}
