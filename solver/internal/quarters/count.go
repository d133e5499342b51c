package quarters

import "math/bits"

// rows returns the board's free rows, as a mask of its n rows.
func (b *quarterBoard) rows() uint64 { return b.north | b.south<<(b.n-b.h) }

// forEastRowsWithNorth calls f with every set of k of the board's free
// rows whose north rows are north.
func (b *quarterBoard) forEastRowsWithNorth(north uint64, k int, f func(eastRows uint64)) {
	if rest := k - bits.OnesCount64(north); rest >= 0 && north&^b.north == 0 {
		southFrom := b.n - b.h
		forSubsets(b.south, rest, func(s uint64) { f(north | s<<southFrom) })
	}
}

// forSubsets calls f with every subset of set that has k members.
func forSubsets(set uint64, k int, f func(uint64)) {
	var walk func(rest uint64, k int, chosen uint64)
	walk = func(rest uint64, k int, chosen uint64) {
		if k == 0 {
			f(chosen)
			return
		}
		if bits.OnesCount64(rest) < k {
			return
		}
		low := rest & -rest
		walk(rest&^low, k-1, chosen|low)
		walk(rest&^low, k, chosen)
	}
	walk(set, k, 0)
}
