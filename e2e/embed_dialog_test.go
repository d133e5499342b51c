package e2e

import (
	"fmt"
	"html"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// snippet returns the Embed dialog's HTML.
func (p *page) snippet() string {
	p.t.Helper()
	return eval[string](p, `document.querySelector('[data-testid="embed-snippet"]').value`)
}

// retype selects what the dialog's box id holds and types text over it,
// as a reader does.
func (p *page) retype(id, text string) {
	p.t.Helper()
	eval[bool](p, fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.focus(); e.select(); return true; })()`, testID(id)))
	p.do(chromedp.KeyEvent(text))
}

// openEmbedDialog presses Embed and waits for its dialog, open and
// focused.
func (p *page) openEmbedDialog() {
	p.t.Helper()
	p.click("embed")
	p.waitFor(`document.querySelector('[data-testid="embed-dialog"]')?.open === true &&
		document.activeElement?.closest('[data-testid="embed-dialog"]') !== null`)
}

// TestEmbedDialog builds a demo in the Embed dialog: a modal dialog,
// labelled, whose settings change the snippet at once and its preview
// once they rest; bad values are said beside their fields and leave the
// snippet as it was; Escape and Close give the focus back to the button.
// The snippet, put in a page of another site, plays its loop by itself.
func TestEmbedDialog(t *testing.T) {
	p := openPage(t, "/?n=6&panel=steps&method=naive&at=120")
	p.openEmbedDialog()
	if name := eval[string](p, `document.getElementById(document.querySelector('[data-testid="embed-dialog"]').getAttribute('aria-labelledby')).textContent`); name == "" {
		t.Error("the dialog has no name")
	}
	unlabelled := eval[[]string](p, `[...document.querySelectorAll('[data-testid="embed-dialog"] input, [data-testid="embed-dialog"] select, [data-testid="embed-dialog"] textarea')]
		.filter(e => e.labels.length === 0 || !e.labels[0].textContent.trim()).map(e => e.id)`)
	if len(unlabelled) > 0 {
		t.Errorf("fields without a label: %v", unlabelled)
	}
	first := p.snippet()
	for _, want := range []string{"autoplay=1", "loop=70..270", `width="800" height="925"`} {
		if !strings.Contains(first, want) {
			t.Errorf("the first snippet lacks %s: %s", want, first)
		}
	}

	// The snippet follows at once, the preview once the settings rest: a
	// loop typed key by key loads the preview once, at its last value.
	eval[bool](p, `(() => {
		const preview = document.querySelector('[data-testid="embed-preview"]');
		window.previewSrcs = [];
		new MutationObserver(() => window.previewSrcs.push(preview.src)).observe(preview, {attributes: true, attributeFilter: ["src"]});
		return true;
	})()`)
	p.retype("embed-loop-to", "2345")
	p.waitFor(`document.querySelector('[data-testid="embed-snippet"]').value.includes("loop=70..2345")`)
	p.waitFor(`window.previewSrcs.length > 0`)
	p.do(chromedp.Sleep(800 * time.Millisecond)) // past the preview's delay: no more loads come
	if srcs := eval[[]string](p, `window.previewSrcs`); len(srcs) != 1 || !strings.Contains(srcs[0], "loop=70..2345") {
		t.Errorf("typing 2345 loaded the preview at %q", srcs)
	}
	p.retype("embed-width", "700")
	p.waitFor(`document.querySelector('[data-testid="embed-snippet"]').value.includes('width="700" height="900"')`)
	p.waitFor(`document.querySelector('[data-testid="embed-height"]').value === "900"`)
	p.waitFor(`document.querySelector('[data-testid="embed-preview"]').parentElement.style.getPropertyValue('--w') === "700"`)

	// Bad values: said beside the field, the snippet as it was.
	good := p.snippet()
	for _, bad := range []struct{ id, text, says string }{
		{"embed-width", "abc", "The width must be a whole number"},
		{"embed-width", "150", "from 200 to 2"},
		{"embed-loop-to", "20", "The loop must end after it starts"},
	} {
		p.retype(bad.id, bad.text)
		problem := testID(bad.id + "-problem")
		p.waitFor(fmt.Sprintf(`document.querySelector(%q).textContent.includes(%q)`, problem, bad.says))
		if p.attr(bad.id, "aria-invalid") != "true" || p.attr(bad.id, "aria-describedby") != bad.id+"-problem" {
			t.Errorf("%q in %s: aria-invalid %q, described by %q", bad.text, bad.id, p.attr(bad.id, "aria-invalid"), p.attr(bad.id, "aria-describedby"))
		}
		if got := p.snippet(); got != good {
			t.Errorf("%q in %s changed the snippet to %s", bad.text, bad.id, got)
		}
	}
	p.retype("embed-width", "800")
	p.retype("embed-loop-from", "10")
	p.retype("embed-loop-to", "40")
	p.do(chromedp.SetValue(chromedp.CSS(testID("embed-speed")), "60"))
	eval[bool](p, `document.querySelector('[data-testid="embed-speed"]').dispatchEvent(new Event('change', {bubbles: true}))`)
	p.waitFor(`document.querySelector('[data-testid="embed-snippet"]').value.includes("speed=60")`)
	demo := p.snippet()
	if !strings.Contains(demo, "loop=10..40") || !strings.Contains(demo, `width="800"`) || eval[int](p, `document.querySelectorAll('[data-testid="embed-dialog"] [aria-invalid="true"]').length`) != 0 {
		t.Errorf("put right, the settings give %s", demo)
	}
	p.click("copy-embed")
	p.waitFor(`document.querySelector('[data-testid="embed-copy-status"]').textContent !== ""`)
	if status := eval[string](p, `document.querySelector('[data-testid="embed-copy-status"]').textContent`); status != "HTML copied." && status != "Copying is blocked here; select the HTML and copy it." {
		t.Errorf("Copy HTML says %q", status)
	}
	p.saveScreenshot("embed-dialog", chromedp.CaptureScreenshot())

	// Escape closes, and so does Close: the focus goes back to Embed.
	p.do(chromedp.KeyEvent(kb.Escape))
	p.waitFor(`document.querySelector('[data-testid="embed-dialog"]') === null && document.activeElement?.dataset.testid === "embed"`)
	p.openEmbedDialog()
	p.click("embed-close")
	p.waitFor(`document.querySelector('[data-testid="embed-dialog"]') === null && document.activeElement?.dataset.testid === "embed"`)

	// The demo, in a page of another site, plays its loop by itself.
	course := newPage(t, servePage(t, demo))
	course.do(chromedp.Navigate(course.base + "/"))
	course.frameSteps(course.frameTarget("/embed?"), 10, 40)
	if src := html.UnescapeString(between(demo, `src="`, `"`)); !strings.HasPrefix(src, baseURL+"/embed?") {
		t.Errorf("the demo frames %s", src)
	}
}

// The dialog of a page that shows no step-by-step panel sets the frame's
// size alone, with a responsive choice.
func TestEmbedDialogOfABoard(t *testing.T) {
	p := openPage(t, "/?n=8&sol=5")
	p.openEmbedDialog()
	if demo := eval[int](p, `document.querySelectorAll('[data-testid="embed-autoplay"], [data-testid="embed-speed"], [data-testid="embed-loop-from"]').length`); demo != 0 {
		t.Errorf("a board's dialog shows %d of the demo's settings", demo)
	}
	if focused := eval[string](p, `document.activeElement.id`); focused != "embed-width" {
		t.Errorf("the dialog opens with the focus on %q", focused)
	}
	p.click("embed-responsive")
	p.waitFor(`document.querySelector('[data-testid="embed-snippet"]').value.includes("width:100%;height:auto;aspect-ratio:480/540")`)
}
