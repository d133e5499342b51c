package trace

import (
	"context"
	"iter"
	"slices"
	"testing"

	"nqueens/solver"
)

// Replaying a method's trace finds the solutions it counts, in the order
// of Solutions, with the nodes the counter counts.
func TestTraceReplaysTheCount(t *testing.T) {
	for _, method := range Methods {
		for n := 1; n <= 9; n++ {
			all, _ := solver.Solutions(n)
			next, stop := iter.Pull(all)
			state := NewState(method, n)
			err := Run(method, n, func(e Event) bool {
				state.Apply(e)
				if e.Kind != Solution {
					return true
				}
				want, ok := next()
				if !ok || !slices.Equal(state.Queens, want) {
					t.Errorf("%s n=%d: solution %d is %v, want %v", method, n, state.Solutions, state.Queens, want)
					return false
				}
				if err := solver.Verify(state.Queens); err != nil {
					t.Errorf("%s n=%d: %v", method, n, err)
				}
				return true
			})
			stop()
			if err != nil {
				t.Fatal(err)
			}
			plan, err := solver.NewPlan(method, n)
			if err != nil {
				t.Fatal(err)
			}
			tally, _ := plan.Run(context.Background(), 1, nil)
			if state.Solutions != tally.Solutions || state.Nodes != tally.Nodes {
				t.Errorf("%s n=%d: replay found %d solutions, %d nodes; the counter %d, %d",
					method, n, state.Solutions, state.Nodes, tally.Solutions, tally.Nodes)
			}
			if len(state.Queens) != 0 || state.Last.Kind != Backtrack || state.Last.Row != 0 {
				t.Errorf("%s n=%d: the trace ends with %+v and queens %v, not a backtrack from row 0", method, n, state.Last, state.Queens)
			}
		}
	}
}

// The first solution of n = 4 comes after the steps counted by hand:
// bitmask places 8 queens and backtracks 4 times before it; naive and
// iterative also try 26 squares, 18 of them attacked.
func TestTraceStepsToFirstSolution(t *testing.T) {
	for method, want := range map[string]int{"naive": 39, "iterative": 39, "bitmask": 13} {
		steps := 0
		if err := Run(method, 4, func(e Event) bool {
			steps++
			return e.Kind != Solution
		}); err != nil {
			t.Fatal(err)
		}
		if steps != want {
			t.Errorf("%s reaches the first solution of n = 4 in %d steps, want %d", method, steps, want)
		}
	}
	if err := Run("bitmask", 17, nil); err == nil {
		t.Error("Run accepts n = 17")
	}
	if err := Run("fast", 8, nil); err == nil {
		t.Error("Run accepts the fast method")
	}
}

// The lessons count what they teach: each finds the published number of
// solutions, and one stopped by its tracer counts those found before.
func TestLessonsCount(t *testing.T) {
	for _, method := range Methods {
		for n := 1; n <= 10; n++ {
			if got := traceLesson(method, n, func(Event) bool { return true }); uint64(got) != published(n) {
				t.Errorf("%s's lesson counts %d solutions of n = %d, want %d (A000170)", method, got, n, published(n))
			}
		}
		solutions := 0
		got := traceLesson(method, 8, func(e Event) bool {
			if e.Kind == Solution {
				solutions++
			}
			return solutions < 3
		})
		if got != 2 {
			t.Errorf("%s's lesson stopped at the third solution of n = 8 counted %d, want the 2 before it", method, got)
		}
	}
}

// published is the number of solutions of n queens, as package solver
// counts it (OEIS A000170).
func published(n int) uint64 {
	count, err := solver.Count(n)
	if err != nil {
		panic(err)
	}
	return count
}
