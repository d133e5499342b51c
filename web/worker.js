// The solver's Web Worker: it runs solver.wasm (built from wasm/worker) and
// hands it the page's requests, which are JSON strings, one at a time.
// Requests wait in a queue, both while the wasm loads and while it works.
// A request {"op":"cancel","id":K} drops every waiting request whose ID is
// K or less, and stops the running one if its ID is K or less: the solver
// hands the thread back every 20 ms or so to read such messages, and the
// stopped request answers with an error within milliseconds.
"use strict";
importScripts("../wasm_exec.js");

let waiting = []; // [{id, text}], oldest first
let handle = null; // the solver's nqueensHandle(text, done)
let running = false;

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
  schedule();
};

// An error with ID 0 is the worker's own, not a request's: the page then
// replaces the worker, and sends its requests to the new one.
function fail(error) {
  postMessage(JSON.stringify({ id: 0, type: "error", error }));
}

const go = new Go();
WebAssembly.instantiateStreaming(fetch("solver.wasm"), go.importObject)
  .then(({ instance }) => {
    // The solver never returns: it exits only when it dies, as on a Go
    // panic, and its requests under way would wait for ever.
    go.run(instance).then(() => fail("it stopped, as the solver exited"));
    handle = self.nqueensHandle;
    schedule();
  })
  .catch((err) => fail("it could not start: " + err));
