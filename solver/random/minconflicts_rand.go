package random

import "math/bits"

// splitMix is the random source of minconflicts' inner loops: SplitMix64
// (Steele, Lea and Flood, 2014), seeded from the solve's rng. Its step is
// 64-bit additions, shifts and products, which WebAssembly has as single
// instructions, where PCG's 128-bit product is built from 32-bit ones: in
// the browser it draws several times faster, and minconflicts draws about
// three times a queen. Its output for a seed is fixed, on every platform.
type splitMix struct{ state uint64 }

// next returns 64 random bits.
func (s *splitMix) next() uint64 {
	s.state += 0x9e3779b97f4a7c15
	z := s.state
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// below returns a uniformly random integer in [0, n), 0 < n < 2^32, by
// Lemire's multiply-and-reject method on 32 bits.
func (s *splitMix) below(n int) int {
	bound := uint32(n)
	for {
		p := (s.next() >> 32) * uint64(bound)
		if lo := uint32(p); lo >= bound || lo >= -bound%bound {
			return int(p >> 32)
		}
	}
}

// pickBit returns the position of one of the set bits of m, m != 0, each
// as likely. It tries the 12 positions of 5 bits that a draw holds, which
// mostly finds a set bit when several are, and then pickCounting.
func (s *splitMix) pickBit(m uint32) int {
	for x, left := s.next(), 12; left > 0; x, left = x>>5, left-1 {
		if m&(1<<(x&31)) != 0 {
			return int(x & 31)
		}
	}
	return s.pickCounting(m)
}

// pickCounting returns the position of one of the set bits of m, m != 0,
// each as likely, by counting its way to a random one.
func (s *splitMix) pickCounting(m uint32) int {
	return nthBit(m, s.below(bits.OnesCount32(m)))
}
