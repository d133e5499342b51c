package e2e

import (
	"fmt"
	"strings"
	"testing"

	cdppage "github.com/chromedp/cdproto/page"
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

// failingWorkers makes the page's first failures Web Workers of
// web/worker.js load a script that does not exist, as when the network
// fails while a worker starts.
func failingWorkers(p *page, failures int) {
	p.t.Helper()
	_, err := chromedp.Call(p.ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{
		Source: fmt.Sprintf(`(() => {
			const RealWorker = window.Worker;
			window.workerFailures = %d; // those left
			window.Worker = function (url, options) {
				if (String(url).endsWith("/worker.js") && window.workerFailures > 0) {
					window.workerFailures--;
					url = "web/no-such-worker.js";
				}
				return new RealWorker(url, options);
			};
			window.Worker.prototype = RealWorker.prototype;
		})()`, failures),
	})
	if err != nil {
		p.t.Fatal(err)
	}
}

// TestWorkerThatFailsToStartIsReplaced fails the first worker of the two
// counters, the first workers the page starts: the server prerenders the
// board of n = 14 and leaves its count to them, and the warm-up, which
// starts the search's worker, comes later. Each is replaced once, and the
// page counts as usual.
func TestWorkerThatFailsToStartIsReplaced(t *testing.T) {
	p := newPage(t, baseURL)
	failingWorkers(p, 2)
	p.open("/?n=14&workers=2")
	if queens := p.waitBoard(14); len(queens) != 14 {
		t.Fatalf("board %v", queens)
	}
	p.waitCount("365596")
	if left := eval[int](p, "window.workerFailures"); left != 0 {
		t.Errorf("%d of the 2 workers meant to fail were not started", left)
	}
	if strings.Contains(p.summary(), "failed") {
		t.Errorf("the page shows a failure: %s", p.summary())
	}
}

// TestWorkersThatNeverStartAreReported fails every worker: the page says
// that the solver could not start, and stays usable.
func TestWorkersThatNeverStartAreReported(t *testing.T) {
	p := newPage(t, baseURL)
	failingWorkers(p, 1000)
	p.open("/?n=14&workers=2")
	p.waitFor(`document.querySelector('main').innerText.includes("could not start")`)
	p.moveSlider(1)
	p.waitFor(`new URL(location.href).searchParams.get("n") === "15"`)
	p.waitFor(`document.querySelector('main').innerText.includes("could not start")`)
}
