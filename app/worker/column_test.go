package worker

import (
	"context"
	"slices"
	"strings"
	"testing"

	"nqueens/solver"
)

// OpColumn's answers for parts of a column's units add up to the
// column's counts, and an OpSeek given the columns that a seek needs
// finds its solution with them.
func TestColumnsOfASeek(t *testing.T) {
	const n = 14
	total, _, _ := solver.Published(n)
	k := total / 3
	var given []ColumnCounts
	for {
		col, _, ok := solver.SeekColumn(n, k)
		if !ok {
			break
		}
		c, err := solver.NewColumnCount(n, col)
		if err != nil {
			t.Fatal(err)
		}
		want := make([]uint64, n)
		c.CountUnits(context.Background(), 0, c.Units(), want)
		got := make([]uint64, n)
		for first := 0; first < c.Units(); first += 500 {
			_, res := handle(Request{ID: 3, Op: OpColumn, N: n, Column: col, First: first, Last: min(first+500, c.Units())})
			if res.Type != TypeCounts || len(res.Counts) != n {
				t.Fatalf("column %d: %+v", col, res)
			}
			for d, count := range res.Counts {
				got[d] += count
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("column %d: the answers add up to %v, want %v", col, got, want)
		}
		given = append(given, ColumnCounts{Column: col, Counts: got})
		solver.RememberColumn(n, col, got) // as the page keeps them, to ask for the next
	}
	if len(given) == 0 {
		t.Fatalf("a seek of solution %d of n = %d needs no column", k, n)
	}
	want, err := solver.Solution(n, k)
	if err != nil {
		t.Fatal(err)
	}
	_, res := handle(Request{ID: 4, Op: OpSeek, N: n, K: k, Columns: given})
	if res.Type != TypeSolution || res.K != k || !slices.Equal(res.Queens, want) {
		t.Errorf("the seek of solution %d with the columns: %+v, want %v", k, res, want)
	}
}

// OpColumn and OpSeek refuse columns that no seek counts.
func TestColumnsRejectBadRequests(t *testing.T) {
	for _, tt := range []struct {
		req  Request
		want string
	}{
		{Request{Op: OpColumn, N: 15, Column: 2, Last: 1}, "even boards"},
		{Request{Op: OpColumn, N: 16, Column: 16, Last: 1}, "no column 16"},
		{Request{Op: OpColumn, N: 16, Column: 3, First: 2, Last: 1}, "units 2 to 1"},
		{Request{Op: OpColumn, N: 16, Column: 3, Last: 1 << 20}, "units 0 to 1048576"},
		{Request{Op: OpSeek, N: 16, K: 5, Columns: []ColumnCounts{{Column: 3, Counts: []uint64{1, 2}}}}, "2 counts of column 3"},
	} {
		if _, res := handle(tt.req); res.Type != TypeError || !strings.Contains(res.Error, tt.want) {
			t.Errorf("%+v: %+v, want an error with %q", tt.req, res, tt.want)
		}
	}
}
