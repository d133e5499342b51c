package quarters

import (
	"context"
	"math/bits"
	"slices"
)

// A quarterBoard is the board cut for the join, with its middle queens
// placed: the free rows of its north and south halves (masks of h rows,
// from rows 0 and n-h), the free columns of its east and west halves (of
// h columns, from columns 0 and n-h), and its four quarters.
type quarterBoard struct {
	n, h         int
	north, south uint64
	east, west   uint64
	// eastSubsets[k] lists the subsets of k east columns, westSubsets the
	// west's: the columns a half's north quarter can take.
	eastSubsets, westSubsets [][]uint64
	ne, se, nw, sw           quarterView
	// The diagonals that the two quarters of each half both reach, and
	// that the two halves both reach: a key's.
	eastInner, westInner, key [2]span
	keyWidth                  uint // a key's bits
	// A packed key has its bits in another order: first the sorted bits
	// that a sieve sorts by, the most telling first, then the others.
	// reorder packs a key a byte at a time.
	sorted  int
	reorder [8][256]uint64
}

// A packedSet is a set of queens of a quarter, reduced to what the joins
// test: its diagonals that the other quarter of its half reaches (inner),
// and its key, packed.
type packedSet struct{ inner, key uint64 }

// newQuarterBoard cuts the board of n ≥ 4 with queens placed at middle,
// in its middle row and column. It takes O(n²) time, and the first board
// of its h makes its table, which stops with ctx's error once ctx is done.
func newQuarterBoard(ctx context.Context, n int, middle [][2]int) (*quarterBoard, error) {
	h := n / 2
	var usedRows, usedCols, d1, d2 uint64
	for _, q := range middle {
		usedRows |= 1 << q[0]
		usedCols |= 1 << q[1]
		d1 |= 1 << (q[0] + q[1])
		d2 |= 1 << (q[0] - q[1] + n - 1)
	}
	free := func(from int, used uint64) (list []int, mask uint64) {
		for i := from; i < from+h; i++ {
			if used&(1<<i) == 0 {
				list, mask = append(list, i), mask|1<<(i-from)
			}
		}
		return list, mask
	}
	northRows, north := free(0, usedRows)
	southRows, south := free(n-h, usedRows)
	eastCols, east := free(0, usedCols)
	westCols, west := free(n-h, usedCols)
	t, err := quarterTableOf(ctx, h)
	if err != nil {
		return nil, err
	}
	b := &quarterBoard{n: n, h: h, north: north, south: south, east: east, west: west,
		ne: newQuarterView(t, n, 0, 0, d1, d2),
		se: newQuarterView(t, n, n-h, 0, d1, d2),
		nw: newQuarterView(t, n, 0, n-h, d1, d2),
		sw: newQuarterView(t, n, n-h, n-h, d1, d2),
	}
	neD1, neD2 := reach(n, northRows, eastCols)
	seD1, seD2 := reach(n, southRows, eastCols)
	nwD1, nwD2 := reach(n, northRows, westCols)
	swD1, swD2 := reach(n, southRows, westCols)
	b.eastInner = [2]span{spanOf(neD1 & seD1), spanOf(neD2 & seD2)}
	b.westInner = [2]span{spanOf(nwD1 & swD1), spanOf(nwD2 & swD2)}
	b.key = [2]span{spanOf((neD1 | seD1) & (nwD1 | swD1)), spanOf((neD2 | seD2) & (nwD2 | swD2))}
	b.keyWidth = b.key[0].len + b.key[1].len
	order := b.sortingBits() // order[i] is the key's bit that packs to bit i
	b.sorted = len(order)
	for bit := range uint8(b.keyWidth) {
		if !slices.Contains(order[:b.sorted], bit) {
			order = append(order, bit)
		}
	}
	for i, bit := range order {
		for v := range 256 {
			if v>>(bit%8)&1 != 0 {
				b.reorder[bit/8][v] |= 1 << i
			}
		}
	}
	b.packTables()
	b.eastSubsets, b.westSubsets = subsetsBySize(east), subsetsBySize(west)
	return b, nil
}

// subsetsBySize returns the subsets of set, listed by their size: those
// of k members at k. It takes O(2^|set|) time.
func subsetsBySize(set uint64) [][]uint64 {
	by := make([][]uint64, bits.OnesCount64(set)+1)
	for sub := set; ; sub = (sub - 1) & set {
		k := bits.OnesCount64(sub)
		by[k] = append(by[k], sub)
		if sub == 0 {
			return by
		}
	}
}

// reach returns the diagonals of the squares rows × cols of a board of n.
func reach(n int, rows, cols []int) (d1, d2 uint64) {
	for _, r := range rows {
		for _, c := range cols {
			d1 |= 1 << (r + c)
			d2 |= 1 << (r - c + n - 1)
		}
	}
	return d1, d2
}

// keyOf returns the key of diagonals d1 and d2, not yet packed.
func (b *quarterBoard) keyOf(d1, d2 uint64) uint64 { return packDiagonals(d1, d2, b.key[0], b.key[1]) }

// packedKey returns the key of diagonals d1 and d2, packed.
func (b *quarterBoard) packedKey(d1, d2 uint64) uint64 {
	var key uint64
	for i, k := 0, b.keyOf(d1, d2); k != 0; i, k = i+1, k>>8 {
		key |= b.reorder[i][k&255]
	}
	return key
}

// sortingBits returns the key's bits that sort a sieve best, the most
// telling first: those that the sets of both halves have most often, so
// that a query skips the most keys. It reads a sample of the table.
func (b *quarterBoard) sortingBits() []uint8 {
	var often [2][64]int
	halves := [2][2]quarterView{{b.ne, b.se}, {b.nw, b.sw}}
	for h, views := range halves {
		for _, v := range views {
			sets := v.t.sets
			for i := 0; i < len(sets); i += 1 + len(sets)>>16 {
				if sets[i]&v.closed != 0 {
					continue
				}
				for m := b.keyOf(v.diagonals(sets[i])); m != 0; m &= m - 1 {
					often[h][bits.TrailingZeros64(m)]++
				}
			}
		}
	}
	var order []uint8
	for bit := range b.keyWidth {
		if often[0][bit] > 0 && often[1][bit] > 0 {
			order = append(order, uint8(bit))
		}
	}
	// An insertion sort, by score, ties in order.
	score := func(bit uint8) int { return often[0][bit] * often[1][bit] }
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && score(order[j]) > score(order[j-1]); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	return order[:min(len(order), sieveMaxBits)]
}

// packTables writes the tables of the board's views (see
// quarterView.packs), once the keys' bits are known: a set of a view is
// packed for its half, whose quarters both reach the diagonals inner.
func (b *quarterBoard) packTables() {
	for _, v := range []struct {
		view  *quarterView
		inner [2]span
	}{{&b.ne, b.eastInner}, {&b.se, b.eastInner}, {&b.nw, b.westInner}, {&b.sw, b.westInner}} {
		packs := new([6][256]packedSet)
		for i := range packs {
			for byte := range uint64(256) {
				set := byte << (8 * i) // the bytes of d1, then of d2
				if i >= 3 {
					set <<= 8
				}
				d1, d2 := v.view.diagonals(set)
				packs[i][byte] = packedSet{packDiagonals(d1, d2, v.inner[0], v.inner[1]), b.packedKey(d1, d2)}
			}
		}
		v.view.packs = packs
	}
}

// pack appends to packed the sets of view v, packed for its half: those
// that cross no closed diagonal.
func pack(packed []packedSet, v quarterView, sets []uint64) []packedSet {
	for _, set := range sets {
		if set&v.closed == 0 {
			packed = append(packed, v.packed(set))
		}
	}
	return packed
}

// packed returns a set of view v, which crosses no closed diagonal,
// packed for its half.
func (v quarterView) packed(set uint64) packedSet {
	t := v.packs
	a, b, c := &t[0][set&255], &t[1][set>>8&255], &t[2][set>>16&255]
	d, e, f := &t[3][set>>32&255], &t[4][set>>40&255], &t[5][set>>48&255]
	return packedSet{a.inner | b.inner | c.inner | d.inner | e.inner | f.inner, a.key | b.key | c.key | d.key | e.key | f.key}
}

// sieveLongLists is the length of two halves' lists from which the sieve
// takes the longer one.
const sieveLongLists = 1 << 11

// sieveSlack sets a sieve's size: about one bucket for each 2^sieveSlack
// keys.
const sieveSlack = 8

// countEastRows counts the solutions whose queens in the east half fill
// the rows of eastRows: a mask of the n rows.
func (c *quarterCounter) countEastRows(eastRows uint64) uint64 {
	b := c.b
	southFrom, low := uint(b.n-b.h), uint64(1)<<b.h-1
	westRows := b.rows() &^ eastRows
	c.west = c.west[:0] // its length counts as nodes, even when east is empty
	c.east = c.half(c.east[:0], &c.eastNorth, &c.eastSouth, b.ne, b.se, b.east, b.eastSubsets, eastRows&low, eastRows>>southFrom, nil)
	if len(c.east) == 0 {
		return 0
	}
	c.west = c.half(c.west[:0], &c.westNorth, &c.westSouth, b.nw, b.sw, b.west, b.westSubsets, westRows&low, westRows>>southFrom, nil)
	if len(c.west) == 0 {
		return 0
	}
	// The sieve takes the smaller half's keys, but for long lists, where
	// the longer one's sorts better: at n = 18, 16% less time, and 9%
	// more at n = 17 had it always done so.
	keys, queries := c.east, c.west
	if len(keys) > len(queries) != (len(keys)+len(queries) >= sieveLongLists) {
		keys, queries = queries, keys
	}
	c.sieve.fill(keys, min(b.sorted, max(0, bits.Len(uint(len(keys)))-sieveSlack)), b.sorted, b.keyWidth)
	return c.sieve.count(queries)
}

// joinHalf appends to keys the key of each pair of a north set and a
// south set whose inner diagonals are apart. It writes every pair's key
// and keeps those, without a branch: they are about half, in no order
// that a branch predicts. It makes room for all pairs at once, unless
// they are more than joinRoom, as they can be many times what it keeps.
// Inner diagonals never reach bit 63.
func joinHalf(keys []uint64, north, south []packedSet) []uint64 {
	keys = slices.Grow(keys, min(len(north)*len(south), joinRoom))
	out, kept := keys[len(keys):cap(keys)], 0
	for _, p := range north {
		if len(out)-kept < len(south) {
			keys = slices.Grow(keys[:len(keys)+kept], len(south))
			out, kept = keys[len(keys):cap(keys)], 0
		}
		for _, q := range south {
			out[kept] = p.key | q.key
			kept += int((p.inner&q.inner - 1) >> 63)
		}
	}
	return keys[:len(keys)+kept]
}

// joinRoom is the most keys that joinHalf makes room for at once: 1 MB.
const joinRoom = 1 << 17
