package puzzle

import (
	"testing"

	"nqueens/app/link"
	solverpuzzle "nqueens/solver/puzzle"
)

// The Puzzle tab goes back to the puzzle last played that is not solved:
// past a solved one played since, a day's or a seed's; with none, it
// leaves today's.
func TestOpenLast(t *testing.T) {
	storage := memoryStorage{}
	m := &Mode{records: records{storage: storage}}
	today := link.View{Mode: link.Puzzle}
	today.SetDay("2026-12-01")
	if v := today; m.OpenLast(&v) || v != today {
		t.Fatalf("with no game kept, the tab opened %+v", v)
	}
	p := mustPuzzle(t, 8, 3, solverpuzzle.Medium)
	unfinished := NewGame(p, 0, "", newFakeClock().now)
	unfinished.Tap(p.FreeRows()[0], p.Solution[p.FreeRows()[0]])
	m.records.saveGame("8 3 medium", unfinished)
	solved := NewGame(p, 0, "", newFakeClock().now)
	for _, r := range p.FreeRows() {
		solved.Tap(r, p.Solution[r])
	}
	m.records.saveGame("day 2026-11-30", solved)
	v := today
	if !m.OpenLast(&v) || v.Day != "" || v.N != 8 || v.Seed != 3 || v.Level != "medium" {
		t.Errorf("the tab opened %+v, want the 8×8 medium puzzle of seed 3", v)
	}
	m.records.saveGame("day 2026-11-29", unfinished)
	v = today
	if !m.OpenLast(&v) || v.Day != "2026-11-29" || v.Seed != 0 {
		t.Errorf("the tab opened %+v, want the puzzle of 2026-11-29", v)
	}
	for _, key := range []string{"day someday", "8 0 medium", "8 x medium", "eight"} {
		if v := today; showKey(key, &v) {
			t.Errorf("key %q read as %+v", key, v)
		}
	}
}
