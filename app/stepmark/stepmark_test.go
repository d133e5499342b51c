//go:build !(js && wasm)

package stepmark_test

import (
	"regexp"
	"testing"

	"nqueens/app/stepmark"
	"nqueens/solver/trace"
)

// states replays the trace of method on an n×n board and returns the
// board at each step, from step 0, the empty board.
func states(t *testing.T, method string, n int) []*trace.State {
	t.Helper()
	s := trace.NewState(method, n)
	all := []*trace.State{s.Clone()}
	if err := trace.Run(method, n, func(e trace.Event) bool {
		s.Apply(e)
		all = append(all, s.Clone())
		return true
	}); err != nil {
		t.Fatal(err)
	}
	return all
}

// A few boards of n = 4 by hand: naive's step 4 rejects row 1's column 1,
// which row 0's queen attacks (T00 P00 T10 T11).
func TestMarksByHand(t *testing.T) {
	all := states(t, "naive", 4)
	s := all[4]
	for _, tt := range []struct {
		r, c int
		want stepmark.Square
	}{
		{1, 1, stepmark.Square{CurrentRow: true, Attacked: true, Step: stepmark.TryRejected}},
		{0, 0, stepmark.Square{Step: stepmark.Attacker}},
		{1, 0, stepmark.Square{CurrentRow: true, Attacked: true}},
		{1, 3, stepmark.Square{CurrentRow: true}},
		{2, 1, stepmark.Square{}},
		{2, 2, stepmark.Square{Attacked: true}},
	} {
		if got := stepmark.At(s, tt.r, tt.c); got != tt.want {
			t.Errorf("step 4, square (%d, %d): %+v, want %+v", tt.r, tt.c, got, tt.want)
		}
	}
	if got := stepmark.At(s, 1, 1).Classes(); got != " current-row attacked try-rejected" {
		t.Errorf("the rejected square's classes: %q", got)
	}
	if got := stepmark.At(all[0], 0, 0); got != (stepmark.Square{}) {
		t.Errorf("the empty board marks %+v", got)
	}
	for i, s := range all {
		if s.Last.Kind == trace.Solution {
			r, c := 3, s.Queens[3]
			if got := stepmark.At(s, r, c); got != (stepmark.Square{Solved: true}) || got.Classes() != " solved" {
				t.Errorf("step %d, the solution's queen (%d, %d): %+v", i, r, c, got)
			}
			break
		}
	}
}

// squareTag finds a square of the panel's board, and its row and column.
var (
	squareTag = regexp.MustCompile(`<div [^>]*class="square[ "][^>]*>`)
	classAttr = regexp.MustCompile(`class="([^"]*)"`)
	rowAttr   = regexp.MustCompile(`data-row="(\d+)"`)
	colAttr   = regexp.MustCompile(`data-col="(\d+)"`)
)
