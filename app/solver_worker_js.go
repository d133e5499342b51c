//go:build js && wasm

package app

import "nqueens/app/worker"

// InSolverWorker reports whether the program runs in a solver's Web
// Worker (web/worker.js) rather than on the page.
func InSolverWorker() bool { return worker.InSolverWorker() }

// ServeSolverWorker serves the solvers' requests in their Web Worker, and
// never returns: the page and its workers run one wasm, app.wasm, which
// the page compiles once and hands each worker.
func ServeSolverWorker() { worker.Serve() }
