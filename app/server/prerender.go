//go:build !(js && wasm)

package server

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	nqapp "nqueens/app"
	"nqueens/app/backend"
	"nqueens/app/worker"
)

// PrerenderTimeout bounds how long a request of the solver's may run for a
// prerender, once it has a core: a safety stop, which the work that
// prerenderWork allows stays far within. Past it, or once the client has
// gone, the page or preview fails (503) rather than go out otherwise than
// the link's other answers.
var PrerenderTimeout = 2 * time.Second

// prerenders runs the solver's work of every prerender: one request of the
// solver's at a time per core; a request waits for its turn, for as long
// as its client does.
var prerenders = &prerenderer{turns: make(chan struct{}, runtime.GOMAXPROCS(0))}

// A prerenderer runs the solver's requests of the pages and previews it
// prerenders, each within the work that prerenderWork gives it, on one of
// its turns.
type prerenderer struct {
	turns chan struct{}
	runs  sync.Map // the runs under way, by token
	last  atomic.Uint64
}

// pages wraps h, go-app's handler as fixPages mends it, so that the page
// it prerenders for a request runs its work for that request: until the
// client goes, which stops it, and as the page's answer to it, which is
// 503 when the work stopped short of what prerenderWork allows. go-app
// hands the page the request's URL, and nothing else of it: the run is
// found by a token in the URL's user information, which no page shows.
func (p *prerenderer) pages(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/web/") {
			h.ServeHTTP(w, r) // a file, which prerenders nothing
			return
		}
		run := p.start(r.Context())
		token := strconv.FormatUint(p.last.Add(1), 36)
		p.runs.Store(token, run)
		defer p.runs.Delete(token)
		r = r.Clone(r.Context())
		r.URL.User = url.User(token)
		h.ServeHTTP(&runResponse{ResponseWriter: w, run: run}, r)
	})
}

// backend returns the backend of the page prerendered for page, the URL of
// a request that pages passed on; a page prerendered outside a request, as
// a static site's, runs its work for no client.
func (p *prerenderer) backend(page *url.URL) backend.Backend {
	if page.User != nil {
		if run, ok := p.runs.Load(page.User.Username()); ok {
			return run.(*prerenderRun)
		}
	}
	return p.start(context.Background())
}

// start starts the run of the work of a request whose context is ctx.
func (p *prerenderer) start(ctx context.Context) *prerenderRun {
	return &prerenderRun{p: p, ctx: ctx}
}

// A prerenderRun is the prerender of one request: a backend that runs the
// solver's requests as backend.Local does, within the work that
// prerenderWork gives each, on a turn of the prerenderer's.
type prerenderRun struct {
	p   *prerenderer
	ctx context.Context // the client's

	mu  sync.Mutex
	err error // why the work stopped short, if it did
}

func (r *prerenderRun) Start(slot backend.Slot, req worker.Request, on func(worker.Response)) {
	work := prerenderWork(req)
	if work == 0 || r.failed() != nil {
		return // left to the browser
	}
	select {
	case r.p.turns <- struct{}{}:
	case <-r.ctx.Done():
		r.fail(r.ctx.Err())
		return
	}
	defer func() { <-r.p.turns }()
	ctx, cancel := context.WithTimeoutCause(r.ctx, PrerenderTimeout, fmt.Errorf("the prerender took over %v", PrerenderTimeout))
	defer cancel()
	checks := newCheckpoints(ctx, work)
	defer checks.stop()
	backend.Local{Ctx: checks}.Start(slot, req, on)
	if ctx.Err() != nil {
		r.fail(context.Cause(ctx))
	}
}

func (*prerenderRun) Stop(backend.Slot) {}

// fail records why the run's work stopped short.
func (r *prerenderRun) fail(err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.err == nil {
		r.err = err
	}
}

// failed returns why the run's work stopped short, or nil.
func (r *prerenderRun) failed() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.err
}

// runResponse is the response of a request whose page is prerendered by
// run: 503 Service Unavailable in place of what the handler writes, once
// run has failed. The page is written once its prerender is done.
type runResponse struct {
	http.ResponseWriter
	run    *prerenderRun
	failed bool
	sent   bool
}

func (w *runResponse) WriteHeader(status int) {
	if w.sent {
		return
	}
	w.sent = true
	if err := w.run.failed(); err != nil {
		w.failed = true
		failPrerender(w.ResponseWriter, err)
		return
	}
	w.ResponseWriter.WriteHeader(status)
}

// Unwrap gives http.ResponseController the writer underneath.
func (w *runResponse) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *runResponse) Write(b []byte) (int, error) {
	if !w.sent {
		w.WriteHeader(http.StatusOK)
	}
	if w.failed {
		return len(b), nil
	}
	return w.ResponseWriter.Write(b)
}

// failPrerender answers a request whose prerender failed with err.
func failPrerender(w http.ResponseWriter, err error) {
	header := w.Header()
	for _, field := range []string{"Etag", "Last-Modified", "Content-Length", "Content-Encoding"} {
		header.Del(field)
	}
	header.Set("Cache-Control", "no-store")
	header.Set("Retry-After", "1")
	http.Error(w, "503 the page could not be prerendered: "+err.Error(), http.StatusServiceUnavailable)
}

// newPages returns go-app's handler of the site served from root, for the
// build version (newGoApp), mended (fixPages), and the pages' prerenders
// run by prerenders.
func newPages(root, version string) http.Handler {
	nqapp.PrerenderBackend = prerenders.backend
	return prerenders.pages(fixPages(newGoApp(root, version, "")))
}
