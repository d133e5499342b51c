//go:build !(js && wasm)

package app

import (
	"image/color"
	"image/png"
	"net/http"
	"net/http/httptest"
	"net/url"
	"nqueens/app/link"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// siteFor serves the site of a root whose web/ holds a placeholder wasm.
func siteFor(t *testing.T) http.Handler {
	t.Helper()
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "web"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "web", "app.wasm"), []byte("wasm"), 0o644); err != nil {
		t.Fatal(err)
	}
	Register()
	return FixPages(NewHandler(root, "test", ""))
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
			t.Errorf("app.js lacks %q: go-app's loader changed, and FixAppJS no longer applies", fix)
		}
	}
	for _, gone := range []string{"fetchWithProgress(\"/web/app.wasm", "\ngoappInitServiceWorker();\ngoappWatchForUpdate();", "innerText = goappLoadingLabel"} {
		if strings.Contains(js, gone) {
			t.Errorf("app.js still has %q: go-app's loader changed, and FixAppJS no longer applies", gone)
		}
	}
	if !strings.Contains(js, decodedLengthHeader) {
		t.Errorf("app.js does not read the wasm's decoded length from %s", decodedLengthHeader)
	}
}

func TestFixPageKeepsAnAbsoluteOGURL(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{`<meta property="og:url" content="https://lab.example/?n=8">`, `<meta property="og:url" content="https://lab.example/?n=8">`},
		{`<meta content="https://lab.example/?n=8" property="og:url">`, `<meta content="https://lab.example/?n=8" property="og:url">`},
		{`<meta property="og:url" content="/?n=8">`, ``},
		{`<meta content="/?n=8" property="og:url">`, ``},
		{`<meta property="og:title" content="/x">`, `<meta property="og:title" content="/x">`},
	} {
		if got := string(FixPage([]byte(tt.in))); got != tt.want {
			t.Errorf("FixPage(%s) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

func TestFixPageWritesTrueARIA(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{`<button aria-pressed class="tab">`, `<button aria-pressed="true" class="tab">`},
		{`<span class="piece" aria-hidden>♛</span>`, `<span class="piece" aria-hidden="true">♛</span>`},
		{`<a aria-selected aria-current role="tab">`, `<a aria-selected="true" aria-current="true" role="tab">`},
		{`<br aria-hidden/>`, `<br aria-hidden="true"/>`},
		{`<button aria-pressed="false" class="tab">`, `<button aria-pressed="false" class="tab">`},
		{`<p>aria-hidden is a word here</p>`, `<p>aria-hidden is a word here</p>`},
		{`<input aria-valuetext="n = 8">`, `<input aria-valuetext="n = 8">`},
	} {
		if got := string(FixPage([]byte(tt.in))); got != tt.want {
			t.Errorf("FixPage(%s) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

func TestPreviewDrawsTheLinksBoard(t *testing.T) {
	for _, tt := range []struct {
		query  string
		queens []int // nil: an empty board
	}{
		{"n=8&sol=5", []int{1, 3, 5, 7, 2, 0, 6, 4}},
		{"n=4&sol=99", []int{2, 0, 3, 1}}, // clamped to the last
		{"n=32&sol=999999999", nil},       // past the budget
		{"mode=play&n=8&q=0.4,3.2", []int{4, -1, -1, 2, -1, -1, -1, -1}},
		{"mode=play&n=8&q=1.1,4.4", []int{-1, 1, -1, -1, 4, -1, -1, -1}}, // attacking
	} {
		rec := httptest.NewRecorder()
		ServePreview(rec, httptest.NewRequest("GET", PreviewPath+"?"+tt.query, nil))
		img, err := png.Decode(rec.Body)
		if err != nil || rec.Header().Get("Content-Type") != "image/png" {
			t.Fatalf("%s: %v, %s", tt.query, err, rec.Header().Get("Content-Type"))
		}
		v, _ := link.ParseView(mustQuery(t, tt.query))
		cell := (previewPixels - 16) / v.N
		origin := (previewPixels - cell*v.N) / 2
		for r := range v.N {
			for c := range v.N {
				x, y := origin+c*cell+cell/2, origin+r*cell+cell/2
				queen := tt.queens != nil && tt.queens[r] == c
				if got := img.At(x, y) == color.Color(previewInk); got != queen {
					t.Errorf("%s: square (%d, %d) has a queen: %v, want %v", tt.query, r, c, got, queen)
				}
			}
		}
	}
}

func mustQuery(t *testing.T, s string) url.Values {
	t.Helper()
	q, err := url.ParseQuery(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}
