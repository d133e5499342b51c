// A solver's Web Worker: it runs the page's own wasm (app.wasm, built from
// wasm/app), which in such a Worker serves the solvers' protocol
// (worker.Serve) rather than mounting the page, and hands it the page's
// requests, which are JSON strings, one at a time.
//
// The page first posts {wasm, module}: the wasm's URL and the Module that
// the page compiled, which the Worker instantiates without downloading or
// compiling anything; without a Module it fetches the wasm at that URL. A
// request that comes before any such message, as from a page that talks
// to the Worker alone, has it fetch app.wasm beside this script.
//
// Requests wait in a queue, both while the wasm loads and while it works.
// A request {"op":"cancel","id":K} drops every waiting request whose ID is
// K or less, and stops the running one if its ID is K or less: the solver
// hands the thread back every 20 ms or so to read such messages, and the
// stopped request answers with an error within milliseconds.
"use strict";
// Its URL carries the digest of the wasm_exec.js it imports (exec), so
// that it is not revalidated.
const exec = new URL(self.location.href).searchParams.get("exec");
importScripts("../wasm_exec.js" + (exec ? "?v=" + encodeURIComponent(exec) : ""));

let waiting = []; // [{id, text}], oldest first
let handle = null; // the solver's nqueensHandle(text, done)
let running = false;
let started = false;

// next runs the oldest waiting request in a task of its own, so that the
// messages that came meanwhile, cancels among them, are read first.
const next = new MessageChannel();
let scheduled = false;
next.port1.onmessage = () => {
  scheduled = false;
  const request = waiting.shift();
  if (request) {
    running = true;
    handle(request.text, () => {
      running = false;
      schedule();
    });
  }
};

function schedule() {
  if (handle && !running && waiting.length > 0 && !scheduled) {
    scheduled = true;
    next.port2.postMessage(null);
  }
}

self.onmessage = (event) => {
  if (typeof event.data === "object" && event.data !== null && "wasm" in event.data) {
    start(event.data);
    return;
  }
  let request;
  try {
    request = JSON.parse(event.data);
  } catch (err) {
    request = { id: 0 }; // the solver reports the error
  }
  if (request.op === "cancel") {
    waiting = waiting.filter((r) => r.id > request.id);
    if (handle && typeof request.id === "number") {
      self.nqueensCancel(request.id);
    }
    return;
  }
  waiting.push({ id: request.id, text: event.data });
  start({ wasm: "app.wasm" });
  schedule();
};

// An error with ID 0 is the worker's own, not a request's: the page then
// replaces the worker, and sends its requests to the new one.
function fail(error) {
  postMessage(JSON.stringify({ id: 0, type: "error", error }));
}

// start runs the wasm, once: the Module given, or the one at the URL wasm.
function start({ wasm, module }) {
  if (started) {
    return;
  }
  started = true;
  const go = new Go();
  const instance = module
    ? WebAssembly.instantiate(module, go.importObject)
    : WebAssembly.instantiateStreaming(fetch(wasm), go.importObject).then((source) => source.instance);
  instance
    .then((instance) => {
      // The program serves the solvers here, not the page; it never
      // returns: it exits only when it dies, as on a Go panic, and its
      // requests under way would wait for ever.
      self.nqueensSolverWorker = true;
      go.run(instance).then(() => fail("it stopped, as the solver exited"));
      handle = self.nqueensHandle;
      schedule();
    })
    .catch((err) => fail("it could not start: " + err));
}
