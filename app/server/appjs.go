//go:build !(js && wasm)

package server

import (
	_ "embed"
	"strings"
)

// appJSFixes mend go-app's app.js:
//   - the wasm is compiled and warmed up in the loader Worker
//     (wasmLoaderJS), with go-app's own loader as its fallback;
//   - Go runs in a task of its own, not in the one that ends the download;
//   - the service worker is registered once the wasm has come, so that its
//     copy of app.wasm comes from the HTTP cache, not from a second
//     download beside the first;
//   - the loading pill stays until the app is live, so that the page
//     never looks idle and inert at once;
//   - the loading label is set without a layout, and shows a percentage
//     only when the download's size is known (go-app's shows NaN, or more
//     than 100, when the response is compressed or its size unknown);
//   - the page's start (boot.js) runs the wasm's start once wasm_exec.js
//     has run, whichever came first, and, when the wasm did not come after
//     all its tries, says so in plain words and offers Retry, rather than
//     show the error; the service worker's registration is retried too.
var appJSFixes = strings.NewReplacer(
	`const wasm = await instantiateStreaming(
      fetchWithProgress(`, `const wasm = await nqueensInstantiate(instantiateStreaming,
      `,
	`, showProgress),
      go.importObject`, `, showProgress,
      go.importObject`,
	`go.run(wasm.instance);
    loader.remove();`, `await new Promise((resume) => setTimeout(resume, 0));
    go.run(wasm.instance);
    goappInitServiceWorker();
    nqueensRemoveWhenLive(loader);`,
	"\ngoappInitServiceWorker();\n", "\n",
	"goappWatchForInstallable();\ngoappInitWebAssembly();", "goappWatchForInstallable();\nnqueensBootstrap().start(goappInitWebAssembly);",
	`    loaderIcon.className = "goapp-logo";
    loaderLabel.innerText = err;
    console.error("loading wasm failed: ", err);`, `    nqueensBootstrap().fail(err);`,
	`await navigator.serviceWorker.register(`, `await nqueensBootstrap().retry(() => navigator.serviceWorker.register(`,
	`
      );

      goappServiceWorkerRegistration`, `
      ));

      goappServiceWorkerRegistration`,
	`progess(Math.round((loaded * 100) / total));`, `progess(nqueensPercent(loaded, total));`,
	`showProgress(0);`, `showProgress("");`,
	// textContent, unlike innerText, sets the label without a layout.
	`loaderLabel.innerText = goappLoadingLabel`, `loaderLabel.textContent = goappLoadingLabel`,
)

// wasmLoaderJS is the page's side of the loader Worker, web/app-loader.js.
//
//go:embed wasm_loader.js
var wasmLoaderJS string

// preliveJS has the prerendered page's links and form fetch their pages in
// place until the app is live (see nqueens/app/prelive_links.go).
//
//go:embed prelive.js
var preliveJS string

// fixAppJS mends go-app's app.js with appJSFixes, and adds the page's side
// of the loader Worker and the links before live (prelive.js).
func fixAppJS(js []byte) []byte {
	return []byte(appJSFixes.Replace(string(js)) + wasmLoaderJS + preliveJS)
}
