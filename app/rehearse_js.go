//go:build js && wasm

package app

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
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
// prerendered page's snapshot as the page does, then renders it once
// more as the page does when it goes live. The Worker then posts the
// compiled Module to the page, which finds that code compiled.
//
// It touches nothing outside the Go program and the stand-in document:
// go-app's server-side dispatcher calls no OnMount or OnNav, so no
// worker, storage, request, history or listener is made.
func Rehearse() {
	query, _ := url.ParseQuery(app.Window().Get("nqueensRehearsal").Get("query").String())
	linkQuery = func() url.Values { return query }
	l := &Lab{}
	disp := app.NewServerTester(l)
	l.live = true
	l.Update()
	disp.Consume()
}
