package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"math"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"nqueens/solver/trace"
)

// courseDemo is a demo of the backtracking search, as a course page embeds
// it: the step-by-step panel, playing by itself in a loop.
const courseDemo = "/?n=6&panel=steps&method=naive&autoplay=1&speed=30&loop=0..200"

// shownTogether is a script that lists the step-by-step parts that a reader
// of an embed must see at once and that its viewport does not show whole:
// the board, the code's marked line (within its scrolled listing too) and
// the frame under way.
const shownTogether = `(() => {
	const parts = {board: '[data-testid="steps-board"]', "marked line": '.steps-code .code-line.current',
		"current frame": '[data-testid="steps-frames"] [aria-current="step"]'};
	const hidden = [];
	for (const [name, selector] of Object.entries(parts)) {
		const e = document.querySelector(selector);
		if (!e) { hidden.push(name + ": none"); continue; }
		const r = e.getBoundingClientRect();
		const clip = e.closest("pre")?.getBoundingClientRect() ?? {top: 0, bottom: innerHeight};
		if (r.height === 0 || r.top < Math.max(0, clip.top) - 1 || r.bottom > Math.min(innerHeight, clip.bottom) + 1 || r.left < -1 || r.right > innerWidth + 1)
			hidden.push(name + " at " + Math.round(r.top) + ".." + Math.round(r.bottom) + " of " + innerHeight);
	}
	return hidden;
})()`

// An oEmbedFrame is the frame of an oEmbed answer.
type oEmbedFrame struct {
	HTML          string
	Width, Height int
}

// askOEmbed asks the server at site for the frame of page, maxWidth wide at
// most.
func askOEmbed(t *testing.T, site, page string, maxWidth int) (frame oEmbedFrame, src string) {
	t.Helper()
	ask := fmt.Sprintf("%s/oembed?url=%s&maxwidth=%d", site, url.QueryEscape(site+page), maxWidth)
	if err := json.Unmarshal([]byte(fetchText(t, ask)), &frame); err != nil {
		t.Fatal(err)
	}
	return frame, html.UnescapeString(between(frame.HTML, `src="`, `"`))
}

// startSiteWithOEmbed starts a server that knows its address, so that it
// answers oEmbed, and returns that address.
func startSiteWithOEmbed(t *testing.T) string {
	t.Helper()
	root, _ := filepath.Abs("..")
	server, addr, err := startServer(root, true)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { stopServer(server) })
	return "http://" + addr
}

// TestEmbedFitsACourseColumn opens the demo's embed in the frame that
// oEmbed gives for a course page's column, 700 to 820 px wide: the board,
// the marked line and the current frame show together, as it plays, and
// the frame's height is within 10% of the embed's content's.
func TestEmbedFitsACourseColumn(t *testing.T) {
	site := startSiteWithOEmbed(t)
	for _, maxWidth := range []int{700, 820} {
		frame, src := askOEmbed(t, site, courseDemo, maxWidth)
		p := newPage(t, site)
		p.emulate(int64(frame.Width), int64(frame.Height), 1, false)
		p.open(strings.TrimPrefix(src, site))
		p.waitFor(`+document.querySelector('[data-testid="steps-board"]')?.dataset.step > 0 && document.querySelector('[data-testid="steps-part-tree"]')?.open === false`)
		// The steps panel redraws its listing at each step, and scrolls it
		// to the marked line in a task of its own: each sample waits for
		// that, up to 2 s.
		tallest := 0.0
		for range 5 {
			tallest = max(tallest, eval[float64](p, `document.querySelector('main').scrollHeight`))
			var hidden []string
			p.waitForFuncWithin(2*time.Second, func() bool {
				hidden = eval[[]string](p, shownTogether)
				return len(hidden) == 0
			})
			if len(hidden) > 0 {
				t.Errorf("at %d × %d the embed hides %q", frame.Width, frame.Height, hidden)
			}
			p.do(chromedp.Sleep(200 * time.Millisecond)) // the demo plays on between two looks
		}
		t.Logf("maxwidth %d: oEmbed's frame %d × %d, the embed's content %.0f px high", maxWidth, frame.Width, frame.Height, tallest)
		if math.Abs(float64(frame.Height)-tallest) > 0.1*tallest {
			t.Errorf("maxwidth %d: oEmbed's frame is %d px high, the embed's content %.0f px: over 10%% apart", maxWidth, frame.Height, tallest)
		}
		if maxWidth == 820 {
			p.checkNoSidewaysScroll()
		}
	}
}

// waitForFuncWithin waits until ready reports true, for up to d, and
// reports whether it did.
func (p *page) waitForFuncWithin(d time.Duration, ready func() bool) bool {
	for deadline := time.Now().Add(d); !ready(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			return false
		}
	}
	return true
}

// servePage serves body as an HTML page on another site than the app's
// (localhost, not 127.0.0.1): Chrome runs its frames of the app in
// processes of their own, as it does a real embed's.
func servePage(t *testing.T, body string) string {
	t.Helper()
	course := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!DOCTYPE html><title>A course page</title><h1>Backtracking</h1>%s`, body)
	}))
	t.Cleanup(course.Close)
	return strings.Replace(course.URL, "127.0.0.1", "localhost", 1)
}

// TestEmbedFrameInACoursePage puts oEmbed's frame for a column 800 px
// wide in a page of another site: inside the frame's viewport, the board,
// the marked line and the current frame show together.
func TestEmbedFrameInACoursePage(t *testing.T) {
	site := startSiteWithOEmbed(t)
	frame, _ := askOEmbed(t, site, courseDemo, 800)
	if frame.Width != 800 {
		t.Fatalf("oEmbed's frame for 800 px is %d wide", frame.Width)
	}
	p := newPage(t, servePage(t, `<div style="width:800px">`+frame.HTML+`</div>`))
	p.emulate(900, int64(frame.Height)+200, 1, false)
	p.do(chromedp.Navigate(p.base + "/"))
	embed := p.frameTarget("/embed?")
	var hidden []string
	p.waitForFunc("the framed embed to show its board, marked line and current frame", func() bool {
		var err error
		hidden, err = chromedp.Run(embed, chromedp.Evaluate[[]string](
			`document.querySelector('main[data-app="live"]') && +document.querySelector('[data-testid="steps-board"]')?.dataset.step > 0 ? `+shownTogether+` : ["not playing yet"]`))
		return err == nil && len(hidden) == 0
	})
	size, err := chromedp.Run(embed, chromedp.Evaluate[[]int](`[innerWidth, innerHeight]`))
	if err != nil || size[0] != 800 || size[1] != frame.Height {
		t.Errorf("the frame's viewport is %v (%v), want 800 × %d", size, err, frame.Height)
	}
	p.saveScreenshot("embed-course-page-800", chromedp.FullScreenshot(100))
}

// TestEmbedStacksOnAPhone opens the demo's embed on a phone: the board,
// then the code, its marked line on the first screen, then the frames,
// each of which folds; the tree comes folded, and opens.
func TestEmbedStacksOnAPhone(t *testing.T) {
	p := openOn(t, phone, "/embed?n=6&panel=steps&method=naive&at=60")
	p.waitFor(`document.querySelector('[data-testid="steps-part-tree"]')?.open === false`)
	p.waitLive()
	p.waitFor(`document.querySelector('.steps-code .code-line.current') !== null`)
	p.waitFor(`(() => { const r = document.querySelector('.steps-code .code-line.current').getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()`)
	board, code, frames := p.rect(testID("steps-board")), p.rect(testID("steps-part-code")), p.rect(testID("steps-part-frames"))
	if !(board.Bottom <= code.Top && code.Bottom <= frames.Top) {
		t.Errorf("on a phone the board (%.0f..%.0f), code (%.0f..%.0f) and frames (%.0f..%.0f) do not stack",
			board.Top, board.Bottom, code.Top, code.Bottom, frames.Top, frames.Bottom)
	}
	p.checkFitsWidth(phone)
	p.saveScreenshot("embed-phone", chromedp.CaptureScreenshot())
	for _, part := range []string{"steps-part-code", "steps-part-frames"} {
		before := p.rect(testID(part)).Height
		p.do(chromedp.Click(chromedp.CSS(testID(part) + " > summary")))
		p.waitFor(fmt.Sprintf(`document.querySelector(%q).open === false`, testID(part)))
		if after := p.rect(testID(part)).Height; after >= before/2 {
			t.Errorf("%s folded is %.0f px high, %.0f open", part, after, before)
		}
	}
	p.do(chromedp.Click(chromedp.CSS(testID("steps-part-tree") + " > summary")))
	p.waitFor(`document.querySelector('[data-testid="steps-part-tree"]').open && document.querySelector('[data-testid="steps-part-tree"] svg')?.getBoundingClientRect().height > 50`)
}

// frameSteps watches the step that the steps board in frame shows until
// it has advanced and started its loop from to to over, and fails the
// test if it leaves the loop or does not within 30 s.
func (p *page) frameSteps(frame context.Context, from, to int) {
	p.t.Helper()
	var steps []int
	advanced, looped := false, false
	for deadline := time.Now().Add(30 * time.Second); !advanced || !looped; {
		if time.Now().After(deadline) {
			p.t.Fatalf("the framed demo did not play and loop: steps %v", steps)
		}
		step, err := chromedp.Run(frame, chromedp.Evaluate[string](
			`document.querySelector('main[data-app="live"] [data-testid="steps-board"]')?.dataset.step ?? "-1"`))
		if err != nil {
			p.t.Fatal(err)
		}
		if s := atoi(p.t, step); s >= 0 {
			if s < from || s > to {
				p.t.Fatalf("the framed demo shows step %d, out of its loop %d..%d (steps so far %v)", s, from, to, steps)
			}
			if len(steps) > 0 {
				advanced = advanced || s > steps[len(steps)-1]
				looped = looped || advanced && s < steps[len(steps)-1]
			}
			steps = append(steps, s)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestEmbedKeepsItsPartsInViewAsItSteps steps the demo's embed, in
// oEmbed's frame for a column 800 px wide, by its Step button, the arrow
// key and the scrubber: after each, the board, the marked line and the
// current frame show together. Predict mode works there too.
func TestEmbedKeepsItsPartsInViewAsItSteps(t *testing.T) {
	site := startSiteWithOEmbed(t)
	frame, src := askOEmbed(t, site, "/?n=6&panel=steps&method=naive&at=40&predict=1", 800)
	if !strings.Contains(src, "predict=1") {
		t.Fatalf("oEmbed's frame leaves predict mode out: %s", src)
	}
	p := newPage(t, site)
	p.emulate(int64(frame.Width), int64(frame.Height), 1, false)
	p.open(strings.TrimPrefix(strings.Replace(src, "predict=1", "predict=0", 1), site))
	p.waitLive()
	check := func(what string, at int) {
		t.Helper()
		p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="steps-board"]').dataset.step === "%d"`, at))
		var hidden []string
		p.waitForFuncWithin(2*time.Second, func() bool {
			hidden = eval[[]string](p, shownTogether)
			return len(hidden) == 0
		})
		if len(hidden) > 0 {
			t.Fatalf("after %s the embed hides %q", what, hidden)
		}
	}
	check("the link", 40)
	for i := 1; i <= 10; i++ {
		p.click("steps-forward")
		check(fmt.Sprintf("Step %d", i), 40+i)
	}
	p.do(chromedp.Focus(chromedp.CSS(testID("steps-board"))))
	for i := 1; i <= 10; i++ {
		p.do(chromedp.KeyEvent(kb.ArrowRight))
		check(fmt.Sprintf("ArrowRight %d", i), 50+i)
	}
	for _, at := range []int{300, 700, 150} {
		eval[bool](p, fmt.Sprintf(`(() => { const s = document.querySelector('[data-testid="steps-scrubber"]');
			s.value = %d; s.dispatchEvent(new Event('input', {bubbles: true})); return true; })()`, at))
		check(fmt.Sprintf("a drag of the scrubber to %d", at), at)
	}

	// Predict mode, at a test that is not its row's first: its one
	// question is whether the square is safe.
	var events []trace.Event
	trace.Run("naive", 6, func(e trace.Event) bool { events = append(events, e); return len(events) < 200 })
	at := 40 // the step shown: the next, at+1, is events[at]
	for !(events[at].Kind == trace.Try && events[at-1].Kind == trace.Try && events[at-1].Row == events[at].Row) {
		at++
	}
	answer := "safe"
	if events[at].Against >= 0 {
		answer = "attacked"
	}
	p.open(strings.TrimPrefix(strings.Replace(src, "at=40", fmt.Sprintf("at=%d", at), 1), site))
	p.waitLive()
	p.stepsAt(at, "try")
	p.click("steps-forward")
	p.waitFor(`document.querySelector('[data-testid="steps-predict"]')?.dataset.pending === "true"`)
	if !p.inView(`[data-testid="steps-predict"] .predict-answers`) {
		t.Errorf("predict mode's answers are out of the embed's view: %s", p.summary())
	}
	p.click("predict-" + answer)
	p.stepsAt(at+1, "try")
	if s := p.predictState(); s.Score != "1/1" || !strings.HasPrefix(s.Text, "Right") {
		t.Errorf("after a right answer in the embed: %+v", s)
	}
}
