//go:build !(js && wasm)

package server

import (
	"strings"
	"testing"
)

func TestServiceWorkerServesPagesOffline(t *testing.T) {
	if !strings.Contains(serviceWorker, `event.request.mode === "navigate"`) || strings.Count(serviceWorker, `addEventListener("fetch"`) != 1 {
		t.Fatalf("go-app's service worker changed, and the page fallback was not put in:\n%s", serviceWorker)
	}
	if !strings.Contains(serviceWorker, "self.clients.claim()") {
		t.Error("the service worker does not claim the first visit's page")
	}
	if !strings.Contains(serviceWorker, "const scope = ") {
		t.Error("go-app's cache list changed, and the page is not cached as the worker's scope")
	}
	if !strings.Contains(serviceWorker, `.filter((path) => !path.endsWith("/wasm_exec.js"))`) {
		t.Error("the service worker caches go-app's unversioned wasm_exec.js, which nothing asks for")
	}
	if !strings.Contains(serviceWorker, "{{.Version}}") {
		t.Error("the template lost go-app's version")
	}
}
