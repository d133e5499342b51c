package e2e

import (
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// A proxy serves the app of baseURL on an origin of its own, as a browser
// sees it on a first visit: no cache, no service worker. It counts the
// requests of each path, and it can slow down, fail or cut the paths the
// test names, for the page, its workers and its service worker alike; the
// files it fails or cuts, no browser keeps in its cache.
type proxy struct {
	URL string

	mu     sync.Mutex
	hits   map[string]int
	slow   map[string]int           // path suffix → bytes a second
	held   map[string]chan struct{} // path suffix → closed when released
	fails  []*failure
	resets map[string]int // path suffix → responses left to cut
}

// A failure fails the next requests of the paths that end with suffix,
// but those from the pages or scripts whose paths end with one of spared;
// with only, those from the pages or scripts whose paths end with one of
// only, and no others.
type failure struct {
	suffix string
	spared []string
	only   []string
	left   int
}

// newProxy starts a proxy to baseURL, stopped when the test ends.
func newProxy(t *testing.T) *proxy {
	t.Helper()
	return newProxyTo(t, baseURL)
}

// newProxyTo starts a proxy to the server at base, stopped when the test
// ends.
func newProxyTo(t *testing.T, base string) *proxy {
	t.Helper()
	target, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{hits: map[string]int{}, slow: map[string]int{}, held: map[string]chan struct{}{}, resets: map[string]int{}}
	forward := httputil.NewSingleHostReverseProxy(target)
	forward.FlushInterval = -1 // each slowed chunk reaches the browser at once
	forward.ModifyResponse = func(res *http.Response) error {
		if rate := p.rateOf(res.Request.URL.Path); rate > 0 {
			res.Body = &slowBody{ReadCloser: res.Body, rate: rate}
		}
		if p.cutting(res.Request.URL.Path) {
			res.Body = &cutBody{ReadCloser: res.Body, left: cutAfter}
		}
		if p.failing(res.Request.URL.Path) {
			// Each worker requests it, rather than find it in the cache.
			res.Header.Set("Cache-Control", "no-store")
		}
		return nil
	}
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if p.count(r) {
			http.Error(w, "failed by the test", http.StatusServiceUnavailable)
			return
		}
		if release := p.heldFor(r.URL.Path); release != nil {
			select {
			case <-release:
			case <-r.Context().Done():
				return
			}
		}
		forward.ServeHTTP(w, r)
	}))
	t.Cleanup(server.Close)
	p.URL = server.URL
	return p
}

// hold holds the requests of the paths that end with suffix, such as the
// page's wasm, until the function it returns is called, or the test ends.
func (p *proxy) hold(t *testing.T, suffix string) (release func()) {
	p.mu.Lock()
	defer p.mu.Unlock()
	held := make(chan struct{})
	p.held[suffix] = held
	release = sync.OnceFunc(func() { close(held) })
	t.Cleanup(release)
	return release
}

// heldFor returns the channel that releases the requests of path, or nil.
func (p *proxy) heldFor(path string) chan struct{} {
	p.mu.Lock()
	defer p.mu.Unlock()
	for suffix, held := range p.held {
		if strings.HasSuffix(path, suffix) {
			return held
		}
	}
	return nil
}

// slowDown sends the files whose path ends with suffix at rate bytes a
// second.
func (p *proxy) slowDown(suffix string, rate int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.slow[suffix] = rate
}

// failNext fails the next n requests of the paths that end with suffix,
// with 503 Service Unavailable.
func (p *proxy) failNext(suffix string, n int) { p.failNextExcept(suffix, n) }

// failNextExcept is failNext but for the requests whose referrer's path
// ends with one of spared, such as the page's ("/").
func (p *proxy) failNextExcept(suffix string, n int, spared ...string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.fails = append(p.fails, &failure{suffix: suffix, spared: spared, left: n})
}

// failNextFrom is failNext for the requests whose referrer's path ends
// with one of from, such as the service worker's ("/app-worker.js"), alone.
func (p *proxy) failNextFrom(suffix string, n int, from ...string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.fails = append(p.fails, &failure{suffix: suffix, only: from, left: n})
}

// stopFailing lets every request through from now on.
func (p *proxy) stopFailing() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.fails = nil
	clear(p.resets)
}

// failing reports whether the proxy was told to fail or cut requests of
// path.
func (p *proxy) failing(path string) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, f := range p.fails {
		if strings.HasSuffix(path, f.suffix) {
			return true
		}
	}
	for suffix := range p.resets {
		if strings.HasSuffix(path, suffix) {
			return true
		}
	}
	return false
}

// failuresLeft returns how many of the failures asked for are still to
// come.
func (p *proxy) failuresLeft() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	left := 0
	for _, f := range p.fails {
		left += f.left
	}
	return left
}

// requests returns how many requests came for path.
func (p *proxy) requests(path string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.hits[path]
}

// count counts a request, and reports whether it is to fail.
func (p *proxy) count(r *http.Request) (fail bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.hits[r.URL.Path]++
	referrer, _ := url.Parse(r.Referer())
	from := func(paths []string) bool {
		return referrer != nil && slices.ContainsFunc(paths, func(from string) bool {
			return strings.HasSuffix(referrer.Path, from)
		})
	}
	for _, f := range p.fails {
		chosen := !from(f.spared) && (f.only == nil || from(f.only))
		if f.left > 0 && strings.HasSuffix(r.URL.Path, f.suffix) && chosen {
			f.left--
			return true
		}
	}
	return false
}

func (p *proxy) rateOf(path string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	for suffix, rate := range p.slow {
		if strings.HasSuffix(path, suffix) {
			return rate
		}
	}
	return 0
}

// A slowBody reads its body at rate bytes a second, in chunks of a tenth
// of a second.
type slowBody struct {
	io.ReadCloser
	rate int
}

func (b *slowBody) Read(p []byte) (int, error) {
	if chunk := b.rate / 10; len(p) > chunk {
		p = p[:chunk]
	}
	time.Sleep(time.Duration(len(p)) * time.Second / time.Duration(b.rate))
	n, err := io.ReadFull(b.ReadCloser, p)
	if err == io.ErrUnexpectedEOF {
		err = io.EOF
	}
	return n, err
}
