//go:build !(js && wasm)

package server

import (
	"net/http"
	"strings"

	nqapp "nqueens/app"
)

// contentSecurityPolicy allows the page its own files, the compilation of
// its wasm ('wasm-unsafe-eval', which Go's wasm needs), its start (bootJS,
// by its digest) and the style attributes that go-app sets, and nothing
// else: no other origin, no other inline script, and framing
// (frameAncestors) by no page.
var contentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' " + bootHash + "; " +
	"worker-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; " +
	"connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; " +
	"form-action 'self'; " + frameAncestors

const frameAncestors = "frame-ancestors 'none'"

// embedSecurityPolicy is an embed's: any page may frame it, as a blog or a
// course page does.
var embedSecurityPolicy = strings.Replace(contentSecurityPolicy, frameAncestors, "frame-ancestors *", 1)

// secure adds the security headers to every response. Embeds alone may be
// framed, by any page; everything else by none.
func secure(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		header := w.Header()
		header.Set("X-Content-Type-Options", "nosniff")
		header.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		if nqapp.IsEmbed(r.URL.Path) {
			header.Set("Content-Security-Policy", embedSecurityPolicy)
		} else {
			header.Set("Content-Security-Policy", contentSecurityPolicy)
			header.Set("X-Frame-Options", "DENY")
		}
		h.ServeHTTP(w, r)
	})
}
