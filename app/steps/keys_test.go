//go:build !(js && wasm)

package steps

import (
	"testing"

	"nqueens/solver"
)

// TestKeysWorkTheSteps presses the panel's keys on n = 4 with bitmask:
// → and ← step, Shift+→ runs to the first solution (step 13), Home goes
// back to the first step, Space plays and pauses, and other keys do
// nothing.
func TestKeysWorkTheSteps(t *testing.T) {
	_, p := newStepsLab(4, "bitmask", 0)
	press := func(key string, shift bool, want int) {
		t.Helper()
		if !p.Key(key, shift) {
			t.Fatalf("%q (shift %v) did nothing", key, shift)
		}
		if p.params.At != want {
			t.Fatalf("after %q (shift %v) the panel shows step %d, want %d", key, shift, p.params.At, want)
		}
	}
	press("ArrowRight", false, 1)
	press("ArrowRight", false, 2)
	press("ArrowLeft", false, 1)
	press("ArrowRight", true, 13)
	if p.state.Last.Kind != solver.TraceSolution {
		t.Errorf("Shift+→ stopped at %+v, not at a solution", p.state.Last)
	}
	press("Home", false, 0)
	press(" ", false, 0)
	if !p.playing {
		t.Error("Space did not start playing")
	}
	press(" ", false, p.params.At)
	if p.playing {
		t.Error("Space did not pause")
	}
	for _, key := range []string{"a", "Enter", "ArrowUp", "End"} {
		if p.Key(key, false) {
			t.Errorf("%q did something", key)
		}
	}
	if p.Key("ArrowLeft", true) {
		t.Error("Shift+← did something: it has nothing to do yet")
	}
}
