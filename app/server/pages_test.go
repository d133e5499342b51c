//go:build !(js && wasm)

package server

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	nqapp "nqueens/app"
)

// siteFor serves the pages and go-app's files (newPages) of a root as
// make leaves it.
func siteFor(t *testing.T) http.Handler {
	t.Helper()
	nqapp.Register()
	return newPages(fakeRoot(t), "test")
}

func fetch(t *testing.T, h http.Handler, path string) string {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("GET %s: %d", path, rec.Code)
	}
	if got, want := rec.Header().Get("Content-Length"), strconv.Itoa(rec.Body.Len()); got != want {
		t.Errorf("GET %s: Content-Length %s for %s bytes", path, got, want)
	}
	return rec.Body.String()
}

func TestFixPagesMendsGoAppsPage(t *testing.T) {
	page := fetch(t, siteFor(t), "/?n=8&sol=5")
	for _, bad := range []string{"user-scalable", "maximum-scale", `property="og:url"`, "Loading the solver… 0<", "NaN"} {
		if strings.Contains(page, bad) {
			t.Errorf("the page still has %q", bad)
		}
	}
	for _, good := range []string{`content="width=device-width, initial-scale=1, viewport-fit=cover"`, ">Loading the solver…<"} {
		if !strings.Contains(page, good) {
			t.Errorf("the page lacks %q", good)
		}
	}
}

func TestFixPagesMendsTheLoader(t *testing.T) {
	js := fetch(t, siteFor(t), "/app.js")
	for _, fix := range []string{
		"const wasm = await nqueensInstantiate(instantiateStreaming,\n      \"/web/app.wasm?v=",
		"showProgress,\n      go.importObject\n    );",
		`progess(nqueensPercent(loaded, total));`,
		`showProgress("");`,
		"setTimeout(resume, 0));\n    go.run(wasm.instance);\n    goappInitServiceWorker();\n    nqueensRemoveWhenLive(loader);\n",
		`loaderLabel.textContent = goappLoadingLabel`,
		"function nqueensCompileInWorker(", // the page's side of the loader
	} {
		if !strings.Contains(js, fix) {
			t.Errorf("app.js lacks %q: go-app's loader changed, and fixAppJS no longer applies", fix)
		}
	}
	for _, gone := range []string{"fetchWithProgress(\"/web/app.wasm", "\ngoappInitServiceWorker();\ngoappWatchForUpdate();", "innerText = goappLoadingLabel"} {
		if strings.Contains(js, gone) {
			t.Errorf("app.js still has %q: go-app's loader changed, and fixAppJS no longer applies", gone)
		}
	}
	if !strings.Contains(js, decodedLengthHeader) {
		t.Errorf("app.js does not read the wasm's decoded length from %s", decodedLengthHeader)
	}
}

// TestFixPageKeepsOnlyTheCanonicalOGURL checks that an og:url under the
// site's base URL stays, and any other goes, go-app's too, which names
// the request's Host: a page depends on no request header.
func TestFixPageKeepsOnlyTheCanonicalOGURL(t *testing.T) {
	for _, tt := range []struct{ base, in, want string }{
		{"https://lab.example/", `<meta property="og:url" content="https://lab.example/?n=8">`, `<meta content="https://lab.example/?n=8" property="og:url">`},
		{"https://lab.example/", `<meta content="https://lab.example/?n=8" property="og:url">`, `<meta content="https://lab.example/?n=8" property="og:url">`},
		{"https://lab.example/", `<meta property="og:url" content="http://evil.example/?n=8">`, ``},
		{"https://lab.example/", `<meta property="og:url" content="/?n=8">`, ``},
		{"", `<meta property="og:url" content="http://127.0.0.1:8000/?n=8">`, ``},
		{"", `<meta content="/?n=8" property="og:url">`, ``},
		{"", `<meta property="og:title" content="/x">`, `<meta content="/x" property="og:title">`},
	} {
		setBaseURL(t, tt.base)
		if got := string(fixPage([]byte(tt.in))); got != tt.want {
			t.Errorf("base %q: fixPage(%s) = %s, want %s", tt.base, tt.in, got, tt.want)
		}
	}
}

func TestFixPageWritesTrueARIA(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{`<button aria-pressed class="tab">`, `<button aria-pressed="true" class="tab">`},
		{`<span class="piece" aria-hidden>♛</span>`, `<span aria-hidden="true" class="piece">♛</span>`},
		{`<a aria-selected aria-current role="tab">`, `<a aria-current="true" aria-selected="true" role="tab">`},
		{`<br aria-hidden/>`, `<br aria-hidden="true"/>`},
		{`<button aria-pressed="false" class="tab">`, `<button aria-pressed="false" class="tab">`},
		{`<p>aria-hidden is a word here</p>`, `<p>aria-hidden is a word here</p>`},
		{`<input aria-valuetext="n = 8">`, `<input aria-valuetext="n = 8">`},
	} {
		if got := string(fixPage([]byte(tt.in))); got != tt.want {
			t.Errorf("fixPage(%s) = %s, want %s", tt.in, got, tt.want)
		}
	}
}
