package solver

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
)

func TestSolutionsAreDistinctValidAndOrdered(t *testing.T) {
	for n := 1; n <= 10; n++ {
		seq, err := Solutions(n)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		var prev []int
		for x := range seq {
			if len(x) != n {
				t.Fatalf("n=%d: solution %v has %d queens", n, x, len(x))
			}
			if err := Verify(x); err != nil {
				t.Fatalf("n=%d: %v: %v", n, x, err)
			}
			key := fmt.Sprint(x)
			if seen[key] {
				t.Fatalf("n=%d: %v repeated", n, x)
			}
			seen[key] = true
			if prev != nil && slices.Compare(prev, x) >= 0 {
				t.Fatalf("n=%d: %v comes after %v", n, x, prev)
			}
			prev = x
		}
		if uint64(len(seen)) != a000170[n] {
			t.Errorf("n=%d: %d solutions, want %d", n, len(seen), a000170[n])
		}
	}
}

func TestSolutionsStopsEarly(t *testing.T) {
	seq, err := Solutions(8)
	if err != nil {
		t.Fatal(err)
	}
	got := 0
	for range seq {
		got++
		if got == 3 {
			break
		}
	}
	if got != 3 {
		t.Errorf("took %d solutions, want 3", got)
	}
}

func TestSolutionMatchesIterator(t *testing.T) {
	for n := 1; n <= 9; n++ {
		seq, _ := Solutions(n)
		k := uint64(0)
		for want := range seq {
			k++
			got, err := Solution(n, k)
			if err != nil || !slices.Equal(got, want) {
				t.Fatalf("Solution(%d, %d) = %v, %v; want %v", n, k, got, err, want)
			}
		}
	}
}

func TestSolutionKnownValues(t *testing.T) {
	tests := []struct {
		n    int
		k    uint64
		want []int
	}{
		{1, 1, []int{0}},
		{4, 1, []int{1, 3, 0, 2}},
		{4, 2, []int{2, 0, 3, 1}},
		{8, 1, []int{0, 4, 7, 5, 2, 6, 1, 3}},
		{8, 92, []int{7, 3, 0, 2, 5, 1, 6, 4}},
	}
	for _, tt := range tests {
		got, err := Solution(tt.n, tt.k)
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("Solution(%d, %d) = %v, %v; want %v", tt.n, tt.k, got, err, tt.want)
		}
	}
}

func TestSolutionOutOfRange(t *testing.T) {
	tests := []struct {
		n         int
		k         uint64
		solutions uint64
	}{
		{8, 93, 92}, {8, 1000, 92}, {2, 1, 0}, {3, 1, 0}, {1, 2, 1},
	}
	for _, tt := range tests {
		_, err := Solution(tt.n, tt.k)
		var re *RangeError
		if !errors.As(err, &re) || re.Solutions != tt.solutions || re.K != tt.k {
			t.Errorf("Solution(%d, %d) error = %v, want a RangeError with %d solutions", tt.n, tt.k, err, tt.solutions)
		}
	}
	if _, err := Solution(8, 0); !errors.Is(err, ErrIndex) {
		t.Errorf("Solution(8, 0) error = %v, want ErrIndex", err)
	}
	if _, err := Solution(33, 1); !errors.Is(err, ErrSize) {
		t.Errorf("Solution(33, 1) error = %v, want ErrSize", err)
	}
}

func TestSeekJobLastClampsToTheFinalSolution(t *testing.T) {
	j, err := newSeekJob(6, 99)
	if err != nil {
		t.Fatal(err)
	}
	for !j.Step() {
	}
	x, k := j.Last()
	want, _ := Solution(6, 4)
	if k != 4 || !slices.Equal(x, want) {
		t.Errorf("Last() = %v, %d; want %v, 4", x, k, want)
	}
	j, _ = newSeekJob(3, 1)
	for !j.Step() {
	}
	if x, k := j.Last(); x != nil || k != 0 {
		t.Errorf("n=3: Last() = %v, %d; want nil, 0", x, k)
	}
}

// TestFirstSolutionOfLargeBoards checks that the largest boards give a
// valid first solution.
func TestFirstSolutionOfLargeBoards(t *testing.T) {
	for _, n := range []int{20, 25, MaxN} {
		x, err := Solution(n, 1)
		if err != nil {
			t.Fatalf("Solution(%d, 1): %v", n, err)
		}
		if len(x) != n || Verify(x) != nil {
			t.Errorf("Solution(%d, 1) = %v is not a solution: %v", n, x, Verify(x))
		}
	}
}

// Rank undoes Solution, for every solution of small boards.
func TestRank(t *testing.T) {
	for n := 1; n <= 9; n++ {
		all, _ := Solutions(n)
		k := uint64(0)
		for x := range all {
			k++
			if got, err := rank(x); err != nil || got != k {
				t.Fatalf("rank(%v) = %d, %v; want %d", x, got, err, k)
			}
		}
	}
	if _, err := rank([]int{0, 1}); err == nil {
		t.Error("Rank accepts an invalid board")
	}
	if _, err := rank(nil); err == nil {
		t.Error("Rank accepts an empty board")
	}
}

// TestRankLargeBoards ranks solutions of boards large enough for
// RankContext to split its counts row by row: each must come back as the
// index that Solution took.
func TestRankLargeBoards(t *testing.T) {
	tests := []struct {
		n int
		k uint64
	}{{14, 1}, {14, 365_596}, {15, 1_000_000}, {16, 1}}
	for _, tt := range tests {
		x, err := Solution(tt.n, tt.k)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := RankContext(context.Background(), x); err != nil || got != tt.k {
			t.Errorf("RankContext(solution %d of n = %d) = %d, %v", tt.k, tt.n, got, err)
		}
	}
}

// TestRankStopsWhenCancelled ranks a solution of n = 32 that starts in the
// last column, which would take a count of most of the board, on a
// cancelled context.
func TestRankStopsWhenCancelled(t *testing.T) {
	x, err := Solution(32, 1)
	if err != nil {
		t.Fatal(err)
	}
	for r := range x {
		x[r] = 31 - x[r] // the mirror image: still a solution
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := RankContext(ctx, x); !errors.Is(err, context.Canceled) {
		t.Errorf("RankContext on a cancelled context = %v", err)
	}
}
