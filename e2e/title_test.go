package e2e

import (
	"strings"
	"testing"
)

// TestTitleFollowsThePage checks that the tab's title names what is shown,
// from the prerendered page on, as the user moves.
func TestTitleFollowsThePage(t *testing.T) {
	p := openPage(t, "/?n=8&sol=5")
	title := func() string { return eval[string](p, `document.title`) }
	if got, want := title(), "8 queens · solution 5 of 92 — N-Queens Lab"; got != want {
		t.Errorf("the title is %q, want %q", got, want)
	}
	p.click("next")
	p.waitIndex("6")
	p.waitFor(`document.title === "8 queens · solution 6 of 92 — N-Queens Lab"`)
	p.click("tab-symmetry")
	p.waitFor(`document.title === "8 queens · solution 6 of 92 · Symmetry — N-Queens Lab"`)

	p.open("/?n=1000000&mode=random&solver=minconflicts&seed=3")
	if got, want := title(), "1,000,000 queens · minconflicts, seed 3 — N-Queens Lab"; got != want {
		t.Errorf("the title is %q, want %q", got, want)
	}
	p.open("/?n=30&mode=random&solver=hybrid&step=18")
	p.waitFor(`/^30 queens · hybrid, step 18, seed \d+ — N-Queens Lab$/.test(document.title)`)
	if seed := query(t, p.location()).Get("seed"); !strings.Contains(title(), "seed "+seed+" ") {
		t.Errorf("the title %q does not name the link's seed %s", title(), seed)
	}
}
