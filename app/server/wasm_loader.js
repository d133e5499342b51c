
// -----------------------------------------------------------------------------
// nqueens: the wasm is compiled and warmed up in a Worker (web/app-loader.js)
// -----------------------------------------------------------------------------

// nqueensBootstrap is the page's start (app/server/boot.js,
// self.nqueensBoot), which retries what fails and says when the app could
// not load; or, on a page without it, as one kept by a cache from an
// older build, a start that tries each thing once.
function nqueensBootstrap() {
  return (
    self.nqueensBoot || {
      start: (start) => start(),
      retry: (attempt) => attempt(0),
      bust: (url) => String(url),
      fail(err) {
        console.warn(err);
        document.getElementById("app-wasm-loader-label").textContent = "The app could not load.";
      },
    }
  );
}

// nqueensFinal marks err as one that another try would meet again, as when
// the browser lacks what the loader Worker needs.
function nqueensFinal(err) {
  err.final = true;
  return err;
}

// nqueensInstantiate instantiates the app's wasm at url from the Module that
// the loader Worker compiled and ran once, so that the main thread neither
// compiles it nor compiles lazily the code of the first render. Where a
// Worker, WebAssembly.compileStreaming or posting a Module fails or is
// missing, the Worker fails every try, or the Module does not instantiate,
// go-app's own loader (instantiateStreaming) loads it on the page. Each
// way is tried up to four times (nqueensBootstrap().retry); the page does
// not load the wasm itself when what failed was the wasm's download.
//
// It sets self.nqueensWasm, the wasm as the page got it: {wasm, module,
// compiledBy}, its URL, its compiled Module and where it was compiled
// ("worker" or "page"). The page's Go code posts it to each solver's
// Worker (web/worker.js), which then downloads and compiles nothing.
async function nqueensInstantiate(instantiateStreaming, url, showProgress, importObject) {
  nqueensWarmWrappers();
  const wasm = (self.nqueensWasm = { wasm: new URL(url, document.baseURI).href, module: null, compiledBy: "worker" });
  const { retry } = nqueensBootstrap();
  try {
    wasm.module = await retry((n) => nqueensCompileInWorker(wasm.wasm, showProgress, n));
    return { instance: await WebAssembly.instantiate(wasm.module, importObject) };
  } catch (err) {
    if (err && err.download) {
      throw err;
    }
    console.warn("The app's wasm loads on the page: " + (err && err.message ? err.message : err));
    wasm.compiledBy = "page";
    const source = await retry(() => instantiateStreaming(fetchWithProgress(url, showProgress), importObject));
    wasm.module = source.module;
    return source;
  }
}

// nqueensCompileInWorker has the loader Worker compile and rehearse the
// wasm at url, showing the download's progress, and resolves to the
// compiled Module; n counts the tries before this one. Once the Worker's
// scripts have run (it says it is ready), the page tells it what to
// rehearse, and the Worker fetches the wasm itself, from the HTTP cache
// that the page's prefetch link fills from its first round trip: the
// wasm's bytes never pass through the page's main thread, which a
// preload's response, or a stream the page hands the Worker, costs
// 150 ms and more there on a CPU slowed 4 times. An error whose download
// is true is the wasm's download's.
function nqueensCompileInWorker(url, showProgress, n) {
  return new Promise((resolve, reject) => {
    if (typeof Worker !== "function" || typeof WebAssembly.compileStreaming !== "function") {
      reject(nqueensFinal(new Error("this browser has no Worker or WebAssembly.compileStreaming")));
      return;
    }
    const worker = new Worker(nqueensBootstrap().bust(new URL(goappEnv.NQUEENS_LOADER || "app-loader.js", url), n));
    let ready = false;
    const fail = (err) => {
      worker.terminate();
      reject(err);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      // Before it is ready, its script or wasm_exec.js did not load.
      const err = new Error("the loader Worker failed: " + (event.message || "its script did not load"));
      fail(ready ? nqueensFinal(err) : err);
    };
    worker.onmessageerror = () => fail(nqueensFinal(new Error("the compiled Module could not be posted to the page")));
    worker.onmessage = ({ data }) => {
      if (data.ready) {
        ready = true;
        nqueensAskWasm(worker, url);
      } else if (data.error !== undefined) {
        fail(Object.assign(new Error(data.error), { download: !!data.download }));
      } else if (data.module === undefined) {
        showProgress(nqueensPercent(data.loaded, data.total));
      } else {
        worker.terminate();
        if (data.exitCode !== 0) {
          console.error(`The app's rehearsal in the loader Worker exited with code ${data.exitCode}: ${data.output}`);
        }
        resolve(data.module);
      }
    };
  });
}

// nqueensAskWasm has worker fetch, compile and rehearse the wasm at url
// for the page's link and its prerendered snapshot.
function nqueensAskWasm(worker, url) {
  const main = document.querySelector("main[data-state]");
  worker.postMessage({
    url,
    lengthHeader: goappWasmContentLengthHeader,
    link: location.href,
    snapshot: main ? main.getAttribute("data-state") : "",
  });
}

// nqueensPercent is the share of a download done, as the loading label
// shows it: nothing when the size is unknown, as it is when a host
// compresses the file without saying its size.
function nqueensPercent(loaded, total) {
  return loaded <= total ? Math.round((loaded * 100) / total) + "%" : "";
}

// nqueensWarmWrappers has the browser make, while the page waits for the
// wasm, the JavaScript side of each kind of element the page shows, as it
// does once per kind on its first use: else the app's first render pays
// for it.
function nqueensWarmWrappers() {
  const warm = () => {
    const kinds = new Set();
    for (const element of document.body.querySelectorAll("*")) {
      kinds.add(element.namespaceURI + " " + element.localName);
    }
    for (const kind of kinds) {
      const [ns, name] = kind.split(" ");
      document.createElementNS(ns, name);
    }
  };
  if (typeof requestIdleCallback === "function") {
    requestIdleCallback(warm, { timeout: 1000 });
  } else {
    setTimeout(warm, 0);
  }
}

// nqueensRemoveWhenLive removes the loading pill once the app is live: the
// page's controls stay inert until then.
function nqueensRemoveWhenLive(loader) {
  const live = () => document.querySelector('main[data-app="live"]') !== null;
  if (live()) {
    loader.remove();
    return;
  }
  const observer = new MutationObserver(() => {
    if (live()) {
      observer.disconnect();
      loader.remove();
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-app"] });
}
