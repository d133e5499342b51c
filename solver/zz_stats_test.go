package solver

import (
	"math/bits"
	"os"
	"strconv"
	"testing"
	"time"
)

func TestZZStats(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("ZS"))
	if n == 0 {
		t.Skip()
	}
	slack, _ := strconv.Atoi(os.Getenv("ZSL"))
	b := newQuarterBoard(n, nil)
	c := &quarterCounter{}
	c.use(b)
	rows := b.rows()
	var units, keys, queries, groups, visits, skips, testLen, validBits, hits int
	var tHalf, tFill, tCount time.Duration
	for north := b.north; ; north = (north - 1) & b.north {
		b.forEastRowsWithNorth(north, bits.OnesCount64(b.east), func(eastRows uint64) {
			if classWeight(n, rows, eastRows) == 0 {
				return
			}
			units++
			southFrom, low := uint(b.n-b.h), uint64(1)<<b.h-1
			westRows := rows &^ eastRows
			t0 := time.Now()
			c.east = c.half(c.east[:0], &c.eastNorth, b.ne, b.se, b.eastInner, b.east, eastRows&low, eastRows>>southFrom)
			c.west = c.half(c.west[:0], &c.westNorth, b.nw, b.sw, b.westInner, b.west, westRows&low, westRows>>southFrom)
			tHalf += time.Since(t0)
			if len(c.east) == 0 || len(c.west) == 0 {
				return
			}
			ks, qs := c.east, c.west
			if len(ks) > len(qs) {
				ks, qs = qs, ks
			}
			keys += len(ks)
			queries += len(qs)
			t0 = time.Now()
			k := min(len(b.sieveOrder), max(0, bits.Len(uint(len(ks)))-slack))
			c.sieve.fill(ks, k, b.sieveOrder, b.keyWidth)
			tFill += time.Since(t0)
			s := &c.sieve
			groups += len(s.valid)
			for _, v := range s.valid {
				validBits += bits.OnesCount64(v)
			}
			t0 = time.Now()
			for _, x := range qs {
				hits += int(s.count(x))
			}
			tCount += time.Since(t0)
			for _, x := range qs[:min(len(qs), 200)] {
				rest := x & (1<<s.width - 1)
				for _, bb := range b.sieveOrder[:k] {
					rest &^= 1 << bb
				}
				tl := bits.OnesCount64(rest)
				free := s.mask &^ (x >> sieveShift)
				for bb := free; ; bb = (bb - 1) & free {
					for g := s.firstGroup[bb]; g < s.firstGroup[bb+1]; g++ {
						visits++
						if s.common[g]&x != 0 {
							skips++
						} else {
							testLen += tl
						}
					}
					if bb == 0 {
						break
					}
				}
			}
		})
		if north == 0 {
			break
		}
	}
	t.Logf("n=%d slack %d units %d keys %d queries %d groups %d (fill %.1f) sampled visits %d skips %d testLen/visit %.1f hits %d; half %v fill %v count %v",
		n, slack, units, keys, queries, groups, float64(validBits)/float64(groups), visits, skips, float64(testLen)/float64(visits-skips), hits, tHalf, tFill, tCount)
}
