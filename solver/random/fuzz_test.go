package random

import (
	"context"
	"slices"
	"testing"

	"nqueens/solver"
)

// FuzzSolvers checks that every solver, with any seed and step, returns a
// valid solution, and the same one twice.
func FuzzSolvers(f *testing.F) {
	f.Add(uint8(0), uint8(8), uint8(8), uint64(1))
	f.Add(uint8(1), uint8(12), uint8(5), uint64(7))
	f.Add(uint8(2), uint8(40), uint8(0), uint64(99))
	f.Fuzz(func(t *testing.T, which, size, step uint8, seed uint64) {
		s := Solvers[int(which)%len(Solvers)]
		n := 4 + int(size)%40
		if s.Name == "backtrack" {
			n = 4 + int(size)%20 // plain backtracking is slow past 20
		}
		k := int(step) % (n + 1)
		if s.Name == "hybrid" {
			k = max(k, n-16) // leave little to the backtracking
		}
		a, err := s.Solve(context.Background(), n, k, seed)
		if err != nil || len(a.Queens) != n || solver.VerifyColumns(a.Queens) != nil {
			t.Fatalf("%s n=%d step %d seed %d: %v, %v", s.Name, n, k, seed, err, solver.VerifyColumns(a.Queens))
		}
		b, _ := s.Solve(context.Background(), n, k, seed)
		if !slices.Equal(a.Queens, b.Queens) {
			t.Fatalf("%s n=%d step %d seed %d: two answers", s.Name, n, k, seed)
		}
	})
}
