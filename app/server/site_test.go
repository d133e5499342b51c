//go:build !(js && wasm)

package server

import (
	"compress/gzip"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	nqapp "nqueens/app"
	"nqueens/app/server/servertest"
)

// fakeRoot makes a folder with web/ as make leaves it.
func fakeRoot(t *testing.T) string { return servertest.Root(t) }

// startTestServer serves the site of root on a loopback port, and returns
// its address and a function that stops it.
func startTestServer(t *testing.T, root string) (string, func()) {
	t.Helper()
	site, err := New(root)
	if err != nil {
		t.Fatal(err)
	}
	s := httptest.NewServer(site)
	return strings.TrimPrefix(s.URL, "http://"), s.Close
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
	stop()
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

// TestLongQueryIsNotEchoed checks that the page echoes none of a long
// query, in a parameter of its own or not, even in its canonical link: it
// is no larger than the page of the same board without it. (The server's
// command refuses a URL past its header limit: TestLongURL.)
func TestLongQueryIsNotEchoed(t *testing.T) {
	setBaseURL(t, "https://lab.example/")
	addr, stop := startTestServer(t, fakeRoot(t))
	defer stop()
	client := &http.Client{Timeout: 10 * time.Second}
	plain, err := client.Get("http://" + addr + "/?n=6&sol=2")
	if err != nil {
		t.Fatal(err)
	}
	plainSize := len(readAll(t, plain))
	for _, tt := range []struct {
		param string
		size  int
	}{
		{"junk", 5 << 10}, {"junk", 8 << 10}, {"junk", 60 << 10}, {"mode", 60 << 10},
		{"solver", 5 << 10}, {"panel", 5 << 10}, {"method", 5 << 10}, {"seed", 5 << 10},
	} {
		junk := strings.Repeat("q", tt.size)
		res, err := client.Get("http://" + addr + "/?n=6&sol=2&" + tt.param + "=" + junk)
		if err != nil {
			t.Errorf("a %d KB %s: %v", tt.size>>10, tt.param, err)
			continue
		}
		body := readAll(t, res)
		switch {
		case res.StatusCode != http.StatusOK:
			t.Errorf("a %d KB %s: %s", tt.size>>10, tt.param, res.Status)
		case !strings.Contains(body, `data-n="6"`):
			t.Errorf("a %d KB %s: the page is not the n = 6 board", tt.size>>10, tt.param)
		case strings.Contains(body, junk[:200]) || len(body) > plainSize+1024:
			t.Errorf("a %d KB %s: the page (%d bytes, %d without it) echoes it", tt.size>>10, tt.param, len(body), plainSize)
		}
		if og := metaTags(body)["og:url"]; !strings.HasPrefix(og, "https://lab.example/?") || len(og) > 200 {
			t.Errorf("a %d KB %s: og:url %.100q", tt.size>>10, tt.param, og)
		}
	}
}

// setBaseURL sets the page's BaseURL from s, as the server's -base-url
// flag does, until the test ends.
func setBaseURL(t *testing.T, s string) {
	t.Helper()
	u, err := ParseBaseURL(s)
	if err != nil {
		t.Fatal(err)
	}
	nqapp.BaseURL = u
	t.Cleanup(func() { nqapp.BaseURL = nil })
}
