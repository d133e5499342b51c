package quarters

import (
	"context"
	"errors"
	"math/bits"
	"math/rand/v2"
	"nqueens/solver/internal/countdown"
	"slices"
	"testing"
)

// bruteEastRows counts the solutions of n queens with queens placed at
// middle whose queens in the columns 0 to n/2-1 fill the rows of
// eastRows, by a plain bitmask search.
func bruteEastRows(n int, middle [][2]int, eastRows uint64) uint64 {
	h := n / 2
	fixed := make([]int, n)
	for i := range fixed {
		fixed[i] = -1
	}
	for _, q := range middle {
		fixed[q[0]] = q[1]
	}
	east := uint64(1)<<h - 1
	all := uint64(1)<<n - 1
	var place func(row int, cols, ld, rd uint64) uint64
	place = func(row int, cols, ld, rd uint64) uint64 {
		if row == n {
			return 1
		}
		free := all &^ (cols | ld | rd)
		switch {
		case fixed[row] >= 0:
			free &= 1 << fixed[row]
		case eastRows&(1<<row) != 0:
			free &= east
		default:
			free &^= east | 1<<h*uint64(n%2) // west: not the middle column
		}
		var count uint64
		for ; free != 0; free &= free - 1 {
			q := free & -free
			count += place(row+1, cols|q, (ld|q)<<1&all, (rd|q)>>1)
		}
		return count
	}
	return place(0, 0, 0, 0)
}

// FuzzQuarterUnits checks one unit of the join, the solutions of a cut
// with given east rows, against a plain bitmask search, on boards of 4 to
// 12.
func FuzzQuarterUnits(f *testing.F) {
	f.Add(uint8(8), uint8(0), uint64(0b00110101))
	f.Add(uint8(9), uint8(3), uint64(0b101010010))
	f.Add(uint8(11), uint8(0), uint64(0b10011100101))
	f.Add(uint8(12), uint8(0), uint64(0b100111001010))
	f.Fuzz(func(t *testing.T, size, cutIndex uint8, choice uint64) {
		n := 4 + int(size)%9
		h := n / 2
		var middle [][2]int
		if n%2 == 1 {
			cuts := [][][2]int{{{h, h}}}
			for c := range n {
				for r := range n {
					if r != h && c != h && r != c && r+c != 2*h {
						cuts = append(cuts, [][2]int{{r, h}, {h, c}})
					}
				}
			}
			middle = cuts[int(cutIndex)%len(cuts)]
		}
		b, err := newQuarterBoard(context.Background(), n, middle)
		if err != nil {
			t.Fatal(err)
		}
		rows, k := b.rows(), bits.OnesCount64(b.east)
		// The east rows: k of the free rows, drawn from choice.
		var eastRows uint64
		r := rand.New(rand.NewPCG(choice, uint64(n)))
		for _, i := range r.Perm(n) {
			if bits.OnesCount64(eastRows) < k && rows&(1<<i) != 0 {
				eastRows |= 1 << i
			}
		}
		var c quarterCounter
		c.use(b)
		if got, want := c.countEastRows(eastRows), bruteEastRows(n, middle, eastRows); got != want {
			t.Fatalf("n = %d, middle %v, east rows %b: the join counts %d, the search %d", n, middle, eastRows, got, want)
		}
	})
}

// FuzzSieve checks the sieve's count of disjoint keys against a plain
// loop, on random keys of a few bits each, for any number of the sieve's
// bits.
func FuzzSieve(f *testing.F) {
	f.Add(uint64(1), uint16(300), uint8(20), uint8(4))
	f.Add(uint64(7), uint16(5), uint8(12), uint8(0))
	f.Add(uint64(9), uint16(2000), uint8(40), uint8(9))
	f.Add(uint64(3), uint16(0), uint8(5), uint8(2)) // no keys
	f.Fuzz(func(t *testing.T, seed uint64, count uint16, width, k uint8) {
		w := 8 + uint(width)%(sieveMaxWidth-7)
		sorted := min(int(w), sieveMaxBits)
		r := rand.New(rand.NewPCG(seed, 7))
		// Most keys have a few bits, some have many: count reads a word
		// for each 4 bits in which a key has one, 8 in its fast loop.
		key := func() uint64 {
			var x uint64
			for range 1 + r.IntN(6) + r.IntN(2)*r.IntN(int(w)) {
				x |= 1 << r.UintN(w)
			}
			return x
		}
		keys := make([]uint64, int(count)%3000)
		for i := range keys {
			keys[i] = key()
		}
		var s sieve
		s.fill(keys, int(k)%(sorted+1), sorted, w)
		queries, total := make([]uint64, 50), uint64(0)
		for i := range queries {
			x := key()
			queries[i] = x
			var want uint64
			for _, y := range keys {
				if x&y == 0 {
					want++
				}
			}
			if got := s.count([]uint64{x}); got != want {
				t.Fatalf("%d keys of %d bits, %d sieve bits: %d keys disjoint from %b, the sieve counts %d", len(keys), w, int(k)%(sorted+1), want, x, got)
			}
			total += want
		}
		if got := s.count(queries); got != total {
			t.Fatalf("%d keys of %d bits: %d disjoint pairs with %d queries, the sieve counts %d", len(keys), w, total, len(queries), got)
		}
	})
}

// TestTableStopsAndIsMadeLater stops the making of a table midway: the
// stopped maker returns the context's error, and the next one makes the
// whole table, the same as one made in one go.
func TestTableStopsAndIsMadeLater(t *testing.T) {
	const h = 7
	if _, err := newQuarterTable(countdown.New(20), h); !errors.Is(err, context.Canceled) {
		t.Fatalf("a table stopped at the 20th look: %v", err)
	}
	whole, err := newQuarterTable(context.Background(), h)
	if err != nil {
		t.Fatal(err)
	}
	quarterTables.Delete(h)
	if _, err := quarterTableOf(countdown.New(20), h); !errors.Is(err, context.Canceled) {
		t.Fatalf("quarterTableOf stopped at the 20th look: %v", err)
	}
	again, err := quarterTableOf(context.Background(), h)
	if err != nil || !slices.Equal(again.sets, whole.sets) || !slices.Equal(again.start, whole.start) {
		t.Fatalf("the table made after a stop differs from one made in one go (%v)", err)
	}
}
