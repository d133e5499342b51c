//go:build !(js && wasm)

package app

import (
	"slices"
	"testing"

	"nqueens/solver"
)

func TestSymmetryJumpsToTheCanonicalSolution(t *testing.T) {
	pv := DefaultPanelView
	pv.Panel = "symmetry"
	for n := 4; n <= 8; n++ {
		total, _ := solver.Count(n)
		for k := uint64(1); k <= total; k++ {
			l := newTestLab(View{N: n, K: k, Algo: DefaultAlgo, PanelView: pv})
			shown := slices.Clone(l.queens)
			least, _ := solver.Canonical(shown)
			l.ShowCanonical()
			if !slices.Equal(l.queens, least) || l.view.Panel != "symmetry" {
				t.Fatalf("n=%d sol=%d: the jump shows %v (sol %d), want the canonical %v", n, k, l.queens, l.view.K, least)
			}
		}
	}
}

func TestSymmetryWords(t *testing.T) {
	for _, d := range []int{1, 2, 4, 8} {
		if distinctWords(d) == "" {
			t.Errorf("no words for %d", d)
		}
	}
	if got := columnsWords([]int{1, 3, 0, 2}); got != "(2, 4, 1, 3)" {
		t.Errorf("columnsWords = %q", got)
	}
}
