package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestWorkerCancelsRequests talks to web/worker.js directly: once the
// solver has loaded, it starts a long request, and while it runs queues
// two more and cancels the first two. The running one must answer with an
// error soon after the cancel, the second never starts, and the third
// answers after them. The test logs how long the cancel took.
func TestWorkerCancelsRequests(t *testing.T) {
	p := openPage(t, "/?n=8")
	tests := []struct {
		name, long string // a request of ID 1 that runs for minutes
	}{
		{"count", `{"id":1,"op":"part","n":24,"first":0,"last":1048576}`},
		{"experiment", `{"id":1,"op":"experiment","n":8,"first":0,"last":9,"trials":1000000000000}`},
		{"seek", `{"id":1,"op":"seek","n":30,"k":1000000000000000}`},
		{"trace", `{"id":1,"op":"trace","algorithm":"naive","n":16,"at":2000000,"next":true}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := chromedp.Run(p.ctx, chromedp.Evaluate[[]string](`new Promise((resolve) => {
				const w = new Worker("web/worker.js");
				const answers = [];
				let cancelled = 0;
				w.onmessage = (e) => {
					const r = JSON.parse(e.data);
					if (r.type === "progress" || r.id === 0) return;
					answers.push(r.id + ":" + r.type + ":" + (r.solutions || r.error || 0));
					if (r.id === 1) answers.push(String(Math.round(performance.now() - cancelled)));
					if (r.id === 3) { w.terminate(); resolve(answers); }
				};
				const count = (id, n) => w.postMessage(JSON.stringify({id, op: "part", n, first: 0, last: 1 << 20}));
				w.addEventListener("message", () => {
					w.postMessage(`+"`"+tt.long+"`"+`);
					setTimeout(() => {
						count(2, 12);
						count(3, 12);
						cancelled = performance.now();
						w.postMessage(JSON.stringify({id: 2, op: "cancel"}));
					}, 100);
				}, {once: true});
				count(0, 4); // answers once the solver has loaded
			})`, chromedp.EvalAwaitPromise))
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 3 || got[0] != "1:error:context canceled" || got[2] != "3:tally:14200" {
				t.Fatalf("answers %q, want 1:error:context canceled, the ms it took, 3:tally:14200", got)
			}
			t.Logf("the running %s request stopped %s ms after the cancel", tt.name, got[1])
			if ms, _ := strconv.Atoi(got[1]); ms > maxCancelMillis {
				t.Errorf("the running %s request stopped %d ms after the cancel, want at most %d", tt.name, ms, maxCancelMillis)
			}
		})
	}
}

// maxCancelMillis bounds the time a running request takes to stop after a
// cancel, in TestWorkerCancelsRequests. The aim is 100 ms; the bound leaves
// room for a busy machine and still fails a request that runs on.
const maxCancelMillis = 1000

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
				if (new URL(url, location.href).pathname.endsWith("/worker.js") && window.workerFailures > 0) {
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
