package e2e

import (
	"fmt"
	"math"
	"testing"
)

// TestNextBoards gives the slow-network benchmark's two clicks on Next
// their boards from the changes the probe saw, whether the first click
// worked before the second, came after it, was lost, or could not be
// made.
func TestNextBoards(t *testing.T) {
	inf := math.Inf(1)
	for _, c := range []struct {
		name          string
		boards        []string // at 0, 10, 20…: what the board showed
		first, second float64  // ms: the clicks
		want          [2]float64
		done          bool
	}{
		{"both worked, the first before the second", []string{"5", "6", "7"}, 5, 15, [2]float64{10, 20}, true},
		{"the first came after the second", []string{"5", "6", "7"}, 5, 8, [2]float64{10, 20}, true},
		{"the first was lost", []string{"5", "5", "6"}, 5, 15, [2]float64{inf, 20}, false},
		{"neither yet", []string{"5"}, 5, 15, [2]float64{inf, inf}, false},
		{"the first only, so far", []string{"5", "6"}, 5, 15, [2]float64{10, inf}, false},
		{"no first click", []string{"5", "5", "6"}, math.NaN(), 15, [2]float64{math.NaN(), 20}, true},
	} {
		p := &probe{}
		for i, shown := range c.boards {
			if i == 0 || shown != c.boards[i-1] {
				p.Boards = append(p.Boards, probeBoard{At: float64(10 * i), Shown: shown})
			}
		}
		first, second, done := p.nextBoards(c.first, c.second)
		if fmt.Sprint(first, second) != fmt.Sprint(c.want[0], c.want[1]) || done != c.done {
			t.Errorf("%s: got %v, %v, done %v; want %v, done %v", c.name, first, second, done, c.want, c.done)
		}
	}
}
