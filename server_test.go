package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"html"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

// fakeRoot makes a folder with web/ as make leaves it; the wasm files hold
// placeholder bytes, which the server only hashes and sends.
func fakeRoot(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	web := filepath.Join(root, "web")
	if err := os.Mkdir(web, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range builtFiles {
		data := []byte(strings.Repeat("wasm bytes of "+name+" ", 500))
		if err := os.WriteFile(filepath.Join(web, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// startTestServer runs serve on a free port and returns its address and a
// function that stops it and returns serve's error.
func startTestServer(t *testing.T, root string) (string, func() error) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serve(ctx, addr, root, io.Discard) }()
	for i := 0; ; i++ {
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
			break
		}
		if i == 100 {
			t.Fatalf("the server did not start: %v", <-done)
		}
		time.Sleep(20 * time.Millisecond)
	}
	return addr, func() error { cancel(); return <-done }
}

func get(t *testing.T, url string, gzipped bool) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	tr := &http.Transport{DisableCompression: true}
	if gzipped {
		req.Header.Set("Accept-Encoding", "gzip")
	}
	res, err := (&http.Client{Transport: tr}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var body io.Reader = res.Body
	if res.Header.Get("Content-Encoding") == "gzip" {
		if body, err = gzip.NewReader(res.Body); err != nil {
			t.Fatal(err)
		}
	}
	b, err := io.ReadAll(body)
	if err != nil {
		t.Fatal(err)
	}
	return res, string(b)
}

func TestServerPrerendersLinks(t *testing.T) {
	addr, stop := startTestServer(t, fakeRoot(t))
	tests := []struct {
		path string
		want []string
	}{
		{"/?n=4&sol=2", []string{`data-n="4"`, `data-solutions="2"`, `data-index="2"`, "Solution 2 of 2",
			"<title>4 queens · solution 2 of 2 — N-Queens Lab</title>"}},
		{"/?n=abc", []string{`data-n="8"`, "not a whole number", "Solution 1 of 92"}},
		{"/?n=8&sol=1000", []string{`data-index="92"`, "has 92 solutions"}},
		{"/?n=3", []string{"No solution exists for n = 3"}},
		{"/?n=32", []string{`data-n="32"`, `data-reach="none"`}},
	}
	for _, tt := range tests {
		res, body := get(t, "http://"+addr+tt.path, true)
		if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "gzip" {
			t.Errorf("GET %s: %s, encoding %q", tt.path, res.Status, res.Header.Get("Content-Encoding"))
		}
		for _, want := range tt.want {
			if !strings.Contains(body, want) {
				t.Errorf("GET %s: the page lacks %q", tt.path, want)
			}
		}
	}
	_, body := get(t, "http://"+addr+"/?n=4&sol=2", false)
	meta := metaTags(body)
	for key, prefix := range map[string]string{
		"og:title": "4 queens · solution 2 of 2 — N-Queens Lab", "twitter:title": "4 queens · solution 2 of 2",
		"twitter:card": "summary", "og:image": "/web/icon-512.png", "og:description": "Solution 2 of the 4-queens puzzle",
	} {
		if !strings.HasPrefix(meta[key], prefix) {
			t.Errorf("GET /?n=4&sol=2: meta %s is %q, want it to start with %q", key, meta[key], prefix)
		}
	}
	if _, body := get(t, "http://"+addr+"/?n=6", false); strings.Count(body, ` queen"`) != 6 {
		t.Errorf("the prerendered n=6 board does not have 6 queens")
	}
	if err := stop(); err != nil {
		t.Errorf("graceful shutdown: %v", err)
	}
}

// metaTags maps each meta tag's property or name to its content. Attribute
// order is not fixed: go-app writes them from a map.
func metaTags(page string) map[string]string {
	tags := map[string]string{}
	attr := regexp.MustCompile(`(\w[\w:-]*)="([^"]*)"`)
	for _, tag := range regexp.MustCompile(`<meta\s[^>]*>`).FindAllString(page, -1) {
		fields := map[string]string{}
		for _, m := range attr.FindAllStringSubmatch(tag, -1) {
			fields[m[1]] = html.UnescapeString(m[2])
		}
		key := fields["property"]
		if key == "" {
			key = fields["name"]
		}
		tags[key] = fields["content"]
	}
	return tags
}

func TestServerCompressesTheWasm(t *testing.T) {
	addr, stop := startTestServer(t, fakeRoot(t))
	defer stop()
	res, body := get(t, "http://"+addr+"/web/app.wasm", true)
	if res.Header.Get("Content-Encoding") != "gzip" || !strings.HasPrefix(body, "wasm bytes of app.wasm") {
		t.Errorf("app.wasm: encoding %q, body %.30q", res.Header.Get("Content-Encoding"), body)
	}
	res, _ = get(t, "http://"+addr+"/nowhere", true)
	if res.StatusCode != http.StatusNotFound {
		t.Errorf("GET /nowhere: %s", res.Status)
	}
}

func TestServerNeedsTheBuild(t *testing.T) {
	err := serve(context.Background(), "127.0.0.1:0", t.TempDir(), io.Discard)
	if err == nil || !strings.Contains(err.Error(), "has not been built: run make") {
		t.Errorf("serving without wasm: %v", err)
	}
}

func TestServerReportsAPortInUse(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	err = serve(context.Background(), ln.Addr().String(), fakeRoot(t), io.Discard)
	if err == nil || !strings.Contains(err.Error(), "cannot listen on") {
		t.Errorf("serving on a taken port: %v", err)
	}
}

func TestVersionFollowsTheWasm(t *testing.T) {
	root := fakeRoot(t)
	v1, err := buildVersion(root)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := buildVersion(root); again != v1 {
		t.Errorf("version changed from %s to %s without a rebuild", v1, again)
	}
	if err := os.WriteFile(filepath.Join(root, "web", "app.wasm"), []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	v2, _ := buildVersion(root)
	if v2 == v1 {
		t.Errorf("version %s did not change with app.wasm", v1)
	}
	if err := os.WriteFile(filepath.Join(root, "web", "app.css"), []byte("body{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if v3, _ := buildVersion(root); v3 == v2 {
		t.Errorf("version %s did not change with a new app.css", v2)
	}
}

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

func TestServerSendsPrecompressedCopies(t *testing.T) {
	root := fakeRoot(t)
	original := filepath.Join(root, "web", "app.wasm")
	brotliCopy := bytes.Buffer{}
	bw := brotli.NewWriter(&brotliCopy)
	bw.Write([]byte("the brotli copy"))
	bw.Close()
	if err := os.WriteFile(original+".br", brotliCopy.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	addr, stop := startTestServer(t, root)
	defer stop()
	for _, tt := range []struct {
		accept, encoding, body string
	}{
		{"gzip, deflate, br", "br", "the brotli copy"},
		{"br;q=0, gzip", "gzip", "wasm bytes of app.wasm"}, // compressed as it is sent
		{"", "", "wasm bytes of app.wasm"},
	} {
		req, _ := http.NewRequest("GET", "http://"+addr+"/web/app.wasm", nil)
		if tt.accept != "" {
			req.Header.Set("Accept-Encoding", tt.accept)
		}
		res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		var body io.Reader = res.Body
		switch res.Header.Get("Content-Encoding") {
		case "br":
			body = brotli.NewReader(res.Body)
		case "gzip":
			body, _ = gzip.NewReader(res.Body)
		}
		data, _ := io.ReadAll(body)
		res.Body.Close()
		if res.Header.Get("Content-Encoding") != tt.encoding || !strings.HasPrefix(string(data), tt.body) || res.Header.Get("Content-Type") != "application/wasm" {
			t.Errorf("Accept-Encoding %q: %s, %q, %q, %.30q", tt.accept, res.Status, res.Header.Get("Content-Encoding"), res.Header.Get("Content-Type"), data)
		}
	}
	// A copy older than its file is stale and is not sent.
	old := time.Now().Add(-time.Hour)
	os.Chtimes(original+".br", old, old)
	req, _ := http.NewRequest("GET", "http://"+addr+"/web/app.wasm", nil)
	req.Header.Set("Accept-Encoding", "br")
	res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.Header.Get("Content-Encoding") == "br" {
		t.Error("a stale brotli copy was sent")
	}
}
