//go:build !(js && wasm)

package server

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestETagMatches(t *testing.T) {
	for _, tt := range []struct {
		ifNoneMatch, etag string
		want              bool
	}{
		{`"a"`, `"a"`, true},
		{`"b"`, `"a"`, false},
		{`"b", "a"`, `"a"`, true},
		{`"b","a"`, `"a"`, true},
		{`W/"a"`, `"a"`, true},
		{`"a"`, `W/"a"`, true},
		{`*`, `"a"`, true},
		{`*`, ``, false},
		{`""`, ``, false},
		{`"a-gzip"`, `"a"`, false},
		{`"a"`, `"a-gzip"`, false},
		{`a`, `"a"`, false},
	} {
		if got := etagMatches(tt.ifNoneMatch, tt.etag); got != tt.want {
			t.Errorf("etagMatches(%s, %s) = %v, want %v", tt.ifNoneMatch, tt.etag, got, tt.want)
		}
	}
}

// TestRevalidate checks that revalidate answers 304 only for a 200 whose
// ETag matches, stops the body being written then, and hides the
// request's validators from the handler.
func TestRevalidate(t *testing.T) {
	for _, tt := range []struct {
		name, ifNoneMatch, etag string
		status, want            int
	}{
		{"its own ETag", `"x"`, `"x"`, http.StatusOK, http.StatusNotModified},
		{"another ETag", `"y"`, `"x"`, http.StatusOK, http.StatusOK},
		{"no ETag", `"x"`, ``, http.StatusOK, http.StatusOK},
		{"no condition", ``, `"x"`, http.StatusOK, http.StatusOK},
		{"not found", `"x"`, `"x"`, http.StatusNotFound, http.StatusNotFound},
	} {
		var sawValidators bool
		var writeErr error
		h := revalidate(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			sawValidators = r.Header.Get("If-None-Match") != "" || r.Header.Get("If-Modified-Since") != ""
			if tt.etag != "" {
				w.Header().Set("Etag", tt.etag)
			}
			w.Header().Set("Content-Type", "text/plain")
			w.WriteHeader(tt.status)
			_, writeErr = w.Write([]byte("body"))
		}))
		req := httptest.NewRequest("GET", "/", nil)
		if tt.ifNoneMatch != "" {
			req.Header.Set("If-None-Match", tt.ifNoneMatch)
			req.Header.Set("If-Modified-Since", "Mon, 02 Jan 2006 15:04:05 GMT")
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != tt.want || sawValidators {
			t.Errorf("%s: %d, want %d; the handler saw the validators: %v", tt.name, rec.Code, tt.want, sawValidators)
		}
		notModified := tt.want == http.StatusNotModified
		if notModified != (rec.Body.Len() == 0) || notModified != errors.Is(writeErr, http.ErrBodyNotAllowed) {
			t.Errorf("%s: body %q, write error %v", tt.name, rec.Body, writeErr)
		}
		if notModified && (rec.Header().Get("Content-Type") != "" || rec.Header().Get("Etag") != tt.etag) {
			t.Errorf("%s: the 304 has Content-Type %q and ETag %q", tt.name, rec.Header().Get("Content-Type"), rec.Header().Get("Etag"))
		}
	}
}

// TestFixPagesHidesGoAppsVersion checks that go-app's ETag, its Version,
// which it gives every response, neither leaves fixPages nor makes go-app
// answer 304 for another page.
func TestFixPagesHidesGoAppsVersion(t *testing.T) {
	site := siteFor(t) // Version "test"
	for _, path := range []string{"/?n=9", "/app.js", "/web/app.wasm", "/web/nowhere", "/nowhere"} {
		req := httptest.NewRequest("GET", path, nil)
		req.Header.Set("If-None-Match", `"test"`)
		rec := httptest.NewRecorder()
		site.ServeHTTP(rec, req)
		if rec.Code == http.StatusNotModified || rec.Header().Get("Etag") == `"test"` {
			t.Errorf("GET %s with go-app's version as If-None-Match: %d, ETag %q", path, rec.Code, rec.Header().Get("Etag"))
		}
	}
}
