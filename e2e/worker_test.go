package e2e

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// TestWorkerSkipsCancelledRequests talks to web/worker.js directly: once
// the solver has loaded, it starts a count, and while it runs queues two
// more and cancels the first two; the first still answers, the second
// never starts and the third answers after it.
func TestWorkerSkipsCancelledRequests(t *testing.T) {
	p := openPage(t, "/?n=8")
	got, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`new Promise((resolve) => {
		const w = new Worker("web/worker.js");
		const answers = [];
		w.onmessage = (e) => {
			const r = JSON.parse(e.data);
			if (r.type === "progress" || r.id === 0) return;
			answers.push(r.id + ":" + r.type + ":" + (r.solutions || 0));
			if (r.id === 3) resolve(answers.join(" "));
		};
		const count = (id, n) => w.postMessage(JSON.stringify({id, op: "part", n, first: 0, last: 1 << 20}));
		w.addEventListener("message", () => {
			count(1, 13);
			setTimeout(() => {
				count(2, 12);
				count(3, 12);
				w.postMessage(JSON.stringify({id: 2, op: "cancel"}));
			}, 20);
		}, {once: true});
		count(0, 4); // answers once the solver has loaded
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if want := "1:tally:73712 3:tally:14200"; got != want {
		t.Errorf("answers %q, want %q", got, want)
	}
}
