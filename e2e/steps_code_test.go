package e2e

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// codeMarks reads the code beside the step-by-step board: the lines it
// says are current and previous, and those its marked lines carry.
type codeMarks struct {
	Line, Previous, Current, Faint string
	Lines                          int
	Beside                         bool // the code is right of the board, its top above the board's bottom
	Visible                        bool // the current line is in the code's view
}

func (p *page) codeMarks() codeMarks {
	p.t.Helper()
	return eval[codeMarks](p, `(() => {
		const c = document.querySelector('[data-testid="steps-code"]');
		const b = document.querySelector('[data-testid="steps-board"]');
		return { line: c.dataset.line, previous: c.dataset.previous,
			current: c.querySelector('.code-line.current')?.dataset.line ?? "0",
			faint: c.querySelector('.code-line.previous')?.dataset.line ?? "0",
			lines: c.querySelectorAll('.code-line[data-line]').length,
			beside: (() => { const cr = c.getBoundingClientRect(), br = b.getBoundingClientRect(); return cr.left >= br.right && cr.top < br.bottom; })(),
			visible: (() => { const l = c.querySelector('.code-line.current'), v = c.querySelector('pre').getBoundingClientRect();
				if (!l) return false; const r = l.getBoundingClientRect(); return r.top >= v.top && r.bottom <= v.bottom; })() };
	})()`)
}

// TestStepsShowTheirCode steps through naive and bitmask on n = 4: the
// code of the method shows beside the board on a desktop, with no line
// marked before the first step, then the line of each step marked, and
// the line of the step before it faintly; a link at a step opens with
// its line marked.
func TestStepsShowTheirCode(t *testing.T) {
	p := openOn(t, desktop, "/?n=4&panel=steps&method=naive")
	p.stepsAt(0, "start")
	if m := p.codeMarks(); m.Line != "0" || m.Current != "0" || m.Lines < 20 || !m.Beside {
		t.Errorf("before the first step the code shows %+v; want %s's code beside the board, no line marked", m, "naive")
	}
	p.click("steps-forward")
	p.stepsAt(1, "try")
	try := p.codeMarks()
	if try.Line == "0" || try.Current != try.Line || try.Faint != "0" {
		t.Errorf("at the first try the code shows %+v", try)
	}
	p.click("steps-forward")
	p.stepsAt(2, "place")
	if m := p.codeMarks(); m.Current == "0" || m.Current == try.Line || m.Faint != try.Line || m.Previous != try.Line {
		t.Errorf("at the first queen placed the code shows %+v; want a new line marked, and the try's %s faintly", m, try.Line)
	}
	p.saveScreenshot("steps-code-desktop", chromedp.CaptureScreenshot())

	p.open("/?n=4&panel=steps&method=bitmask&at=13")
	p.stepsAt(13, "solution")
	// The line that counts the solution, and faintly the one that placed
	// the queen before it.
	if m := p.codeMarks(); m.Current == "0" || m.Current != m.Line || m.Previous == m.Line || m.Faint != m.Previous {
		t.Errorf("bitmask's solution at step 13 shows %+v; want the line that counts it, and the placing line faintly", m)
	}
	onPhone := openOn(t, phone, "/?n=6&panel=steps&method=iterative&at=40")
	onPhone.waitFor(`document.querySelector('[data-testid="steps-board"]')?.dataset.step === "40"`)
	onPhone.waitFor(`document.querySelector('.steps-code .code-line.current') !== null`)
	// The code scrolls to its current line, in a task after the step's.
	onPhone.waitForFuncWithin(2*time.Second, func() bool { return onPhone.codeMarks().Visible })
	if m := onPhone.codeMarks(); m.Current == "0" || m.Beside || !m.Visible {
		t.Errorf("on a phone at step 40 the code shows %+v; want a line marked and in view, below the board", m)
	}
	onPhone.saveScreenshot("steps-code-phone", chromedp.FullScreenshot(100))
}

// TestStepsKeys works the panel with its keys, once its board has the
// focus: → and ← step, Shift+→ and Shift+← run to the next solution and
// the one before, B to the next backtrack, End to the last step, Home
// back to the first, Space plays and pauses; the keys are listed.
func TestStepsKeys(t *testing.T) {
	p := openOn(t, desktop, "/?n=4&panel=steps&method=bitmask")
	p.stepsAt(0, "start")
	if keys := eval[string](p, `document.querySelector('[data-testid="steps-keys"]').textContent`); !strings.Contains(keys, "Shift+→") {
		t.Errorf("the keys' help says %q", keys)
	}
	p.do(chromedp.Focus(chromedp.CSS(testID("steps-board"))))
	press := func(key string, modifiers ...chromedp.Modifier) {
		p.do(chromedp.KeyEvent(key, chromedp.KeyModifiers(modifiers...)))
	}
	press(kb.ArrowRight)
	p.stepsAt(1, "place")
	place := p.codeMarks().Current
	press(kb.ArrowRight)
	press(kb.ArrowLeft)
	p.stepsAt(1, "place")
	press(kb.ArrowRight, chromedp.ModifierShift)
	p.stepsAt(13, "solution")
	press(kb.ArrowLeft, chromedp.ModifierShift) // none before the first: the first step
	p.stepsAt(0, "start")
	press("b")
	p.waitFor(`document.querySelector('[data-testid="steps-board"]').dataset.kind === "backtrack"`)
	if m := p.codeMarks(); place == "0" || m.Current == "0" || m.Current == place || m.Current != m.Line {
		t.Errorf("the keys' steps mark the code's lines %s (a queen placed) and %+v (a backtrack)", place, m)
	}
	press(kb.End)
	p.waitFor(`document.querySelector('[data-testid="steps-forward"]').disabled`)
	press(kb.Home)
	p.stepsAt(0, "start")
	before := eval[float64](p, `scrollY`)
	press(" ")
	p.waitFor(`document.querySelector('[data-testid="steps-pause"]') !== null`)
	press(" ")
	p.waitFor(`document.querySelector('[data-testid="steps-play"]') !== null`)
	// Space would scroll the page by most of a screen; the steps played may
	// change its height a little.
	if y := eval[float64](p, `scrollY`); math.Abs(y-before) > 200 {
		t.Errorf("Space scrolled the page from %g to %g px; the focus is on %s", before, y, eval[string](p, `document.activeElement.outerHTML.slice(0, 120)`))
	}
}

// TestStepsTimeline drags the timeline's scrubber of naive on n = 6: it
// spans the whole trace with its 4 solutions marked, a drag shows the step
// under it, and a drag to a solution's mark shows that solution.
func TestStepsTimeline(t *testing.T) {
	// A link's step: the scrubber starts there, whatever order its
	// attributes come in.
	for range 3 {
		q := openOn(t, desktop, "/?n=8&panel=steps&method=bitmask&at=400")
		q.waitFor(`document.querySelector('[data-testid="steps-timeline"]')?.dataset.end === "trace"`)
		q.waitFor(`document.querySelector('[data-testid="steps-scrubber"]').value === "400"`)
	}

	p := openOn(t, desktop, "/?n=6&panel=steps&method=naive")
	p.waitFor(`document.querySelector('[data-testid="steps-timeline"]')?.dataset.end === "trace"`)
	total := eval[int](p, `+document.querySelector('[data-testid="steps-timeline"]').dataset.total`)
	marks := eval[int](p, `document.querySelectorAll('.solution-marks span').length`)
	if total < 1000 || marks != 4 {
		t.Fatalf("the timeline spans %d steps with %d solutions marked; want naive's on n = 6, with 4", total, marks)
	}
	scrub := func(step int) {
		eval[bool](p, fmt.Sprintf(`(() => { const s = document.querySelector('[data-testid="steps-scrubber"]');
			s.value = %d; s.dispatchEvent(new Event("input", { bubbles: true })); return true; })()`, step))
	}
	scrub(total / 2)
	p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="steps-board"]').dataset.step === "%d"`, total/2))
	p.click("steps-forward") // the arrows go on from there
	p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="steps-board"]').dataset.step === "%d"`, total/2+1))
	p.click("steps-solution")
	p.waitFor(`document.querySelector('[data-testid="steps-board"]').dataset.kind === "solution"`)
	at := eval[int](p, `+document.querySelector('[data-testid="steps-board"]').dataset.step`)
	solutionLine := p.codeMarks().Current
	scrub(0)
	p.stepsAt(0, "start")
	if m := p.codeMarks(); m.Current != "0" {
		t.Errorf("scrubbed to the first step, the code marks line %s", m.Current)
	}
	scrub(at)
	p.stepsAt(at, "solution")
	if m := p.codeMarks(); m.Current == "0" || m.Current != solutionLine {
		t.Errorf("scrubbed back to a solution, the code marks line %s; the run to it marked %s", m.Current, solutionLine)
	}
	p.saveScreenshot("steps-timeline-desktop", chromedp.CaptureScreenshot())
}

// TestStepsFitOneScreen lays the panel out on a 1280×800 screen: once its
// board is at the top, the board, the code and the frames show together,
// for bitmask and naive on n = 8 deep in the search.
func TestStepsFitOneScreen(t *testing.T) {
	for _, path := range []string{"/?n=8&panel=steps&method=bitmask&at=700", "/?n=8&panel=steps&method=naive&at=2500"} {
		p := openOn(t, desktop, path)
		p.do(chromedp.EmulateViewport(1280, 800))
		p.waitFor(`document.querySelector('[data-testid="steps-board"]') !== null && document.querySelector('[data-testid="steps-code"]') !== null`)
		type box struct{ Top, Bottom float64 }
		got := eval[map[string]box](p, `(() => {
			const b = document.querySelector('[data-testid="steps-board"]');
			scrollTo(0, b.getBoundingClientRect().top + scrollY - 8);
			const rect = (sel) => { const r = document.querySelector(sel).getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; };
			return { board: rect('[data-testid="steps-board"]'), code: rect('[data-testid="steps-code"]'),
				frames: rect('[data-testid="steps-frames"]') };
		})()`)
		for name, r := range got {
			if r.Top < 0 || r.Bottom > 800 {
				t.Errorf("%s: the %s spans %.0f to %.0f px of an 800 px screen", path, name, r.Top, r.Bottom)
			}
		}
		p.saveScreenshot("steps-one-screen-"+query(t, "http://x"+path).Get("method"), chromedp.CaptureScreenshot())
	}
}

// TestStepsControlsHoldStill plays naive on n = 8 and watches the Pause
// button: the frames beside the board grow and shrink with the rows, and
// the controls must stay where they are, on a desktop and on a phone, or
// a click on Pause lands elsewhere. At load, the board, the step's words
// and Step show together.
func TestStepsControlsHoldStill(t *testing.T) {
	for _, s := range []screen{desktop, phone} {
		p := openOn(t, s, "/?n=8&panel=steps&method=naive&speed=120")
		p.stepsAt(0, "start")
		for _, part := range []string{testID("steps-board"), testID("step-words"), testID("steps-forward")} {
			if !p.inView(part) { // on a phone too: the words come right under the board
				t.Errorf("%s: %s is out of view at load: %s", s.name, part, p.summary())
			}
		}
		p.click("steps-play")
		var tops []float64
		for range 8 {
			p.do(chromedp.Sleep(60 * time.Millisecond)) // the steps play on between two looks
			tops = append(tops, eval[float64](p, `document.querySelector('[data-testid="steps-pause"]').getBoundingClientRect().top + scrollY`))
		}
		p.click("steps-pause")
		for _, top := range tops {
			if top != tops[0] {
				t.Errorf("%s: the Pause button moved while the steps played: %v", s.name, tops)
				break
			}
		}
	}
}
