package e2e

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestEmbedPlaysByItself opens a demo's embed: the steps panel alone, no
// header, playing steps 10 to 40 of naive on n = 6 over and over, and a
// link to the whole page at the same view.
func TestEmbedPlaysByItself(t *testing.T) {
	p := openOn(t, desktop, "/embed?n=6&panel=steps&method=naive&autoplay=1&speed=60&loop=10..40")
	p.do(chromedp.EmulateViewport(960, 720))
	if header := eval[bool](p, `document.querySelector('h1, .tabs, .lab-header') !== null`); header {
		t.Error("the embed shows the page's header or tabs")
	}
	var steps []int
	wrapped := false
	for range 40 {
		step := atoi(t, eval[string](p, `document.querySelector('[data-testid="steps-board"]').dataset.step`))
		if step < 10 || step > 40 {
			t.Fatalf("the demo shows step %d, out of its loop 10..40 (steps so far %v)", step, steps)
		}
		if len(steps) > 0 && step < steps[len(steps)-1] {
			wrapped = true
		}
		steps = append(steps, step)
		p.do(chromedp.Sleep(60 * time.Millisecond)) // the demo plays on between two looks
	}
	if !wrapped {
		t.Errorf("the demo never started its loop over: steps %v", steps)
	}
	open := eval[string](p, `document.querySelector('[data-testid="embed-open"]').href`)
	u, err := url.Parse(open)
	if err != nil || u.Path != "/" || u.Query().Get("panel") != "steps" || u.Query().Get("loop") != "10..40" {
		t.Errorf("the embed's link to the whole page is %q", open)
	}
	if target := eval[string](p, `document.querySelector('[data-testid="embed-open"]').target`); target != "_blank" {
		t.Errorf("the link to the whole page opens in %q, not a new tab", target)
	}
	p.saveScreenshot("embed-steps", chromedp.CaptureScreenshot())
}

// TestEmbedButton has the Embed button write a frame for the page as it
// is, and the frame's page shows the same board, filling a phone's width
// without the page's chrome.
func TestEmbedButton(t *testing.T) {
	p := openPage(t, "/?n=8&sol=5")
	p.click("embed")
	p.waitFor(`document.querySelector('[data-testid="embed-snippet"]') !== null`)
	code := eval[string](p, `document.querySelector('[data-testid="embed-snippet"]').value`)
	src := between(code, `src="`, `"`)
	if !strings.HasPrefix(code, "<iframe ") || src != baseURL+"/embed?n=8&amp;sol=5" || !strings.Contains(code, `title="8 queens`) {
		t.Fatalf("the Embed button wrote %s", code)
	}
	board := eval[string](p, `document.querySelector('[data-testid="board"]').getAttribute('aria-label')`)
	q := openOn(t, phone, strings.TrimPrefix(strings.ReplaceAll(src, "&amp;", "&"), baseURL))
	if got := eval[string](q, `document.querySelector('[data-testid="board"]').getAttribute('aria-label')`); got != board {
		t.Errorf("the embed shows %q, the page %q", got, board)
	}
	if got := eval[string](q, `document.querySelector('[data-testid="solution"]').textContent`); got != "Solution 5 of 92" {
		t.Errorf("the embed says %q", got)
	}
	q.checkFitsWidth(phone)
	q.saveScreenshot("embed-board-phone", chromedp.CaptureScreenshot())
}

// between returns what s holds between the first from and the to after it.
func between(s, from, to string) string {
	_, after, ok := strings.Cut(s, from)
	if !ok {
		return ""
	}
	in, _, _ := strings.Cut(after, to)
	return in
}
