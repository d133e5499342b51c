package solver

import "math/bits"

// A sieve holds keys sorted into buckets by a few of their bits, so that
// a query visits only the buckets of the keys that share none of those
// bits with it, and tests only their keys. The bits are those of
// sieveOrder, whose copy each key holds from bit sieveShift up, the most
// telling first: a sieve of k bits uses the first k.
type sieve struct {
	mask  uint64 // the bucket of key is key>>sieveShift&mask
	width uint   // a key's own bits, below sieveShift
	// tested has the bits that count tests: a key's own, but for those
	// that sort it into its bucket.
	tested uint64
	start  []uint32 // bucket i holds keys[start[i]:start[i+1]]
	keys   []uint64
	spare  []uint64 // sortKeys's other buffer
	// A group holds up to 64 keys of one bucket, by bit, in 64 words of
	// groups from g*64: first a bit for each of its keys (valid), then the
	// bits that all of them have (common), then a word for each bit t,
	// whose bit j is set when the group's key j has bit t. Bucket b's
	// groups are firstGroup[b] to firstGroup[b+1]-1.
	firstGroup []uint32
	groups     []uint64
}

// A group's words: see sieve.groups.
const (
	groupValid  = 0
	groupCommon = 1
	groupBits   = 2 // the word of bit t is groupBits+t
)

// sieveMaxBits bounds a sieve's bits: it has at most 2^sieveMaxBits
// buckets. The keys' own bits lie below sieveShift, fewer than a group's
// 62 words of bits.
const (
	sieveMaxBits = 16
	sieveShift   = 63 - sieveMaxBits
)

// fill sorts keys into 2^k buckets by the first k bits of the sieve's
// order, and each bucket by the rest of them, so that the keys of a group
// share as many of those bits as they can. It stores each bucket in
// groups of up to 64 keys, by bit (see group), in O(len(keys)·bits)
// time. width is the number of a key's own bits.
func (s *sieve) fill(keys []uint64, k int, order []uint8, width uint) {
	s.mask, s.width = 1<<k-1, width
	s.tested = 1<<width - 1
	for _, b := range order[:k] {
		s.tested &^= 1 << b
	}
	s.sortKeys(keys, k, len(order)-k)
	buckets := 1 << k
	s.start = grow(s.start, buckets+1)
	clear(s.start)
	for _, key := range s.keys {
		s.start[key>>sieveShift&s.mask+1]++
	}
	for i := 1; i <= buckets; i++ {
		s.start[i] += s.start[i-1]
	}
	// The groups: bucket b has groups firstGroup[b] to firstGroup[b+1]-1.
	s.firstGroup = grow(s.firstGroup, buckets+1)
	groups := uint32(0)
	for b := range buckets {
		s.firstGroup[b] = groups
		groups += (s.start[b+1] - s.start[b] + 63) / 64
	}
	s.firstGroup[buckets] = groups
	s.groups = grow(s.groups, int(groups)*64)
	clear(s.groups)
	for b := range buckets {
		bucket := s.keys[s.start[b]:s.start[b+1]]
		for g := s.firstGroup[b]; len(bucket) > 0; g++ {
			group := bucket[:min(64, len(bucket))]
			bucket = bucket[len(group):]
			words := (*[64]uint64)(s.groups[g*64:])
			words[groupValid] = ^uint64(0) >> (64 - len(group))
			common := ^uint64(0)
			for j, key := range group {
				common &= key
				for m := key & (1<<width - 1); m != 0; m &= m - 1 {
					words[groupBits+bits.TrailingZeros64(m)] |= 1 << j
				}
			}
			words[groupCommon] = common & (1<<width - 1)
		}
	}
}

// sortKeys copies keys to s.keys sorted by their bucket (the first k
// bits of the sieve's copy), then by the next extra bits, the first the
// most significant: a radix sort, in O(len(keys)) time.
func (s *sieve) sortKeys(keys []uint64, k, extra int) {
	rank := func(key uint64) uint {
		index := uint(key >> sieveShift)
		return index&uint(s.mask)<<extra | uint(bits.Reverse16(uint16(index>>k)))>>(16-extra)
	}
	s.keys = grow(s.keys, len(keys))
	if len(keys) == 0 {
		return
	}
	s.spare = grow(s.spare, len(keys))
	from, to := keys, s.spare
	for shift := 0; shift < k+extra; shift += 8 {
		var count [257]uint32
		for _, key := range from {
			count[rank(key)>>shift&255+1]++
		}
		for i := 1; i < 257; i++ {
			count[i] += count[i-1]
		}
		for _, key := range from {
			d := rank(key) >> shift & 255
			to[count[d]] = key
			count[d]++
		}
		from = to
		if &to[0] == &s.spare[0] {
			to = s.keys
		} else {
			to = s.spare
		}
	}
	if &from[0] != &s.keys[0] {
		copy(s.keys, from)
	}
}

// grow returns s with length n, reallocated only when it is too short.
func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// count counts the sieve's keys that share no bit with x. The keys of a
// bucket that x visits share none of the sieve's bits with it; for each
// of its other bits, x clears in each group the keys that have it.
func (s *sieve) count(x uint64) uint64 {
	var ownBits [64]uint8
	test := ownBits[:0]
	for rest := x & s.tested; rest != 0; rest &= rest - 1 {
		test = append(test, uint8(bits.TrailingZeros64(rest)))
	}
	var total int
	free := s.mask &^ (x >> sieveShift)
	for b := free; ; b = (b - 1) & free {
		for g := s.firstGroup[b]; g < s.firstGroup[b+1]; g++ {
			words := (*[64]uint64)(s.groups[g*64:])
			if words[groupCommon]&x != 0 {
				continue
			}
			m := words[groupValid]
			for _, t := range test {
				m &^= words[(groupBits+t)&63]
			}
			total += bits.OnesCount64(m)
		}
		if b == 0 {
			return uint64(total)
		}
	}
}
