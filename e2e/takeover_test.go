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
		const b = document.querySelector('.stage [data-testid="board"]');
		const s = { live: !!document.querySelector('main[data-app="live"]'), n: -1, queens: [], centre: "" };
		if (b) {
			s.n = Number(b.dataset.n);
			s.queens = new Array(s.n).fill(-1);
			for (const q of b.querySelectorAll(".queen")) s.queens[Number(q.dataset.row)] = Number(q.dataset.col);
			const r = b.getBoundingClientRect();
			const x = r.left + r.width / 2, y = r.top + r.height / 2, at = document.elementFromPoint(x, y);
			s.centre = y > innerHeight ? "below" : !at ? "nothing" : b.contains(at) ? "board" : (at.id || at.tagName);
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
// times, as a cheap phone's, and a slow network, and checks that from the
// first paint until the app is live the page shows the link's board with
// all its queens, with nothing over it; and that the live page then keeps
// the same board.
func TestLivePageTakesOverWithoutAFlash(t *testing.T) {
	for _, link := range []struct {
		path   string
		n      int
		centre string // what the board's centre shows: a panel's link leads with the panel
	}{
		{"/?n=10&sol=7", 10, "board"},
		{"/?n=20&sol=3&panel=symmetry", 20, "below"},
	} {
		t.Run(link.path, func(t *testing.T) {
			p := newPage(t, slowWasm(t))
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
			if len(samples) < 10 {
				t.Errorf("%d samples from the first paint to live; the slow download should give more", len(samples))
			}
			for i, s := range samples {
				if s.N != link.n || !slices.Equal(s.Queens, final) || s.Centre != link.centre {
					t.Errorf("sample %d of %d (live %v): board n = %d with queens %v, %s at its centre; want n = %d with %v, %s at its centre",
						i+1, len(samples), s.Live, s.N, s.Queens, s.Centre, link.n, final, link.centre)
				}
			}
			t.Logf("%s: %d samples from the first paint to live, every one showing its board", link.path, len(samples))
		})
	}
}

// TestLoadingShowsTheBoardAndASlimLoader downloads the wasm slowly, from an
// origin whose service worker has cached nothing, and checks what a person
// sees meanwhile: the link's board, whole and uncovered, its controls
// greyed out, and a small loader that never says NaN.
func TestLoadingShowsTheBoardAndASlimLoader(t *testing.T) {
	for _, size := range []struct {
		name          string
		width, height int64
		mobile        bool
	}{{"loading", 1280, 900, false}, {"loading-phone", 390, 844, true}} {
		t.Run(size.name, func(t *testing.T) {
			p := newPage(t, slowWasm(t))
			p.emulate(size.width, size.height, 1, size.mobile)
			p.do(chromedp.Navigate(p.base + "/?n=8&sol=5"))
			p.waitFor(`/Loading the solver… \d+%/.test(document.getElementById("app-wasm-loader-label")?.innerText ?? "")`)
			state := eval[map[string]any](p, `(() => {
				const b = document.querySelector('.stage [data-testid="board"]');
				const r = b.getBoundingClientRect();
				const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
				return {
					live: !!document.querySelector('main[data-app="live"]'),
					queens: b.querySelectorAll(".queen").length,
					centre: b.contains(at),
					inert: document.querySelector('[data-testid="algorithm"]').closest("[inert]") !== null,
					links: document.querySelector('[data-testid="next"]').closest("[inert]") === null,
					label: document.getElementById("app-wasm-loader-label").innerText,
				};
			})()`)
			if state["live"] != false || state["queens"] != 8.0 || state["centre"] != true || state["inert"] != true || state["links"] != true {
				t.Errorf("while the wasm loads the page shows %v; want the prerendered board's 8 queens, uncovered, its controls inert but its links", state)
			}
			p.saveScreenshot(size.name, chromedp.FullScreenshot(100))
			prerendered := p.queens()
			p.waitLive()
			if live := p.waitBoard(8); !slices.Equal(live, prerendered) {
				t.Errorf("the live page shows %v, the prerendered one showed %v", live, prerendered)
			}
		})
	}
}

// slowWasm returns a proxy that serves the app on an origin of its own
// with its wasm files slow, at 400 KB/s, for the page and its workers.
func slowWasm(t *testing.T) string {
	t.Helper()
	p := newProxy(t)
	p.slowDown(".wasm", 400<<10)
	return p.URL
}
