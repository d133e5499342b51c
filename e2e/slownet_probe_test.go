package e2e

import (
	"context"
	"math"
	"time"

	"github.com/chromedp/chromedp"
)

// probeScript runs before the page's scripts in each document of the tab,
// and records in window.slownet, as wall-clock times in ms (timeOrigin
// plus performance.now()), the moments the slow-network benchmark
// measures: the first contentful paint, the first time the page is live,
// the first message of a solver Web Worker (worker.js, not the loader's
// app-loader.js), each mouse press (its event's own time, taken when the
// browser received it, even while the page is busy or the button inert),
// and each board the page shows: the solution's index and the queens of a
// complete board, whenever they change. The record is kept in
// sessionStorage too, so that it survives a navigation: a Next that is a
// plain link may load a new page, whose board counts as shown.
const probeScript = `(() => {
	const key = "nqueens-slow-network";
	let saved = null;
	try { saved = JSON.parse(sessionStorage.getItem(key)); } catch {}
	const m = saved || { origin: performance.timeOrigin, fcp: null, live: null, workers: null, clicks: [], boards: [] };
	window.slownet = m;
	const wall = (ms) => performance.timeOrigin + ms;
	const save = () => { try { sessionStorage.setItem(key, JSON.stringify(m)); } catch {} };
	new PerformanceObserver((list) => {
		for (const e of list.getEntries()) {
			if (e.name === "first-contentful-paint" && m.fcp === null) { m.fcp = wall(e.startTime); save(); }
		}
	}).observe({ type: "paint", buffered: true });
	addEventListener("mousedown", (e) => { m.clicks.push(wall(e.timeStamp)); save(); }, true);
	const shown = () => {
		const b = document.querySelector('[data-testid="board"]');
		const index = document.querySelector('[data-testid="solution"]')?.dataset.index ?? "";
		if (!b || b.classList.contains("pending")) return null;
		const queens = [...b.querySelectorAll(".queen")].map((q) => q.dataset.row + "." + q.dataset.col).sort();
		return queens.length === Number(b.dataset.n) ? index + " " + queens.join(",") : null;
	};
	const check = () => {
		const at = wall(performance.now());
		if (m.live === null && document.querySelector('main[data-app="live"]')) { m.live = at; save(); }
		const board = shown();
		if (board !== null && board !== m.boards.at(-1)?.shown) { m.boards.push({ at, shown: board }); save(); }
	};
	new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
	const Original = window.Worker;
	window.Worker = class extends Original {
		constructor(url, options) {
			super(url, options);
			const script = String(url);
			if (script.includes("worker.js") && !script.includes("app-loader.js")) {
				this.addEventListener("message", () => { if (m.workers === null) { m.workers = wall(performance.now()); save(); } });
			}
		}
	};
})();`

// A probe is what probeScript recorded: wall-clock times in ms since the
// epoch, null when not yet.
type probe struct {
	Origin  float64      `json:"origin"` // the first document's navigation start
	FCP     *float64     `json:"fcp"`
	Live    *float64     `json:"live"`
	Workers *float64     `json:"workers"`
	Clicks  []float64    `json:"clicks"`
	Boards  []probeBoard `json:"boards"`
}

// A probeBoard is a board the page showed: the solution's index and the
// queens, from the moment at.
type probeBoard struct {
	At    float64 `json:"at"`
	Shown string  `json:"shown"`
}

// readProbe returns what the page's probe recorded, nil before the page's
// first document.
func readProbe(ctx context.Context) (*probe, error) {
	return chromedp.Run(ctx, chromedp.Evaluate[*probe](`window.slownet ?? null`))
}

// changesAfter returns the times of the board's changes after the moment
// since: each shows something else than the board before it.
func (p *probe) changesAfter(since float64) []float64 {
	var changes []float64
	shown := ""
	for _, b := range p.Boards {
		if b.At > since && b.Shown != shown {
			changes = append(changes, b.At)
		}
		shown = b.Shown
	}
	return changes
}

// nextBoards returns when the boards of two clicks on Next came, the
// first click's and the second's, +Inf for one that has not come. The
// board's changes after the first click are theirs, in order; but when
// the second click comes before any change, and one change alone
// follows, it is the second click's: the first was lost, as a click on
// an inert button is. With no first click (NaN), the changes are the
// second's. done is true once both clicks have their boards.
func (p *probe) nextBoards(first, second float64) (firstAt, secondAt float64, done bool) {
	changes := p.changesAfter(first)
	firstAt, secondAt = math.Inf(1), math.Inf(1)
	switch {
	case math.IsNaN(first): // no first click: the changes are the second's
		firstAt = first
		if after := p.changesAfter(second); len(after) > 0 {
			secondAt = after[0]
		}
		return firstAt, secondAt, !math.IsInf(secondAt, 1)
	case len(changes) > 0 && changes[0] <= second:
		firstAt = changes[0]
		if after := p.changesAfter(second); len(after) > 0 {
			secondAt = after[0]
		}
	case len(changes) >= 2:
		firstAt, secondAt = changes[0], changes[1]
	case len(changes) == 1:
		secondAt = changes[0]
	}
	return firstAt, secondAt, !math.IsInf(firstAt, 1) && !math.IsInf(secondAt, 1)
}

// wallTime converts a probe's time to a time.Time.
func wallTime(ms float64) time.Time {
	return time.UnixMicro(int64(math.Round(ms * 1000)))
}

// since returns the seconds from the navigation start to a probe's time,
// NaN for a time not recorded.
func (p *probe) since(at *float64) float64 {
	if at == nil {
		return math.NaN()
	}
	return (*at - p.Origin) / 1000
}
