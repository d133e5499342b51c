//go:build !(js && wasm)

package server

import "net/http"

// contentSecurityPolicy allows the page its own files, the compilation of
// its wasm ('wasm-unsafe-eval', which Go's wasm needs) and the style
// attributes that go-app sets, and nothing else: no other origin, no
// inline script, no framing.
const contentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
	"worker-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; " +
	"connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; " +
	"form-action 'self'; frame-ancestors 'none'"

// secure adds the security headers to every response.
func secure(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		header := w.Header()
		header.Set("Content-Security-Policy", contentSecurityPolicy)
		header.Set("X-Content-Type-Options", "nosniff")
		header.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		header.Set("X-Frame-Options", "DENY")
		h.ServeHTTP(w, r)
	})
}
