package solver

import (
	"context"
	"fmt"
	"slices"
	"testing"
)

// seekByColumns finds solution k of an even n×n board as a seek of a
// board from 14 to 16 does, by the columns of the first queen, whatever n
// is: with the columns counted afresh (cold), or as earlier seeks left
// them. The walk gets no head start, so that the columns rank most of
// the solutions.
func seekByColumns(n int, k uint64, cold bool) ([]int, error) {
	if cold {
		forgetCounts()
	}
	j, err := newSeekJob(n, k)
	if err != nil {
		return nil, err
	}
	j.pace.headStart = 0
	if j.located == nil {
		j.rank = newColumnRanker(n, j.target, publishedHalf(n, j.target), j.pace)
	}
	return seek(j, nil)
}

// kNearTheEndsAndTheMiddle lists the indices of a board of total
// solutions within width of its first, its middle and its last one,
// each once.
func kNearTheEndsAndTheMiddle(total, width uint64) []uint64 {
	var ks []uint64
	for _, from := range []uint64{1, max(1, total/2-width), max(1, total-width)} {
		for k := from; k <= min(total, from+2*width); k++ {
			if !slices.Contains(ks, k) {
				ks = append(ks, k)
			}
		}
	}
	return ks
}

// A seek by the columns of the first queen finds every solution near the
// ends and the middle of the even boards from 6 to 12, and a sample of
// the others, with the columns counted afresh for each and kept from one
// to the next; and so do the other ways of seeking, by the walk alone and
// by the openings, which mirror the solutions past the middle too.
func TestSeekNearTheEndsAndTheMiddle(t *testing.T) {
	modes := []struct {
		name string
		seek func(n int, k uint64) ([]int, error)
	}{
		{"columns, cold", func(n int, k uint64) ([]int, error) { return seekByColumns(n, k, true) }},
		{"columns, kept", func(n int, k uint64) ([]int, error) { return seekByColumns(n, k, false) }},
		{"walk", func(n int, k uint64) ([]int, error) {
			forgetCounts()
			return Unrank(context.Background(), n, k)
		}},
		{"openings", func(n int, k uint64) ([]int, error) {
			useOpenings(n)
			return Unrank(context.Background(), n, k)
		}},
	}
	for _, mode := range modes {
		for n := 6; n <= 12; n++ {
			if n%2 != 0 && mode.name != "walk" && mode.name != "openings" {
				continue
			}
			t.Run(fmt.Sprintf("%s/n=%d", mode.name, n), func(t *testing.T) {
				forgetCounts()
				all := allSolutions(t, n)
				total := uint64(len(all))
				ks := kNearTheEndsAndTheMiddle(total, 12)
				for k := uint64(1); k <= total; k += max(1, total/50) {
					ks = append(ks, k)
				}
				for _, k := range ks {
					got, err := mode.seek(n, k)
					if err != nil || !slices.Equal(got, all[k-1]) {
						t.Fatalf("solution %d = %v, %v; want %v", k, got, err, all[k-1])
					}
				}
			})
		}
	}
}

// At n = 14 the seeks count columns: they find the solutions near the
// ends and the middle, and a sample of the others, the columns counted
// afresh and kept.
func TestSeekByColumnsAt14(t *testing.T) {
	const n = 14
	forgetCounts()
	all := allSolutions(t, n)
	total := uint64(len(all))
	ks := kNearTheEndsAndTheMiddle(total, 4)
	for k := uint64(1); k <= total; k += total / 97 {
		ks = append(ks, k)
	}
	for i, k := range ks {
		if i%10 == 0 {
			forgetCounts()
		}
		got, err := Unrank(context.Background(), n, k)
		if err != nil || !slices.Equal(got, all[k-1]) {
			t.Fatalf("solution %d = %v, %v; want %v", k, got, err, all[k-1])
		}
	}
}

// solutions16 are solutions of n = 16 that the seek by the openings
// found, before the seek counted columns.
var solutions16 = map[uint64][]int{
	1:        {0, 2, 4, 1, 12, 8, 13, 11, 14, 5, 15, 6, 3, 10, 7, 9},
	1000000:  {1, 15, 10, 0, 4, 9, 12, 3, 7, 2, 13, 6, 14, 11, 8, 5},
	3000000:  {4, 8, 0, 12, 10, 13, 2, 9, 5, 3, 1, 6, 11, 14, 7, 15},
	3693128:  {5, 0, 6, 10, 12, 14, 4, 8, 1, 11, 2, 7, 15, 13, 3, 9},
	7386256:  {7, 15, 13, 11, 14, 8, 4, 2, 0, 3, 1, 12, 9, 6, 10, 5},
	7386257:  {8, 0, 2, 4, 1, 7, 11, 13, 15, 12, 14, 3, 6, 9, 5, 10},
	11079384: {10, 15, 9, 5, 3, 1, 11, 7, 12, 6, 13, 2, 0, 14, 8, 4},
	14772511: {15, 13, 11, 14, 3, 6, 4, 1, 10, 0, 2, 8, 12, 9, 7, 5},
	14772512: {15, 13, 11, 14, 3, 7, 2, 4, 1, 10, 0, 9, 12, 5, 8, 6},
}

// The seeks of n = 16 find the solutions that the openings found.
func TestSeekByColumnsAt16(t *testing.T) {
	forgetCounts()
	for _, k := range slices.Sorted(mapKeys(solutions16)) {
		want := solutions16[k]
		if got, err := Unrank(context.Background(), 16, k); err != nil || !slices.Equal(got, want) {
			t.Errorf("solution %d = %v, %v; want %v", k, got, err, want)
		}
	}
}

// mapKeys returns the keys of m.
func mapKeys[K comparable, V any](m map[K]V) func(func(K) bool) {
	return func(yield func(K) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// columnOf counts the solutions of all, an n×n board's, whose first
// queen stands in column col, by the column of the second.
func columnOf(all [][]int, n, col int) []uint64 {
	counts := make([]uint64, n)
	for _, x := range all {
		if x[0] == col {
			counts[x[1]]++
		}
	}
	return counts
}

// A column's units add up to the column's solutions, by the column of the
// second queen, counted in one go or shared out; and a seek that is given
// the columns it asks for (SeekColumn, RememberColumn) counts nothing.
func TestColumnsSharedOut(t *testing.T) {
	const n = 14
	forgetCounts()
	all := allSolutions(t, n)
	k := uint64(len(all)) / 3
	var counted []int
	for {
		col, columns, ok := SeekColumn(n, k)
		if !ok {
			break
		}
		if columns < 1 || slices.Contains(counted, col) {
			t.Fatalf("SeekColumn(%d, %d) = %d, %d columns, after counting %v", n, k, col, columns, counted)
		}
		c, err := NewColumnCount(n, col)
		if err != nil {
			t.Fatal(err)
		}
		whole, shared := make([]uint64, n), make([]uint64, n)
		if err := c.CountUnits(context.Background(), 0, c.Units(), whole); err != nil {
			t.Fatal(err)
		}
		for last := c.Units(); last > 0; last -= 100 {
			c.CountUnits(context.Background(), max(0, last-100), last, shared)
		}
		if want := columnOf(all, n, col); !slices.Equal(whole, want) || !slices.Equal(shared, want) {
			t.Fatalf("column %d: %v, shared out %v; want %v", col, whole, shared, want)
		}
		if err := RememberColumn(n, col, shared); err != nil {
			t.Fatal(err)
		}
		counted = append(counted, col)
	}
	if len(counted) == 0 {
		t.Fatal("a seek of a solution a third of the way counts no column")
	}
	known := KnownColumns(n)
	for c, got := range known {
		if slices.Contains(counted, c) != (got != nil) || got != nil && !slices.Equal(got, columnOf(all, n, c)) {
			t.Errorf("after counting %v, KnownColumns(%d)[%d] = %v", counted, n, c, got)
		}
	}
	j, err := newSeekJob(n, k)
	if err != nil {
		t.Fatal(err)
	}
	if j.located == nil || j.rank != nil {
		t.Fatalf("with the columns %v, the seek of solution %d still counts", counted, k)
	}
	if x, err := seek(j, nil); err != nil || !slices.Equal(x, all[k-1]) {
		t.Errorf("solution %d = %v, %v; want %v", k, x, err, all[k-1])
	}
}

// Near either end of the order, and on the boards whose seeks count
// openings or walk, a seek counts no column.
func TestSeekColumnLeavesTheEndsToTheWalk(t *testing.T) {
	forgetCounts()
	total, _, _ := Published(16)
	for _, tt := range []struct {
		n int
		k uint64
	}{{16, 1}, {16, seekWalkFirst}, {16, total}, {16, total + 1 - seekWalkFirst}, {15, 1 << 20}, {17, 1 << 20}, {12, 5000}, {18, 1 << 30}, {16, 0}} {
		if col, _, ok := SeekColumn(tt.n, tt.k); ok {
			t.Errorf("SeekColumn(%d, %d) = column %d", tt.n, tt.k, col)
		}
	}
	if _, _, ok := SeekColumn(16, total/2); !ok {
		t.Errorf("SeekColumn(16, %d) counts no column", total/2)
	}
}

// The shared counts refuse what is not a column of a seek.
func TestColumnsRejectBadInput(t *testing.T) {
	for _, tt := range []struct{ n, col int }{{15, 3}, {12, 3}, {18, 3}, {16, -1}, {16, 16}} {
		if _, err := NewColumnCount(tt.n, tt.col); err == nil {
			t.Errorf("NewColumnCount(%d, %d) has no error", tt.n, tt.col)
		}
		if err := RememberColumn(tt.n, tt.col, make([]uint64, tt.n)); err == nil {
			t.Errorf("RememberColumn(%d, %d) has no error", tt.n, tt.col)
		}
	}
	if err := RememberColumn(16, 3, make([]uint64, 15)); err == nil {
		t.Error("RememberColumn takes 15 counts for n = 16")
	}
	c, _ := NewColumnCount(14, 2)
	for _, r := range [][2]int{{-1, 3}, {5, 4}, {0, c.Units() + 1}} {
		if err := c.CountUnits(context.Background(), r[0], r[1], make([]uint64, 14)); err == nil {
			t.Errorf("CountUnits(%d, %d) has no error", r[0], r[1])
		}
	}
	if err := c.CountUnits(context.Background(), 0, 1, make([]uint64, 13)); err == nil {
		t.Error("CountUnits counts into 13 columns for n = 14")
	}
	if KnownColumns(0) != nil {
		t.Error("KnownColumns(0) is not nil")
	}
}

// Past the middle of a board whose count is published, a seek mirrors:
// the last solutions of large boards come from the walk alone, at once.
func TestUnrankLargeBoardsNearTheEnd(t *testing.T) {
	for _, n := range []int{18, 23} {
		total, _, _ := Published(n)
		first, err := Unrank(context.Background(), n, 1)
		if err != nil {
			t.Fatal(err)
		}
		last, err := Unrank(context.Background(), n, total)
		if err != nil || !slices.Equal(last, mirror(n, first)) {
			t.Errorf("n=%d: the last solution is %v, %v; want the mirror of the first, %v", n, last, err, mirror(n, first))
		}
		before, err := Unrank(context.Background(), n, total-1)
		if after, _ := SolutionAfter(context.Background(), before); err != nil || !slices.Equal(after, last) {
			t.Errorf("n=%d: solution %d is %v, %v, which the last does not follow", n, total-1, before, err)
		}
	}
}

// The progress of a seek that counts columns moves forward, and ends at
// done.
func TestSeekByColumnsProgress(t *testing.T) {
	forgetCounts()
	total, _, _ := Published(14)
	j, err := newSeekJob(14, total/3)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := j.rank.(*columnRanker); !ok {
		t.Fatalf("a seek of n = 14 ranks with %T", j.rank)
	}
	last, steps := 0.0, 0
	for ; !j.Step(); steps++ {
		done, total := j.Progress()
		f := float64(done) / float64(total)
		if total <= 0 || f < last || f > 1 {
			t.Fatalf("Progress() = %d, %d after %v", done, total, last)
		}
		last = f
	}
	if done, total := j.Progress(); done != total || steps < 10 {
		t.Errorf("Progress() at the end = %d, %d, after %d steps", done, total, steps)
	}
}

// A seek from a known solution walks from the nearer end of the order
// when the solution sought is nearer to it than to the known one: from
// the middle of n = 16, the first and the last solutions take a step.
func TestSeekJobFromTheNearerEnd(t *testing.T) {
	forgetCounts()
	total, _, _ := Published(16)
	middle := solutions16[total/2]
	for _, k := range []uint64{1, total} {
		j, err := NewSeekJobFrom(context.Background(), middle, total/2, k)
		if err != nil {
			t.Fatal(err)
		}
		if done := j.Step(); !done {
			t.Fatalf("solution %d from the middle: not found in a step", k)
		}
		if x, err := j.Result(); err != nil || !slices.Equal(x, solutions16[k]) {
			t.Errorf("solution %d from the middle: %v, %v; want %v", k, x, err, solutions16[k])
		}
	}
}
