//go:build js && wasm

// Command app is the page's code in the browser, built to web/app.wasm,
// and the solvers' code in their Web Workers. The loader Worker
// (web/app-loader.js) runs it once before the page does, to compile the
// code of the first render: there it only rehearses that render and
// returns. A solver's Worker (web/worker.js) runs the Module that the
// loader compiled, and there it serves the worker protocol.
package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	nqapp "nqueens/app"
)

func main() {
	if nqapp.InSolverWorker() {
		nqapp.ServeSolverWorker() // never returns
	}
	nqapp.Register()
	if nqapp.InLoaderWorker() {
		nqapp.Rehearse()
		return
	}
	// Go's start and the app's are tasks of their own.
	nqapp.YieldToBrowser()
	app.RunWhenOnBrowser()
}
