//go:build !(js && wasm)

package server

import (
	"bytes"
	_ "embed"
	"net/http"
	"strconv"
	"strings"
)

// fixPages wraps go-app's handler h to mend what go-app writes the same
// for every site: the page's viewport forbids zooming, which a phone's
// reader may need; a page without a canonical link would carry a relative
// og:url; and the loader shows "NaN%" when the wasm's size is unknown, as
// it is when a host compresses it. The files under /web/ pass untouched.
//
// It also mends go-app's caching, which gives every response the same
// ETag, its Version: each page and each of go-app's files (app.js, the
// manifest…) gets an ETag of its own bytes. A page, an HTML page of
// go-app's whatever its route, is the same bytes for every request of its
// link (its prerender depends on the link alone), so shared caches may
// keep it (pageCaching); go-app's files are revalidated before use, but at
// a URL that carries the file's digest, as the page and the Workers ask
// for wasm_exec.js, where they are kept for good.
// go-app never sees the request's validators, which would have it answer
// 304 by its Version (revalidate decides instead), and the files it would
// fetch from the request's Host (robots.txt and the like) are the ones in
// web/.
func fixPages(h http.Handler) http.Handler {
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
			body = withOEmbedLink(fixPage(body))
		case r.URL.Path == "/app.js":
			body = fixAppJS(body)
		case r.URL.Path == "/manifest.webmanifest":
			body = fixManifest(body)
		}
		header := w.Header()
		header.Del("Etag")
		header.Set("Cache-Control", revalidateCaching)
		if b.status == http.StatusOK {
			digest := contentDigest(body)
			header.Set("Etag", `"`+digest+`"`)
			switch {
			case isPage:
				header.Set("Cache-Control", pageCaching)
			case r.URL.Query().Get(versionParam) == digest:
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
// later request: fixPages serves them from web/ instead.
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
