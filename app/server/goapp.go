//go:build !(js && wasm)

package server

import (
	"html"
	"net/http"
	"path/filepath"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	nqapp "nqueens/app"
)

// newGoApp returns the go-app handler that serves the page, its
// prerendering and its static files from root/web. Version names the
// build, so that the service worker caches the files anew when it changes;
// the files the page names carry their own digests in their URLs. prefix
// is the path the site lives under, "" at the root of its host,
// "/nqueens" for a GitHub Pages project site.
func newGoApp(root, version, prefix string) *app.Handler {
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
		// at the end of a chain of scripts, by a prefetch: its response
		// goes into the HTTP cache, where the loader Worker's fetch (of the
		// same mode and credentials) finds it, without passing through the
		// page's main thread as a preload's does.
		RawHeaders: []string{
			`<link rel="prefetch" href="` + html.EscapeString(wasm) + `" crossorigin="anonymous">`,
			`<link rel="expect" href="#` + nqapp.PageEndID + `" blocking="render">`,
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
