package app

import (
	"io/fs"
	"net/http"
	"path/filepath"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Register routes the page's paths to its components. The server and the
// browser must both call it.
func Register() {
	app.Route("/", &Lab{})
}

// NewHandler returns the go-app handler that serves the page, its
// prerendering and its static files from root/web. Version names the build
// of the wasm files, so that browsers download them again only when they
// change.
func NewHandler(root, version string) *app.Handler {
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
		LoadingLabel:    "Loading the solver… {progress}%",
		Styles:          []string{"/web/app.css"},
		// The worker and its wasm are loaded by script, so the service
		// worker has to be told to keep them for offline use.
		CacheableResources:    []string{"/web/worker.js", "/web/solver.wasm"},
		Resources:             newWebDir(root),
		Version:               version,
		ServiceWorkerTemplate: serviceWorker,
	}
}

// The service worker is go-app's, but for pages: a link such as /?n=8 is
// not in the cache, which holds /, so go-app's worker would fail offline.
// Ours asks the network first, for a fresh prerender of the link, and
// offline falls back to the cached page, whose app reads the link itself.
const (
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
        caches.match(event.request, { ignoreSearch: true }).then((page) => page || caches.match("/"))
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

var serviceWorker = strings.NewReplacer(goappFetch, pageFetch, goappActivated, claim).Replace(app.DefaultAppWorkerJS)

// webDir serves the files of root/web under /web/, and nothing else: no
// file outside web/, whatever the path says, and no directory listings.
type webDir struct{ http.Handler }

func newWebDir(root string) webDir {
	files := http.FileServer(noListing{http.Dir(filepath.Join(root, "web"))})
	return webDir{http.StripPrefix("/web", files)}
}

func (webDir) Package() string { return "" }
func (webDir) Static() string  { return "" }
func (webDir) AppWASM() string { return "/web/app.wasm" }

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
