//go:build !(js && wasm)

package server

import (
	"net/http"
	"net/url"
	"sync"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
)

// The page's Web Workers load their scripts at versioned URLs, which
// browsers keep for good, so that nothing on the way to the wasm is
// revalidated: the loader Worker (web/app-loader.js) and the solvers'
// (web/worker.js), each of which imports go-app's wasm_exec.js. Their
// URLs, relative to the wasm's, reach the page's scripts and Go code
// through go-app's environment (goappEnv, app.Getenv) under these names.
const (
	loaderScriptEnv = "NQUEENS_LOADER"
	solverScriptEnv = backend.WorkerScriptEnv
)

// wasmExecPath is the path of go-app's wasm_exec.js, under the site's
// prefix.
const wasmExecPath = "/wasm_exec.js"

// versionedWasmExec is the versioned URL of go-app's wasm_exec.js, which
// fixPages lets browsers keep for good.
func versionedWasmExec() string { return wasmExecPath + "?" + versionParam + "=" + wasmExecDigest() }

// workerScriptURL is the URL of web/name relative to the wasm's folder,
// with its digest and that of the wasm_exec.js it imports:
// worker.js?v=…&exec=….
func workerScriptURL(files *staticFiles, name string) string {
	u, err := url.Parse(files.versionedURL("/web/" + name))
	if err != nil {
		return name
	}
	q := u.Query()
	q.Set("exec", wasmExecDigest())
	return name + "?" + q.Encode()
}

// wasmExecDigest is the digest of the wasm_exec.js that go-app serves.
var wasmExecDigest = sync.OnceValue(func() string {
	r, err := http.NewRequest(http.MethodGet, wasmExecPath, nil)
	if err != nil {
		panic(err) // a constant request
	}
	b := &bufferedResponse{header: http.Header{}, status: http.StatusOK}
	(&app.Handler{}).ServeHTTP(b, r)
	return contentDigest(b.body.Bytes())
})
