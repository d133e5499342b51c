package e2e

import (
	"strings"
	"testing"
)

// TestPageCountsByQuarters counts n = 14 with the page's default method,
// the fastest for the board, which is quarters there, and n = 13 with
// quarters picked by the link's algo=quarters, where the default counts
// with constellations: each count says which method counted it, and its
// total and unique count are OEIS's.
func TestPageCountsByQuarters(t *testing.T) {
	p := openPage(t, "/?n=14")
	got := p.waitPageCount(14)
	if got.Solutions != "365596" || got.Unique != "45752" || !strings.Contains(got.Text, "Counted by quarters on the workers") {
		t.Errorf("n = 14: the page says %+v; want 365596 solutions, 45752 unique, counted by quarters", got)
	}
	if picked := eval[string](p, `document.querySelector('[data-testid="algorithm"]').value`); picked != "fastest" {
		t.Errorf("n = 14: the method picker shows %q, want the default, fastest", picked)
	}
	if hint := eval[string](p, `document.querySelector('[data-testid="algorithm-hint"]').innerText`); !strings.Contains(hint, "For n = 14 the page counts with quarters") {
		t.Errorf("n = 14: the method's hint says %q", hint)
	}
	if q := query(t, p.location()); q.Has("algo") {
		t.Errorf("the default method's link %s names a method", p.location())
	}

	p.open("/?n=13&algo=quarters")
	got = p.waitPageCount(13)
	if got.Solutions != "73712" || got.Unique != "9233" || !strings.Contains(got.Text, "Counted by quarters on the workers") {
		t.Errorf("n = 13, algo=quarters: the page says %+v; want 73712 solutions, 9233 unique, counted by quarters", got)
	}
	if picked := eval[string](p, `document.querySelector('[data-testid="algorithm"]').value`); picked != "quarters" {
		t.Errorf("n = 13, algo=quarters: the method picker shows %q", picked)
	}
	if q := query(t, p.location()); q.Get("algo") != "quarters" {
		t.Errorf("the link %s lost the method", p.location())
	}

	// Back to the default, which counts n = 13 with constellations.
	p.open("/?n=13")
	if got = p.waitPageCount(13); got.Solutions != "73712" || got.Unique != "9233" || !strings.Contains(got.Text, "Counted by constellations") {
		t.Errorf("n = 13 by default: the page says %+v; want 73712 solutions, 9233 unique, counted by constellations", got)
	}
}
