//go:build !(js && wasm)

package server

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

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
