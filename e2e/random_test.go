package e2e

import (
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"nqueens/solver"
)

func TestRandomSolutionAndItsLink(t *testing.T) {
	p := openPage(t, "/?n=12")
	p.waitBoard(12)
	p.click("mode-random")
	p.waitFor(`new URLSearchParams(location.search).get("seed") !== null`)
	p.waitFor(`document.querySelector('[data-testid="found"]')?.innerText.includes("Verified")`)
	x := p.waitBoard(12)
	if err := solver.Verify(x); err != nil {
		t.Fatalf("random solution %v: %v", x, err)
	}
	link := p.location()
	q := query(t, link)
	if q.Get("mode") != "random" || q.Get("solver") != "hybrid" || q.Get("step") == "" {
		t.Errorf("random link %s", link)
	}
	// The link shows the same solution when opened again.
	p.open(strings.TrimPrefix(link, baseURL))
	if again := p.waitBoard(12); !slices.Equal(again, x) {
		t.Errorf("%s showed %v, then %v", link, x, again)
	}
	// A new seed, another attempt.
	seed := q.Get("seed")
	p.click("reroll")
	p.waitFor(`new URLSearchParams(location.search).get("seed") !== "` + seed + `"`)
	if y := p.waitBoard(12); solver.Verify(y) != nil {
		t.Errorf("re-rolled %v", y)
	}
}

func TestLargeBoardPlot(t *testing.T) {
	p := openPage(t, "/?mode=random&n=200000&seed=5")
	p.waitFor(`document.querySelector('[data-testid="found"]').innerText.includes("Verified")`)
	if got := p.attr("solver", "value"); got != "" && got != "minconflicts" {
		t.Errorf("solver %q", got)
	}
	dark := `(() => {
		const c = document.querySelector('[data-testid="plot"]');
		const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
		let n = 0;
		for (let i = 0; i < d.length; i += 4) if (d[i] === 0x1d && d[i+1] === 0x2b && d[i+2] === 0x3a) n++;
		return n;
	})()`
	p.waitFor(dark + ` > 1000`)
	for range 15 {
		p.click("zoom-in")
	}
	p.waitFor(`document.querySelector('[data-testid="plot"]').dataset.span === "8"`)
	if squares := eval[int](p, dark); squares == 0 {
		t.Error("zoomed to 8 squares, the plot shows no queen")
	}
	p.do(chromedp.Click(chromedp.CSS(testID("pan-right"))))
}
