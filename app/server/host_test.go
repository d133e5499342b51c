//go:build !(js && wasm)

package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
)

// hostPaths are the server's kinds of answer: pages, go-app's files, the
// files go-app would fetch from the request's host, previews, web/'s
// files and a miss.
var hostPaths = []string{
	"/", "/?n=8&sol=5", "/?n=1000&mode=random&seed=3&solver=minconflicts",
	"/app.js", "/app-worker.js", "/manifest.webmanifest", "/wasm_exec.js",
	"/robots.txt", "/sitemap.xml", "/ads.txt",
	"/preview.png?n=8", "/web/app.css", "/nowhere",
}

// TestHostileHostIsNeverUsed sends every kind of request with a Host
// header (and an X-Forwarded-Host) that names another server, with and
// without -base-url: no response may name that host, in its headers or its
// body, and the server must never connect to it, as go-app does to fetch
// robots.txt.
func TestHostileHostIsNeverUsed(t *testing.T) {
	var contacted atomic.Int32
	hostile := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		contacted.Add(1)
		w.Write([]byte("Disallow: the hostile host's own robots.txt"))
	}))
	defer hostile.Close()
	hostileHost := strings.TrimPrefix(hostile.URL, "http://")
	root := siteRoot(t)
	for _, base := range []string{"", "https://lab.example/nqueens/"} {
		setBaseURL(t, base)
		addr, stop := startTestServer(t, root)
		for _, host := range []string{hostileHost, "evil.example"} {
			for _, path := range hostPaths {
				req := mustRequest(t, "http://"+addr+path)
				req.Host = host
				req.Header.Set("X-Forwarded-Host", host)
				res, err := http.DefaultTransport.RoundTrip(req)
				if err != nil {
					t.Fatal(err)
				}
				body := readAll(t, res)
				if res.StatusCode >= 500 {
					t.Errorf("base %q, Host %s, GET %s: %s", base, host, path, res.Status)
				}
				if strings.Contains(body, host) || strings.Contains(body, "hostile host") {
					t.Errorf("base %q, Host %s, GET %s: the body names that host", base, host, path)
				}
				for field, values := range res.Header {
					if strings.Contains(strings.Join(values, " "), host) {
						t.Errorf("base %q, Host %s, GET %s: %s names that host", base, host, path, field)
					}
				}
			}
		}
		stop()
	}
	if n := contacted.Load(); n != 0 {
		t.Errorf("the server made %d requests to the host that a request's Host header named", n)
	}
}
