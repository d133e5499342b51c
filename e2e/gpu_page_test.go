package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// pageCount is what the count element says of a finished count.
type pageCount struct {
	N         int    `json:"n"`
	Solutions string `json:"solutions"`
	Unique    string `json:"unique"`
	Engine    string `json:"engine"`
	Text      string `json:"text"`
	Notices   string `json:"notices"`
}

// waitPageCount waits until the page has counted n's solutions and says
// where, and returns what it says.
func (p *page) waitPageCount(n int) pageCount {
	p.t.Helper()
	p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="board"]').dataset.n === "%d" &&
		document.querySelector('[data-testid="count"]').dataset.solutions !== undefined &&
		document.querySelector('[data-testid="count"]').dataset.engine !== undefined`, n))
	return eval[pageCount](p, fmt.Sprintf(`(() => {
		const c = document.querySelector('[data-testid="count"]');
		return { n: %d, solutions: c.dataset.solutions, unique: c.dataset.unique ?? "", engine: c.dataset.engine,
			text: c.innerText, notices: document.querySelector('[data-testid="notices"]').innerText };
	})()`, n))
}

// TestGPUMethodMatchesOEIS counts n = 13 down to 1 with ?algo=gpu on
// SwiftShader's WebGPU, and checks each count, total and unique, against
// OEIS, and that the GPU counted it: the page names the engine and the
// adapter that its worker's answers named.
func TestGPUMethodMatchesOEIS(t *testing.T) {
	p := openGPUPage(t, "/?algo=gpu&n=13")
	p.waitFor(`[...document.querySelectorAll('[data-testid="algorithm"] option')].some((o) => o.value === "gpu" && o.selected)`)
	for n := 13; n >= 1; n-- {
		if n < 13 {
			p.moveSlider(-1)
		}
		got, want := p.waitPageCount(n), oeisCounts[n]
		if got.Solutions != fmt.Sprint(want[0]) || got.Unique != fmt.Sprint(want[1]) || got.Engine != "gpu" ||
			!strings.Contains(got.Text, "on the GPU (") || !strings.Contains(got.Text, "swiftshader") {
			t.Errorf("n = %d: the page says %+v; want %d solutions, %d unique, counted on the GPU swiftshader", n, got, want[0], want[1])
		}
	}
	if loc := p.location(); !strings.Contains(loc, "algo=gpu") {
		t.Errorf("the link %s lost the method", loc)
	}
}

// TestGPUFallsBackToTheWorkers loses the GPU's device (?gpufault=lose, a
// test hook): the workers finish the count exactly, and the page says why.
func TestGPUFallsBackToTheWorkers(t *testing.T) {
	p := openGPUPage(t, "/?algo=gpu&n=14&gpufault=lose")
	got := p.waitPageCount(14)
	if got.Solutions != "365596" || got.Unique != "45752" || got.Engine != "workers" ||
		!strings.Contains(got.Notices, "lost") || !strings.Contains(got.Notices, "so the workers count instead") {
		t.Errorf("after a lost device the page says %+v; want 365596 solutions, 45752 unique, from the workers, and why", got)
	}
	t.Logf("the notice: %s", got.Notices)
}

// TestGPUMethodWithoutAGPU opens ?algo=gpu in the first browser, whose
// WebGPU gives no adapter: the workers count, and the page says why. Its
// other links offer no gpu method.
func TestGPUMethodWithoutAGPU(t *testing.T) {
	p := openPage(t, "/?algo=gpu&n=14")
	got := p.waitPageCount(14)
	if got.Solutions != "365596" || got.Engine != "workers" || !strings.Contains(got.Notices, "no GPU") {
		t.Errorf("without a GPU the page says %+v; want 365596 solutions from the workers, and a notice", got)
	}
	p.open("/?n=14")
	got = p.waitPageCount(14)
	if got.Engine != "workers" || eval[bool](p, `document.querySelector('[data-testid="algorithm"] option[value="gpu"]') !== null`) {
		t.Errorf("without a GPU the default method counted on %q, or the page offers the gpu method", got.Engine)
	}
}

// TestAutoEngineCalibrates counts n = 15 with the default method on
// SwiftShader, with no calibration remembered: the page times its GPU
// against its workers, finds the software GPU slower, counts on the
// workers, with quarters, and remembers it.
func TestAutoEngineCalibrates(t *testing.T) {
	p := openGPUPage(t, "/?n=8")
	p.waitCount("92")
	eval[bool](p, `Object.keys(localStorage).filter((k) => k.startsWith("nqueens-engine:")).forEach((k) => localStorage.removeItem(k)) ?? true`)
	began := time.Now()
	p.open("/?n=15")
	got := p.waitPageCount(15)
	calibrated := time.Since(began)
	verdicts := eval[map[string]string](p, `Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith("nqueens-engine:")))`)
	if got.Solutions != "2279184" || got.Engine != "workers" || len(verdicts) != 1 || !strings.Contains(got.Text, "Counted by quarters on the workers") {
		t.Errorf("n = 15: the page says %+v and remembers %v; want the workers' count by quarters (the page's fastest), and one verdict", got, verdicts)
	}
	for key, verdict := range verdicts {
		if !strings.Contains(key, "swiftshader") || verdict != "workers" {
			t.Errorf("the page remembers %s = %s; want the workers for swiftshader", key, verdict)
		}
	}
	began = time.Now()
	p.open("/?n=15")
	again := p.waitPageCount(15)
	if again.Engine != "workers" {
		t.Errorf("with the verdict remembered, n = 15 counted on %q", again.Engine)
	}
	t.Logf("n = 15 from the link to its count: %v with the calibration, %v without; %s", calibrated.Round(time.Millisecond),
		time.Since(began).Round(time.Millisecond), got.Text)
}

// TestGPUCountKeepsThePageResponsive counts n = 14 on SwiftShader's GPU
// while a PerformanceObserver watches the main thread for long tasks.
func TestGPUCountKeepsThePageResponsive(t *testing.T) {
	withinLongTaskBound(t, "n = 14 was counted on the GPU", func() []float64 {
		p := newGPUPage(t)
		p.watchLongTasks()
		p.open("/?algo=gpu&n=8")
		p.waitCount("92")
		var got pageCount
		tasks := longTasksOf(p, func() {
			p.moveSlider(6)
			got = p.waitPageCount(14)
		})
		if got.Solutions != "365596" || got.Engine != "gpu" {
			t.Errorf("n = 14: the page says %+v, want the GPU's count", got)
		}
		return tasks
	})
}

// TestGPUScreenshots shows a count on the GPU on a desktop and a phone.
func TestGPUScreenshots(t *testing.T) {
	for _, s := range []struct {
		name          string
		width, height int64
		mobile        bool
	}{{"gpu-desktop", 1280, 860, false}, {"gpu-phone", 390, 844, true}} {
		t.Run(s.name, func(t *testing.T) {
			p := openGPUPage(t, "/?algo=gpu&n=13")
			p.emulate(s.width, s.height, 1, s.mobile)
			if got := p.waitPageCount(13); got.Engine != "gpu" {
				t.Errorf("the page says %+v, want the GPU's count", got)
			}
			p.checkNoSidewaysScroll()
			p.saveScreenshot(s.name, chromedp.FullScreenshot(100))
		})
	}
}
