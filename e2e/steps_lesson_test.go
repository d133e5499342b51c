package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// laptop is the teacher's screen of issue #41.
var laptop = screen{"laptop", 1280, 800, 1, false}

// inView reports whether the element that selector finds lies whole inside
// the viewport.
func (p *page) inView(selector string) bool {
	p.t.Helper()
	return eval[bool](p, fmt.Sprintf(`(() => { const e = document.querySelector(%q); if (!e) return false;
		const r = e.getBoundingClientRect(); return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; })()`, selector))
}

// panelLanding is what each panel's link must show at once: the selectors
// of its board and content.
var panelLanding = []struct {
	panel, path string
	shown       []string
}{
	{"steps", "/?at=288&method=bitmask&n=8&panel=steps&sol=1&speed=120", []string{`[data-testid="steps-board"]`, `.steps-code .code-line.current`, `[data-testid="step-words"]`}},
	{"experiment", "/?n=8&panel=experiment", []string{`[data-testid="panel-experiment"] button`}},
	{"race", "/?n=8&panel=race", []string{`[data-testid="panel-race"] button`}},
	{"symmetry", "/?n=8&sol=3&panel=symmetry", []string{`[data-testid="symmetry-image"]`}},
	{"bench", "/?n=8&panel=bench", []string{`[data-testid="panel-bench"] button`}},
}

// TestPanelLinksLandOnTheirPanel opens a link of each panel on a 1280×800
// screen: the panel's board and content are in view with no scroll made
// by the test, and the step panel is the only board. A tab clicked on a
// page scrolled down brings its panel into view too, Back closes it, and
// Forward opens it again in view.
func TestPanelLinksLandOnTheirPanel(t *testing.T) {
	for _, tt := range panelLanding {
		p := openOn(t, laptop, tt.path)
		p.waitLive()
		for _, sel := range tt.shown {
			p.waitFor(fmt.Sprintf(`document.querySelector(%q) !== null`, sel))
			if !p.inView(sel) {
				t.Errorf("%s: %s is out of view at load: %s", tt.path, sel, p.summary())
			}
		}
		if tt.panel == "steps" {
			if got := eval[int](p, `document.querySelectorAll('main > .stage [data-testid="board"], [data-testid="solution"]').length`); got != 0 {
				t.Errorf("%s: the page shows %d other boards or solution lines beside the search's", tt.path, got)
			}
			p.lessonTakesKeysAndModes()
		}
	}
	// The embed's "Open in N-Queens Lab" link lands on its panel too.
	embed := openOn(t, laptop, "/embed?at=288&method=bitmask&n=8&panel=steps")
	embed.waitFor(`document.querySelector('[data-testid="embed-open"]') !== null`)
	href := eval[string](embed, `document.querySelector('[data-testid="embed-open"]').href`)
	page := openOn(t, laptop, href[strings.Index(href, "/?"):])
	page.waitLive()
	page.waitFor(`document.querySelector('.steps-code .code-line.current') !== null`)
	for _, sel := range panelLanding[0].shown {
		if !page.inView(sel) {
			t.Errorf("the embed's link %s: %s is out of view", href, sel)
		}
	}
	for _, tt := range panelLanding {
		p := openOn(t, laptop, "/?n=8&sol=3")
		p.waitLive()
		eval[bool](p, `(scrollTo(0, document.documentElement.scrollHeight), true)`)
		p.click("tab-" + tt.panel)
		if tt.panel == "steps" { // a tab opens the search at its first step, which marks no line yet
			p.waitFor(`document.querySelector('[data-testid="steps-board"]') !== null`)
			p.click("steps-forward")
		}
		for _, sel := range tt.shown {
			p.waitFor(fmt.Sprintf(`document.querySelector(%q) !== null`, sel))
			p.waitFor(fmt.Sprintf(`(() => { const r = document.querySelector(%q).getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()`, sel))
		}
		p.do(chromedp.NavigateBack())
		p.waitFor(`!location.search.includes("panel=") && document.querySelector('[data-testid="solution"]') !== null`)
		p.do(chromedp.NavigateForward()) // Forward opens the panel again, in view
		for _, sel := range tt.shown {
			p.waitFor(fmt.Sprintf(`location.search.includes("panel=%s") && document.querySelector(%q) !== null`, tt.panel, sel))
			p.waitFor(fmt.Sprintf(`(() => { const r = document.querySelector(%q).getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()`, sel))
		}
	}
}

// lessonTakesKeysAndModes checks a page that opened on the step-by-step
// panel: its keys work with nothing focused, and move nothing; Copy link
// and Embed sit in the lesson; a mode chosen closes the lesson, so that
// one board shows, at the page's top, and Back opens it again.
func (p *page) lessonTakesKeysAndModes() {
	p.t.Helper()
	step := eval[string](p, `document.querySelector('[data-testid="steps-board"]').dataset.step`)
	scrolled := eval[float64](p, `scrollY`)
	if focused := eval[string](p, `document.activeElement?.tagName ?? ""`); focused != "BODY" {
		p.t.Errorf("a link's page opens with %s focused", focused)
	}
	p.do(chromedp.KeyEvent(kb.ArrowRight))
	p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="steps-board"]').dataset.step === "%d"`, atoi(p.t, step)+1))
	if now := eval[float64](p, `scrollY`); now != scrolled {
		p.t.Errorf("the arrow key scrolled the page from %.0f to %.0f", scrolled, now)
	}
	inLesson := eval[bool](p, `document.querySelector('[data-testid="panel-steps"] [data-testid="embed"]') !== null`)
	if got := eval[int](p, `document.querySelectorAll('[data-testid="embed"]').length`); got != 1 || !inLesson {
		p.t.Errorf("%d Embed buttons; one in the lesson: %v", got, inLesson)
	}
	p.click("mode-play")
	p.waitFor(`location.search.includes("mode=play") && !location.search.includes("panel=steps") && document.querySelector('[data-testid="steps-board"]') === null`)
	if top := eval[float64](p, `scrollY`); top != 0 {
		p.t.Errorf("play mode opens scrolled to %.0f, not at its top", top)
	}
	p.do(chromedp.NavigateBack())
	p.waitFor(`location.search.includes("panel=steps") && document.querySelector('[data-testid="steps-board"]') !== null`)
}

// codeLineInView reports whether the code's marked line lies inside the
// code box's visible rectangle within 300 ms: the box scrolls to it in a
// task after the step's, as play may draw the next step meanwhile.
func (p *page) codeLineInView() bool {
	p.t.Helper()
	return awaitEval[bool](p, `new Promise((resolve) => {
		const end = performance.now() + 300;
		const look = () => {
			const l = document.querySelector('.steps-code .code-line.current'), pre = document.querySelector('.steps-code pre');
			if (l && pre) {
				const r = l.getBoundingClientRect(), v = pre.getBoundingClientRect();
				if (r.top >= v.top - 1 && r.bottom <= v.bottom + 1) return resolve(true);
			}
			if (performance.now() > end) return resolve(false);
			requestAnimationFrame(look);
		};
		look();
	})`)
}

// TestMarkedLineStaysInView steps, presses keys, drags the scrubber and
// plays: after each, the code's marked line is inside the code box.
func TestMarkedLineStaysInView(t *testing.T) {
	p := openOn(t, laptop, "/?n=6&panel=steps&method=iterative&at=40")
	p.waitLive()
	p.waitFor(`document.querySelector('[data-testid="steps-board"]')?.dataset.step === "40"`)
	check := func(what string) {
		t.Helper()
		if !p.codeLineInView() {
			t.Fatalf("after %s (step %s) the marked line is out of the code's view", what,
				eval[string](p, `document.querySelector('[data-testid="steps-board"]').dataset.step`))
		}
	}
	check("the link")
	for i := 1; i <= 20; i++ {
		p.click("steps-forward")
		p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="steps-board"]').dataset.step === "%d"`, 40+i))
		check(fmt.Sprintf("step %d", i))
	}
	p.do(chromedp.Focus(chromedp.CSS(testID("steps-board"))))
	for i := 1; i <= 20; i++ {
		p.do(chromedp.KeyEvent(kb.ArrowRight))
		p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="steps-board"]').dataset.step === "%d"`, 60+i))
		check(fmt.Sprintf("ArrowRight %d", i))
	}
	p.waitFor(`document.querySelector('[data-testid="steps-scrubber"]') !== null`)
	for _, at := range []int{300, 700, 150, 1000} {
		eval[bool](p, fmt.Sprintf(`(() => { const s = document.querySelector('[data-testid="steps-scrubber"]');
			s.value = %d; s.dispatchEvent(new Event('input', {bubbles: true})); return true; })()`, at))
		p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="steps-board"]').dataset.step === "%d"`, at))
		check(fmt.Sprintf("a drag of the scrubber to %d", at))
	}
	p.click("steps-restart")
	p.stepsAt(0, "start")
	eval[bool](p, `(() => { const s = document.querySelector('[data-testid="steps-speed"]'); s.value = 3; s.dispatchEvent(new Event('input', {bubbles: true})); return true; })()`)
	p.click("steps-play")
	seen := map[string]bool{}
	for end := time.Now().Add(5 * time.Second); time.Now().Before(end); {
		p.do(chromedp.Sleep(250 * time.Millisecond)) // the steps play on between two looks
		seen[eval[string](p, `document.querySelector('[data-testid="steps-board"]').dataset.step`)] = true
		check("a tick of play")
	}
	if len(seen) < 10 {
		t.Errorf("5 s of play showed %d steps", len(seen))
	}
}

// predictState reads predict mode's box.
type predictState struct {
	Score, Pending, Text string
}

func (p *page) predictState() predictState {
	p.t.Helper()
	return eval[predictState](p, `(() => { const b = document.querySelector('[data-testid="steps-predict"]');
		return b ? { score: b.dataset.score, pending: b.dataset.pending, text: b.innerText } : {}; })()`)
}

// TestPredictMode answers predict mode's questions, right and wrong, by
// mouse and by key: naive is asked which column a row's queen goes to,
// then whether each square is safe; the score counts the answers, the
// link does not hold it, and bitmask asks for columns.
func TestPredictMode(t *testing.T) {
	p := openOn(t, laptop, "/?n=4&panel=steps&method=naive&predict=1")
	p.waitLive()
	p.stepsAt(0, "start")
	p.click("steps-forward") // step 1 begins row 0's tests: its queen goes to column 0
	pending := `document.querySelector('[data-testid="steps-predict"]')?.dataset.pending === "true"`
	p.waitFor(pending)
	if s := p.predictState(); !strings.Contains(s.Text, "Which column gets its queen?") || s.Score != "0/0" {
		t.Fatalf("the first question: %+v", s)
	}
	if got := eval[string](p, `document.querySelector('[data-testid="steps-board"]').dataset.step`); got != "0" {
		t.Errorf("the question shows step %s, not the step before it", got)
	}
	if !p.inView(`[data-testid="steps-predict"]`) {
		t.Errorf("the question is out of view: %s", p.summary())
	}
	p.click("predict-0")
	p.waitFor(`document.querySelector('[data-testid="steps-predict"]')?.dataset.score === "1/1"`)
	if s := p.predictState(); !strings.Contains(s.Text, "is row 0, column 0 safe") || !strings.Contains(s.Text, "Right, so far") || s.Pending != "true" {
		t.Errorf("the test's question after the column's: %+v", s)
	}
	p.click("predict-safe")
	p.stepsAt(1, "try")
	if s := p.predictState(); s.Score != "2/2" || !strings.HasPrefix(s.Text, "Right") {
		t.Errorf("after a right answer: %+v", s)
	}
	p.click("steps-forward") // step 2 places the queen: no question
	p.stepsAt(2, "place")
	p.click("steps-forward") // step 3 begins row 1's tests: column 2; row 1, column 0 is attacked
	p.waitFor(pending)
	p.do(chromedp.Focus(chromedp.CSS(testID("steps-board"))), chromedp.KeyEvent("2"))
	p.waitFor(`document.querySelector('[data-testid="steps-predict"]')?.dataset.score === "3/3"`)
	p.do(chromedp.KeyEvent("s"))
	p.stepsAt(3, "try")
	if s := p.predictState(); s.Score != "3/4" || !strings.HasPrefix(s.Text, "Not this time") {
		t.Errorf("after a wrong answer: %+v", s)
	}
	if q := query(t, p.location()); q.Get("predict") != "1" || strings.Contains(p.location(), "score") {
		t.Errorf("the link is %s", p.location())
	}

	p.open("/?n=5&panel=steps&method=bitmask&predict=1")
	p.waitLive()
	p.stepsAt(0, "start")
	p.click("steps-forward")
	p.waitFor(`document.querySelector('[data-testid="predict-4"]') !== null`)
	p.click("predict-0")
	p.stepsAt(1, "place")
	if s := p.predictState(); s.Score != "1/1" {
		t.Errorf("bitmask's first queen goes to column 0: %+v", s)
	}
	p.saveScreenshot("steps-predict-desktop", chromedp.CaptureScreenshot())
}

// TestJumpToAStep jumps by the box, past the end too, which the panel
// says; and the panel can be presented full screen, its keys working.
func TestJumpToAStep(t *testing.T) {
	p := openOn(t, laptop, "/?n=6&panel=steps&method=naive")
	p.waitLive()
	p.stepsAt(0, "start")
	jump := func(at int) {
		p.do(chromedp.Focus(chromedp.CSS(testID("steps-jump"))))
		p.do(chromedp.KeyEvent(fmt.Sprint(at)), chromedp.KeyEvent(kb.Enter))
	}
	jump(100)
	p.waitFor(`document.querySelector('[data-testid="steps-board"]').dataset.step === "100"`)
	p.waitFor(`location.search.includes("at=100")`)
	jump(99999)
	p.waitFor(`document.querySelector('[data-testid="steps-notice"]') !== null`)
	end := eval[string](p, `document.querySelector('[data-testid="steps-board"]').dataset.step`)
	if notice := eval[string](p, `document.querySelector('[data-testid="steps-notice"]').innerText`); !strings.Contains(notice, "before step 99\u202f999") || end == "99999" {
		t.Errorf("a jump past the end shows step %s and says %q", end, notice)
	}
	p.waitFor(fmt.Sprintf(`location.search.includes("at=%s")`, end))

	// A link past the end says so too.
	p.open("/?n=6&panel=steps&method=naive&at=99999")
	p.waitLive()
	p.waitFor(`!location.search.includes("at=99999")`) // the link holds the step shown
	p.do(chromedp.Sleep(300 * time.Millisecond))       // and nothing takes the notice away after
	if notice := eval[string](p, `document.querySelector('[data-testid="steps-notice"]')?.innerText ?? ""`); !strings.Contains(notice, "99") {
		t.Errorf("the live page of a link past the end says %q", notice)
	}
	if !p.inView(`[data-testid="steps-notice"]`) {
		t.Errorf("the notice of a link past the end is out of view: %s", p.summary())
	}

	codeType := `parseFloat(getComputedStyle(document.querySelector('.steps-code pre')).fontSize)`
	presentSays := `document.querySelector('[data-testid="steps-present"]').innerText`
	before, says := eval[float64](p, codeType), eval[string](p, presentSays)
	p.click("steps-present")
	p.waitFor(`document.fullscreenElement !== null && document.fullscreenElement.classList.contains("steps")`)
	if after := eval[float64](p, codeType); after <= before {
		t.Errorf("presented, the code's type is %.1f px, %.1f px before", after, before)
	}
	if now := eval[string](p, presentSays); says != "Present" || now != "Leave (Esc)" {
		t.Errorf("the presentation's button says %q, then %q presented", says, now)
	}
	if !p.inView(testID("steps-present")) {
		t.Errorf("presented, the way out is out of view: %s", p.summary())
	}
	step := eval[string](p, `document.querySelector('[data-testid="steps-board"]').dataset.step`)
	p.do(chromedp.KeyEvent(kb.Home))
	p.waitFor(`document.querySelector('[data-testid="steps-board"]').dataset.step === "0"`)
	if step == "0" {
		t.Errorf("the link past the end showed step 0")
	}
	p.saveScreenshot("steps-present", chromedp.CaptureScreenshot())
	p.click("steps-present")
	p.waitFor(`document.fullscreenElement === null`)
}
