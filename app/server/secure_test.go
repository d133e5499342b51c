//go:build !(js && wasm)

package server

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestServerSecurity(t *testing.T) {
	root := fakeRoot(t)
	if err := os.WriteFile(filepath.Join(root, "secret.txt"), []byte("not for the web"), 0o644); err != nil {
		t.Fatal(err)
	}
	addr, stop := startTestServer(t, root)
	defer stop()
	res, _ := get(t, "http://"+addr+"/?n=8", true)
	for header, want := range map[string]string{
		"Content-Security-Policy": "'wasm-unsafe-eval'",
		"X-Content-Type-Options":  "nosniff",
		"Referrer-Policy":         "strict-origin-when-cross-origin",
		"X-Frame-Options":         "DENY",
	} {
		if got := res.Header.Get(header); !strings.Contains(got, want) {
			t.Errorf("%s: %q, want %q in it", header, got, want)
		}
	}
	if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "frame-ancestors 'none'") || strings.Contains(csp, "unsafe-eval'") && !strings.Contains(csp, "wasm-unsafe-eval") {
		t.Errorf("CSP %q", csp)
	}
	// Embeds may be framed by any page, and nothing else by any.
	for path, framed := range map[string]bool{"/embed?n=8": true, "/embed.html?n=6&panel=steps": true, "/": false, "/web/app.css": false, "/embedded": false} {
		res, _ := get(t, "http://"+addr+path, true)
		csp, xfo := res.Header.Get("Content-Security-Policy"), res.Header.Get("X-Frame-Options")
		if got := strings.Contains(csp, "frame-ancestors *") && xfo == ""; got != framed || !strings.Contains(csp, "default-src 'self'") {
			t.Errorf("%s: CSP %q, X-Frame-Options %q; framed by any page: %v, want %v", path, csp, xfo, got, framed)
		}
	}
	for _, path := range []string{"/web/", "/web", "/web/../secret.txt", "/web/%2e%2e/secret.txt", "/web/..%2fsecret.txt", "/secret.txt", "/web/../go.mod"} {
		req, _ := http.NewRequest("GET", "http://"+addr+path, nil)
		req.URL.Opaque = path // send the path as it is, unclean
		res, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusNotFound || strings.Contains(string(body), "not for the web") || strings.Contains(string(body), "app.wasm</a>") {
			t.Errorf("GET %s: %s, %.60q", path, res.Status, body)
		}
	}
}
