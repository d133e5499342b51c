package e2e

import (
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// plotHelpers are the test's JavaScript helpers for the plot's canvas: its
// colours (the page's custom properties), where on the screen a pixel of a
// colour nearest the canvas's centre is, how many pixels have a colour,
// their mean luminance, and the plot's window.
const plotHelpers = `(() => {
	const canvas = () => document.querySelector('[data-testid="plot"]');
	const rgb = (name) => {
		const hex = getComputedStyle(canvas()).getPropertyValue(name).trim().slice(1);
		return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
	};
	const pixels = () => { const c = canvas(); return c.getContext("2d").getImageData(0, 0, c.width, c.height).data; };
	const is = (d, i, c) => d[i] === c[0] && d[i + 1] === c[1] && d[i + 2] === c[2];
	window.plotTest = {
		rgb,
		count(name) {
			const d = pixels(), c = rgb(name);
			let n = 0;
			for (let i = 0; i < d.length; i += 4) if (is(d, i, c)) n++;
			return n;
		},
		// The mean luminance of the pixels, from 0 to 255.
		luminance() {
			const d = pixels();
			let sum = 0;
			for (let i = 0; i < d.length; i += 4) sum += 0.2126 * d[i] + 0.7152 * d[i + 1] + 0.0722 * d[i + 2];
			return sum / (d.length / 4);
		},
		// How many pixels have the colour r, g, b.
		countRGB(r, g, b) {
			const d = pixels();
			let n = 0;
			for (let i = 0; i < d.length; i += 4) if (is(d, i, [r, g, b])) n++;
			return n;
		},
		// The screen point of the pixel of colour name nearest the centre, or the centre.
		nearest(name) {
			const el = canvas(), d = pixels(), c = rgb(name), w = el.width, h = el.height;
			let bx = w / 2, by = h / 2, best = Infinity;
			for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
				const dist = (x - w / 2) ** 2 + (y - h / 2) ** 2;
				if (dist < best && is(d, 4 * (y * w + x), c)) { best = dist; bx = x + 0.5; by = y + 0.5; }
			}
			const r = el.getBoundingClientRect();
			return [r.left + el.clientLeft + bx * el.clientWidth / w, r.top + el.clientTop + by * el.clientHeight / h];
		},
		centre() {
			const r = canvas().getBoundingClientRect();
			return [r.left + r.width / 2, r.top + r.height / 2];
		},
		window() { const s = canvas().dataset; return [+s.row, +s.col, +s.span]; },
	};
	return true;
})()`

// plotTimings records from the page's start its long tasks, the slices of
// the plot's drawings (a frame's share of a drawing), and its whole
// drawings, each as [start, duration] in milliseconds.
const plotTimings = `window.plotTimings = { tasks: [], draws: [], drawn: [] };
new PerformanceObserver((list) => {
	for (const e of list.getEntries()) plotTimings.tasks.push([e.startTime, e.duration]);
}).observe({ type: "longtask", buffered: true });
new PerformanceObserver((list) => {
	for (const e of list.getEntries()) {
		if (e.name === "plot draw") plotTimings.draws.push([e.startTime, e.duration]);
		if (e.name === "plot drawn") plotTimings.drawn.push([e.startTime, e.duration]);
	}
}).observe({ type: "measure", buffered: true });`

// dispatchWheel is Input.dispatchMouseEvent for a wheel: the generated
// parameters leave out a deltaX of 0, which a wheel event needs.
var dispatchWheel = cdp.Command[map[string]any, cdp.Empty]{Method: input.CommandDispatchMouseEvent}

// wheel turns the mouse wheel at (x, y) by deltaY pixels; below 0 zooms in.
func wheel(t *testing.T, p *page, x, y, deltaY float64) {
	t.Helper()
	if _, err := chromedp.Call(p.ctx, dispatchWheel, map[string]any{
		"type": input.DispatchMouseEventTypeMouseWheel, "x": x, "y": y, "deltaX": 0, "deltaY": deltaY,
	}); err != nil {
		t.Fatal(err)
	}
}

// TestPlotZoom opens the plot of a million queens and zooms it to squares
// with three turns of the wheel, each at a queen; it drags the squares,
// double-clicks back to the whole board, and draws it in the dark scheme.
// It logs the longest drawing of the plot and the longest task.
func TestPlotZoom(t *testing.T) {
	p := newPage(t, baseURL)
	if _, err := chromedp.Call(p.ctx, cdppage.AddScriptToEvaluateOnNewDocument,
		cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: plotTimings}); err != nil {
		t.Fatal(err)
	}
	p.open("/?mode=random&n=1000000&solver=minconflicts&seed=3")
	p.waitFor(`document.querySelector('[data-testid="found"]').innerText.includes("Verified")`)
	p.waitFor(`plotTimings.drawn.length > 0`)
	if !eval[bool](p, plotHelpers) {
		t.Fatal("helpers")
	}
	span := func() int { return eval[[]int](p, `plotTest.window()`)[2] }
	if got := span(); got != 1_000_000 {
		t.Fatalf("the plot opens on a span of %d", got)
	}
	// Density: the million queens are not a black square, but shades
	// nearer the paper than the ink, and paper where they are sparse.
	if lum := eval[float64](p, `plotTest.luminance()`); lum < 128 {
		t.Errorf("the plot of 10^6 queens is dark: a mean luminance of %.0f", lum)
	}
	if paper := eval[int](p, `plotTest.count("--paper")`); paper < 1000 {
		t.Errorf("the plot of 10^6 queens has %d pixels of paper", paper)
	}
	p.saveScreenshot("plot-1e6-light", chromedp.Screenshot(chromedp.CSS(`.plot-frame`)))

	mouse := func(params input.DispatchMouseEventParams) {
		t.Helper()
		if _, err := chromedp.Call(p.ctx, input.DispatchMouseEvent, params); err != nil {
			t.Fatal(err)
		}
	}
	gestures := 0
	for span() > 32 && gestures < 3 {
		before := span()
		at := eval[[]float64](p, `plotTest.nearest("--ink")`)
		wheel(t, p, at[0], at[1], -300)
		gestures++
		p.waitFor(`plotTest.window()[2] < ` + strconv.Itoa(before))
		t.Logf("wheel %d at (%.0f, %.0f): span %d", gestures, at[0], at[1], span())
	}
	if got := span(); got > 32 {
		t.Fatalf("%d turns of the wheel leave a span of %d", gestures, got)
	}
	p.waitFor(`plotTest.count("--queen") > 0`) // the queen pointed at is in sight, on its square
	t.Logf("from 10^6 to %d squares in %d gestures", span(), gestures)
	p.saveScreenshot("plot-1e6-squares", chromedp.Screenshot(chromedp.CSS(`.plot-frame`)))

	// A drag to the left and up shows squares to the right and below.
	drag := func(dx, dy float64) {
		t.Helper()
		at := eval[[]float64](p, `plotTest.centre()`)
		mouse(input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMousePressed, X: at[0], Y: at[1], Button: input.MouseButtonLeft, Buttons: 1, ClickCount: 1})
		for i := 1; i <= 5; i++ {
			mouse(input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseMoved,
				X: at[0] + dx*float64(i)/5, Y: at[1] + dy*float64(i)/5, Button: input.MouseButtonLeft, Buttons: 1})
		}
		mouse(input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseReleased, X: at[0] + dx, Y: at[1] + dy, Button: input.MouseButtonLeft, ClickCount: 1})
	}
	before := eval[[]int](p, `plotTest.window()`)
	drag(-120, -80)
	p.waitFor(`plotTest.window()[0] !== ` + strconv.Itoa(before[0]) + ` || plotTest.window()[1] !== ` + strconv.Itoa(before[1]))
	after := eval[[]int](p, `plotTest.window()`)
	t.Logf("a drag by (-120, -80) pixels moved the window from %v to %v", before, after)
	if after[2] != before[2] || (after[0] < before[0] && after[1] < before[1]) {
		t.Errorf("a drag to the left and up moved the window from %v to %v", before, after)
	}

	// A double-click on squares shows the whole board again.
	at := eval[[]float64](p, `plotTest.centre()`)
	for click := int64(1); click <= 2; click++ {
		mouse(input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMousePressed, X: at[0], Y: at[1], Button: input.MouseButtonLeft, Buttons: 1, ClickCount: click})
		mouse(input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseReleased, X: at[0], Y: at[1], Button: input.MouseButtonLeft, ClickCount: click})
	}
	p.waitFor(`plotTest.window()[2] === 1000000`)

	// A drag of the whole board does nothing; zoomed in four times, it pans,
	// a redraw of the plot of 10^6 queens each frame.
	for range 2 {
		wheel(t, p, at[0], at[1], -60)
	}
	p.waitFor(`plotTest.window()[2] === 250000`)
	drag(200, 150)
	drag(-200, -150)

	// Dark mode: the page's dark colours, the plot's paper among them.
	if _, err := chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "dark"}},
	}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		chromedp.Call(p.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{})
	})
	p.do(chromedp.Focus(chromedp.CSS(testID("plot"))), chromedp.KeyEvent("0"))
	p.waitFor(`plotTest.window()[2] === 1000000`)
	p.waitFor(`plotTest.rgb("--paper")[0] < 64 && plotTest.count("--paper") > 1000`)
	if lum := eval[float64](p, `plotTest.luminance()`); lum > 128 {
		t.Errorf("in the dark, the plot has a mean luminance of %.0f", lum)
	}
	if cream := eval[int](p, `plotTest.countRGB(0xf7, 0xf3, 0xea)`); cream != 0 {
		t.Errorf("in the dark, the plot has %d cream pixels", cream)
	}
	p.saveScreenshot("plot-1e6-dark", chromedp.Screenshot(chromedp.CSS(`.plot-frame`)))

	p.settle() // the observers' last entries come in a task after the frames
	timings := eval[struct{ Tasks, Draws, Drawn [][2]float64 }](p, `plotTimings`)
	// The first drawing comes with the board, as the page starts; the others
	// follow the wheel, drags, keys and the change of scheme. Each is drawn
	// in slices of at most a frame's share.
	var longestDraw, longestTask, longestPlotTask float64
	durations := make([]float64, len(timings.Drawn))
	for i, d := range timings.Drawn {
		durations[i] = d[1]
	}
	for _, d := range timings.Draws {
		longestDraw = max(longestDraw, d[1])
	}
	for _, task := range timings.Tasks {
		longestTask = max(longestTask, task[1])
		for _, d := range timings.Draws {
			if d[0] >= task[0] && d[0]+d[1] <= task[0]+task[1] {
				longestPlotTask = max(longestPlotTask, task[1])
			}
		}
	}
	t.Logf("%d drawings of the plot (ms, from the first slice to the last): %.1f", len(durations), durations)
	t.Logf("the longest slice of a drawing: %.1f ms; the longest task that drew the plot: %.0f ms, and of the page: %.0f ms (0: none over 50 ms)",
		longestDraw, longestPlotTask, longestTask)
	if longestDraw > 50 {
		t.Errorf("a slice of a drawing of the plot took %.1f ms", longestDraw)
	}
}

// TestPlotPinch zooms the plot of a million queens to squares with three
// pinches of two fingers, each spread from 30 to 240 pixels apart around
// the queen nearest the centre.
func TestPlotPinch(t *testing.T) {
	p := openPage(t, "/?mode=random&n=1000000&solver=minconflicts&seed=3")
	p.waitFor(`document.querySelector('[data-testid="found"]').innerText.includes("Verified")`)
	if !eval[bool](p, plotHelpers) {
		t.Fatal("helpers")
	}
	p.waitFor(`plotTest.count("--paper") > 0`) // drawn
	if _, err := chromedp.Call(p.ctx, emulation.SetTouchEmulationEnabled,
		emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 2}); err != nil {
		t.Fatal(err)
	}
	touch := func(kind input.DispatchTouchEventType, points ...*input.TouchPoint) {
		t.Helper()
		if _, err := chromedp.Call(p.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{
			Type: kind, TouchPoints: append([]*input.TouchPoint{}, points...)}); err != nil {
			t.Fatal(err)
		}
	}
	one, two := 1.0, 2.0
	fingers := func(x, y, apart float64) []*input.TouchPoint {
		return []*input.TouchPoint{{X: x - apart/2, Y: y, ID: &one}, {X: x + apart/2, Y: y, ID: &two}}
	}
	span := func() int { return eval[[]int](p, `plotTest.window()`)[2] }
	pinches := 0
	for span() > 32 && pinches < 3 {
		before := span()
		at := eval[[]float64](p, `plotTest.nearest("--ink")`)
		touch(input.DispatchTouchEventTypeTouchStart, fingers(at[0], at[1], 30)...)
		for _, apart := range []float64{60, 120, 180, 240} {
			touch(input.DispatchTouchEventTypeTouchMove, fingers(at[0], at[1], apart)...)
		}
		p.do(chromedp.Sleep(50 * time.Millisecond)) // the fingers rest, then lift
		touch(input.DispatchTouchEventTypeTouchEnd)
		pinches++
		p.waitFor(`plotTest.window()[2] < ` + strconv.Itoa(before))
		t.Logf("pinch %d at (%.0f, %.0f): span %d", pinches, at[0], at[1], span())
	}
	if got := span(); got > 32 {
		t.Fatalf("%d pinches leave a span of %d", pinches, got)
	}
	p.waitFor(`plotTest.count("--queen") > 0`)
	t.Logf("from 10^6 to %d squares in %d pinches", span(), pinches)
}
