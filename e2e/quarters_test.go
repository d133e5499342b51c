package e2e

import (
	"strconv"
	"strings"
	"testing"
)

// TestPageCountsByQuarters counts n = 14 and n = 13 with quarters, picked
// by the link's algo=quarters, and n = 14 with the page's default method,
// the fastest in the browser, which is constellations there (quarters is
// no faster in WebAssembly): each count says which method counted it, and
// its total and unique count are OEIS's.
func TestPageCountsByQuarters(t *testing.T) {
	p := openPage(t, "/?n=14&algo=quarters")
	for _, c := range []struct {
		n                 int
		solutions, unique string
	}{{14, "365596", "45752"}, {13, "73712", "9233"}} {
		if c.n != 14 {
			p.open("/?n=" + strconv.Itoa(c.n) + "&algo=quarters")
		}
		got := p.waitPageCount(c.n)
		if got.Solutions != c.solutions || got.Unique != c.unique || !strings.Contains(got.Text, "Counted by quarters on the workers") {
			t.Errorf("n = %d, algo=quarters: the page says %+v; want %s solutions, %s unique, counted by quarters", c.n, got, c.solutions, c.unique)
		}
		if picked := eval[string](p, `document.querySelector('[data-testid="algorithm"]').value`); picked != "quarters" {
			t.Errorf("n = %d, algo=quarters: the method picker shows %q", c.n, picked)
		}
		if q := query(t, p.location()); q.Get("algo") != "quarters" {
			t.Errorf("the link %s lost the method", p.location())
		}
	}

	// The default, which counts with constellations in the browser.
	p.open("/?n=14")
	if got := p.waitPageCount(14); got.Solutions != "365596" || got.Unique != "45752" || !strings.Contains(got.Text, "Counted by constellations") {
		t.Errorf("n = 14 by default: the page says %+v; want 365596 solutions, 45752 unique, counted by constellations", got)
	}
	if picked := eval[string](p, `document.querySelector('[data-testid="algorithm"]').value`); picked != "fastest" {
		t.Errorf("n = 14: the method picker shows %q, want the default, fastest", picked)
	}
	if hint := eval[string](p, `document.querySelector('[data-testid="algorithm-hint"]').innerText`); !strings.Contains(hint, "For n = 14 the page counts with constellations") {
		t.Errorf("n = 14: the method's hint says %q", hint)
	}
	if q := query(t, p.location()); q.Has("algo") {
		t.Errorf("the default method's link %s names a method", p.location())
	}
}
