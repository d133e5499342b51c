package e2e

import (
	"strconv"
	"strings"
	"testing"
)

// TestPageCountsByQuarters counts n = 14 and n = 13 with quarters, picked
// by the link's algo=quarters, and n = 14 and 13 with the page's default
// method, the fastest: quarters from n = 14, constellations below. Each
// count says which method counted it, and its total and unique count are
// OEIS's.
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

	// The default, the fastest method for the board.
	for _, c := range []struct {
		n                         int
		solutions, unique, method string
	}{{14, "365596", "45752", "quarters"}, {13, "73712", "9233", "constellations"}} {
		p.open("/?n=" + strconv.Itoa(c.n))
		if got := p.waitPageCount(c.n); got.Solutions != c.solutions || got.Unique != c.unique || !strings.Contains(got.Text, "Counted by "+c.method) {
			t.Errorf("n = %d by default: the page says %+v; want %s solutions, %s unique, counted by %s", c.n, got, c.solutions, c.unique, c.method)
		}
		if picked := eval[string](p, `document.querySelector('[data-testid="algorithm"]').value`); picked != "fastest" {
			t.Errorf("n = %d: the method picker shows %q, want the default, fastest", c.n, picked)
		}
		hint := eval[string](p, `document.querySelector('[data-testid="algorithm-hint"]').innerText`)
		if want := "For n = " + strconv.Itoa(c.n) + " the page counts with " + c.method; !strings.Contains(hint, want) {
			t.Errorf("n = %d: the method's hint says %q, want %q", c.n, hint, want)
		}
		if q := query(t, p.location()); q.Has("algo") {
			t.Errorf("the default method's link %s names a method", p.location())
		}
	}
}
