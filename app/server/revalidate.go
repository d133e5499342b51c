//go:build !(js && wasm)

package server

import (
	"net/http"
	"strings"
)

// revalidate answers a request whose If-None-Match names the ETag of the
// response h gives it with 304 Not Modified, and any other with that
// response. It decides on the ETag the response finally carries, after
// every wrapper inside it (compression suffixes the ETag of what it
// compresses), so that a request is matched against its own response's
// ETag and never one that another resource or another encoding shares.
//
// The request's validators are taken off before h sees them: go-app
// answers 304 to its Version, the same for every resource.
func revalidate(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ifNoneMatch := strings.Join(r.Header.Values("If-None-Match"), ",")
		if ifNoneMatch == "" {
			h.ServeHTTP(w, r)
			return
		}
		h.ServeHTTP(&notModifiedWriter{ResponseWriter: w, ifNoneMatch: ifNoneMatch}, withoutValidators(r))
	})
}

// withoutValidators returns r without If-None-Match, and without
// If-Modified-Since when If-None-Match was there, as RFC 9110 has a server
// ignore it then.
func withoutValidators(r *http.Request) *http.Request {
	if r.Header.Get("If-None-Match") == "" {
		return r
	}
	r = r.Clone(r.Context())
	r.Header.Del("If-None-Match")
	r.Header.Del("If-Modified-Since")
	return r
}

// notModifiedWriter sends 304 Not Modified, and no body, in place of a
// 200 OK whose ETag matches ifNoneMatch.
type notModifiedWriter struct {
	http.ResponseWriter
	ifNoneMatch string
	decided     bool // whether the status is written
	notModified bool // whether it is 304
}

func (w *notModifiedWriter) WriteHeader(status int) {
	if w.decided {
		return
	}
	w.decided = true
	header := w.Header()
	if status == http.StatusOK && etagMatches(w.ifNoneMatch, header.Get("Etag")) {
		w.notModified = true
		status = http.StatusNotModified
		// As net/http's ServeContent: a 304 keeps the validators and the
		// caching headers, but describes no body.
		for _, field := range []string{"Content-Type", "Content-Length", "Content-Encoding", "Last-Modified"} {
			header.Del(field)
		}
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *notModifiedWriter) Write(p []byte) (int, error) {
	if !w.decided {
		w.WriteHeader(http.StatusOK)
	}
	if w.notModified {
		// Tells whatever writes the body, such as a file's copy, to stop.
		return 0, http.ErrBodyNotAllowed
	}
	return w.ResponseWriter.Write(p)
}

// Flush sends what is written so far, once the status is decided.
func (w *notModifiedWriter) Flush() {
	if !w.decided {
		w.WriteHeader(http.StatusOK)
	}
	if f, ok := w.ResponseWriter.(http.Flusher); ok && !w.notModified {
		f.Flush()
	}
}

// Unwrap gives http.ResponseController the writer underneath.
func (w *notModifiedWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// etagMatches reports whether an If-None-Match list names etag, by the
// weak comparison that RFC 9110 asks of If-None-Match: W/ is ignored. "*"
// matches any response that has an ETag.
func etagMatches(ifNoneMatch, etag string) bool {
	if etag == "" {
		return false
	}
	etag = strings.TrimPrefix(etag, "W/")
	for _, candidate := range strings.Split(ifNoneMatch, ",") {
		candidate = strings.TrimSpace(candidate)
		if candidate == "*" || strings.TrimPrefix(candidate, "W/") == etag {
			return true
		}
	}
	return false
}
