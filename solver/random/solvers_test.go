package random

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
	"testing"
	"time"

	"nqueens/solver"
	"nqueens/solver/internal/countdown"
)

func TestSolversFindValidSolutions(t *testing.T) {
	sizes := map[string][]int{
		"lasvegas":     {1, 4, 5, 8, 20, 100},
		"hybrid":       {1, 4, 8, 30, 1000, 20000},
		"minconflicts": {1, 4, 6, 8, 100, 100000},
		"backtrack":    {1, 4, 8, 20, 25},
	}
	for _, s := range Solvers {
		for _, n := range sizes[s.Name] {
			f, err := s.Solve(context.Background(), n, DefaultStep(n), 3)
			if err != nil {
				t.Fatalf("%s n=%d: %v", s.Name, n, err)
			}
			if len(f.Queens) != n || solver.VerifyColumns(f.Queens) != nil || f.Attempts < 1 || f.Nodes < 1 {
				t.Errorf("%s n=%d: %d queens, %v, %d attempts, %d nodes", s.Name, n, len(f.Queens), solver.VerifyColumns(f.Queens), f.Attempts, f.Nodes)
			}
		}
	}
}

// TestSolversAreDeterministic pins what seed 1 gives, so that a change of
// platform (this test also runs as wasm), Go version or generator that
// changed the solutions would fail here.
func TestSolversAreDeterministic(t *testing.T) {
	tests := []struct {
		name    string
		n, step int
		want    string // FNV-1a of the queens, attempts and nodes
	}{
		{"lasvegas", 30, 30, "bcc4f89b019bdf98"},
		{"hybrid", 200, 190, "658503fdaf06faab"},
		{"minconflicts", 5000, 0, "d6f05bac3e8aef73"},
	}
	for _, tt := range tests {
		s, _ := LookupSolver(tt.name)
		a, err := s.Solve(context.Background(), tt.n, tt.step, 1)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := s.Solve(context.Background(), tt.n, tt.step, 1)
		c, _ := s.Solve(context.Background(), tt.n, tt.step, 2)
		if !slices.Equal(a.Queens, b.Queens) || a.Nodes != b.Nodes || a.Attempts != b.Attempts {
			t.Errorf("%s: seed 1 gave two answers", tt.name)
		}
		if slices.Equal(a.Queens, c.Queens) {
			t.Errorf("%s: seeds 1 and 2 gave the same solution", tt.name)
		}
		if got := fingerprint(a); got != tt.want {
			t.Errorf("%s n=%d step %d seed 1: fingerprint %s, want %s", tt.name, tt.n, tt.step, got, tt.want)
		}
	}
}

func fingerprint(f Found) string {
	h := fnv.New64a()
	fmt.Fprint(h, f.Queens, f.Attempts, f.Nodes)
	return fmt.Sprintf("%016x", h.Sum64())
}

func TestSolveErrors(t *testing.T) {
	hybrid, _ := LookupSolver("hybrid")
	tests := []struct {
		s       *Solver
		n, step int
		want    string
	}{
		{hybrid, 0, 0, "board size out of range"},
		{hybrid, 8, 9, "step 9 is out of range"},
		{hybrid, 8, -1, "step -1 is out of range"},
		{hybrid, 3, 1, "n = 3 has no solutions"},
		{Solvers[2], 2, 0, "n = 2 has no solutions"},
		{Solvers[2], MaxLargeN + 1, 0, "board size out of range"},
	}
	for _, tt := range tests {
		_, err := tt.s.Solve(context.Background(), tt.n, tt.step, 1)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s n=%d step %d: %v, want %q", tt.s.Name, tt.n, tt.step, err, tt.want)
		}
	}
	if _, err := LookupSolver("magic"); err == nil {
		t.Error("LookupSolver(magic) found one")
	}
}

func TestSolveStopsWhenCancelled(t *testing.T) {
	for _, name := range []string{"backtrack", "lasvegas", "minconflicts"} {
		s, _ := LookupSolver(name)
		ctx := countdown.New(3)
		start := time.Now()
		// Hopeless for plain backtracking and pure Las Vegas; long enough
		// for minconflicts to poll.
		n := map[string]int{"backtrack": 60, "lasvegas": 5000, "minconflicts": 2_000_000}[name]
		_, err := s.Solve(ctx, n, n, 1)
		if !errors.Is(err, context.Canceled) || time.Since(start) > 10*time.Second {
			t.Errorf("%s n=%d stopped after %v with %v", name, n, time.Since(start), err)
		}
	}
}
