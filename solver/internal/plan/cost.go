package plan

import "math/bits"

// OpenProduct returns the product, over rows y to last, of the squares of
// rows[y'] that queens attacking row y as left, down and right leave open.
// It multiplies integers, and folds them into a float64 before they can
// overflow, each product rounded on its own (the explicit conversion), so
// that no fused multiply-add makes machines differ. It takes O(last-y)
// time.
func OpenProduct(rows *[MaxN]uint64, y, last int, left, down, right uint64) float64 {
	p, q := 1.0, uint64(1)
	for k := y; k <= last; k++ {
		shift := uint(k - y)
		q *= uint64(bits.OnesCount64(rows[k&(MaxN-1)] &^ (left<<shift | down | right>>shift)))
		if q >= 1<<32 {
			p, q = float64(p*float64(q)), 1
		}
	}
	return float64(p * float64(q))
}

// RandomSquare returns one of the k squares of free, drawn by SplitMix64
// from state, and the generator's next state: the random descents of the
// cost estimates draw their squares with it, so that every machine makes
// the same estimates. It takes O(k) time.
func RandomSquare(free uint64, k int, state uint64) (square, next uint64) {
	state += 0x9e3779b97f4a7c15
	for j := (mix64(state) >> 32) * uint64(k) >> 32; j > 0; j-- {
		free &= free - 1
	}
	return free & -free, state
}

// mix64 is the output function of Vigna's SplitMix64 generator, whose
// state goes up by 0x9e3779b97f4a7c15 at each step.
func mix64(x uint64) uint64 {
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
