package e2e

import (
	"io"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// The loader's tests open the page through a proxy, on an origin of its
// own: a first visit, whose service worker has cached nothing yet.

// pageCompiledAppWasm is true when the page itself, not the loader Worker,
// compiled app.wasm, which it fetched again (from the network or its
// service worker).
const pageCompiledAppWasm = `self.nqueensWasm.compiledBy === "page"`

// checkLoadedByWorker fails the test when the page loaded app.wasm itself,
// as it does only when the loader Worker failed.
func (p *page) checkLoadedByWorker() {
	p.t.Helper()
	if eval[bool](p, pageCompiledAppWasm) {
		p.t.Error("the page compiled app.wasm itself; the loader Worker should have")
	}
}

// onNewDocument has the tab run script before the scripts of each page it
// opens.
func (p *page) onNewDocument(script string) {
	p.t.Helper()
	if _, err := chromedp.Call(p.ctx, cdppage.AddScriptToEvaluateOnNewDocument,
		cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: script}); err != nil {
		p.t.Fatal(err)
	}
}

// TestLoaderWorkerFetchesAppWasmOnce opens a link on a first visit, whose
// count the server left to the browser: the page fetches app.wasm once, as
// its preload link asked, and the loader Worker compiles it; the solvers'
// Workers run the Module the page hands them, and count the board as soon
// as they are ready; the service worker, which registers once the wasm
// has come, caches it from the HTTP cache: the server sees one request for
// it, and none for a wasm of the solvers' own.
func TestLoaderWorkerFetchesAppWasmOnce(t *testing.T) {
	proxy := newProxy(t)
	p := openPageAt(t, proxy.URL, "/?n=14&sol=5")
	p.waitBoard(14)
	p.checkLoadedByWorker()
	p.waitCount("365596")
	waitCached(p, "/web/app.wasm", "/web/app-loader.js")
	if n := proxy.requests("/web/app.wasm"); n != 1 {
		t.Errorf("app.wasm was requested %d times, want once", n)
	}
	if n := proxy.requests("/web/solver.wasm"); n != 0 {
		t.Errorf("solver.wasm was requested %d times: the solvers' Workers should run app.wasm", n)
	}
	if proxy.requests("/web/worker.js") == 0 {
		t.Error("no solver's Worker was started")
	}
	if link := p.location(); !strings.Contains(link, "n=14") {
		t.Errorf("the page's link is %s", link)
	}
}

// TestLoaderFallsBack takes away, in turn, what the loader Worker needs:
// the Worker, WebAssembly.compileStreaming, the Worker's script (failed
// for the service worker too), the posting of the Module. Each time the
// page loads the wasm itself, as go-app's loader does, and goes live with
// the link's board. Without Workers the solvers cannot run: the page says
// so when asked for the next solution.
func TestLoaderFallsBack(t *testing.T) {
	for _, fault := range []struct {
		name, script, failPath string
	}{
		{name: "no Worker", script: `delete window.Worker;`},
		{name: "no compileStreaming", script: `delete WebAssembly.compileStreaming;`},
		{name: "the Worker's script fails to load", failPath: "/web/app-loader.js"},
		{name: "the Module cannot be posted", script: `(() => {
			const Original = window.Worker;
			window.Worker = class extends Original {
				set onmessage(handle) {
					super.onmessage = (event) => event.data.module ? this.onmessageerror(new MessageEvent("messageerror")) : handle(event);
				}
			};
		})();`},
	} {
		t.Run(fault.name, func(t *testing.T) {
			proxy := newProxy(t)
			if fault.failPath != "" {
				proxy.failNext(fault.failPath, 1000)
			}
			p := newPage(t, proxy.URL)
			if fault.script != "" {
				p.onNewDocument(fault.script)
			}
			p.open("/?n=8&sol=5")
			if got, want := p.waitBoard(8), []int{1, 3, 5, 7, 2, 0, 6, 4}; !slices.Equal(got, want) {
				t.Errorf("the board shows %v, want solution 5 of n = 8, %v", got, want)
			}
			if !eval[bool](p, pageCompiledAppWasm) {
				t.Error("the page did not load app.wasm itself")
			}
			if fault.name == "no Worker" {
				// Next finds its solution on the page's thread; a random
				// solution needs a worker.
				p.click("mode-random")
				p.waitFor(`document.querySelector("main").innerText.includes("this browser runs no Web Workers, which the solvers need")`)
			}
		})
	}
}

// TestLoaderRehearsalHasNoSideEffects runs the loader Worker alone, from a
// page of the app's origin that is not the app, and checks that its run
// of the Go program ends cleanly (exit code 0), fetches nothing but its
// script, wasm_exec.js and app.wasm, and leaves the origin as it found it:
// no storage, no cache, no service worker.
func TestLoaderRehearsalHasNoSideEffects(t *testing.T) {
	proxy := newProxy(t)
	p := newPage(t, proxy.URL)
	p.do(chromedp.Navigate(proxy.URL + "/web/icon.svg"))
	result := awaitEval[map[string]any](p, `new Promise((done) => {
		const worker = new Worker("/web/app-loader.js");
		worker.onerror = (e) => done({ error: "the worker failed: " + e.message });
		worker.onmessage = ({ data }) => {
			if (data.error !== undefined) done({ error: data.error });
			if (data.module !== undefined) done({ exitCode: data.exitCode, module: data.module instanceof WebAssembly.Module, ms: performance.now() - start });
		};
		const snapshot = "`+prerenderedState(t)+`";
		const start = performance.now();
		worker.postMessage({ url: "/web/app.wasm", lengthHeader: "X-Decoded-Length", link: location.origin + "/?n=8&sol=5", snapshot });
	})`)
	if result["error"] != nil || result["exitCode"] != 0.0 || result["module"] != true {
		t.Fatalf("the loader Worker answered %v; want a Module and exit code 0", result)
	}
	t.Logf("the loader Worker fetched, compiled and rehearsed app.wasm in %.0f ms", result["ms"])
	for path, want := range map[string]int{"/web/app-loader.js": 1, "/wasm_exec.js": 1, "/web/app.wasm": 1, "/": 0, "/web/solver.wasm": 0, "/web/worker.js": 0} {
		if got := proxy.requests(path); got != want {
			t.Errorf("%s was requested %d times, want %d", path, got, want)
		}
	}
	left := awaitEval[map[string]any](p, `(async () => ({
		localStorage: localStorage.length,
		sessionStorage: sessionStorage.length,
		indexedDB: (await indexedDB.databases()).length,
		caches: (await caches.keys()).length,
		serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
	}))()`)
	for what, n := range left {
		if n != 0.0 {
			t.Errorf("the rehearsal left %v in %s", n, what)
		}
	}
}

// prerenderedState returns the snapshot that the server writes into the
// page of /?n=8&sol=5, which the rehearsal takes over as the page does.
func prerenderedState(t *testing.T) string {
	t.Helper()
	res, err := http.Get(baseURL + "/?n=8&sol=5")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	page, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	state := regexp.MustCompile(`<main [^>]*data-state="([^"]+)"`).FindSubmatch(page)
	if state == nil {
		t.Fatal("the prerendered page of /?n=8&sol=5 has no snapshot")
	}
	return string(state[1])
}

// awaitEval returns the value of a JavaScript expression, once the promise
// it gives resolves.
func awaitEval[T any](p *page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}
