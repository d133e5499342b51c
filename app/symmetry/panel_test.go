//go:build !(js && wasm)

package symmetry

import (
	"slices"
	"testing"

	"nqueens/app/backend"
	"nqueens/app/kit/pagetest"
	"nqueens/app/link"
	"nqueens/solver"
)

func TestSymmetryJumpsToTheCanonicalSolution(t *testing.T) {
	for n := 4; n <= 8; n++ {
		total, _ := solver.Count(n)
		for k := uint64(1); k <= total; k++ {
			v := link.View{N: n, K: k, Algo: link.DefaultAlgo, PanelView: link.PanelView{Panel: Spec.Name}}
			l := pagetest.New(backend.Local{}, v, Spec)
			p := &Panel{}
			l.Attach(&p.PanelProps, func() {})
			shown := slices.Clone(l.Queens())
			least, _ := solver.Canonical(shown)
			p.ShowCanonical()
			if !slices.Equal(l.Queens(), least) || l.View.Panel != "symmetry" || p.ranking {
				t.Fatalf("n=%d sol=%d: the jump shows %v (sol %d), want the canonical %v", n, k, l.Queens(), l.View.K, least)
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
