//go:build !(js && wasm)

package server

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The service worker is go-app's, but for pages: a link such as /?n=8 is
// not in the cache, which holds /, so go-app's worker would fail offline.
// Ours asks the network first, for a fresh prerender of the link, and
// offline falls back to the cached page, whose app reads the link itself.
//
// go-app lists its wasm_exec.js too, which the page and its Workers ask
// for only at its versioned URL (listed in CacheableResources): ours
// leaves it out.
//
// go-app's install caches every file in one request each (cache.addAll),
// and fails at the first that fails, which a flaky network makes likely
// on a first visit: ours tries each up to four times, 0.5, 1 and 2 s
// apart, and when one fails every try, deletes its cache, so that the
// install fails clean and the next visit's starts afresh.
//
// Under a prefix go-app lists the page as /nqueens, which a static host
// redirects to /nqueens/, the worker's scope, and a redirected response
// cannot answer a navigation: ours caches the page as its scope, /nqueens/
// (or / at the root), which is also where the fallback looks for it.
const (
	goappResources = `const resourcesToCache = {{.ResourcesToCache}};`
	pageResources  = `const scope = new URL(self.registration.scope).pathname;
const resourcesToCache = {{.ResourcesToCache}}
  .map((path) => (path + "/" === scope ? scope : path))
  .filter((path) => !path.endsWith("/wasm_exec.js"));`

	// cacheAllJS defines what install calls instead of cache.addAll.
	cacheAllJS = `
// cacheAll caches resources, each tried up to four times; if any fails
// every try, it deletes the cache and fails.
async function cacheAll(cache, resources) {
  const results = await Promise.allSettled(resources.map((path) => cacheWithRetries(cache, path)));
  const failed = results.find((result) => result.status === "rejected");
  if (failed) {
    await caches.delete(cacheName);
    throw failed.reason;
  }
}

// cacheWithRetries fetches path, and caches it once it came whole.
async function cacheWithRetries(cache, path) {
  for (const wait of [500, 1000, 2000, -1]) {
    try {
      const response = await fetch(path);
      if (!response.ok) {
        throw new Error(path + ": " + response.status + " " + response.statusText);
      }
      return await cache.put(path, response);
    } catch (err) {
      if (wait < 0) {
        throw err;
      }
      await new Promise((resume) => setTimeout(resume, wait));
    }
  }
}`

	goappInstall = `      .then((cache) => {
        return cache.addAll(resourcesToCache);
      })`
	install = `      .then((cache) => cacheAll(cache, resourcesToCache))`

	goappFetch = `self.addEventListener("fetch", (event) => {
  event.respondWith(
    caches.match(event.request).then((response) => {
      return response || fetch(event.request);
    })
  );
});`
	pageFetch = `self.addEventListener("fetch", (event) => {
  if (event.request.mode === "navigate") {
    event.respondWith(
      fetch(event.request).catch(() =>
        caches.match(event.request, { ignoreSearch: true }).then((page) => page || caches.match(self.registration.scope))
      )
    );
    return;
  }
  event.respondWith(
    caches.match(event.request).then((response) => {
      return response || fetch(event.request);
    })
  );
});`

	// The first visit's page is taken under control at once, so that it
	// already works offline.
	goappActivated = `  console.log("app worker {{.Version}} is activated");`
	claim          = `  event.waitUntil(self.clients.claim());
  console.log("app worker {{.Version}} is activated");`
)

var serviceWorker = strings.NewReplacer(goappResources, pageResources+"\n"+cacheAllJS, goappInstall, install, goappFetch, pageFetch, goappActivated, claim).Replace(app.DefaultAppWorkerJS)
