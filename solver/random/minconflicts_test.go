package random

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"runtime"
	"testing"

	"nqueens/solver"
	"nqueens/solver/internal/rng"
)

// TestMinConflictsHugeBoards solves large boards and verifies them: 10^6
// always, 10^7 natively unless -short (70 MB).
func TestMinConflictsHugeBoards(t *testing.T) {
	s, _ := LookupSolver("minconflicts")
	sizes := []int{1_000_000}
	if !testing.Short() && runtime.GOARCH != "wasm" {
		sizes = append(sizes, 10_000_000)
	}
	for _, n := range sizes {
		f, err := s.Solve(context.Background(), n, 0, 5)
		if err != nil {
			t.Fatalf("n = %d: %v", n, err)
		}
		if len(f.Queens) != n || f.Attempts != 1 {
			t.Errorf("n = %d: %d queens, %d attempts", n, len(f.Queens), f.Attempts)
		}
		if err := solver.VerifyColumns(f.Queens); err != nil {
			t.Errorf("n = %d: %v", n, err)
		}
	}
}

// TestStartLeavesFewConflicts checks the start's board against counts made
// from scratch, that it leaves O(n) conflicts, few of them (n/400 to n/550
// are measured for n from 10^5 to 10^7; n/100 is asserted, and n/20 for
// n = 1000, where the last rows weigh more), and that the rows it lists
// for the repair hold all but one queen of every crowded line.
func TestStartLeavesFewConflicts(t *testing.T) {
	for _, n := range []int{1, 4, 31, 33, 1000, 100_000} {
		b := newLocalBoard(n)
		b.rand = splitMix{7}
		for attempt := range 2 { // a restart reuses the board
			if err := b.start(context.Background()); err != nil {
				t.Fatal(err)
			}
			diag, anti, hits := countLines(t, b.x)
			if b.hits != hits {
				t.Errorf("n = %d, start %d: hits %d, counted %d", n, attempt, b.hits, hits)
			}
			if bound := map[int]int{1000: n / 20, 100_000: n / 100}[n]; bound > 0 && hits > bound {
				t.Errorf("n = %d: the start left %d conflicts, over %d", n, hits, bound)
			}
			for name, lines := range map[string]map[int]int{"diagonal": diag, "anti-diagonal": anti} {
				for line, k := range lines {
					if got := b.lineCounts(name).count(line); got != k {
						t.Fatalf("n = %d: %s %d counts %d queens, holds %d", n, name, line, got, k)
					}
				}
			}
			listed := map[string]int{}
			for _, r := range b.crowded {
				c := int(b.x[r])
				listed[fmt.Sprint("d", b.diagLine(int(r), c))]++
				listed[fmt.Sprint("a", b.antiLine(int(r), c))]++
			}
			for line, k := range diag {
				if k > 1 && listed[fmt.Sprint("d", line)] < k-1 {
					t.Errorf("n = %d: diagonal %d holds %d queens, %d of them listed", n, line, k, listed[fmt.Sprint("d", line)])
				}
			}
			for line, k := range anti {
				if k > 1 && listed[fmt.Sprint("a", line)] < k-1 {
					t.Errorf("n = %d: anti-diagonal %d holds %d queens, %d of them listed", n, line, k, listed[fmt.Sprint("a", line)])
				}
			}
		}
	}
}

// countLines counts the queens of a permutation on each line, as
// localBoard numbers them, and its conflicts; it fails t if x is not a
// permutation.
func countLines(t *testing.T, x []int32) (diag, anti map[int]int, hits int) {
	n := len(x)
	seen := make([]bool, n)
	diag, anti = map[int]int{}, map[int]int{}
	for r, c := range x {
		if c < 0 || int(c) >= n || seen[c] {
			t.Fatalf("n = %d: row %d's column %d is off the board or taken", n, r, c)
		}
		seen[c] = true
		d, a := int(c)-r+n-1, r+int(c)
		if diag[d] > 0 {
			hits++
		}
		if anti[a] > 0 {
			hits++
		}
		diag[d]++
		anti[a]++
	}
	return diag, anti, hits
}

func (b *localBoard) lineCounts(name string) *lineCounts {
	if name == "diagonal" {
		return &b.diag
	}
	return &b.anti
}

// TestLineCounts checks the 2-bit counts against plain ones, past three
// queens a line, and occupied at every offset of a word.
func TestLineCounts(t *testing.T) {
	const lines = 200
	l := newLineCounts(lines)
	want := make([]int, lines)
	rnd := rng.New(1)
	for step := range 20000 {
		i := rnd.Uniform(40) * 5 // 40 lines, crowded
		var got, delta int
		if want[i] > 0 && rnd.Uniform(2) == 0 {
			got = l.remove(i)
			if want[i]--; want[i] > 0 {
				delta = -1
			}
		} else {
			got = l.add(i)
			if want[i] > 0 {
				delta = 1
			}
			want[i]++
		}
		if got != delta || l.count(i) != want[i] {
			t.Fatalf("step %d, line %d: change %d, count %d; want %d, %d", step, i, got, l.count(i), delta, want[i])
		}
	}
	for lo := range lines - 32 {
		var mask uint32
		for k := range 32 {
			if want[lo+k] > 0 {
				mask |= 1 << k
			}
		}
		if got := evenBits(occupied(l.words, lo)); got != mask || occupied(l.words, lo)&^0x5555_5555_5555_5555 != 0 {
			t.Fatalf("occupied(%d) = %064b, want %032b in the even bits", lo, occupied(l.words, lo), mask)
		}
	}
	for i := range lines {
		for range want[i] {
			l.remove(i)
		}
	}
	if len(l.more) != 0 || occupied(l.words, 0) != 0 {
		t.Errorf("emptied counts keep %d lines of three or more", len(l.more))
	}
}

func TestNthBit(t *testing.T) {
	rnd := rng.New(2)
	for range 2000 {
		m := uint32(rnd.Uint64())
		k := 0
		for pos := range 32 {
			if m&(1<<pos) != 0 {
				if got := nthBit(m, k); got != pos {
					t.Fatalf("nthBit(%032b, %d) = %d, want %d", m, k, got, pos)
				}
				k++
			}
		}
	}
}

// TestPickBitIsUniform draws 320 000 bits of masks with few and many bits
// set, and checks that each set bit comes within 5% of its share (5
// standard deviations for a mask of 32 bits).
func TestPickBitIsUniform(t *testing.T) {
	s := splitMix{9}
	for _, m := range []uint32{0b1011, 0xf0f0_00ff, 0xffff_ffff, 1 << 31} {
		var hits [32]int
		const draws = 320_000
		for range draws {
			hits[s.pickBit(m)]++
		}
		share := draws / bits.OnesCount32(m)
		for p, h := range hits {
			if set := m&(1<<p) != 0; set && (h < share*95/100 || h > share*105/100) || !set && h > 0 {
				t.Errorf("mask %032b: bit %d drawn %d times of %d, want about %d", m, p, h, draws, share)
			}
		}
	}
}

// TestMinConflictsStopsDuringRepair cancels the search once its start is
// done, so that the repair must notice.
func TestMinConflictsStopsDuringRepair(t *testing.T) {
	s, _ := LookupSolver("minconflicts")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	starts := 0
	f, err := s.SolveProgress(ctx, 1_000_000, 0, 1, func(Found) {
		starts++
		cancel()
	})
	if !errors.Is(err, context.Canceled) || starts != 1 || f.Queens != nil || f.Nodes > 1_000_000+2*pollEvery {
		t.Errorf("cancelled after the start: %v, %d starts, %d nodes", err, starts, f.Nodes)
	}
}

// TestVerifyColumnsAgreesWithVerify compares the two on random boards,
// good and bad.
func TestVerifyColumnsAgreesWithVerify(t *testing.T) {
	rnd := rng.New(3)
	for trial := range 3000 {
		n := 1 + rnd.Uniform(12)
		x := make([]int32, n)
		ints := make([]int, n)
		for r := range x {
			x[r] = int32(rnd.Uniform(n))
			if trial%50 == 0 {
				x[r] = int32(rnd.Uniform(n+2) - 1) // now and then off the board
			}
			ints[r] = int(x[r])
		}
		if got, want := fmt.Sprint(solver.VerifyColumns(x)), fmt.Sprint(solver.Verify(ints)); got != want {
			t.Fatalf("%v: solver.VerifyColumns says %s, solver.Verify %s", x, got, want)
		}
	}
	// A large solution, and the same with a column shared.
	s, _ := LookupSolver("minconflicts")
	f, _ := s.Solve(context.Background(), 1000, 0, 1)
	if err := solver.VerifyColumns(f.Queens); err != nil {
		t.Error(err)
	}
	f.Queens[999] = f.Queens[0]
	ints := make([]int, len(f.Queens))
	for r, c := range f.Queens {
		ints[r] = int(c)
	}
	if got, want := fmt.Sprint(solver.VerifyColumns(f.Queens)), fmt.Sprint(solver.Verify(ints)); got != want || solver.Verify(ints) == nil {
		t.Errorf("a shared column: solver.VerifyColumns says %s, solver.Verify %s", got, want)
	}
}
