package e2e

import (
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestWireWeight downloads the wasm, which the page and its solvers'
// Workers share, as a browser that accepts brotli does, and checks that it
// weighs at most 1.65 MB: 1.44 MB when the Workers first ran it, 1.62 MB
// with the far seeks, the puzzles' days and the start in steps. The
// files that older builds had the Workers fetch beside it are gone.
func TestWireWeight(t *testing.T) {
	total := 0
	for _, path := range []string{"/web/app.wasm"} {
		req, _ := http.NewRequest("GET", baseURL+path, nil)
		req.Header.Set("Accept-Encoding", "br, gzip")
		res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		n, _ := io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.Header.Get("Content-Encoding") != "br" {
			t.Errorf("%s came as %q, not brotli", path, res.Header.Get("Content-Encoding"))
		}
		t.Logf("%s: %d bytes on the wire", path, n)
		total += int(n)
	}
	if total > 1_650_000 {
		t.Errorf("the wasm weighs %.2f MB on the wire, more than 1.65 MB", float64(total)/1e6)
	}
	res, err := http.Get(baseURL + "/web/solver.wasm")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusNotFound {
		t.Errorf("/web/solver.wasm answers %s, want 404: the Workers run app.wasm", res.Status)
	}
}

// BenchmarkTimeToInteractive opens the page in a fresh browser profile,
// with nothing cached, and reports the time until the app is live
// (ms-to-live; the target is 2 s).
func BenchmarkTimeToInteractive(b *testing.B) {
	var times []float64
	for range b.N {
		times = append(times, timeToLive(b))
	}
	b.ReportMetric(median(times), "ms-to-live")
	b.ReportMetric(0, "ns/op") // the browser's start, not the page's
}

// timeToLive opens the page in a fresh browser profile and returns the
// time in ms from the navigation's start until the app is live.
func timeToLive(b *testing.B) float64 {
	ctx, cancel := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext())
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(baseURL+"/?n=8")); err != nil {
		b.Fatal(err)
	}
	live, err := chromedp.Run(ctx, chromedp.Poll[float64](
		`document.querySelector('main[data-app="live"]') ? performance.now() : 0`,
		chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(30*time.Second)))
	if err != nil {
		b.Fatal(err)
	}
	return live
}
