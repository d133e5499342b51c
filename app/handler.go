//go:build !(js && wasm)

package app

import (
	"html"
	"net/http"
	"path/filepath"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// NewHandler returns the go-app handler that serves the page, its
// prerendering and its static files from root/web. Version names the
// build, so that the service worker caches the files anew when it changes;
// the files the page names carry their own digests in their URLs. prefix is the path the site lives under, "" at the root of its
// host, "/nqueens" for a GitHub Pages project site.
func NewHandler(root, version, prefix string) *app.Handler {
	files := newStaticFiles(filepath.Join(root, "web"))
	// The files the pages and the Workers name are named at their
	// versioned URLs, which browsers keep for good.
	icon := app.Icon{
		Default: files.versionedURL("/web/icon-192.png"),
		Large:   files.versionedURL("/web/icon-512.png"),
		SVG:     files.versionedURL("/web/icon.svg"),
	}
	wasm := prefix + files.versionedURL("/web/app.wasm")
	loader, solver := workerScriptURL(files, "app-loader.js"), workerScriptURL(files, "worker.js")
	return &app.Handler{
		Name:            "N-Queens Lab",
		ShortName:       "N-Queens",
		Title:           "N-Queens Lab",
		Description:     "Place n queens on an n×n board so that none attacks another: count, browse and share the solutions, computed in your browser.",
		Author:          "The nqueens authors",
		Keywords:        []string{"n-queens", "eight queens", "backtracking", "bitmask", "WebAssembly"},
		Lang:            "en",
		Icon:            icon,
		BackgroundColor: "#f7f3ea",
		ThemeColor:      "#1d2b3a",
		LoadingLabel:    loadingLabel + " {progress}",
		// The wasm's size before compression, for the loader's percentage.
		WasmContentLengthHeader: decodedLengthHeader,
		Styles:                  []string{files.versionedURL("/web/app.css")},
		// The first paint waits for the page's last element, so that it
		// never shows half a board while a large page is parsed.
		// The wasm is asked for in the first round trip after the page, not
		// at the end of a chain of scripts: the page's script takes over
		// this preload's response (its fetch has the same mode and
		// credentials) and hands it to the loader Worker.
		RawHeaders: []string{
			`<link rel="preload" href="` + html.EscapeString(wasm) + `" as="fetch" crossorigin="anonymous">`,
			`<link rel="expect" href="#` + pageEndID + `" blocking="render">`,
			// Without scripts, no pill says the solver is loading.
			`<noscript><link rel="stylesheet" href="` + html.EscapeString(prefix+files.versionedURL("/web/noscript.css")) + `"></noscript>`,
			// The board's worker starts as the page does: its script
			// comes into the HTTP cache meanwhile (it imports the page's
			// own wasm_exec.js, which is there already).
			`<link rel="prefetch" href="` + html.EscapeString(prefix+"/web/"+solver) + `">`,
		},
		Env: app.Environment{loaderScriptEnv: loader, solverScriptEnv: solver},
		// The Workers' scripts are loaded by script, and the SVG icon is
		// not one go-app caches, so the service worker has to be told to
		// keep them for offline use, at the URLs the page asks for.
		CacheableResources: []string{
			"/web/" + loader, "/web/" + solver, prefix + versionedWasmExec(), icon.SVG,
		},
		Resources:             newWebDir(files, prefix, wasm),
		Version:               version,
		ServiceWorkerTemplate: serviceWorker,
	}
}

// The service worker is go-app's, but for pages: a link such as /?n=8 is
// not in the cache, which holds /, so go-app's worker would fail offline.
// Ours asks the network first, for a fresh prerender of the link, and
// offline falls back to the cached page, whose app reads the link itself.
//
// go-app lists its wasm_exec.js too, which the page and its Workers ask
// for only at its versioned URL (listed in CacheableResources): ours
// leaves it out.
//
// Under a prefix go-app lists the page as /nqueens, which a static host
// redirects to /nqueens/, the worker's scope, and a redirected response
// cannot answer a navigation: ours caches the page as its scope, /nqueens/
// (or / at the root), which is also where the fallback looks for it.
const (
	goappResources = `const resourcesToCache = {{.ResourcesToCache}};`
	pageResources  = `const scope = new URL(self.registration.scope).pathname;
const resourcesToCache = {{.ResourcesToCache}}
  .map((path) => (path + "/" === scope ? scope : path))
  .filter((path) => !path.endsWith("/wasm_exec.js"));`

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

// webDir serves the files of root/web under /web/ (see staticFiles), and
// tells go-app where the page finds them: under prefix, and app.wasm at
// its versioned URL.
type webDir struct {
	http.Handler
	prefix  string
	appWASM string
}

func newWebDir(files *staticFiles, prefix, appWASM string) webDir {
	return webDir{http.StripPrefix("/web", files), prefix, appWASM}
}

func (d webDir) Package() string { return d.prefix }
func (d webDir) Static() string  { return d.prefix }
func (d webDir) AppWASM() string { return d.appWASM }
