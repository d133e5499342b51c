package solver

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// bruteCompletions counts the completions of placed by listing every
// solution of its board: all of them, and the classes under the
// symmetries that map placed to itself, each class counted by its least
// member. It also returns the first completion.
func bruteCompletions(placed Placement) (t Tally, first []int) {
	n := len(placed)
	var group []int
	for s := range 8 {
		maps := true
		for r, c := range placed {
			if c != Free {
				u, v := transform(s, n, r, c)
				maps = maps && placed[u] == v
			}
		}
		if maps {
			group = append(group, s)
		}
	}
	all, _ := Solutions(n)
	for x := range all {
		if !placed.Holds(x) {
			continue
		}
		if first == nil {
			first = slices.Clone(x)
		}
		t.Solutions++
		images := Symmetries(x)
		least := true
		for _, s := range group {
			least = least && slices.Compare(x, images[s]) <= 0
		}
		if least {
			t.Unique++
		}
	}
	return t, first
}

// countCompletions counts placed's completions, 0 for queens that attack
// each other.
func countCompletions(t testing.TB, placed Placement) Tally {
	t.Helper()
	tally, err := CountCompletions(placed)
	if err != nil {
		t.Fatalf("%v: %v", placed, err)
	}
	return tally
}

// checkCompletions compares placed's count, unique count and first
// completion with the brute force's; and from n = 6 on, when its queens
// attack none of the others, the count of its plan of constellations,
// which NewCompletionPlan makes only past completionSearchMaxN.
func checkCompletions(t testing.TB, placed Placement) {
	t.Helper()
	want, wantFirst := bruteCompletions(placed)
	got := countCompletions(t, placed)
	if got.Solutions != want.Solutions || got.Unique != want.Unique {
		t.Errorf("n = %d, queens %s: %d completions, %d unique; want %d, %d",
			len(placed), placed.Format(":"), got.Solutions, got.Unique, want.Solutions, want.Unique)
	}
	if len(placed) >= 6 && placed.Placed() > 0 && placed.Conflict() == nil {
		p, err := completionPlan(context.Background(), placed, false)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := p.Run(context.Background(), 1, nil)
		if got.Solutions != want.Solutions || got.Unique != want.Unique {
			t.Errorf("n = %d, queens %s, by constellations: %d completions, %d unique; want %d, %d",
				len(placed), placed.Format(":"), got.Solutions, got.Unique, want.Solutions, want.Unique)
		}
	}
	first, err := FirstCompletion(context.Background(), placed)
	if err != nil || !slices.Equal(first, wantFirst) {
		t.Errorf("n = %d, queens %s: first completion %v, %v; want %v", len(placed), placed.Format(":"), first, err, wantFirst)
	}
}

// TestCompletionsOfOneAndTwoQueens checks every placement of one and of
// two queens on n = 1 to 8, attacking ones included, against the brute
// force.
func TestCompletionsOfOneAndTwoQueens(t *testing.T) {
	for n := 1; n <= 8; n++ {
		for a := range n * n {
			placed := NewPlacement(n)
			placed[a/n] = a % n
			checkCompletions(t, placed)
			for b := a + 1; b < n*n; b++ {
				if b/n == a/n {
					continue
				}
				two := slices.Clone(placed)
				two[b/n] = b % n
				checkCompletions(t, two)
			}
		}
	}
}

// randomPlacement places up to most queens at random on an n×n board, none
// attacking another.
func randomPlacement(rng *rand.Rand, n, most int) Placement {
	placed := NewPlacement(n)
	for range 1 + rng.IntN(most) {
		r, c := rng.IntN(n), rng.IntN(n)
		trial := slices.Clone(placed)
		trial[r] = c
		if placed[r] == Free && trial.Conflict() == nil {
			placed = trial
		}
	}
	return placed
}

// TestCompletionsOfRandomPlacements checks 200 random placements, with no
// queens attacking, on each of n = 9 to 11 against the brute force.
func TestCompletionsOfRandomPlacements(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 9))
	for n := 9; n <= 11; n++ {
		for range 200 {
			checkCompletions(t, randomPlacement(rng, n, 6))
		}
	}
}

// TestCompletionsOfNoQueensMatchOEIS counts the empty placements of n = 1
// to 14 against A000170 and A002562.
func TestCompletionsOfNoQueensMatchOEIS(t *testing.T) {
	for n := 1; n <= 14; n++ {
		got := countCompletions(t, NewPlacement(n))
		if got.Solutions != a000170[n] || got.Unique != a002562[n] {
			t.Errorf("n = %d: %d completions, %d unique; want %d, %d", n, got.Solutions, got.Unique, a000170[n], a002562[n])
		}
	}
}

// TestCompletionsOfASolution counts the completions of every solution of
// n = 8 and of every 100th of n = 12, and of each with one queen taken
// away: 1 each.
func TestCompletionsOfASolution(t *testing.T) {
	for _, c := range []struct{ n, every int }{{8, 1}, {12, 100}} {
		all, _ := Solutions(c.n)
		i := 0
		for x := range all {
			if i++; i%c.every != 0 {
				continue
			}
			for _, gone := range []int{-1, i % c.n} {
				placed := Placement(slices.Clone(x))
				if gone >= 0 {
					placed[gone] = Free
				}
				if got := countCompletions(t, placed); got.Solutions != 1 || got.Unique != 1 {
					t.Errorf("queens %s: %+v, want 1 completion", placed.Format(":"), got)
				}
			}
		}
	}
}

// TestCompletionsOfAttackingQueens checks that a placement whose queens
// attack each other has no plan and no completion, and says why.
func TestCompletionsOfAttackingQueens(t *testing.T) {
	for _, c := range []struct {
		n     int
		place string
		line  string
	}{
		{8, "0:0,7:0", "column"},
		{8, "2:3,4:5", "diagonal"},
		{20, "0:5,5:0", "anti-diagonal"},
	} {
		placed, dropped := ParsePlacement(c.n, c.place)
		if dropped != nil {
			t.Fatal(dropped)
		}
		_, err := NewCompletionPlan(context.Background(), placed)
		var attack *AttackError
		if !errors.As(err, &attack) || attack.Line != c.line {
			t.Errorf("%s: %v, want queens sharing a %s", c.place, err, c.line)
		}
		if first, err := FirstCompletion(context.Background(), placed); first != nil || err != nil {
			t.Errorf("%s: first completion %v, %v", c.place, first, err)
		}
	}
}

// TestCompletionPlanFingerprints checks that a completion count's plan is
// named by its queens, and that the empty placement's is the board's.
func TestCompletionPlanFingerprints(t *testing.T) {
	board, _ := NewPlan(FastestSearch, 12)
	empty, _ := NewCompletionPlan(context.Background(), NewPlacement(12))
	a, _ := ParsePlacement(12, "0:4")
	b, _ := ParsePlacement(12, "0:5")
	pa, _ := NewCompletionPlan(context.Background(), a)
	pb, _ := NewCompletionPlan(context.Background(), b)
	if board.Fingerprint() != empty.Fingerprint() {
		t.Error("the empty placement's plan is not the board's")
	}
	if pa.Fingerprint() == pb.Fingerprint() || pa.Fingerprint() == board.Fingerprint() {
		t.Error("plans of different queens share a fingerprint")
	}
	if got := pa.Placement().Format(":"); got != "0:4" {
		t.Errorf("Placement() = %s", got)
	}
}

// TestCompletionKernel counts random placements of n = 13 to 15, whose
// plans are of constellations, as the GPU does, against their plans on
// the CPU.
func TestCompletionKernel(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 8))
	for n := completionSearchMaxN + 1; n <= 15; n++ {
		for range 20 {
			placed := randomPlacement(rng, n, 4)
			p, err := NewCompletionPlan(context.Background(), placed)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := p.Run(context.Background(), 0, nil)
			if got := kernelCount(t, p, 0, p.Tasks(), 64); got.Solutions != want.Solutions || got.Unique != want.Unique {
				t.Errorf("n = %d, queens %s: kernel %+v, CPU %+v", n, placed.Format(":"), got, want)
			}
		}
	}
}

// TestCompletionSymmetries checks the symmetries of a few placements.
func TestCompletionSymmetries(t *testing.T) {
	for _, c := range []struct {
		n     int
		place string
		want  int
	}{
		{8, "", 8},
		{9, "4:4", 8},
		{8, "0:0", 2},
		{8, "0:0,7:7", 4},
		{8, "3:4,4:3", 4},
		{8, "0:3,7:4", 2},
		{8, "1:2", 1},
	} {
		placed, _ := ParsePlacement(c.n, c.place)
		if got := placed.Symmetries(); got != c.want {
			t.Errorf("n = %d, %q: %d symmetries, want %d", c.n, c.place, got, c.want)
		}
	}
}

// ExampleNewCompletionPlan counts the solutions of the 8×8 board that hold
// a queen in row 0, column 4, and one in row 3, column 2.
func ExampleNewCompletionPlan() {
	placed, _ := ParsePlacement(8, "0:4,3:2")
	p, _ := NewCompletionPlan(context.Background(), placed)
	t, _ := p.Run(context.Background(), 0, nil)
	first, _ := FirstCompletion(context.Background(), placed)
	fmt.Println(t.Solutions, first)
	// Output: 1 [4 6 0 2 7 5 3 1]
}
