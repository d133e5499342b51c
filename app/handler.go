package app

import (
	"io/fs"
	"net/http"
	"path/filepath"

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
		CacheableResources: []string{"/web/worker.js", "/web/solver.wasm"},
		Resources:          newWebDir(root),
		Version:            version,
	}
}

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
