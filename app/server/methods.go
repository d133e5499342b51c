//go:build !(js && wasm)

package server

import "net/http"

// allowedMethods are the methods the server answers; the site only
// serves files and pages.
const allowedMethods = "GET, HEAD"

// getOrHead passes GET and HEAD requests to h and refuses every other
// method with 405 Method Not Allowed and an Allow header.
func getOrHead(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", allowedMethods)
			http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
			return
		}
		h.ServeHTTP(w, r)
	})
}
