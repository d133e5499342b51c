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

var serviceWorker = strings.NewReplacer(goappResources, pageResources, goappFetch, pageFetch, goappActivated, claim).Replace(app.DefaultAppWorkerJS)
