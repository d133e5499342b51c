package random

import "math/bits"

// lineCounts counts the queens on each line of one direction (the
// diagonals, or the anti-diagonals) in 2 bits a line: 0, 1, 2, or 3 for
// three queens or more, whose exact number is kept in a map. Lines with
// three queens are rare in a local search that starts nearly conflict-free,
// so the map stays small; the 2-bit counts of a million queens' 4 million
// lines take 1 MB, which stays in the processor's cache, and those of 10^8
// queens 100 MB. No count can overflow.
//
// Line i sits in word i/32, at bits 2(i%32) and 2(i%32)+1.
type lineCounts struct {
	words []uint64
	more  map[int]int // the count of each line with three queens or more
}

// newLineCounts returns counts for lines 0 to lines-1, all 0, with room to
// read a run of 32 lines from any of them (occupied).
func newLineCounts(lines int) lineCounts {
	return lineCounts{words: make([]uint64, lines/32+2), more: map[int]int{}}
}

// reset sets every count to 0, in O(lines) time.
func (l *lineCounts) reset() {
	clear(l.words)
	clear(l.more)
}

// code is line i's 2-bit count: 0, 1, 2, or 3 for three or more.
func (l *lineCounts) code(i int) int {
	return int(l.words[i>>5]>>(2*(i&31)&63)) & 3
}

// setOne sets the count of line i, which must be 0, to 1.
func (l *lineCounts) setOne(i int) {
	l.words[i>>5] |= 1 << (2 * (i & 31) & 63)
}

func (l *lineCounts) setCode(i, v int) {
	shift := 2 * (i & 31)
	w := &l.words[i>>5]
	*w = *w&^(3<<shift) | uint64(v)<<shift
}

// count is the number of queens on line i.
func (l *lineCounts) count(i int) int {
	if v := l.code(i); v < 3 {
		return v
	}
	return l.more[i]
}

// add puts a queen on line i and returns the conflicts that adds: 1 if the
// line had a queen already, else 0.
func (l *lineCounts) add(i int) int {
	v := l.code(i)
	switch v {
	case 0, 1:
		l.setCode(i, v+1)
	case 2:
		l.setCode(i, 3)
		l.more[i] = 3
	default:
		l.more[i]++
	}
	if v > 0 {
		return 1
	}
	return 0
}

// remove takes a queen off line i and returns the change in conflicts: -1
// if a queen is left on the line, else 0.
func (l *lineCounts) remove(i int) int {
	v := l.code(i)
	switch {
	case v < 3:
		l.setCode(i, v-1)
	case l.more[i] > 3:
		l.more[i]--
	default:
		delete(l.more, i)
		l.setCode(i, 2)
	}
	if v > 1 {
		return -1
	}
	return 0
}

// occupied returns the lines lo to lo+31 of the counts in words that hold
// a queen: bit 2k is set when line lo+k does, and the odd bits are 0. It
// reads two words.
func occupied(words []uint64, lo int) uint64 {
	// The shifts are masked to 63, which they are below, so that no code
	// is made for larger ones; 64-shift may be 64, so it is made of two.
	w, shift := words[lo>>5:lo>>5+2], uint(2*(lo&31))
	v := w[0]>>(shift&63) | w[1]<<1<<((63-shift)&63)
	return (v | v>>1) & 0x5555_5555_5555_5555
}

// word returns the word that holds line i's count: reading it ahead of
// need brings it into the processor's cache.
func (l *lineCounts) word(i int) uint64 { return l.words[i>>5] }

// evenBits gathers bits 0, 2, 4, …, 62 of v into bits 0 to 31; the odd
// bits of v must be 0.
func evenBits(v uint64) uint32 {
	v = (v | v>>1) & 0x3333_3333_3333_3333
	v = (v | v>>2) & 0x0f0f_0f0f_0f0f_0f0f
	v = (v | v>>4) & 0x00ff_00ff_00ff_00ff
	v = (v | v>>8) & 0x0000_ffff_0000_ffff
	v = (v | v>>16) & 0x0000_0000_ffff_ffff
	return uint32(v)
}

// nthBit returns the position of the k-th set bit of m, from 0; m must have
// more than k bits set. It takes k steps.
func nthBit(m uint32, k int) int {
	for range k {
		m &= m - 1
	}
	return bits.TrailingZeros32(m)
}
