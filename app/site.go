//go:build !(js && wasm)

package app

import (
	"bytes"
	_ "embed"
	"net/http"
	"regexp"
	"strconv"
	"strings"
)

// FixPages wraps go-app's handler h to mend what go-app writes the same
// for every site: the page's viewport forbids zooming, which a phone's
// reader may need; a page without a canonical link would carry a relative
// og:url; and the loader shows "NaN%" when the wasm's size is unknown, as
// it is when a host compresses it. The files under /web/ pass untouched.
//
// It also mends go-app's caching, which gives every response the same
// ETag, its Version: each of go-app's files (app.js, the manifest…) gets
// an ETag of its own bytes, and a page none, as its prerendering changes
// with the solver's budget; all of them are revalidated before use, but
// at a URL that carries the file's digest, as the page and the Workers ask
// for wasm_exec.js, where it is kept for good.
// go-app never sees the request's validators, which would have it answer
// 304 by its Version (Revalidate decides instead), and the files it would
// fetch from the request's Host (robots.txt and the like) are the ones in
// web/.
func FixPages(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r = withoutValidators(r)
		if goappProxied[r.URL.Path] {
			r = withPath(r, "/web"+r.URL.Path)
		}
		if strings.HasPrefix(r.URL.Path, "/web/") {
			h.ServeHTTP(w, r)
			return
		}
		b := &bufferedResponse{header: w.Header(), status: http.StatusOK}
		h.ServeHTTP(b, r)
		body := b.body.Bytes()
		isPage := strings.HasPrefix(w.Header().Get("Content-Type"), "text/html")
		switch {
		case isPage:
			body = FixPage(body)
		case r.URL.Path == "/app.js":
			body = FixAppJS(body)
		}
		header := w.Header()
		header.Del("Etag")
		header.Set("Cache-Control", revalidateCaching)
		if b.status == http.StatusOK && !isPage {
			digest := contentDigest(body)
			header.Set("Etag", `"`+digest+`"`)
			if r.URL.Query().Get(versionParam) == digest {
				header.Set("Cache-Control", immutableCaching) // as staticFiles
			}
		}
		header.Set("Content-Length", strconv.Itoa(len(body)))
		w.WriteHeader(b.status)
		w.Write(body)
	})
}

// goappProxied are the paths whose files go-app fetches over HTTP from
// the host that the request's Host header names, and keeps for every
// later request: FixPages serves them from web/ instead.
var goappProxied = map[string]bool{"/robots.txt": true, "/sitemap.xml": true, "/ads.txt": true}

// withPath returns r for another path.
func withPath(r *http.Request, path string) *http.Request {
	r = r.Clone(r.Context())
	r.URL.Path, r.URL.RawPath = path, ""
	return r
}

// bufferedResponse keeps a response's body, to be mended before it is
// sent.
type bufferedResponse struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (b *bufferedResponse) Header() http.Header         { return b.header }
func (b *bufferedResponse) WriteHeader(status int)      { b.status = status }
func (b *bufferedResponse) Write(p []byte) (int, error) { return b.body.Write(p) }

var (
	goappViewport = []byte(`width=device-width, initial-scale=1, maximum-scale=1, user-scalable=0, viewport-fit=cover`)
	viewport      = []byte(`width=device-width, initial-scale=1, viewport-fit=cover`)
	metaTag       = regexp.MustCompile(`<meta [^>]*>`)
	wasmExecTag   = regexp.MustCompile(`src="([^"]*)` + regexp.QuoteMeta(wasmExecPath) + `"`)
	startTag      = regexp.MustCompile(`<[a-zA-Z][^>]*>`)
	bareARIA      = regexp.MustCompile(`(\s)(aria-[a-z]+)(\s|/?>)`)
)

// loadingLabel is what the loader says while the wasm downloads, followed
// by the percentage done once app.js knows it.
const loadingLabel = "Loading the solver…"

// FixPage mends a page that go-app wrote: zooming is allowed, an og:url
// that is not absolute is left out, and the loader shows no percentage
// before app.js can know it. go-app's wasm_exec.js is named at its
// versioned URL, and ARIA attributes that go-app writes bare are "true".
func FixPage(page []byte) []byte {
	page = startTag.ReplaceAllFunc(page, trueARIA)
	page = bytes.Replace(page, goappViewport, viewport, 1)
	page = wasmExecTag.ReplaceAll(page, []byte(`src="${1}`+versionedWasmExec()+`"`))
	page = bytes.Replace(page, []byte(">"+loadingLabel+" 0<"), []byte(">"+loadingLabel+"<"), 1)
	return metaTag.ReplaceAllFunc(page, func(tag []byte) []byte {
		if bytes.Contains(tag, []byte(`property="og:url"`)) && !bytes.Contains(tag, []byte(`content="http`)) {
			return nil
		}
		return tag
	})
}

// trueARIA writes the ARIA attributes of an element's start tag that
// go-app writes bare for "true", such as aria-selected, with their value:
// a bare one reads as "" to screen readers and to the page's style, which
// is not true.
func trueARIA(tag []byte) []byte {
	for bareARIA.Match(tag) { // twice for two in a row, which share a space
		tag = bareARIA.ReplaceAll(tag, []byte(`${1}${2}="true"${3}`))
	}
	return tag
}

// appJSFixes mend go-app's app.js:
//   - the wasm is compiled and warmed up in the loader Worker
//     (wasmLoaderJS), with go-app's own loader as its fallback;
//   - Go runs in a task of its own, not in the one that ends the download;
//   - the service worker is registered once the wasm has come, so that its
//     copy of app.wasm comes from the HTTP cache, not from a second
//     download beside the first;
//   - the loading pill stays until the app is live, so that the page
//     never looks idle and inert at once;
//   - the loading label is set without a layout, and shows a percentage
//     only when the download's size is known (go-app's shows NaN, or more
//     than 100, when the response is compressed or its size unknown).
var appJSFixes = strings.NewReplacer(
	`const wasm = await instantiateStreaming(
      fetchWithProgress(`, `const wasm = await nqueensInstantiate(instantiateStreaming,
      `,
	`, showProgress),
      go.importObject`, `, showProgress,
      go.importObject`,
	`go.run(wasm.instance);
    loader.remove();`, `await new Promise((resume) => setTimeout(resume, 0));
    go.run(wasm.instance);
    goappInitServiceWorker();
    nqueensRemoveWhenLive(loader);`,
	"\ngoappInitServiceWorker();\n", "\n",
	`progess(Math.round((loaded * 100) / total));`, `progess(nqueensPercent(loaded, total));`,
	`showProgress(0);`, `showProgress("");`,
	// textContent, unlike innerText, sets the label without a layout.
	`loaderLabel.innerText = goappLoadingLabel`, `loaderLabel.textContent = goappLoadingLabel`,
)

// wasmLoaderJS is the page's side of the loader Worker, web/app-loader.js.
//
//go:embed wasm_loader.js
var wasmLoaderJS string

// FixAppJS mends go-app's app.js with appJSFixes, and adds the page's side
// of the loader Worker and the links before live (prelive.js).
func FixAppJS(js []byte) []byte {
	return []byte(appJSFixes.Replace(string(js)) + wasmLoaderJS + preliveJS)
}
