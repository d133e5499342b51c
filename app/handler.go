//go:build !(js && wasm)

package app

import (
	"io/fs"
	"mime"
	"net/http"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// NewHandler returns the go-app handler that serves the page, its
// prerendering and its static files from root/web. Version names the build
// of the wasm files, so that browsers download them again only when they
// change. prefix is the path the site lives under, "" at the root of its
// host, "/nqueens" for a GitHub Pages project site.
func NewHandler(root, version, prefix string) *app.Handler {
	return &app.Handler{
		Name:            "N-Queens Lab",
		ShortName:       "N-Queens",
		Title:           "N-Queens Lab",
		Description:     "Place n queens on an n×n board so that none attacks another: count, browse and share the solutions, computed in your browser.",
		Author:          "The nqueens authors",
		Keywords:        []string{"n-queens", "eight queens", "backtracking", "bitmask", "WebAssembly"},
		Lang:            "en",
		Icon:            app.Icon{Default: "/web/icon-192.png", Large: "/web/icon-512.png", SVG: "/web/icon.svg"},
		BackgroundColor: "#f7f3ea",
		ThemeColor:      "#1d2b3a",
		LoadingLabel:    loadingLabel + " {progress}",
		// The wasm's size before compression, for the loader's percentage.
		WasmContentLengthHeader: decodedLengthHeader,
		Styles:                  []string{"/web/app.css"},
		// The first paint waits for the page's last element, so that it
		// never shows half a board while a large page is parsed.
		RawHeaders: []string{`<link rel="expect" href="#` + pageEndID + `" blocking="render">`},
		// The worker and its wasm are loaded by script, and the SVG icon is
		// not one go-app caches, so the service worker has to be told to
		// keep them for offline use.
		CacheableResources:    []string{"/web/worker.js", "/web/solver.wasm", "/web/icon.svg"},
		Resources:             newWebDir(root, prefix),
		Version:               version,
		ServiceWorkerTemplate: serviceWorker,
	}
}

// The service worker is go-app's, but for pages: a link such as /?n=8 is
// not in the cache, which holds /, so go-app's worker would fail offline.
// Ours asks the network first, for a fresh prerender of the link, and
// offline falls back to the cached page, whose app reads the link itself.
//
// Under a prefix go-app lists the page as /nqueens, which a static host
// redirects to /nqueens/, the worker's scope, and a redirected response
// cannot answer a navigation: ours caches the page as its scope, /nqueens/
// (or / at the root), which is also where the fallback looks for it.
const (
	goappResources = `const resourcesToCache = {{.ResourcesToCache}};`
	pageResources  = `const scope = new URL(self.registration.scope).pathname;
const resourcesToCache = {{.ResourcesToCache}}.map((path) => (path + "/" === scope ? scope : path));`

	goappFetch = `self.addEventListener("fetch", (event) => {
  event.respondWith(
    caches.match(event.request).then((response) => {
      return response || fetch(event.request);
    })
  );
});`
	pageFetch = `self.addEventListener("fetch", (event) => {
  if (event.request.mode === "navigate") {
    event.respondWith(
      fetch(event.request).catch(() =>
        caches.match(event.request, { ignoreSearch: true }).then((page) => page || caches.match(self.registration.scope))
      )
    );
    return;
  }
  event.respondWith(
    caches.match(event.request).then((response) => {
      return response || fetch(event.request);
    })
  );
});`

	// The first visit's page is taken under control at once, so that it
	// already works offline.
	goappActivated = `  console.log("app worker {{.Version}} is activated");`
	claim          = `  event.waitUntil(self.clients.claim());
  console.log("app worker {{.Version}} is activated");`
)

var serviceWorker = strings.NewReplacer(goappResources, pageResources, goappFetch, pageFetch, goappActivated, claim).Replace(app.DefaultAppWorkerJS)

// webDir serves the files of root/web under /web/, and nothing else: no
// file outside web/, whatever the path says, and no directory listings.
// The page links to them under prefix.
type webDir struct {
	http.Handler
	prefix string
}

func newWebDir(root, prefix string) webDir {
	dir := noListing{http.Dir(filepath.Join(root, "web"))}
	return webDir{http.StripPrefix("/web", precompressed{dir, http.FileServer(dir)}), prefix}
}

// precompressed serves the brotli (.br) or gzip (.gz) copy of a file, which
// make writes beside the large ones, to a browser that accepts it; other
// requests go to files. A copy older than its file is left alone.
type precompressed struct {
	dir   http.FileSystem
	files http.Handler
}

var encodings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// decodedLengthHeader gives the size of a file before compression, which
// the browser's fetch counts when it reports progress.
const decodedLengthHeader = "X-Decoded-Length"

func (p precompressed) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name := path.Clean("/" + r.URL.Path)
	if f, err := p.dir.Open(name); err == nil {
		if info, err := f.Stat(); err == nil {
			w.Header().Set(decodedLengthHeader, strconv.FormatInt(info.Size(), 10))
		}
		f.Close()
	}
	for _, enc := range encodings {
		if !accepts(r.Header.Get("Accept-Encoding"), enc.name) {
			continue
		}
		if p.serveCopy(w, r, name, enc.name, enc.ext) {
			return
		}
	}
	p.files.ServeHTTP(w, r)
}

// serveCopy serves name's compressed copy, if there is a fresh one.
func (p precompressed) serveCopy(w http.ResponseWriter, r *http.Request, name, encoding, ext string) bool {
	original, err := p.dir.Open(name)
	if err != nil {
		return false
	}
	defer original.Close()
	copy, err := p.dir.Open(name + ext)
	if err != nil {
		return false
	}
	defer copy.Close()
	oi, err1 := original.Stat()
	ci, err2 := copy.Stat()
	if err1 != nil || err2 != nil || ci.ModTime().Before(oi.ModTime()) {
		return false
	}
	header := w.Header()
	header.Set("Content-Encoding", encoding)
	header.Add("Vary", "Accept-Encoding")
	if t := mime.TypeByExtension(path.Ext(name)); t != "" {
		header.Set("Content-Type", t)
	}
	http.ServeContent(w, r, name, oi.ModTime(), copy)
	return true
}

// accepts reports whether an Accept-Encoding header accepts an encoding.
func accepts(header, encoding string) bool {
	for _, part := range strings.Split(header, ",") {
		token, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(token), encoding) {
			q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
			return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		}
	}
	return false
}

func (d webDir) Package() string { return d.prefix }
func (d webDir) Static() string  { return d.prefix }
func (d webDir) AppWASM() string { return d.prefix + "/web/app.wasm" }

// noListing is a file system whose directories cannot be opened, so that
// http.FileServer answers 404 rather than list them.
type noListing struct{ fs http.FileSystem }

func (n noListing) Open(name string) (http.File, error) {
	f, err := n.fs.Open(name)
	if err != nil {
		return nil, err
	}
	if info, err := f.Stat(); err != nil || info.IsDir() {
		f.Close()
		return nil, fs.ErrNotExist
	}
	return f, nil
}
