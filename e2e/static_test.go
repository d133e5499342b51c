package e2e

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/chromedp/chromedp"
)

// TestStaticSiteUnderSubPath writes the static site, serves it with a
// plain file server under /nqueens/, as GitHub Pages would, and uses it.
func TestStaticSiteUnderSubPath(t *testing.T) {
	srv, base := serveStatic(t, writeStatic(t, "/nqueens"), "/nqueens")
	defer srv.Close()

	p := newPage(t, base)
	p.onNewDocument(recordBoardSizes)
	p.open("/nqueens/?n=6&sol=2")
	x := p.waitBoard(6)
	p.checkLoadedByWorker()
	// The static page is prerendered for n = 8: the app goes from it to
	// the link's board, with no empty board between them.
	if sizes := eval[[]string](p, `window.boardSizes`); !slices.Equal(sizes, []string{"8", "6"}) {
		t.Errorf("the board's sizes from the first paint on were %v, want 8 (the static page's), then 6", sizes)
	}
	p.waitCount("4")
	if got := p.attr("solution", "data-index"); got != "2" || len(x) != 6 {
		t.Errorf("the static site shows solution %s of n = 6", got)
	}
	p.click("next")
	p.waitIndex("3")
	if loc := p.location(); !strings.Contains(loc, "/nqueens/?") || query(t, loc).Get("sol") != "3" {
		t.Errorf("after Next the link is %s, want it under /nqueens/ with sol=3", loc)
	}

	// The Embed button names the static site's embed, embed.html, which
	// plays a demo by itself.
	p.click("embed")
	p.waitFor(`document.querySelector('[data-testid="embed-snippet"]') !== null`)
	code := eval[string](p, `document.querySelector('[data-testid="embed-snippet"]').value`)
	if src := between(code, `src="`, `"`); src != base+"/nqueens/embed.html?n=6&amp;sol=3" {
		t.Errorf("the static site's Embed button frames %s", src)
	}
	demo := newPage(t, base)
	demo.open("/nqueens/embed.html?n=6&panel=steps&method=naive&autoplay=1&speed=60")
	demo.waitFor(`document.querySelector('main[data-embed]') !== null && +document.querySelector('[data-testid="steps-board"]')?.dataset.step > 5`)
}

// recordBoardSizes is a script for a new document: it records in
// window.boardSizes each size the board takes ("none" when the page has
// no board), at every change of the DOM.
const recordBoardSizes = `(() => {
	window.boardSizes = [];
	new MutationObserver(() => {
		const b = document.querySelector('[data-testid="board"]');
		const size = !document.querySelector("main") ? "" : b ? b.dataset.n : "none";
		if (size && window.boardSizes[window.boardSizes.length - 1] !== size) window.boardSizes.push(size);
	}).observe(document, { subtree: true, childList: true, attributes: true });
})()`

// TestStaticSiteWorksOffline loads the static site, under /nqueens/ and at
// the root, until its service worker controls the page and has cached
// every file the page needs; the file server then stops, and a reload must
// still bring the app to life, with its board and its count, which needs
// the solver's worker. The site must also hold the brotli and gzip copies
// of the wasm.
func TestStaticSiteWorksOffline(t *testing.T) {
	for _, prefix := range []string{"/nqueens", ""} {
		t.Run("prefix="+prefix, func(t *testing.T) {
			dist := writeStatic(t, prefix)
			checkCompressedCopies(t, filepath.Join(dist, "web", "app.wasm"))
			srv, base := serveStatic(t, dist, prefix)
			defer srv.Close()

			p := openPageAt(t, base, prefix+"/?n=7")
			p.waitBoard(7)
			var files []string
			for _, name := range []string{"", "app.js", "app.css", "wasm_exec.js", "manifest.webmanifest",
				"web/app.wasm", "web/app.css", "web/app-loader.js", "web/worker.js",
				"web/icon-192.png", "web/icon-512.png", "web/icon.svg"} {
				files = append(files, prefix+"/"+name)
			}
			waitCached(p, files...)
			if err := srv.Close(); err != nil {
				t.Fatal(err)
			}
			if _, err := http.Get(base + prefix + "/"); err == nil {
				t.Fatal("the file server still answers")
			}
			p.do(chromedp.Reload())
			p.waitLive()
			if x := p.waitBoard(7); len(x) != 7 {
				t.Errorf("offline, %s/?n=7 shows %v", prefix, x)
			}
			p.checkLoadedByWorker()
			p.waitCount("40")
		})
	}
}

// writeStatic writes the static site for prefix into a temporary folder,
// with the server that make builds, and returns the folder.
func writeStatic(t *testing.T, prefix string) string {
	t.Helper()
	root, _ := filepath.Abs("..")
	dist := t.TempDir()
	out, err := exec.Command(filepath.Join(root, "bin", "nqueens-server"), "-root", root, "-static", dist, "-prefix", prefix).CombinedOutput()
	if err != nil {
		t.Fatalf("writing the static site: %v\n%s", err, out)
	}
	return dist
}

// serveStatic serves dist with a plain file server under prefix on a
// free loopback port, and returns the server and its URL.
func serveStatic(t *testing.T, dist, prefix string) (*http.Server, string) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.StripPrefix(prefix, http.FileServer(http.Dir(dist)))}
	go srv.Serve(ln)
	return srv, "http://" + ln.Addr().String()
}

// checkCompressedCopies checks that the brotli and gzip copies of file are
// beside it, and hold it.
func checkCompressedCopies(t *testing.T, file string) {
	t.Helper()
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for ext, decompress := range map[string]func(io.Reader) (io.Reader, error){
		".br": func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
		".gz": func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
	} {
		f, err := os.Open(file + ext)
		if err != nil {
			t.Errorf("the static site lacks %s: %v", filepath.Base(file)+ext, err)
			continue
		}
		defer f.Close()
		var got []byte
		r, err := decompress(f)
		if err == nil {
			got, err = io.ReadAll(r)
		}
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s does not hold %s: %v", filepath.Base(file)+ext, filepath.Base(file), err)
		}
	}
}

// waitCached waits until a service worker controls the page and its
// caches hold every path.
func waitCached(p *page, paths ...string) {
	p.t.Helper()
	list, _ := json.Marshal(paths)
	missing := fmt.Sprintf(`(async () => {
		if (navigator.serviceWorker.controller === null) return ["(no service worker controls the page)"];
		const cached = new Set();
		for (const name of await caches.keys()) {
			for (const r of await (await caches.open(name)).keys()) cached.add(new URL(r.url).pathname);
		}
		return %s.filter((path) => !cached.has(path));
	})()`, list)
	var left []string
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		var err error
		if left, err = chromedp.Run(p.ctx, chromedp.Evaluate[[]string](missing, chromedp.EvalAwaitPromise)); err != nil {
			p.t.Fatal(err)
		}
		if len(left) == 0 {
			return
		}
	}
	p.t.Fatalf("after 30 s the service worker's cache lacks %v", left)
}
