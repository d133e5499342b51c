// The app's loader Worker: it fetches the page's wasm (app.wasm, built from
// wasm/app), compiles it as it downloads, and runs the Go program once,
// which in a Worker only rehearses the page's start and returns;
// then it posts the compiled WebAssembly.Module to the page. A Module
// shares its compiled code with the page that receives it, so the page's
// main thread neither compiles the wasm nor compiles lazily the functions
// that the rehearsal ran: it only instantiates the Module and runs it.
//
// Once its scripts have run, the Worker posts {ready: true}; a Worker
// whose script or wasm_exec.js did not load fails before, and the page
// tries a new one. The page then posts {url, lengthHeader, link,
// snapshot}: the wasm's URL, the header that gives its size before
// compression, and what the rehearsal renders (the page's link and the
// prerendered page's snapshot). The Worker fetches the wasm, which the
// page's prefetch link has asked for since its first round trip, and
// answers {loaded, total} as the download goes, then {module, exitCode,
// output}, the rehearsal's exit code and, if it failed, the end of what
// it wrote; or {error, download} if anything failed, download saying
// whether the wasm's request did, and the page then tries again, or loads
// the wasm itself.
"use strict";
// Its URL carries the digest of the wasm_exec.js it imports (exec), so
// that neither is revalidated on the way to the wasm.
importScripts("../wasm_exec.js" + versionOf("exec"));

// versionOf returns the query that names the version of a script this
// Worker imports, which the Worker's own URL gives as param, or "".
function versionOf(param) {
  const digest = new URL(self.location.href).searchParams.get(param);
  return digest ? "?v=" + encodeURIComponent(digest) : "";
}

postMessage({ ready: true });

// output keeps the end of what the Go program writes, which the page logs
// if the rehearsal fails.
let output = "";
const writeSync = fs.writeSync.bind(fs);
fs.writeSync = (fd, buf) => {
  output = (output + new TextDecoder().decode(buf)).slice(-2000);
  return writeSync(fd, buf);
};

self.onmessage = async ({ data }) => {
  try {
    const module = await compile(data);
    const exitCode = await rehearse(module, data.link, data.snapshot);
    postMessage({ module, exitCode, output: exitCode === 0 ? "" : output });
    close(); // nothing the program left behind runs after it exited
  } catch (err) {
    postMessage({ error: String(err && err.message ? err.message : err), download: !!(err && err.download) });
  }
};

// compile compiles the wasm while it downloads, posting {loaded, total}
// at each percent received. An error of the request is marked download.
async function compile({ url, lengthHeader }) {
  const response = await fetch(url).catch((err) => {
    throw Object.assign(new Error(`${url}: ${err && err.message ? err.message : err}`), { download: true });
  });
  if (!response.ok) {
    throw Object.assign(new Error(`${url}: ${response.status} ${response.statusText}`), { download: true });
  }
  const body = response.body;
  const total = parseInt(response.headers.get(lengthHeader) || response.headers.get("Content-Length"), 10);
  let loaded = 0;
  let reported = 0;
  const counted = body.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        if (!(loaded - reported < total / 100)) {
          reported = loaded;
          postMessage({ loaded, total });
        }
        controller.enqueue(chunk);
      },
      flush() {
        postMessage({ loaded, total });
      },
    })
  );
  return WebAssembly.compileStreaming(new Response(counted, { headers: { "Content-Type": "application/wasm" } }));
}

// rehearse runs the Go program of module once, and returns its exit code,
// or -1 if it did not end within rehearsalBudget.
// The program knows it rehearses from self.nqueensRehearsal, which holds
// the page's link; its document is a stand-in, which holds the
// prerendered page's snapshot.
async function rehearse(module, link, snapshot) {
  self.nqueensRehearsal = { link: link || "" };
  self.document = new RehearsalDocument(snapshot || "");
  const go = new Go();
  let exitCode = 0;
  go.exit = (code) => {
    exitCode = code;
  };
  const instance = await WebAssembly.instantiate(module, go.importObject);
  // A rehearsal that does not end, waiting on something a Worker never
  // does, must not keep the page from its Module.
  const ended = go.run(instance).then(() => exitCode);
  const late = new Promise((resolve) => setTimeout(() => resolve(-1), rehearsalBudget));
  const code = await Promise.race([ended, late]);
  if (code === -1) {
    output += `\nthe rehearsal did not end within ${rehearsalBudget} ms`;
  }
  return code;
}

// rehearsalBudget is how long the rehearsal may take, in ms: far more than
// it takes, a fraction of a second even on a slow phone.
const rehearsalBudget = 10000;

// A RehearsalDocument stands in for the page's document during the
// rehearsal: it has the few methods that go-app's mount calls, which build
// a tree of RehearsalNodes that nothing shows, and it finds the
// prerendered page's snapshot as the page's document does.
class RehearsalDocument {
  constructor(snapshot) {
    this.snapshot = snapshot;
    this.body = new RehearsalNode("BODY");
    this.documentElement = new RehearsalNode("HTML");
  }
  createElement(tag) {
    return new RehearsalNode(tag.toUpperCase());
  }
  createElementNS(ns, tag) {
    return new RehearsalNode(tag);
  }
  createTextNode(text) {
    const node = new RehearsalNode("#text");
    node.nodeValue = text;
    return node;
  }
  querySelector(selector) {
    if (selector !== "main[data-state]" || !this.snapshot) {
      return null;
    }
    const main = new RehearsalNode("MAIN");
    main.setAttribute("data-state", this.snapshot);
    return main;
  }
  getElementById() {
    return null;
  }
}

class RehearsalNode {
  constructor(nodeName) {
    this.nodeName = nodeName;
    this.childNodes = [];
    this.parentNode = null;
    this.attributes = new Map();
    this.style = { setProperty() {}, removeProperty() {} };
  }
  get firstChild() {
    return this.childNodes[0] || null;
  }
  get firstElementChild() {
    return this.childNodes.find((c) => c.nodeName !== "#text") || null;
  }
  get parentElement() {
    return this.parentNode;
  }
  // innerHTML stands for what go-app's raw HTML needs: one child node.
  set innerHTML(html) {
    this.childNodes = [];
    const node = this.appendChild(new RehearsalNode("#html"));
    node.html = html;
  }
  setAttribute(name, value) {
    this.attributes.set(name, String(value));
  }
  getAttribute(name) {
    return this.attributes.has(name) ? this.attributes.get(name) : null;
  }
  removeAttribute(name) {
    this.attributes.delete(name);
  }
  appendChild(child) {
    return this.insertBefore(child, null);
  }
  insertBefore(child, before) {
    if (child.parentNode) {
      child.parentNode.removeChild(child);
    }
    const at = this.childNodes.indexOf(before);
    this.childNodes.splice(at < 0 ? this.childNodes.length : at, 0, child);
    child.parentNode = this;
    return child;
  }
  removeChild(child) {
    const at = this.childNodes.indexOf(child);
    if (at >= 0) {
      this.childNodes.splice(at, 1);
      child.parentNode = null;
    }
    return child;
  }
  replaceChild(child, old) {
    this.insertBefore(child, old);
    return this.removeChild(old);
  }
  addEventListener() {}
  removeEventListener() {}
}
