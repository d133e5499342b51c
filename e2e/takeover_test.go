package e2e

import (
	"slices"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// sampleUntilLive is a script for a new document: from the first paint
// until the app is live, every 50 ms it records the board the page shows
// and what is drawn at the board's centre.
const sampleUntilLive = `(() => {
	window.samples = [];
	const sample = () => {
		const b = document.querySelector('[data-testid="board"]');
		const s = { live: !!document.querySelector('main[data-app="live"]'), n: -1, queens: [], centre: "" };
		if (b) {
			s.n = Number(b.dataset.n);
			s.queens = new Array(s.n).fill(-1);
			for (const q of b.querySelectorAll(".queen")) s.queens[Number(q.dataset.row)] = Number(q.dataset.col);
			const r = b.getBoundingClientRect();
			const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
			s.centre = !at ? "nothing" : b.contains(at) ? "board" : (at.id || at.tagName);
		}
		window.samples.push(s);
		return s.live;
	};
	new PerformanceObserver((list, observer) => {
		observer.disconnect();
		sample();
		const timer = setInterval(() => { if (sample()) clearInterval(timer); }, 50);
	}).observe({ type: "paint", buffered: true });
})()`

// A sample is what sampleUntilLive saw at one moment.
type sample struct {
	Live   bool   `json:"live"`
	N      int    `json:"n"`
	Queens []int  `json:"queens"`
	Centre string `json:"centre"`
}

// TestLivePageTakesOverWithoutAFlash opens a link on a CPU slowed down 4
// times, as a cheap phone's, and checks that from the first paint until the
// app is live the page shows the link's board with all its queens, with
// nothing over it; and that the live page then keeps the same board.
func TestLivePageTakesOverWithoutAFlash(t *testing.T) {
	for _, link := range []struct {
		path string
		n    int
	}{
		{"/?n=10&sol=7", 10},
		{"/?n=20&sol=3&panel=symmetry", 20},
	} {
		t.Run(link.path, func(t *testing.T) {
			p := newPage(t, baseURL)
			if _, err := chromedp.Call(p.ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: 4}); err != nil {
				t.Fatal(err)
			}
			if _, err := chromedp.Call(p.ctx, cdppage.AddScriptToEvaluateOnNewDocument,
				cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: sampleUntilLive}); err != nil {
				t.Fatal(err)
			}
			p.open(link.path)
			p.waitFor(`window.samples.length > 0 && window.samples[window.samples.length - 1].live`)
			samples := eval[[]sample](p, `window.samples`)
			final := p.waitBoard(link.n)
			for i, s := range samples {
				if s.N != link.n || !slices.Equal(s.Queens, final) || s.Centre != "board" {
					t.Errorf("sample %d of %d (live %v): board n = %d with queens %v, %s at its centre; want n = %d with %v, the board at its centre",
						i+1, len(samples), s.Live, s.N, s.Queens, s.Centre, link.n, final)
				}
			}
			t.Logf("%s: %d samples from the first paint to live, every one showing its board", link.path, len(samples))
		})
	}
}
