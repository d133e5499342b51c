package e2e

import (
	"encoding/json"
	"fmt"
	"github.com/chromedp/chromedp"
	"strings"
	"testing"
)

// oeisCounts holds A000170 and A002562 for n = 0 to 13: all solutions and
// solutions up to symmetry.
var oeisCounts = [][2]uint64{{1, 1}, {1, 1}, {0, 0}, {0, 0}, {2, 1}, {10, 2}, {4, 1}, {40, 6}, {92, 12},
	{352, 46}, {724, 92}, {2680, 341}, {14200, 1787}, {73712, 9233}}

// askWorker posts requests, a JSON array of requests, one at a time to a
// fresh web/worker.js, each once the last has answered, and returns the
// answers that are not progress, as JSON.
const askWorker = `(requests) => new Promise((resolve) => {
	const w = new Worker("web/worker.js");
	const answers = [];
	w.onmessage = (e) => {
		const r = JSON.parse(e.data);
		if (r.type === "progress") return;
		answers.push(e.data);
		if (answers.length === requests.length) { w.terminate(); resolve(answers); return; }
		w.postMessage(JSON.stringify(requests[answers.length]));
	};
	w.postMessage(JSON.stringify(requests[0]));
})`

// workerAnswer is the part of a worker's answer that the GPU tests read.
type workerAnswer struct {
	ID        int     `json:"id"`
	Type      string  `json:"type"`
	Solutions uint64  `json:"solutions"`
	Unique    uint64  `json:"unique"`
	Nodes     uint64  `json:"nodes"`
	Seconds   float64 `json:"seconds"`
	Engine    string  `json:"engine"`
	Adapter   string  `json:"adapter"`
	Error     string  `json:"error"`
}

func ask(p *page, requests string) []workerAnswer {
	p.t.Helper()
	texts, err := chromedp.Run(p.ctx, chromedp.Evaluate[[]string]("("+askWorker+")("+requests+")", chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatal(err)
	}
	answers := make([]workerAnswer, len(texts))
	for i, text := range texts {
		if err := json.Unmarshal([]byte(text), &answers[i]); err != nil {
			p.t.Fatalf("answer %q: %v", text, err)
		}
	}
	return answers
}

// TestGPUWorkerMatchesOEIS has web/worker.js count n = 1 to 13 on
// SwiftShader's WebGPU, whole and in parts, and checks the counts, that
// the GPU counted them, and that a lost device is an error of the GPU.
func TestGPUWorkerMatchesOEIS(t *testing.T) {
	p := openGPUPage(t, "/?n=8")
	var requests []string
	for n := 1; n <= 13; n++ {
		requests = append(requests, fmt.Sprintf(`{"id":%d,"op":"part","n":%d,"first":0,"last":1048576,"engine":"gpu"}`, n, n))
	}
	// n = 13 again in two parts, and with its device lost.
	requests = append(requests, `{"id":14,"op":"part","n":13,"first":0,"last":300000,"engine":"gpu"}`,
		`{"id":15,"op":"part","n":13,"first":300000,"last":1048576,"engine":"gpu"}`,
		`{"id":16,"op":"part","n":13,"first":0,"last":1048576,"engine":"gpu","fault":"lose-device"}`,
		`{"id":17,"op":"part","n":12,"first":0,"last":1048576,"engine":"gpu"}`)
	answers := ask(p, "["+strings.Join(requests, ",")+"]")
	for _, a := range answers[:13] {
		want := oeisCounts[a.ID]
		if a.Type != "tally" || a.Solutions != want[0] || a.Unique != want[1] || a.Engine != "gpu" || !strings.Contains(a.Adapter, "swiftshader") {
			t.Errorf("n = %d: %+v; want %d solutions, %d unique, from the GPU swiftshader", a.ID, a, want[0], want[1])
		}
	}
	if sum := answers[13].Solutions + answers[14].Solutions; sum != oeisCounts[13][0] {
		t.Errorf("n = 13 in two parts: %d + %d solutions, want %d", answers[13].Solutions, answers[14].Solutions, oeisCounts[13][0])
	}
	if lost := answers[15]; lost.Type != "error" || lost.Engine != "gpu" || !strings.Contains(lost.Error, "lost") {
		t.Errorf("a count whose device was lost answered %+v, want an error of the GPU saying it was lost", lost)
	}
	if again := answers[16]; again.Solutions != oeisCounts[12][0] || again.Engine != "gpu" {
		t.Errorf("after the loss, n = 12 answered %+v: the worker should open the GPU again", again)
	}
	t.Logf("n = 13 took the GPU %.3f s for %d nodes; the loss said %q", answers[12].Seconds, answers[12].Nodes, answers[15].Error)
}

// TestWorkerWithoutGPU asks a worker of the first browser, which has no
// WebGPU adapter, to count on the GPU: it must answer with an error of
// the GPU, which the page reads as the cue to count on its workers.
func TestWorkerWithoutGPU(t *testing.T) {
	p := openPage(t, "/?n=8")
	answers := ask(p, `[{"id":1,"op":"part","n":10,"first":0,"last":1048576,"engine":"gpu"}]`)
	if a := answers[0]; a.Type != "error" || a.Engine != "gpu" || a.Error == "" {
		t.Errorf("answer %+v, want an error of the GPU", a)
	}
	t.Logf("without WebGPU the worker said: %s", answers[0].Error)
}

// TestGPUWorkerCountsCompletions has web/worker.js count the completions
// of placements on SwiftShader's WebGPU, and again on its CPU: the same
// tasks, so the same counts. Past n = 12 the tasks are of constellations,
// which the kernel counts.
func TestGPUWorkerCountsCompletions(t *testing.T) {
	p := openGPUPage(t, "/?n=8")
	places := []string{
		`[-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,4]`,         // n = 12, a queen on the last row
		`[4,-1,-1,-1,-1,10,-1,-1,-1,-1,-1,-1,-1]`,      // n = 13, two queens
		`[-1,-1,-1,-1,-1,-1,6,-1,-1,-1,-1,-1,-1]`,      // n = 13, the centre: 8 symmetries
		`[-1,-1,-1,-1,-1,-1,-1,7,-1,-1,-1,-1,-1,-1,3]`, // n = 15
	}
	var requests []string
	for i, place := range places {
		n := strings.Count(place, ",") + 1
		for _, engine := range []string{"gpu", ""} {
			requests = append(requests, fmt.Sprintf(`{"id":%d,"op":"part","n":%d,"first":0,"last":1048576,"engine":%q,"place":%s}`, i, n, engine, place))
		}
	}
	answers := ask(p, "["+strings.Join(requests, ",")+"]")
	for i := 0; i < len(answers); i += 2 {
		gpu, cpu := answers[i], answers[i+1]
		if gpu.Type != "tally" || gpu.Engine != "gpu" || cpu.Type != "tally" || gpu.Solutions != cpu.Solutions || gpu.Unique != cpu.Unique || cpu.Solutions == 0 {
			t.Errorf("queens %s: the GPU answered %+v, the CPU %+v", places[gpu.ID], gpu, cpu)
		}
	}
}
