//go:build !(js && wasm)

package server

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/zstd"
)

// siteRoot makes a folder with web/ as make leaves it: fakeRoot's wasm,
// the brotli and gzip copies of app.wasm, the style sheet, the icons and
// the Workers' scripts.
func siteRoot(t *testing.T) string {
	t.Helper()
	root := fakeRoot(t)
	web := filepath.Join(root, "web")
	wasm, err := os.ReadFile(filepath.Join(web, "app.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	var br, gz bytes.Buffer
	bw := brotli.NewWriter(&br)
	bw.Write(wasm)
	bw.Close()
	gw := gzip.NewWriter(&gz)
	gw.Write(wasm)
	gw.Close()
	for name, data := range map[string][]byte{
		"app.wasm.br":   br.Bytes(),
		"app.wasm.gz":   gz.Bytes(),
		"app.css":       []byte(strings.Repeat("body { color: black; }\n", 100)),
		"icon-192.png":  []byte("png 192"),
		"icon-512.png":  []byte("png 512"),
		"icon.svg":      []byte("<svg></svg>"),
		"worker.js":     []byte(strings.Repeat("// the worker\n", 100)),
		"app-loader.js": []byte(strings.Repeat("// the loader\n", 100)),
	} {
		if err := os.WriteFile(filepath.Join(web, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// serveSiteRoot serves siteRoot until the test ends, and returns the
// root and the site's address.
func serveSiteRoot(t *testing.T) (root, site string) {
	t.Helper()
	root = siteRoot(t)
	addr, stop := startTestServer(t, root)
	t.Cleanup(func() { stop() })
	return root, "http://" + addr
}

// fetchText returns the body of a GET of url, as text.
func fetchText(t *testing.T, url string) string {
	t.Helper()
	return string(fetchRaw(t, url, "", "").body)
}

// fetched is a response as it came, its body still encoded.
type fetched struct {
	status int
	header http.Header
	body   []byte
}

// fetchRaw sends a GET for url, with the Accept-Encoding and
// If-None-Match given when they are not empty, and returns the response
// as it came.
func fetchRaw(t *testing.T, url, acceptEncoding, ifNoneMatch string) fetched {
	t.Helper()
	req := mustRequest(t, url)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	if ifNoneMatch != "" {
		req.Header.Set("If-None-Match", ifNoneMatch)
	}
	res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return fetched{res.StatusCode, res.Header, body}
}

// decoded is the body of f without its Content-Encoding.
func decoded(t *testing.T, f fetched) []byte {
	t.Helper()
	var r io.Reader = bytes.NewReader(f.body)
	var err error
	switch f.header.Get("Content-Encoding") {
	case "":
		return f.body
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		r, err = gzip.NewReader(r)
	case "zstd":
		var d *zstd.Decoder
		d, err = zstd.NewReader(r)
		r = d
	default:
		t.Fatalf("unknown Content-Encoding %q", f.header.Get("Content-Encoding"))
	}
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// digestOf is the first 32 hex digits of b's SHA-256, as the server names
// content.
func digestOf(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])[:32]
}

// cacheCases are resources, each in one encoding: every one must have an
// ETag of its own.
var cacheCases = []struct {
	name, path, accept string
	page               bool
}{
	{"page n=8", "/?n=8", "gzip", true},
	{"page n=9", "/?n=9", "", true},
	{"app.wasm", "/web/app.wasm", "", false},
	{"app.wasm, brotli copy", "/web/app.wasm", "br", false},
	{"app.wasm, gzip copy", "/web/app.wasm", "gzip", false},
	{"app.wasm, zstd on the fly", "/web/app.wasm", "zstd", false},
	{"web/app-loader.js, gzip on the fly", "/web/app-loader.js", "gzip", false},
	{"web/app.css", "/web/app.css", "", false},
	{"web/worker.js", "/web/worker.js", "", false},
	{"app.js", "/app.js", "", false},
	{"app.js, gzip on the fly", "/app.js", "gzip", false},
	{"app-worker.js", "/app-worker.js", "", false},
	{"manifest", "/manifest.webmanifest", "", false},
	{"wasm_exec.js", "/wasm_exec.js", "", false},
	{"preview", "/preview.png?n=8", "", false},
}

// TestEachResponseHasItsOwnETag checks that every resource, in every
// encoding, pages too, has an ETag made from its own bytes, and that a
// conditional request is answered 304 only for its own ETag: another
// resource's, or another encoding's, gets the whole response.
func TestEachResponseHasItsOwnETag(t *testing.T) {
	addr, stop := startTestServer(t, siteRoot(t))
	defer stop()
	first := make([]fetched, len(cacheCases))
	owner := map[string]string{}
	for i, c := range cacheCases {
		f := fetchRaw(t, "http://"+addr+c.path, c.accept, "")
		first[i] = f
		etag := f.header.Get("Etag")
		if f.status != http.StatusOK {
			t.Fatalf("%s: %d", c.name, f.status)
		}
		if c.page && f.header.Get("Cache-Control") != pageCaching {
			t.Errorf("%s: Cache-Control %q, want %q", c.name, f.header.Get("Cache-Control"), pageCaching)
		}
		if other, ok := owner[etag]; ok {
			t.Errorf("%s and %s share the ETag %s", c.name, other, etag)
		}
		owner[etag] = c.name
		// The ETag names the bytes sent: a file or its copy by their
		// digest, and what is compressed on the fly by its file's, with
		// the encoding after it.
		opaque, ok := strings.CutPrefix(etag, `"`)
		opaque, ok2 := strings.CutSuffix(opaque, `"`)
		want := digestOf(f.body)
		if enc := f.header.Get("Content-Encoding"); strings.HasSuffix(opaque, "-"+enc) {
			want = digestOf(decoded(t, f)) + "-" + enc
		}
		if !ok || !ok2 || opaque != want {
			t.Errorf("%s (Content-Encoding %q): ETag %s, want \"%s\", from the bytes it sends", c.name, f.header.Get("Content-Encoding"), etag, want)
		}
	}
	for i, c := range cacheCases {
		for j, other := range cacheCases {
			etag := first[j].header.Get("Etag")
			if etag == "" {
				continue
			}
			f := fetchRaw(t, "http://"+addr+c.path, c.accept, etag)
			switch {
			case i == j && (f.status != http.StatusNotModified || len(f.body) != 0 || f.header.Get("Etag") != etag):
				t.Errorf("%s with its own ETag %s: %d, %d bytes, ETag %q; want 304 and no body", c.name, etag, f.status, len(f.body), f.header.Get("Etag"))
			case i != j && f.status != http.StatusOK:
				t.Errorf("%s with the ETag of %s: %d, want 200", c.name, other.name, f.status)
			case i != j && !bytes.Equal(f.body, first[i].body):
				t.Errorf("%s with the ETag of %s: not the same %d bytes", c.name, other.name, len(first[i].body))
			}
		}
	}
}

// TestIfNoneMatchLists checks the forms of If-None-Match: a list, a weak
// tag and "*" match; another tag does not.
func TestIfNoneMatchLists(t *testing.T) {
	addr, stop := startTestServer(t, siteRoot(t))
	defer stop()
	url := "http://" + addr + "/web/app.css"
	etag := fetchRaw(t, url, "", "").header.Get("Etag")
	for _, tt := range []struct {
		ifNoneMatch string
		status      int
	}{
		{etag, http.StatusNotModified},
		{`"other", ` + etag, http.StatusNotModified},
		{"W/" + etag, http.StatusNotModified},
		{"*", http.StatusNotModified},
		{`"other"`, http.StatusOK},
		{strings.TrimSuffix(etag, `"`) + `-gzip"`, http.StatusOK},
	} {
		if f := fetchRaw(t, url, "", tt.ifNoneMatch); f.status != tt.status {
			t.Errorf("If-None-Match %s: %d, want %d", tt.ifNoneMatch, f.status, tt.status)
		}
	}
}

// TestVersionedURLsAreImmutable checks that the files the page names with
// their digest (?v=) are cached for a year, and only while the digest is
// the file's; every other file's URL is revalidated (TestPagesMayBeShared
// checks the pages').
func TestVersionedURLsAreImmutable(t *testing.T) {
	root, site := serveSiteRoot(t)
	page, appJS, manifest := fetchText(t, site+"/?n=8"), fetchText(t, site+"/app.js"), fetchText(t, site+"/manifest.webmanifest")
	versioned := map[string]bool{}
	for _, text := range []string{page, appJS, manifest} {
		for _, m := range regexp.MustCompile(`"(/web/[^"?]+)\?v=([0-9a-f]+)"`).FindAllStringSubmatch(text, -1) {
			versioned[m[1]] = true
			want := digestOf(mustRead(t, filepath.Join(root, m[1])))
			if m[2] != want {
				t.Errorf("%s?v=%s: the digest of the file is %s", m[1], m[2], want)
			}
			for _, accept := range []string{"", "br", "gzip"} {
				f := fetchRaw(t, site+m[0][1:len(m[0])-1], accept, "")
				if f.status != http.StatusOK || f.header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
					t.Errorf("%s?v=%s (Accept-Encoding %q): %d, Cache-Control %q", m[1], m[2], accept, f.status, f.header.Get("Cache-Control"))
				}
			}
			for _, url := range []string{m[1], m[1] + "?v=0123", m[1] + "?x=" + m[2]} {
				if f := fetchRaw(t, site+url, "", ""); f.header.Get("Cache-Control") != "no-cache" || f.header.Get("Etag") == "" {
					t.Errorf("%s: Cache-Control %q, ETag %q; want no-cache and an ETag", url, f.header.Get("Cache-Control"), f.header.Get("Etag"))
				}
			}
		}
	}
	for _, want := range []string{"/web/app.wasm", "/web/app.css", "/web/icon-192.png", "/web/icon-512.png"} { // the SVG icon is named nowhere: see pngIcon
		if !versioned[want] {
			t.Errorf("neither the page, app.js nor the manifest names %s with its digest", want)
		}
	}
	for _, path := range []string{"/app.js", "/app-worker.js", "/manifest.webmanifest", "/wasm_exec.js", "/app.css", "/web/worker.js", "/web/app-loader.js"} {
		if f := fetchRaw(t, site+path, "", ""); f.header.Get("Cache-Control") != "no-cache" {
			t.Errorf("%s: Cache-Control %q, want no-cache", path, f.header.Get("Cache-Control"))
		}
	}

	// A file that changes under the server is no longer immutable at the
	// URL of its old digest.
	m := regexp.MustCompile(`/web/app\.css\?v=[0-9a-f]+`).FindString(page)
	old := fetchRaw(t, site+m, "", "")
	later := time.Now().Add(time.Second)
	css := filepath.Join(root, "web", "app.css")
	if err := os.WriteFile(css, []byte("body { color: red; }"), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(css, later, later)
	f := fetchRaw(t, site+m, "", "")
	if f.header.Get("Cache-Control") != "no-cache" || f.header.Get("Etag") == old.header.Get("Etag") {
		t.Errorf("%s after app.css changed: Cache-Control %q, ETag %s (was %s)", m, f.header.Get("Cache-Control"), f.header.Get("Etag"), old.header.Get("Etag"))
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestCompressedCopiesOnlyByNegotiation checks that the brotli and gzip
// copies are never sent under their own names, only as the encoding of
// their file to a browser that accepts it.
func TestCompressedCopiesOnlyByNegotiation(t *testing.T) {
	root := siteRoot(t)
	addr, stop := startTestServer(t, root)
	defer stop()
	site := "http://" + addr
	for _, path := range []string{"/web/app.wasm.br", "/web/app.wasm.gz", "/web/app.wasm.br?v=1", "/web/nowhere.br"} {
		for _, accept := range []string{"", "br", "gzip", "br, gzip"} {
			if f := fetchRaw(t, site+path, accept, ""); f.status != http.StatusNotFound {
				t.Errorf("GET %s (Accept-Encoding %q): %d, %q; want 404", path, accept, f.status, f.header.Get("Content-Type"))
			}
		}
	}
	wasm := mustRead(t, filepath.Join(root, "web", "app.wasm"))
	for _, tt := range []struct{ accept, encoding string }{
		{"", ""}, {"br", "br"}, {"gzip, br", "br"}, {"br;q=0, gzip", "gzip"}, {"identity", ""},
	} {
		f := fetchRaw(t, site+"/web/app.wasm", tt.accept, "")
		if f.status != http.StatusOK || f.header.Get("Content-Encoding") != tt.encoding || f.header.Get("Content-Type") != "application/wasm" ||
			!strings.Contains(f.header.Get("Vary"), "Accept-Encoding") || !bytes.Equal(decoded(t, f), wasm) {
			t.Errorf("GET /web/app.wasm (Accept-Encoding %q): %d, encoding %q, type %q, Vary %q", tt.accept, f.status,
				f.header.Get("Content-Encoding"), f.header.Get("Content-Type"), f.header.Get("Vary"))
		}
	}
}

// TestPagesMayBeShared checks that a page, the site's root as any link's
// or an embed, may be kept by shared caches and is revalidated by browsers, with an
// ETag of its bytes that every request of the link gets, whatever else the
// request says: two links never share one, a conditional request with it
// gets 304, and the response varies with compression alone.
func TestPagesMayBeShared(t *testing.T) {
	_, site := serveSiteRoot(t)
	owner := map[string]string{}
	for _, path := range []string{"/", "/?n=8&sol=5", "/?n=8&sol=6", "/?n=30", "/?mode=random&n=40&solver=minconflicts&seed=3", "/?mode=play&n=8&q=0.4",
		"/embed?n=8&sol=5", "/embed?n=6&panel=steps&method=naive&autoplay=1&loop=10..40"} {
		first := fetchRaw(t, site+path, "", "")
		etag := first.header.Get("Etag")
		if first.status != http.StatusOK || etag != `"`+digestOf(first.body)+`"` || first.header.Get("Cache-Control") != pageCaching {
			t.Errorf("GET %s: %d, ETag %s, Cache-Control %q; want 200, the digest of its bytes and %q",
				path, first.status, etag, first.header.Get("Cache-Control"), pageCaching)
		}
		if vary := first.header.Values("Vary"); len(vary) != 1 || vary[0] != "Accept-Encoding" {
			t.Errorf("GET %s: Vary %q, want Accept-Encoding alone", path, vary)
		}
		if other, ok := owner[etag]; ok {
			t.Errorf("%s and %s share the ETag %s", path, other, etag)
		}
		owner[etag] = path
		req := mustRequest(t, site+path)
		req.Host = "evil.example"
		for name, value := range map[string]string{
			"X-Forwarded-Host": "evil.example", "User-Agent": "another browser", "Accept-Language": "fr",
			"Cookie": "session=1", "Referer": "https://elsewhere.example/", "Authorization": "Basic eDp5",
		} {
			req.Header.Set(name, value)
		}
		res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		if body := readAll(t, res); body != string(first.body) || res.Header.Get("Etag") != etag {
			t.Errorf("GET %s from another host, browser and reader: %d bytes, ETag %s; want the same %d bytes and %s",
				path, len(body), res.Header.Get("Etag"), len(first.body), etag)
		}
		if f := fetchRaw(t, site+path, "", etag); f.status != http.StatusNotModified || len(f.body) != 0 {
			t.Errorf("GET %s with its ETag: %d, %d bytes; want 304", path, f.status, len(f.body))
		}
	}
}
