//go:build !(js && wasm)

package steps

import (
	"slices"
	"testing"

	"nqueens/solver/trace"
)

// TestKeysWorkTheSteps presses the panel's keys on n = 4 with bitmask,
// whose two solutions its trace finds at first and second: → and ← step,
// Shift+→ and Shift+← run to the next solution and the one before, B to
// the next backtrack, End to the last step and Home to the first, Space
// plays and pauses, and other keys do nothing.
func TestKeysWorkTheSteps(t *testing.T) {
	_, p := newStepsLab(4, "bitmask", 0)
	var steps []trace.Kind
	trace.Run("bitmask", 4, func(e trace.Event) bool { steps = append(steps, e.Kind); return true })
	press := func(key string, shift bool, want int) {
		t.Helper()
		if !p.Key(key, shift) {
			t.Fatalf("%q (shift %v) did nothing", key, shift)
		}
		if p.params.At != want {
			t.Fatalf("after %q (shift %v) the panel shows step %d, want %d", key, shift, p.params.At, want)
		}
	}
	var found []int // the steps of the solutions
	for i, kind := range steps {
		if kind == trace.Solution {
			found = append(found, i+1)
		}
	}
	if len(found) != 2 || found[0] != 13 {
		t.Fatalf("n = 4's solutions come at steps %v", found)
	}
	press("ArrowRight", false, 1)
	press("ArrowRight", false, 2)
	press("ArrowLeft", false, 1)
	press("ArrowRight", true, found[0])
	press("ArrowRight", true, found[1])
	if p.state.Last.Kind != trace.Solution {
		t.Errorf("Shift+→ stopped at %+v, not at a solution", p.state.Last)
	}
	press("ArrowLeft", true, found[0])
	press("ArrowLeft", true, 0) // none before the first
	press("b", false, slices.Index(steps, trace.Backtrack)+1)
	press("End", false, len(steps))
	press("Home", false, 0)
	press(" ", false, 0)
	if !p.player.playing {
		t.Error("Space did not start playing")
	}
	press(" ", false, p.params.At)
	if p.player.playing {
		t.Error("Space did not pause")
	}
	for _, key := range []string{"a", "Enter", "ArrowUp", "PageDown"} {
		if p.Key(key, false) {
			t.Errorf("%q did something", key)
		}
	}
}
