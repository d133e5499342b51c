package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	applink "nqueens/app/link"
	"nqueens/solver"
)

// The far solutions of n = 16 (issue #43 §4): a link to any of them shows
// it within 3 s of the page going live, on two workers.

// seekFarN is the board of the far seeks.
const seekFarN = 16

// farSolution is one solution that a far seek's link names.
type farSolution struct {
	name string
	k    uint64
}

// farSolutions are the first, middle, three-quarter and last solutions of
// n = 16, whose seeks cost the most before they counted the columns of
// the first queen from the nearer end, and solution 3,000,000, for which
// they count the most columns, four.
func farSolutions() []farSolution {
	total, _, _ := applink.Published(seekFarN)
	return []farSolution{{"first", 1}, {"middle", total / 2}, {"3/4", total / 4 * 3}, {"last", total}, {"3M", 3_000_000}}
}

// watchSeek is a script for a new document: it records in window.seekTimes
// when the page went live and when its board first showed solution k of
// n, both by performance.now().
const watchSeek = `(() => {
	const n = "%d", k = "%d";
	window.seekTimes = {};
	const look = () => {
		const t = performance.now(), s = window.seekTimes;
		if (s.live === undefined && document.querySelector('main[data-app="live"]')) s.live = t;
		const b = document.querySelector('[data-testid="board"]');
		const line = document.querySelector('[data-testid="solution"]');
		if (s.board === undefined && b && b.dataset.n === n && !b.classList.contains("pending") &&
			b.querySelectorAll(".queen").length === Number(n) && line && line.dataset.index === k) s.board = t;
	};
	new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})()`

// seekFar opens the link of solution k of n = 16 on base, as a first
// visit, and returns the board it shows and the time from the page going
// live to the board showing it, 0 when it showed before.
func seekFar(t testing.TB, base string, k uint64) ([]int, time.Duration) {
	t.Helper()
	p := newPage(t, base, chromedp.WithNewBrowserContext())
	p.onNewDocument(fmt.Sprintf(watchSeek, seekFarN, k))
	p.open(fmt.Sprintf("/?n=%d&sol=%d", seekFarN, k))
	p.waitFor(`window.seekTimes.board !== undefined && window.seekTimes.live !== undefined`)
	ms := eval[float64](p, `window.seekTimes.board - window.seekTimes.live`)
	return p.waitBoard(seekFarN), time.Duration(max(0, ms) * float64(time.Millisecond))
}

// TestSeekFarSolutions opens the links of the middle and the last
// solutions of n = 16, and checks that each page shows its solution.
// BenchmarkSeekFar times them.
func TestSeekFarSolutions(t *testing.T) {
	for _, s := range farSolutions() {
		if s.name != "middle" && s.name != "last" {
			continue
		}
		t.Run(s.name, func(t *testing.T) {
			want, err := solver.Solution(seekFarN, s.k)
			if err != nil {
				t.Fatal(err)
			}
			got, took := seekFar(t, baseURL, s.k)
			t.Logf("solution %d of n = %d, %v after the page went live", s.k, seekFarN, took.Round(time.Millisecond))
			if !slices.Equal(got, want) {
				t.Errorf("the page shows %v as solution %d, want %v", got, s.k, want)
			}
		})
	}
}

// baselineEnv names a checkout of the project, built with make build,
// whose server BenchmarkSeekFar times beside this one, taking turns: the
// figures before and after a change, from one run.
const baselineEnv = "E2E_BASELINE"

// seekFarRounds is how many times BenchmarkSeekFar opens each link on
// each server.
const seekFarRounds = 3

// BenchmarkSeekFar opens the links of farSolutions, each a first visit,
// seekFarRounds times, and reports the median time from the page going
// live to its board showing the solution (ms-to-K; issue #43's target is
// 3 s for any k). With
// E2E_BASELINE=DIR it times the server of the built checkout DIR too, in
// turns with this one, and logs both.
func BenchmarkSeekFar(b *testing.B) {
	sites := []struct{ name, base string }{{"this", baseURL}}
	if dir := os.Getenv(baselineEnv); dir != "" {
		root, err := filepath.Abs(dir)
		if err != nil {
			b.Fatal(err)
		}
		server, addr, err := startServer(root, false)
		if err != nil {
			b.Fatalf("the baseline's server: %v", err)
		}
		b.Cleanup(func() { stopServer(server) })
		sites = append(sites, struct{ name, base string }{"baseline", "http://" + addr})
	}
	times := map[string][]float64{}
	for range seekFarRounds * b.N {
		for _, s := range farSolutions() {
			for _, site := range sites {
				_, took := seekFar(b, site.base, s.k)
				key := site.name + "/" + s.name
				times[key] = append(times[key], float64(took.Milliseconds()))
			}
		}
	}
	for _, site := range sites {
		var line []string
		for _, s := range farSolutions() {
			ts := times[site.name+"/"+s.name]
			line = append(line, fmt.Sprintf("%s (k = %d) %.0f ms (%s)", s.name, s.k, median(ts), msList(ts)))
			if site.name == "this" {
				b.ReportMetric(median(ts), "ms-to-"+strings.ReplaceAll(s.name, "/", "-"))
			}
		}
		b.Logf("%s: live to board, median of %d: %s", site.name, seekFarRounds*b.N, strings.Join(line, "; "))
	}
	b.ReportMetric(0, "ns/op") // the pages' loads, not a seek
}

// msList formats times in ms, in the order they were taken.
func msList(ts []float64) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = strconv.FormatFloat(t, 'f', 0, 64)
	}
	return strings.Join(s, ", ")
}
