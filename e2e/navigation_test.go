package e2e

import (
	"fmt"
	"slices"
	"testing"

	"nqueens/solver"
)

// Random mode keeps each change: n, then the solver, then the step all
// stick, in the link and on the board, and the seed stays.
func TestRandomModeKeepsEachChange(t *testing.T) {
	p := openPage(t, "/?mode=random&n=20&solver=minconflicts&seed=7")
	p.waitBoard(20)
	setField(p, "n-input", "30")
	p.waitBoard(30)
	setField(p, "solver", "hybrid")
	p.waitFor(`document.querySelector('[data-testid="step"]') !== null`)
	setField(p, "step", "5")
	p.waitFor(`new URLSearchParams(location.search).get("step") === "5"`)
	x := p.waitBoard(30)
	q := query(t, p.location())
	if q.Get("n") != "30" || q.Get("solver") != "hybrid" || q.Get("step") != "5" || q.Get("seed") != "7" || q.Get("mode") != "random" {
		t.Errorf("after n, solver and step the link is %s", p.location())
	}
	if err := solver.Verify(x); err != nil {
		t.Errorf("the board %v: %v", x, err)
	}
	if got := eval[string](p, `document.querySelector('[data-testid="solver"]').value`); got != "hybrid" {
		t.Errorf("the solver field shows %q", got)
	}
	if got := eval[string](p, `document.querySelector('[data-testid="n-input"]').value`); got != "30" {
		t.Errorf("the n field shows %q", got)
	}
}

// Back and Forward return to the boards that Next showed, and a drag of the
// slider is one entry in the history.
func TestBackAndForward(t *testing.T) {
	p := openPage(t, "/?n=8&sol=1")
	p.waitBoard(8)
	for k := 2; k <= 3; k++ {
		p.click("next")
		p.waitIndex(fmt.Sprint(k))
		// Changes made before the history is written, in a task of its
		// own, share one entry (app/history.go): on a busy machine a
		// click can come first.
		p.waitQuery(map[string]string{"sol": fmt.Sprint(k)})
	}
	back := func(k uint64) {
		t.Helper()
		p.waitIndex(fmt.Sprint(k))
		want, _ := solver.Solution(8, k)
		if x := p.waitBoard(8); !slices.Equal(x, want) {
			t.Errorf("solution %d shows %v, want %v", k, x, want)
		}
		if q := query(t, p.location()); q.Get("sol") != fmt.Sprint(k) {
			t.Errorf("at solution %d the link is %s", k, p.location())
		}
	}
	eval[bool](p, `(history.back(), true)`)
	back(2)
	eval[bool](p, `(history.back(), true)`)
	back(1)
	eval[bool](p, `(history.forward(), true)`)
	back(2)

	// A drag: inputs, then the release's change.
	eval[bool](p, `(() => {
		const s = document.querySelector('[data-testid="n"]');
		for (const n of [9, 10, 11, 12]) {
			s.value = n;
			s.dispatchEvent(new Event("input", {bubbles: true}));
		}
		s.dispatchEvent(new Event("change", {bubbles: true}));
		return true;
	})()`)
	p.waitBoard(12)
	eval[bool](p, `(history.back(), true)`)
	p.waitBoard(8)
	back(2)
}
