//go:build !(js && wasm)

package server

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	nqapp "nqueens/app"
	"nqueens/app/link"
)

// takeTurns takes every turn of prerenders, and returns the function that
// gives them back.
func takeTurns() (giveBack func()) {
	for range cap(prerenders.turns) {
		prerenders.turns <- struct{}{}
	}
	return func() {
		for range cap(prerenders.turns) {
			<-prerenders.turns
		}
	}
}

// TestPrerenderWaitsForATurn checks that a page whose work finds every
// turn taken waits for one, and then goes out whole, as it does at any
// other time; and that a client who leaves meanwhile gets no page, and
// has no work done.
func TestPrerenderWaitsForATurn(t *testing.T) {
	site := siteFor(t)
	want := fetch(t, site, "/?n=8&sol=5")
	giveBack := takeTurns()
	answered := make(chan *httptest.ResponseRecorder, 1)
	go func() {
		rec := httptest.NewRecorder()
		site.ServeHTTP(rec, httptest.NewRequest("GET", "/?n=8&sol=5", nil))
		answered <- rec
	}()
	ctx, leave := context.WithCancel(context.Background())
	left := make(chan *httptest.ResponseRecorder, 1)
	go func() {
		rec := httptest.NewRecorder()
		site.ServeHTTP(rec, httptest.NewRequest("GET", "/?n=9", nil).WithContext(ctx))
		left <- rec
	}()
	select {
	case rec := <-answered:
		giveBack()
		t.Fatalf("answered %d while every turn was taken", rec.Code)
	case <-time.After(200 * time.Millisecond):
	}
	leave()
	select {
	case rec := <-left:
		if rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Cache-Control") != "no-store" || rec.Header().Get("Etag") != "" {
			t.Errorf("a client that left while waiting: %d, Cache-Control %q, ETag %q; want 503, no-store and no ETag",
				rec.Code, rec.Header().Get("Cache-Control"), rec.Header().Get("Etag"))
		}
	case <-time.After(time.Second):
		t.Error("a client that left while waiting kept waiting")
	}
	giveBack()
	if rec := <-answered; rec.Code != http.StatusOK || rec.Body.String() != want {
		t.Errorf("after its wait: %d, %d bytes; want the same %d bytes as without", rec.Code, rec.Body.Len(), len(want))
	}
}

// TestPrerenderStopsWhenTheClientLeaves checks that the work of a client
// that has gone stops, and is not shown.
func TestPrerenderStopsWhenTheClientLeaves(t *testing.T) {
	ctx, leave := context.WithCancel(context.Background())
	leave()
	run := prerenders.start(ctx)
	v, _ := link.ParseView(mustQuery(t, "n=8&sol=5"))
	if queens := nqapp.PrerenderedBoard(run, v); queens != nil || run.failed() == nil {
		t.Errorf("the prerender of a client that left found %v, failed with %v", queens, run.failed())
	}
}

// TestPrerenderTimeoutFailsThePage checks that a page or preview whose
// work outlasts the safety stop fails, rather than go out unfinished; and
// that a page with no work to do does not.
func TestPrerenderTimeoutFailsThePage(t *testing.T) {
	defer func(d time.Duration) { PrerenderTimeout = d }(PrerenderTimeout)
	PrerenderTimeout = time.Nanosecond
	addr, stop := startTestServer(t, fakeRoot(t))
	defer stop()
	for _, path := range []string{"/?n=8&sol=5", "/preview.png?n=8&sol=5"} {
		res, body := get(t, "http://"+addr+path, false)
		if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Cache-Control") != "no-store" ||
			res.Header.Get("Etag") != "" || !strings.Contains(body, "could not be prerendered") {
			t.Errorf("GET %s past the safety stop: %s, Cache-Control %q, ETag %q, %.80q", path, res.Status,
				res.Header.Get("Cache-Control"), res.Header.Get("Etag"), body)
		}
	}
	if res, _ := get(t, "http://"+addr+"/?n=16&sol=7386257", false); res.StatusCode != http.StatusOK {
		t.Errorf("a page whose work is left to the browser: %s", res.Status)
	}
}
