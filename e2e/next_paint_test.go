package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// actToPaint does act, a script that clicks Next or Prev or moves the n
// slider, and resolves with the time in ms from it to the frame after the
// page shows board n's solution k, the line and the board both.
const actToPaint = `(act, n, k) => new Promise((resolve) => {
	const shown = () => {
		const line = document.querySelector('[data-testid="solution"]');
		const b = document.querySelector('[data-testid="board"]');
		return line && b && line.dataset.index === String(k) && b.dataset.n === String(n) &&
			!b.classList.contains("pending") && b.querySelectorAll(".queen").length === n;
	};
	const t0 = performance.now();
	new MutationObserver((_, o) => {
		if (shown()) { o.disconnect(); requestAnimationFrame(() => resolve(performance.now() - t0)); }
	}).observe(document.querySelector('main'), { subtree: true, childList: true, attributes: true, characterData: true });
	act();
})`

// nextActs are the moves BenchmarkNextPaint times, on n = 12: Next and
// Prev (k is -1 for the solution before's next, 0 for its previous), and
// the slider down and up, to solution 1.
var nextActs = []struct {
	name, script string
	n, k         int
}{
	{"next", `() => document.querySelector('[data-testid="next"]').click()`, 12, -1},
	{"prev", `() => document.querySelector('[data-testid="prev"]').click()`, 12, 0},
	{"slider-down", `() => { const s = document.querySelector('[data-testid="n"]'); s.value = 11; s.dispatchEvent(new Event("input", {bubbles: true})); s.dispatchEvent(new Event("change", {bubbles: true})); }`, 11, 1},
	{"slider-up", `() => { const s = document.querySelector('[data-testid="n"]'); s.value = 12; s.dispatchEvent(new Event("input", {bubbles: true})); s.dispatchEvent(new Event("change", {bubbles: true})); }`, 12, 1},
}

// BenchmarkNextPaint times, at CPU 4× (DevTools' own throttling), Next,
// Prev and a slider step on n = 12, from the click to the frame after the
// new solution shows (issue #43 asks for 100 ms at most), 5 rounds each,
// and reports each move's median (ms).
func BenchmarkNextPaint(b *testing.B) {
	p := openPage(b, "/?n=12&sol=100")
	p.waitLive()
	p.waitIndex("100")
	if _, err := chromedp.Call(p.ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 4}); err != nil {
		b.Fatal(err)
	}
	times := make([][]float64, len(nextActs))
	k := 100
	for range 5 * b.N {
		for i, a := range nextActs {
			switch a.k {
			case -1:
				k++
			case 0:
				k--
			default:
				k = a.k
			}
			times[i] = append(times[i], awaitEval[float64](p, fmt.Sprintf(`(%s)(%s, %d, %d)`, actToPaint, a.script, a.n, k)))
		}
	}
	for i, a := range nextActs {
		b.ReportMetric(median(times[i]), a.name+"-ms")
		b.Logf("%s: %s ms", a.name, formatTimes(times[i]))
	}
	b.ReportMetric(0, "ns/op") // the page's load, not a move
}
