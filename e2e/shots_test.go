package e2e

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
)

// screenshotDir is where the tests leave their screenshots for people to see.
const screenshotDir = "screenshots"

// openSized is openPage on a screen of width × height CSS pixels, emulating a
// touch phone when mobile is set.
func openSized(t *testing.T, path string, width, height int64, mobile bool) *page {
	t.Helper()
	p := openPage(t, path)
	p.emulate(width, height, 1, mobile)
	return p
}

// emulate gives the page a viewport of width×height CSS pixels at scale,
// as a phone's (touch, mobile) if mobile.
func (p *page) emulate(width, height int64, scale float64, mobile bool) {
	opts := []chromedp.EmulateViewportOption{chromedp.EmulateScale(scale)}
	if mobile {
		opts = append(opts, chromedp.EmulateMobile, chromedp.EmulateTouch)
	}
	p.do(chromedp.EmulateViewport(width, height, opts...))
}

// checkNoSidewaysScroll fails the test when the page is wider than the screen.
func (p *page) checkNoSidewaysScroll() {
	p.t.Helper()
	if eval[bool](p, `document.documentElement.scrollWidth > window.innerWidth`) {
		p.t.Errorf("the page scrolls sideways at %.0f px", eval[float64](p, `window.innerWidth`))
	}
}

// saveScreenshot takes a screenshot and writes it to screenshotDir/name.png,
// making the folder if a fresh checkout has none.
func (p *page) saveScreenshot(name string, shot chromedp.Action[[]byte]) {
	p.t.Helper()
	png, err := chromedp.Run(p.ctx, shot)
	if err != nil {
		p.t.Fatal(err)
	}
	if len(png) < 1000 {
		p.t.Fatalf("screenshot %s of %d bytes", name, len(png))
	}
	if err := os.MkdirAll(screenshotDir, 0o755); err != nil {
		p.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(screenshotDir, name+".png"), png, 0o644); err != nil {
		p.t.Fatal(err)
	}
}
