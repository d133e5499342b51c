package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// TestEmbedInAnotherSite frames an embed and the whole page on a page of
// another site, as a course page would: the embed plays its demo by
// itself, and the whole page refuses to be framed.
func TestEmbedInAnotherSite(t *testing.T) {
	embed := baseURL + "/embed?n=6&panel=steps&method=naive&autoplay=1&speed=60&loop=10..40"
	whole := baseURL + "/?n=8&sol=5"
	course := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!DOCTYPE html><title>A course page</title><h1>Backtracking</h1>
<iframe id="embed" src="%s" width="960" height="720" title="the embed"></iframe>
<iframe id="whole" src="%s" width="960" height="720" title="the whole page"></iframe>`, embed, whole)
	}))
	defer course.Close()
	// localhost is another site than the app's 127.0.0.1: Chrome runs the
	// frames in processes of their own, as it does a real embed's.
	p := newPage(t, strings.Replace(course.URL, "127.0.0.1", "localhost", 1))
	p.do(chromedp.Navigate(p.base + "/"))

	frame := p.frameTarget("/embed?")
	var steps []int
	deadline := time.Now().Add(20 * time.Second)
	for len(steps) < 2 || steps[len(steps)-1] == steps[0] {
		if time.Now().After(deadline) {
			t.Fatalf("the framed embed did not play: steps %v", steps)
		}
		step, err := chromedp.Run(frame, chromedp.Evaluate[string](`document.querySelector('[data-testid="steps-board"]')?.dataset.step ?? "-1"`))
		if err != nil {
			t.Fatal(err)
		}
		if s := atoi(t, step); s >= 0 {
			steps = append(steps, s)
		}
		p.do(chromedp.Sleep(100 * time.Millisecond))
	}
	if last := steps[len(steps)-1]; last < 10 || last > 40 {
		t.Errorf("the framed embed shows step %d, out of its loop 10..40", last)
	}

	// The whole page refuses: Chrome shows its error page in the frame.
	blocked := p.frameTarget("/?n=8")
	var shown string
	p.waitForFunc("the whole page's frame to refuse", func() bool {
		shown, _ = chromedp.Run(blocked, chromedp.Evaluate[string](`location.href + " " + (document.querySelector('main') === null)`))
		return strings.HasPrefix(shown, "chrome-error:")
	})
	if !strings.HasSuffix(shown, " true") {
		t.Errorf("the framed whole page shows %q; want Chrome's error page, with no main", shown)
	}
	p.saveScreenshot("embed-in-another-site", chromedp.FullScreenshot(100))
}

// frameTarget returns a context on the frame, in a process of its own,
// whose URL holds part.
func (p *page) frameTarget(part string) context.Context {
	p.t.Helper()
	var id target.ID
	p.waitForFunc("a frame at "+part, func() bool {
		targets, err := chromedp.Targets(p.ctx)
		if err != nil {
			p.t.Fatal(err)
		}
		for _, tg := range targets {
			if tg.Type == "iframe" && strings.Contains(tg.URL, part) {
				id = tg.TargetID
				return true
			}
		}
		return false
	})
	ctx, cancel := chromedp.NewContext(p.ctx, chromedp.WithTargetID(id))
	p.t.Cleanup(cancel)
	return ctx
}

// waitForFunc waits until ready reports true, for up to 20 s, for what.
func (p *page) waitForFunc(what string, ready func() bool) {
	p.t.Helper()
	for deadline := time.Now().Add(20 * time.Second); !ready(); {
		if time.Now().After(deadline) {
			p.t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestOEmbedTurnsALinkIntoItsEmbed asks a server that knows its address,
// as a blog platform does with a pasted link: the page names its oEmbed,
// whose JSON holds the frame of the link's embed, and that frame's page
// shows the link's board.
func TestOEmbedTurnsALinkIntoItsEmbed(t *testing.T) {
	root, _ := filepath.Abs("..")
	server, addr, err := startServer(root, true)
	if err != nil {
		t.Fatal(err)
	}
	defer stopServer(server)
	site := "http://" + addr
	discovery := regexp.MustCompile(`<link href="([^"]*)" rel="alternate" type="application/json\+oembed">`)
	found := discovery.FindStringSubmatch(fetchText(t, site+"/?n=8&sol=5"))
	if found == nil {
		t.Fatal("the page names no oEmbed")
	}
	var answer struct {
		Version, Type, Title, HTML string
		Width, Height              int
	}
	if err := json.Unmarshal([]byte(fetchText(t, html.UnescapeString(found[1]))), &answer); err != nil {
		t.Fatal(err)
	}
	src := html.UnescapeString(between(answer.HTML, `src="`, `"`))
	if answer.Version != "1.0" || answer.Type != "rich" || src != site+"/embed?n=8&sol=5" || answer.Width != 480 || !strings.Contains(answer.Title, "solution 5 of 92") {
		t.Fatalf("the oEmbed of /?n=8&sol=5: %+v", answer)
	}
	p := openPageAt(t, site, strings.TrimPrefix(src, site))
	if got := eval[string](p, `document.querySelector('[data-testid="solution"]').textContent`); got != "Solution 5 of 92" {
		t.Errorf("the oEmbed's frame shows %q", got)
	}
}

// fetchText returns the body of a GET of u, which must succeed.
func fetchText(t *testing.T, u string) string {
	t.Helper()
	res, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s %v", u, res.Status, err)
	}
	return string(b)
}
