// nqueens: the page's start, which no failed request leaves dead. It runs
// inline, first in the head of each page (app/server/boot.go), so that it
// cannot fail to load, and before the files it watches:
//
//   - go-app's wasm_exec.js and app.js, and the stylesheets: a file whose
//     request fails, or a script that did not run, is asked for again
//     after 0.5, 1 and 2 s, each time at a URL of its own (?retry=…);
//   - app.js hands it its start of the wasm (nqueensBoot.start), which it
//     runs once wasm_exec.js has run, whichever of the two came first;
//   - app.js retries what it loads with its retry (the wasm, the loader
//     Worker, the service worker's registration), and tells it when the
//     wasm did not come after all (fail).
//
// When a file that the app needs fails every try, the loading pill says
// so in plain words, and offers Retry, which tries again what failed,
// without reloading the page: the prerendered board and its links work
// all the while. A visitor never sees a JavaScript error.
(() => {
  "use strict";
  // waits are the pauses, in ms, before the second, third and fourth tries.
  const waits = [500, 1000, 2000];
  // init is app.js's start of the wasm, which runs, or has run without
  // failing, while running is true.
  let init = null;
  let running = false;
  // redo holds what Retry does again.
  let redo = [];
  // busts counts the retries so far, each at a URL of its own.
  let busts = 0;

  // bust returns url for the nth retry: with a query of its own, which no
  // cache has answered; the first try's (n = 0) as it is.
  const bust = (url, n) => {
    if (!n) return String(url);
    const u = new URL(url, document.baseURI);
    u.searchParams.set("retry", n);
    return u.href;
  };

  // retry resolves to what attempt(n) resolves to, for the nth retry
  // (from 0, the first try): it tries again after each wait but when the
  // error is final (err.final), as when the browser lacks what it needs.
  async function retry(attempt) {
    for (let n = 0; ; n++) {
      try {
        return await attempt(n);
      } catch (err) {
        if ((err && err.final) || n === waits.length) throw err;
        console.warn(`${err && err.message ? err.message : err}: trying again in ${waits[n]} ms`);
        await new Promise((resume) => setTimeout(resume, waits[n]));
      }
    }
  }

  // kindOf says what an element that loaded or failed is to the start:
  // "exec" (wasm_exec.js), "app" (app.js), "style" (a stylesheet), or "".
  function kindOf(element) {
    if (element instanceof HTMLLinkElement) return element.rel === "stylesheet" ? "style" : "";
    if (!(element instanceof HTMLScriptElement) || !element.src) return "";
    const path = new URL(element.src).pathname;
    return path.endsWith("/wasm_exec.js") ? "exec" : path.endsWith("/app.js") ? "app" : "";
  }

  // ran reports whether a file of that kind did what the app needs of it.
  const ran = {
    exec: () => typeof Go === "function",
    app: () => typeof goappInitWebAssembly === "function",
    style: () => true,
  };

  // settle follows an element's load or error: a file that loaded and ran
  // may start the wasm; one that did not is tried again after a wait, or,
  // once its tries are spent, left to Retry.
  function settle(element, loaded) {
    const kind = kindOf(element);
    if (!kind) return;
    if (loaded && ran[kind]()) {
      if (kind === "exec") begin();
      return;
    }
    const n = Number(element.dataset.try || 0);
    const url = element.dataset.url || (kind === "style" ? element.href : element.src);
    if (n < waits.length) {
      console.warn(`${url} did not load: trying again in ${waits[n]} ms`);
      setTimeout(() => again(element, url, n + 1), waits[n]);
      return;
    }
    console.warn(`${url} did not load after ${n + 1} tries`);
    lose(() => again(element, url, 0), kind !== "style");
  }
  document.addEventListener("error", (event) => settle(event.target, false), true);
  document.addEventListener("load", (event) => settle(event.target, true), true);

  // again puts in element's place a new one for try n of url.
  function again(element, url, n) {
    const fresh = kindOf(element) === "style" ? element.cloneNode() : document.createElement("script");
    fresh.dataset.url = url;
    fresh.dataset.try = n;
    fresh[fresh.localName === "link" ? "href" : "src"] = bust(url, ++busts);
    element.replaceWith(fresh);
  }

  // begin runs app.js's start once wasm_exec.js has run.
  function begin() {
    if (init && !running && typeof Go === "function") {
      running = true;
      init();
    }
  }

  // lose keeps what Retry does again, and, when the app needs it, says
  // that the app could not load.
  function lose(redoIt, needed) {
    redo.push(redoIt);
    if (needed) showFailure();
  }

  function showFailure() {
    const loader = document.getElementById("app-wasm-loader");
    if (!loader || loader.hasAttribute("data-failed")) return;
    for (const child of loader.children) child.hidden = true;
    loader.setAttribute("data-failed", "");
    const box = document.createElement("div");
    box.id = "load-error";
    box.dataset.testid = "load-error";
    box.setAttribute("role", "alert");
    const words = document.createElement("p");
    words.textContent = "The app could not load. The board and its links still work.";
    const button = document.createElement("button");
    button.type = "button";
    button.className = "button";
    button.dataset.testid = "load-retry";
    button.textContent = "Retry";
    button.addEventListener("click", retryAll);
    box.append(words, button);
    loader.append(box);
  }

  // retryAll brings back the loading pill and tries again what failed.
  function retryAll() {
    const loader = document.getElementById("app-wasm-loader");
    document.getElementById("load-error").remove();
    loader.removeAttribute("data-failed");
    for (const child of loader.children) child.hidden = false;
    const todo = redo;
    redo = [];
    for (const again of todo) again();
  }

  self.nqueensBoot = {
    retry,
    bust,
    // start runs app.js's start of the wasm once wasm_exec.js has run.
    start(start) {
      init = start;
      begin();
    },
    // fail says that the wasm did not come after all its tries: Retry
    // runs app.js's start again.
    fail(err) {
      console.warn(`The app could not load: ${err && err.message ? err.message : err}`);
      running = false;
      lose(begin, true);
    },
  };
})();
