package e2e

import (
	"fmt"
	"math"
	"testing"

	"github.com/chromedp/chromedp"
)

// A screen the page is checked on.
type screen struct {
	name          string
	width, height int64
	scale         float64
	mobile        bool
}

var (
	phone   = screen{"phone", 390, 844, 3, true}
	desktop = screen{"desktop", 1280, 860, 1, false}
)

// openOn opens path on a tab the size of s, set before the page loads, as
// a phone's browser loads it.
func openOn(t *testing.T, s screen, path string) *page {
	t.Helper()
	p := newPage(t, baseURL)
	p.emulate(s.width, s.height, s.scale, s.mobile)
	p.open(path)
	return p
}

// A box is an element's getBoundingClientRect.
type box struct {
	Left, Top, Right, Bottom, Width, Height float64
}

// rect returns the box of the element that selector finds; the test fails
// when there is none.
func (p *page) rect(selector string) box {
	p.t.Helper()
	b := eval[*box](p, fmt.Sprintf(`(() => {
		const e = document.querySelector(%q);
		if (!e) return null;
		const r = e.getBoundingClientRect();
		return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height};
	})()`, selector))
	if b == nil {
		p.t.Fatalf("no %s on the page: %s", selector, p.summary())
	}
	return *b
}

// checkFitsWidth fails the test when the page is wider than the screen: on
// a phone a page too wide is also zoomed out, so that its layout viewport
// grows past the screen's width instead of scrolling.
func (p *page) checkFitsWidth(s screen) {
	p.t.Helper()
	inner := eval[float64](p, `window.innerWidth`)
	scroll := eval[float64](p, `document.documentElement.scrollWidth`)
	if inner != float64(s.width) || scroll > inner {
		wide := eval[[]string](p, fmt.Sprintf(`[...document.querySelectorAll("body *")]
			.filter(e => e.getBoundingClientRect().right > %d + 0.5)
			.filter(e => !e.parentElement || e.parentElement.getBoundingClientRect().right <= %d + 0.5)
			.slice(0, 5).map(e => e.tagName.toLowerCase() + (e.className ? "." + e.className.toString().replace(/ /g, ".") : "") +
				" ends at " + Math.round(e.getBoundingClientRect().right))`, s.width, s.width))
		p.t.Errorf("the page is %.0f px wide in a %.0f px viewport on a %d px screen; too wide: %v", scroll, inner, s.width, wide)
	}
}

// checkAboveFold fails the test unless the element with a data-testid is
// on the first screen, without scrolling.
func (p *page) checkAboveFold(id string) {
	p.t.Helper()
	b := p.rect(testID(id))
	h := eval[float64](p, `window.innerHeight`)
	if b.Top < 0 || b.Bottom > h || b.Height == 0 {
		p.t.Errorf("%s spans %.0f to %.0f px, not within the first %.0f px", id, b.Top, b.Bottom, h)
	}
}

var panelTabs = []string{"tab-steps", "tab-experiment", "tab-race", "tab-symmetry", "tab-bench"}

// checkTabsOneRow fails the test unless the panel tabs sit side by side on
// one row, each whole inside the screen.
func (p *page) checkTabsOneRow(s screen) {
	p.t.Helper()
	first := p.rect(testID(panelTabs[0]))
	for _, id := range panelTabs {
		b := p.rect(testID(id))
		if math.Abs(b.Top-first.Top) > 0.5 {
			p.t.Errorf("tab %s starts at %.0f px, below the first tab's %.0f px: the tabs wrap", id, b.Top, first.Top)
		}
		if b.Left < 0 || b.Right > float64(s.width) {
			p.t.Errorf("tab %s spans %.0f to %.0f px, outside the %d px screen", id, b.Left, b.Right, s.width)
		}
	}
}

// panelPages are the links with a teaching panel open, and when each is
// ready to be looked at.
var panelPages = []struct{ name, path, ready string }{
	{"steps", "/?n=8&panel=steps", `document.querySelector('[data-testid="steps-board"]') !== null`},
	{"experiment", "/?n=8&panel=experiment", `document.querySelector('[data-testid="panel-experiment"]') !== null`},
	{"race", "/?n=8&panel=race", raceDone},
	{"symmetry", "/?n=6&panel=symmetry", `document.querySelectorAll('[data-testid="symmetry-image"]').length === 8`},
}

// TestPhone checks the page on a phone of 390 × 844 CSS pixels, and on a
// desktop screen for comparison, and saves what they show in
// e2e/screenshots (phone-*.png and phone-check-desktop-*.png).
func TestPhone(t *testing.T) {
	for _, s := range []screen{phone, desktop} {
		prefix := "phone-"
		if s != phone {
			prefix = "phone-check-desktop-"
		}
		t.Run(s.name, func(t *testing.T) {
			t.Run("browse", func(t *testing.T) {
				p := openOn(t, s, "/?n=8&sol=5")
				p.waitBoard(8)
				p.waitCount("92")
				p.waitIndex("5")
				for _, id := range []string{"board", "solution", "prev", "next"} {
					p.checkAboveFold(id)
				}
				p.checkTabsOneRow(s)
				p.checkFitsWidth(s)
				p.saveScreenshot(prefix+"browse-first-screen", chromedp.CaptureScreenshot())
				p.saveScreenshot(prefix+"browse", chromedp.FullScreenshot(100))
			})
			t.Run("random", func(t *testing.T) {
				p := openOn(t, s, "/?mode=random&n=20&seed=7")
				p.waitFor(`document.querySelector('[data-testid="found"]').innerText.includes("Verified")`)
				p.checkReroll()
				p.checkSeed(s)
				p.checkTabsOneRow(s)
				p.checkFitsWidth(s)
				p.saveScreenshot(prefix+"random", chromedp.FullScreenshot(100))
			})
			for _, v := range panelPages {
				t.Run(v.name, func(t *testing.T) {
					p := openOn(t, s, v.path)
					p.waitFor(v.ready)
					p.checkTabsOneRow(s)
					p.checkFitsWidth(s)
					p.saveScreenshot(prefix+"panel-"+v.name, chromedp.FullScreenshot(100))
				})
			}
		})
	}
}

// checkReroll fails the test unless Re-roll shows its word on one line.
func (p *page) checkReroll() {
	p.t.Helper()
	lines := eval[int](p, `(() => {
		const b = document.querySelector('[data-testid="reroll"]');
		const r = document.createRange();
		r.selectNodeContents(b);
		return new Set([...r.getClientRects()].map(q => Math.round(q.top))).size;
	})()`)
	// One line of text, with the button's padding and border, or its
	// minimum height if that is more.
	oneLine := eval[float64](p, `(() => {
		const b = document.querySelector('[data-testid="reroll"]');
		const s = getComputedStyle(b);
		const px = v => parseFloat(v) || 0;
		const line = px(s.lineHeight) || px(s.fontSize) * 1.2;
		return Math.max(px(s.minHeight), line + px(s.paddingTop) + px(s.paddingBottom) + px(s.borderTopWidth) + px(s.borderBottomWidth));
	})()`)
	b := p.rect(testID("reroll"))
	if lines != 1 || b.Height > oneLine+1 {
		p.t.Errorf("Re-roll takes %d lines, %.1f px high, want one line of %.1f px", lines, b.Height, oneLine)
	}
}

// checkSeed fails the test unless the seed's field is whole on the screen,
// inside the box that holds it, and shows a seed of 19 digits whole.
func (p *page) checkSeed(s screen) {
	p.t.Helper()
	seed := p.rect(testID("seed"))
	holder := p.rect(".seed")
	panel := p.rect(".panel")
	if seed.Left < 0 || seed.Right > float64(s.width) || seed.Right > holder.Right+0.5 || seed.Right > panel.Right+0.5 {
		p.t.Errorf("the seed field spans %.0f to %.0f px: outside its box (%.0f to %.0f px), the panel (%.0f to %.0f px) or the %d px screen",
			seed.Left, seed.Right, holder.Left, holder.Right, panel.Left, panel.Right, s.width)
	}
	reroll := p.rect(testID("reroll"))
	if reroll.Right > holder.Right+0.5 || reroll.Left < seed.Right {
		p.t.Errorf("Re-roll spans %.0f to %.0f px, not beside the seed field (%.0f to %.0f px)", reroll.Left, reroll.Right, seed.Left, seed.Right)
	}
	// The field's own value is left as it is, so that no new seed is drawn.
	fits := eval[[]float64](p, `(() => {
		const f = document.querySelector('[data-testid="seed"]');
		const old = f.value;
		f.value = "1234567890123456789";
		const sizes = [f.scrollWidth, f.clientWidth];
		f.value = old;
		return sizes;
	})()`)
	if fits[0] > fits[1]+1 {
		p.t.Errorf("a 19-digit seed needs %.0f px in a field %.0f px wide", fits[0], fits[1])
	}
}
