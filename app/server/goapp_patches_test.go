//go:build !(js && wasm)

package server

import (
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/wasm/app/goapp"
)

// TestGoAppScriptsMakeThePatches checks that the server mends go-app's
// app.js (appJSFixes) and its service worker (serviceWorker) exactly as
// their committed patches in wasm/app/goapp/patches say, against the
// module's own files, and that the service worker's file is the template
// that go-app serves: a go-app upgrade fails here until the patches are
// written anew.
func TestGoAppScriptsMakeThePatches(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command")
	}
	const appJS, appWorkerJS = "pkg/app/gen/app.js", "pkg/app/gen/app-worker.js"
	js, err := goapp.ModuleFile(appJS)
	if err != nil {
		t.Fatal(err)
	}
	if err := goapp.Check(appJS, []byte(appJSFixes.Replace(string(js)))); err != nil {
		t.Error(err)
	}
	worker, err := goapp.ModuleFile(appWorkerJS)
	if err != nil {
		t.Fatal(err)
	}
	if string(worker) != app.DefaultAppWorkerJS {
		t.Errorf("go-app's %s is not the service worker template it serves, app.DefaultAppWorkerJS", appWorkerJS)
	}
	if err := goapp.Check(appWorkerJS, []byte(serviceWorker)); err != nil {
		t.Error(err)
	}
}
