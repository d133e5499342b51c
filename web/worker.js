// The solver's Web Worker: it runs solver.wasm (built from wasm/worker) and
// hands it the page's requests, which are JSON strings. Requests that arrive
// while the wasm is loading wait in a queue.
"use strict";
importScripts("../wasm_exec.js");

const queue = [];
let handle = null;

self.onmessage = (event) => (handle ? handle(event.data) : queue.push(event.data));

const go = new Go();
WebAssembly.instantiateStreaming(fetch("solver.wasm"), go.importObject)
  .then(({ instance }) => {
    go.run(instance);
    handle = self.nqueensHandle;
    queue.splice(0).forEach((message) => handle(message));
  })
  .catch((err) => {
    postMessage(JSON.stringify({ id: 0, type: "error", error: "The solver could not start: " + err }));
  });
