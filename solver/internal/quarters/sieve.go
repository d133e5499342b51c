package quarters

import (
	"math/bits"
	"unsafe"
)

// A sieve holds keys sorted into buckets by their first few bits, so that
// a query visits only the buckets of the keys that share none of those
// bits with it, and tests only their keys. A key's first bits are the
// sorted ones, the most telling first: a sieve of k bits uses the first
// k, and sorts each bucket by the rest of them.
type sieve struct {
	k    uint   // the bucket of key is key&mask, its first k bits
	mask uint64 // 1<<k - 1
	// A group holds up to 64 keys of one bucket in stride words from
	// g*stride: first a bit for each of its keys (valid), then the bits
	// that all of them have (common), then for each chunk of sieveChunk
	// tested bits (those past the first k) a table: its word v has bit j
	// set when the group's key j has one of the chunk's bits that v has.
	// Bucket b's groups are firstGroup[b] to firstGroup[b+1]-1.
	stride     int
	chunks     int // the chunks of tested bits; a group has tables for at least sieveFastChunks
	firstGroup []uint32
	groups     []uint64
	start      []uint32 // bucket i holds keys[start[i]:start[i+1]]
	keys       []uint64
	spare      []uint64 // sortKeys's other buffer
}

// A group's words: see sieve.groups.
const (
	groupValid  = 0
	groupCommon = 1
	groupTables = 2 // chunk c's word v is groupTables + c<<sieveChunk + v
)

// sieveChunk is the number of tested bits that one word of a group's
// tables answers for: a query reads a word for each chunk in which it has
// a bit, rather than one for each bit.
const sieveChunk = 4

// sieveFastChunks is the number of chunks that count reads in each group,
// a word each, those where a query has no bit too: enough for keys of 32
// tested bits, which is as many as they have up to n = 18.
const sieveFastChunks = 8

// chunkMask keeps the bits of one chunk.
const chunkMask = 1<<sieveChunk - 1

// fillGroup and count are unrolled for these values: fillGroup's tables
// list by hand the 16 values of a chunk of 4 bits, and both go through
// the 8 chunks one line each. A change of either constant does not
// compile here (a negative constant is no uint), until they are rewritten.
const (
	_ = uint(sieveChunk-4) + uint(4-sieveChunk)
	_ = uint(sieveFastChunks-8) + uint(8-sieveFastChunks)
)

// sieveSortBits is how many of the sorted bits a sieve sorts its keys by,
// those of its buckets included, unless these are more: one pass of the
// radix sort. Sorting by all 16 took a second pass, and 3% more time at
// n = 16 and 17, for nothing at n = 18.
const sieveSortBits = 8

// sieveMaxBits bounds a sieve's sorted bits, sieveMaxWidth its keys' bits
// (38 at n = 21): a group's words are fewer than 256, and sortKeys holds
// a key's rank above its bits.
const (
	sieveMaxBits  = 16
	sieveMaxWidth = 48
)

// fill sorts keys into 2^k buckets by their first k bits, and each bucket
// by their next sorted bits, up to sieveSortBits in all, so that the keys
// of a group share as many of those bits as they can. It stores each
// bucket in groups of up to 64 keys, with their tables (see group), in
// O(len(keys)·width) time. width is the number of a key's bits.
func (s *sieve) fill(keys []uint64, k, sorted int, width uint) {
	s.k, s.mask = uint(k), 1<<k-1
	s.chunks = int(width-s.k+sieveChunk-1) / sieveChunk
	s.stride = groupTables + max(s.chunks, sieveFastChunks)<<sieveChunk
	s.sortKeys(keys, k, max(0, min(sorted, sieveSortBits)-k))
	buckets := 1 << k
	s.start = grow(s.start, buckets+1)
	clear(s.start)
	for _, key := range s.keys {
		s.start[key&s.mask+1]++
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
	s.groups = grow(s.groups, int(groups)*s.stride)
	for b := range buckets {
		bucket := s.keys[s.start[b]:s.start[b+1]]
		for g := int(s.firstGroup[b]); len(bucket) > 0; g++ {
			group := bucket[:min(64, len(bucket))]
			bucket = bucket[len(group):]
			s.fillGroup(s.groups[g*s.stride:][:s.stride], group)
		}
	}
}

// fillGroup writes the words of a group of at most 64 keys.
func (s *sieve) fillGroup(words []uint64, group []uint64) {
	common := ^uint64(0)
	for _, key := range group {
		common &= key
	}
	words[groupValid] = ^uint64(0) >> (64 - len(group))
	words[groupCommon] = common
	if s.chunks > sieveFastChunks {
		s.fillTablesSlowly(words, group)
		return
	}
	// exact[c][v]: the keys whose chunk c is v. A key is in one of each
	// chunk's, so the table's word v is those of the exact words that
	// share a bit with v.
	var exact [sieveFastChunks][1 << sieveChunk]uint64
	for j, key := range group {
		t, bit := key>>s.k, uint64(1)<<j
		exact[0][chunk(t, 0)] |= bit
		exact[1][chunk(t, 1)] |= bit
		exact[2][chunk(t, 2)] |= bit
		exact[3][chunk(t, 3)] |= bit
		exact[4][chunk(t, 4)] |= bit
		exact[5][chunk(t, 5)] |= bit
		exact[6][chunk(t, 6)] |= bit
		exact[7][chunk(t, 7)] |= bit
	}
	for c := range sieveFastChunks {
		e, t := &exact[c], (*[1 << sieveChunk]uint64)(words[groupTables+c<<sieveChunk:])
		// The keys with bit i of the chunk, for i = 0 to 3.
		b0 := e[1] | e[3] | e[5] | e[7] | e[9] | e[11] | e[13] | e[15]
		b1 := e[2] | e[3] | e[6] | e[7] | e[10] | e[11] | e[14] | e[15]
		b2 := e[4] | e[5] | e[6] | e[7] | e[12] | e[13] | e[14] | e[15]
		b3 := e[8] | e[9] | e[10] | e[11] | e[12] | e[13] | e[14] | e[15]
		b01 := b0 | b1
		t[0], t[1], t[2], t[3] = 0, b0, b1, b01
		t[4], t[5], t[6], t[7] = b2, b2|b0, b2|b1, b2|b01
		t[8], t[9], t[10], t[11] = b3, b3|b0, b3|b1, b3|b01
		t[12], t[13], t[14], t[15] = b3|b2, b3|b2|b0, b3|b2|b1, b3|b2|b01
	}
}

// fillTablesSlowly writes the tables of a group of keys of more than
// sieveFastChunks chunks, a bit of each key at a time.
func (s *sieve) fillTablesSlowly(words []uint64, group []uint64) {
	var slices [64]uint64 // slices[t]: the keys with tested bit t
	for j, key := range group {
		for m := key >> s.k; m != 0; m &= m - 1 {
			slices[bits.TrailingZeros64(m)] |= 1 << j
		}
	}
	for c := 0; groupTables+c<<sieveChunk < len(words); c++ {
		table := words[groupTables+c<<sieveChunk:][:1<<sieveChunk]
		table[0] = 0
		for v := 1; v < len(table); v++ {
			table[v] = table[v&(v-1)] | slices[c*sieveChunk+bits.TrailingZeros(uint(v))]
		}
	}
}

// sortKeys copies keys to s.keys sorted by their bucket (their first k
// bits), then by their next extra bits, the first the most significant:
// a radix sort, in O(len(keys)) time. A key's rank, what it sorts by, is
// worked out once and held above its bits while it sorts.
func (s *sieve) sortKeys(keys []uint64, k, extra int) {
	const rankShift, keyBits = sieveMaxWidth, 1<<sieveMaxWidth - 1
	s.keys, s.spare = grow(s.keys, len(keys)), grow(s.spare, len(keys))
	digits := (k + extra + 7) / 8
	if digits == 0 {
		copy(s.keys, keys)
		return
	}
	var count [2][257]uint32
	for i, key := range keys {
		rank := uint64(key)&s.mask<<extra | uint64(bits.Reverse16(uint16(key>>k)))>>(16-extra)
		count[0][rank&255+1]++
		count[1][rank>>8&255+1]++
		s.spare[i] = rank<<rankShift | key
	}
	from, to := s.spare, s.keys
	for d := range digits {
		for i := 1; i < 257; i++ {
			count[d][i] += count[d][i-1]
		}
		last := d == digits-1
		for _, v := range from {
			digit := v >> (rankShift + 8*d) & 255
			if last {
				to[count[d][digit]] = v & keyBits
			} else {
				to[count[d][digit]] = v
			}
			count[d][digit]++
		}
		from, to = to, from
	}
	s.keys, s.spare = from, to
}

// grow returns s with length n, reallocated only when it is too short.
func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// count counts the pairs of a query and a sieve's key that share no bit.
// The keys of a bucket that a query x visits share none of its first k
// bits; for each chunk of its other bits, x clears in each group the keys
// that have one of them, with one word of the chunk's table: word 0,
// which is 0, where x has none.
func (s *sieve) count(queries []uint64) uint64 {
	if s.chunks > sieveFastChunks {
		var total uint64
		for _, x := range queries {
			total += s.countSlowly(x)
		}
		return total
	}
	// The loop reads a group's words at byte offsets from its start, with
	// no bounds checks: a group's words are stride ≥ groupTables +
	// sieveFastChunks<<sieveChunk, and every offset is less.
	var total int
	base, step, firstGroup := unsafe.Pointer(unsafe.SliceData(s.groups)), uintptr(s.stride)*8, s.firstGroup
	for _, x := range queries {
		t := uintptr(x>>s.k) << 3 // a word's bytes
		o0, o1, o2, o3 := tableOffset(t, 0), tableOffset(t, 1), tableOffset(t, 2), tableOffset(t, 3)
		o4, o5, o6, o7 := tableOffset(t, 4), tableOffset(t, 5), tableOffset(t, 6), tableOffset(t, 7)
		free := s.mask &^ x
		for b := free; ; b = (b - 1) & free {
			for at, end := uintptr(firstGroup[b])*step, uintptr(firstGroup[b+1])*step; at < end; at += step {
				g := unsafe.Add(base, at)
				if wordAt(g, 8*groupCommon)&x != 0 {
					continue
				}
				total += bits.OnesCount64(wordAt(g, 8*groupValid) &^ (wordAt(g, o0) | wordAt(g, o1) | wordAt(g, o2) | wordAt(g, o3) |
					wordAt(g, o4) | wordAt(g, o5) | wordAt(g, o6) | wordAt(g, o7)))
			}
			if b == 0 {
				break
			}
		}
	}
	return uint64(total)
}

// chunk returns chunk c of tested bits t.
func chunk(t uint64, c uint) uint64 { return t >> (c * sieveChunk) & chunkMask }

// tableOffset returns the byte offset, from a group's start, of the word
// of chunk c's table that a query reads whose tested bits, times 8, are t.
func tableOffset(t uintptr, c uint) uintptr {
	return 8*(groupTables+uintptr(c)<<sieveChunk) + t>>(c*sieveChunk)&(chunkMask<<3)
}

// wordAt returns the word at byte offset off from p.
func wordAt(p unsafe.Pointer, off uintptr) uint64 { return *(*uint64)(unsafe.Add(p, off)) }

// countSlowly counts the keys disjoint from x, for keys of more than sieveFastChunks chunks: it
// reads a word for each chunk in which x has bits, in a loop.
func (s *sieve) countSlowly(x uint64) uint64 {
	var at [sieveMaxWidth/sieveChunk + 1]int
	words := at[:0]
	for c, rest := groupTables, x>>s.k; rest != 0; c, rest = c+1<<sieveChunk, rest>>sieveChunk {
		if v := rest & (1<<sieveChunk - 1); v != 0 {
			words = append(words, c+int(v))
		}
	}
	var total int
	free := s.mask &^ x
	for b := free; ; b = (b - 1) & free {
		for g := s.firstGroup[b]; g < s.firstGroup[b+1]; g++ {
			group := s.groups[int(g)*s.stride:][:s.stride]
			if group[groupCommon]&x != 0 {
				continue
			}
			m := group[groupValid]
			for _, w := range words {
				m &^= group[w]
			}
			total += bits.OnesCount64(m)
		}
		if b == 0 {
			return uint64(total)
		}
	}
}
