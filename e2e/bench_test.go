package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// benchDone is true once the GPU benchmark has counted all it was to.
const benchDone = `document.querySelector('[data-testid="bench-status"]')?.dataset.done === "true"`

// benchRow is one engine's figure in the benchmark's table.
type benchRow struct {
	Engine  string
	N       int
	Seconds float64
	Nodes   float64
	Rate    float64
}

func benchRows(p *page) []benchRow {
	p.t.Helper()
	return eval[[]benchRow](p, `[...document.querySelectorAll('[data-testid="bench-row"]')].map(r => ({
		Engine: r.dataset.engine, N: Number(r.dataset.n ?? 0), Seconds: Number(r.dataset.seconds ?? 0),
		Nodes: Number(r.dataset.nodes ?? 0), Rate: Number(r.dataset.rate ?? 0)}))`)
}

// benchText is the text of the element with a data-testid, "" if none.
func benchText(p *page, id string) string {
	p.t.Helper()
	return eval[string](p, `document.querySelector('`+testID(id)+`')?.innerText ?? ""`)
}

// TestBenchOnSwiftShader opens ?bench=gpu in the browser with
// SwiftShader's WebGPU, capped at n = 13 to keep it short, and checks that
// both engines are timed, the ratio given, and SwiftShader called a
// software GPU. It saves the panel on a desktop and a phone screen.
func TestBenchOnSwiftShader(t *testing.T) {
	p := openGPUPage(t, "/?bench=gpu&maxn=13&run=1")
	p.waitFor(benchDone)
	rows := benchRows(p)
	if len(rows) != 2 || rows[0].Engine != "gpu" || rows[1].Engine != "cpu" {
		t.Fatalf("rows %+v: the GPU, then the worker", rows)
	}
	for _, r := range rows {
		t.Logf("%s: n = %d in %.3f s, %.0f nodes, %.3g nodes/s", r.Engine, r.N, r.Seconds, r.Nodes, r.Rate)
		if r.N < 10 || r.N > 13 || r.Seconds <= 0 || r.Rate <= 0 {
			t.Errorf("%+v: want a time and a rate for n = 10..13", r)
		}
	}
	notice := benchText(p, "bench-gpu-notice")
	if !strings.Contains(notice, "swiftshader") || !strings.Contains(notice, "software GPU") {
		t.Errorf("notice %q: SwiftShader should be called a software GPU", notice)
	}
	if ratio := eval[float64](p, `Number(document.querySelector('[data-testid="bench-ratio"]')?.dataset.ratio ?? 0)`); ratio <= 0 {
		t.Errorf("no ratio: %s", p.summary())
	} else {
		t.Logf("%s", benchText(p, "bench-ratio"))
	}
	line := benchText(p, "bench-line")
	t.Logf("line: %s", line)
	if !strings.Contains(line, "(software)") || !strings.Contains(line, "1 worker n=") {
		t.Errorf("line %q", line)
	}
	if q := query(t, p.location()); q.Get("panel") != "bench" || q.Get("bench") != "gpu" {
		t.Errorf("link %s", p.location())
	}

	// Without run=1 it waits for a click. Uncapped, the GPU alone counts
	// for seconds: Stop stops it, and the worker has not run.
	p.open("/?bench=gpu")
	p.waitFor(`document.querySelector('[data-testid="bench-start"]')?.disabled === false`)
	if label := benchText(p, "bench-start"); label != "Run the benchmark" || benchText(p, "bench-table") != "" {
		t.Errorf("without run=1, the button says %q, and the table is %q", label, benchText(p, "bench-table"))
	}
	p.click("bench-start")
	p.waitFor(`document.querySelector('[data-testid="bench-status"]').innerText.startsWith("The GPU counts")`)
	p.click("bench-start")
	p.waitFor(`document.querySelector('[data-testid="bench-status"]').innerText.startsWith("Stopped")`)
	if label := benchText(p, "bench-start"); label != "Run again" {
		t.Errorf("stopped, the button says %q", label)
	}
	if row := eval[string](p, `document.querySelector('[data-engine="cpu"]').innerText`); !strings.Contains(row, "not run") {
		t.Errorf("stopped, the worker's row says %q", row)
	}

	for _, s := range []struct {
		name          string
		width, height int64
		mobile        bool
	}{{"desktop", 1280, 900, false}, {"phone", 390, 844, true}} {
		p.emulate(s.width, s.height, 1, s.mobile)
		p.open("/?bench=gpu&maxn=12&run=1")
		p.waitFor(benchDone)
		p.checkNoSidewaysScroll()
		if over := eval[float64](p, `(s => s.scrollWidth - s.clientWidth)(document.querySelector("#panel-bench .table-scroll"))`); over > 0 {
			t.Errorf("%s: the table is %.0f px too wide for its box", s.name, over)
		}
		if tabs := eval[float64](p, `new Set([...document.querySelectorAll(".panel-tab")].map(t => t.getBoundingClientRect().top)).size`); tabs != 1 {
			t.Errorf("%s: the panel tabs take %.0f rows", s.name, tabs)
		}
		p.saveScreenshot("bench-"+s.name, chromedp.Screenshot(chromedp.CSS(testID("panel-bench"))))
	}
}

// TestBenchWithoutWebGPU opens ?bench=gpu in the first browser, which
// has no WebGPU adapter: the page says so and times the worker alone.
func TestBenchWithoutWebGPU(t *testing.T) {
	p := openPage(t, "/?bench=gpu&maxn=12&run=1")
	p.waitFor(benchDone)
	notice := benchText(p, "bench-gpu-notice")
	t.Logf("notice: %s", notice)
	if !strings.Contains(notice, "no GPU to count on (WebGPU gave no adapter)") || !strings.Contains(notice, "only the worker is timed") {
		t.Errorf("notice %q", notice)
	}
	rows := benchRows(p)
	if len(rows) != 2 || rows[0].N != 0 || rows[1].N != 12 || rows[1].Rate <= 0 {
		t.Errorf("rows %+v: no GPU figure, the worker's at n = 12", rows)
	}
	if line := benchText(p, "bench-line"); line != "" {
		t.Errorf("without a GPU, a line to report: %q", line)
	}
}
