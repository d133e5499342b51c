//go:build !(js && wasm)

package server

import (
	"net/http"

	"github.com/klauspost/compress/gzhttp"

	nqapp "nqueens/app"
)

// New returns the handler of the N-Queens Lab, served from root, whose
// web/ make builds: the page, prerendered for each link, and go-app's
// files, mended (fixPages); the preview images of links; and the files of
// web/. Its responses are compressed and carry the security headers and an
// ETag of the bytes they send, on which a conditional request is answered
// (revalidate). It answers only GET and HEAD. Its error says what to do
// when the wasm has not been built.
func New(root string) (http.Handler, error) {
	version, err := buildVersion(root)
	if err != nil {
		return nil, err
	}
	nqapp.Register()
	return getOrHead(newHandler(root, version)), nil
}

// newHandler is the site's pages and files (newPages) with compressed
// responses and security headers, the preview images of links and oEmbed. A conditional request is
// answered on the ETag of the response as it is finally sent: compressed
// on the fly, its ETag is the file's with the encoding after it
// ("…-gzip", "…-zstd"), and never the same as another encoding's.
func newHandler(root, version string) http.Handler {
	compress, err := gzhttp.NewWrapper(gzhttp.MinSize(1024), gzhttp.ContentTypeFilter(compressible), gzhttp.SuffixETag("-gzip"))
	if err != nil {
		panic(err) // the options are constants
	}
	nqapp.DrawsPreviews = true
	site := newPages(root, version)
	return revalidate(compress(secure(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case nqapp.PreviewPath:
			servePreview(w, r)
			return
		case OEmbedPath:
			serveOEmbed(w, r)
			return
		}
		site.ServeHTTP(w, r)
	}))))
}

// compressible reports whether a response of this content type is worth
// compressing: text, and the wasm, which shrinks to about a quarter.
func compressible(contentType string) bool {
	return gzhttp.DefaultContentTypeFilter(contentType) || contentType == "application/wasm"
}
