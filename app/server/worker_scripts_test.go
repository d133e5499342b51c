//go:build !(js && wasm)

package server

import (
	"encoding/json"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestNothingRevalidatesOnTheWayToTheWasm checks that the page asks for
// the wasm in its first round trip, by a prefetch link whose fetch mode the
// loader Worker's fetch shares, and that every script on the way to it (go-app's
// wasm_exec.js, the loader Worker's and the solvers' Worker's scripts) is
// named at a URL with its digest, which is cached for a year, and that the
// service worker keeps them at those URLs.
func TestNothingRevalidatesOnTheWayToTheWasm(t *testing.T) {
	root, site := serveSiteRoot(t)
	page, appJS, serviceWorker := fetchText(t, site+"/?n=8"), fetchText(t, site+"/app.js"), fetchText(t, site+"/app-worker.js")

	// The server writes an element's attributes in the order of their names.
	prefetch := regexp.MustCompile(`<link crossorigin="anonymous" href="(/web/app\.wasm\?v=[0-9a-f]+)" rel="prefetch">`).FindStringSubmatch(page)
	if prefetch == nil {
		t.Fatalf("the page has no prefetch link for the wasm:\n%s", page)
	}
	if !strings.Contains(appJS, `"`+prefetch[1]+`"`) {
		t.Errorf("app.js does not load the wasm the page prefetches, %s", prefetch[1])
	}
	if strings.Index(page, prefetch[0]) > strings.Index(page, "</head>") {
		t.Error("the wasm's prefetch link is not in the page's head")
	}

	immutable := func(path string) {
		t.Helper()
		if f := fetchRaw(t, site+path, "", ""); f.status != http.StatusOK || f.header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Errorf("%s: %d, Cache-Control %q; want 200 and immutable", path, f.status, f.header.Get("Cache-Control"))
		}
	}
	// go-app writes an element's attributes in any order.
	exec := regexp.MustCompile(`<script[^>]* src="(/wasm_exec\.js\?v=([0-9a-f]+))"[^>]*>`).FindStringSubmatch(page)
	if exec == nil {
		t.Fatalf("the page names wasm_exec.js without its digest:\n%s", page)
	}
	if !regexp.MustCompile(` defer[ >]`).MatchString(exec[0]) {
		t.Errorf("the page loads wasm_exec.js without defer: %s", exec[0])
	}
	if want := digestOf(fetchRaw(t, site+"/wasm_exec.js", "", "").body); exec[2] != want {
		t.Errorf("the page names wasm_exec.js?v=%s; its digest is %s", exec[2], want)
	}
	immutable(exec[1])
	if !strings.Contains(serviceWorker, `"`+exec[1]+`"`) {
		t.Errorf("the service worker does not keep %s", exec[1])
	}

	for _, env := range []struct{ name, file string }{{"NQUEENS_LOADER", "app-loader.js"}, {"NQUEENS_WORKER", "worker.js"}} {
		m := regexp.MustCompile(`"` + env.name + `":"([^"]+)"`).FindStringSubmatch(appJS)
		if m == nil {
			t.Errorf("app.js does not name %s", env.name)
			continue
		}
		var link string // as JavaScript reads the JSON string
		if err := json.Unmarshal([]byte(`"`+m[1]+`"`), &link); err != nil {
			t.Fatal(err)
		}
		script, err := url.Parse(link)
		if err != nil || script.Path != env.file {
			t.Errorf("%s is %q, want %s with its digests", env.name, link, env.file)
			continue
		}
		if got, want := script.Query().Get("v"), digestOf(mustRead(t, filepath.Join(root, "web", env.file))); got != want {
			t.Errorf("%s names %s?v=%s; its digest is %s", env.name, env.file, got, want)
		}
		if got := script.Query().Get("exec"); got != exec[2] {
			t.Errorf("%s imports wasm_exec.js?v=%s, the page %s", env.file, got, exec[2])
		}
		immutable("/web/" + link)
		if !strings.Contains(strings.ReplaceAll(serviceWorker, `\u0026`, "&"), `"/web/`+link+`"`) {
			t.Errorf("the service worker does not keep /web/%s", link)
		}
	}
}
