//go:build !(js && wasm)

package server

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestOnlyGetAndHead checks that getOrHead passes GET and HEAD on and
// refuses the other methods, and that New uses it.
func TestOnlyGetAndHead(t *testing.T) {
	reached := false
	h := getOrHead(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { reached = true }))
	for _, method := range []string{"GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "BREW"} {
		reached = false
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(method, "/?n=8", nil))
		allowed := method == "GET" || method == "HEAD"
		if reached != allowed {
			t.Errorf("%s reached the handler: %v", method, reached)
		}
		if !allowed && (w.Code != http.StatusMethodNotAllowed || w.Header().Get("Allow") != "GET, HEAD") {
			t.Errorf("%s: %d, Allow %q", method, w.Code, w.Header().Get("Allow"))
		}
	}

	addr, stop := startTestServer(t, fakeRoot(t))
	defer stop()
	for _, method := range []string{"GET", "HEAD", "POST", "DELETE", "OPTIONS"} {
		req, _ := http.NewRequest(method, "http://"+addr+"/?n=8", strings.NewReader(""))
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		want := http.StatusOK
		if method != "GET" && method != "HEAD" {
			want = http.StatusMethodNotAllowed
		}
		if res.StatusCode != want || want == http.StatusMethodNotAllowed && (res.Header.Get("Allow") != "GET, HEAD" || strings.Contains(string(body), "<html")) {
			t.Errorf("%s /?n=8: %s, Allow %q, %.40q", method, res.Status, res.Header.Get("Allow"), body)
		}
	}
}

// mustRequest makes a GET request for url.
func mustRequest(t *testing.T, url string) *http.Request {
	t.Helper()
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		t.Fatal(err)
	}
	return req
}
