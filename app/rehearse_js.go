//go:build js && wasm

package app

import (
	"net/url"
	"runtime"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
)

// InLoaderWorker reports whether the program runs in the loader Worker
// (web/app-loader.js), which runs it once to compile the page's code
// ahead of the page, rather than on the page.
func InLoaderWorker() bool {
	return app.Window().Get("nqueensRehearsal").Truthy()
}

// Rehearse runs, in the loader Worker, the code of the page's start: it
// mounts the page for the link's query, with go-app's own mount code,
// into the stand-in document that the Worker provides, taking over the
// prerendered page's snapshot as the page does; then, as the page's
// OnMount and OnNav do, it goes live and shows the link, with a backend
// that runs nothing, and renders the page again; last, it collects its
// garbage twice. The Worker then posts the compiled Module to the page,
// which finds that code compiled. (Code that no rehearsal ran is compiled
// on the page's main thread when first called: the garbage collector's
// took a page's first collection from 8–12 ms to 48–76.)
//
// It touches nothing outside the Go program and the stand-in document:
// go-app's server-side dispatcher calls no OnMount, and its page and
// storage are Go's own, so no worker, storage, request, history or
// listener is made.
func Rehearse() {
	var query url.Values // a bad link gives the default board, as on the page
	if link, err := url.Parse(app.Window().Get("nqueensRehearsal").Get("link").String()); err == nil {
		query = link.Query()
	}
	linkQuery = func() url.Values { return query }
	l := &Lab{}
	disp := app.NewServerTester(l)
	l.host.Backend, l.live = backend.Idle{}, true
	l.showLink(query)
	l.Update()
	disp.Consume()
	runtime.GC() // the first collection's code
	runtime.GC() // and a later one's, which sweeps what the first marked
}
