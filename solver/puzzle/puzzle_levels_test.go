package puzzle

import (
	"testing"
)

// TestLevelsMadeAt draws puzzles of every size and level, and checks that
// a level MadeAt says exists comes from at least 90% of the seeds, and one
// it says does not from at most half.
func TestLevelsMadeAt(t *testing.T) {
	seeds := 16
	if testing.Short() {
		seeds = 6
	}
	for n := MinPuzzleN; n <= MaxPuzzleN; n++ {
		for _, level := range Levels {
			made := 0
			for s := range seeds {
				p, err := NewPuzzle(n, uint64(s+1)*7919, level)
				if err != nil {
					t.Fatal(err)
				}
				if p.Level == level {
					made++
				}
			}
			ok, why := level.MadeAt(n)
			switch {
			case ok && made*10 < seeds*9:
				t.Errorf("%d×%d %s: made from %d of %d seeds, but MadeAt says it exists", n, n, level, made, seeds)
			case !ok && made*2 > seeds:
				t.Errorf("%d×%d %s: made from %d of %d seeds, but MadeAt says %q", n, n, level, made, seeds, why)
			case !ok && why == "":
				t.Errorf("%d×%d %s: MadeAt gives no reason", n, n, level)
			}
		}
	}
}
