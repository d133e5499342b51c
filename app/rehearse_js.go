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
// mounts the live page for the link's query, with go-app's own mount code,
// into the stand-in document that the Worker provides, taking over the
// prerendered page's snapshot as the page does, with a backend that runs
// nothing; go-app's navigation to the link runs the page's OnNav, which
// shows it, and the page renders again; last, it writes and reads the
// solvers' messages (backend.Rehearse), and collects its garbage twice.
// The Worker then posts the compiled Module to the page, which finds that
// code compiled: code the page runs first that the rehearsal did not run
// is compiled on the page's main thread, lazily, as it is first called
// (the garbage collector's took a page's first collection from 8–12 ms
// to 48–76).
//
// It touches nothing outside the Go program and the stand-in document:
// go-app's server-side dispatcher calls no OnMount, and its page and
// storage are Go's own, so no worker, storage, request, history or
// listener is made.
func Rehearse() {
	link, err := url.Parse(app.Window().Get("nqueensRehearsal").Get("link").String())
	if err != nil {
		link = &url.URL{} // a bad link gives the default board, as on the page
	}
	linkQuery = func() url.Values { return link.Query() }
	newBackend = func() backend.Backend { return backend.Idle{} }
	l := &Lab{}
	disp := app.NewServerTester(l)
	// go-app's server-side dispatcher is the browser's but for OnMount:
	// its Nav runs the page's OnNav, and every element's handling of it,
	// for a page that took over its snapshot. A page prerendered for
	// another link would write its title and image into go-app's stand-in
	// page, which cannot take them: it shows the link as OnNav does.
	if l.restored {
		disp.(app.ClientDispatcher).Nav(link)
		disp.Consume()
	} else {
		l.showLink(link.Query())
	}
	l.Update()
	disp.Consume()
	backend.Rehearse()
	runtime.GC() // the first collection's code
	runtime.GC() // and a later one's, which sweeps what the first marked
}
