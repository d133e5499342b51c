//go:build !(js && wasm)

package server

import (
	"encoding/json"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
)

// oEmbed answers with the frame of a page of the site, at its embed, shrunk
// to the sizes asked for; what is not a page of the site, or not json, is
// refused with oEmbed's statuses and a sentence that says why.
func TestOEmbed(t *testing.T) {
	base, _ := ParseBaseURL("https://lab.example/nqueens/")
	for _, tt := range []struct {
		query  string
		status int
		src    string // the frame's, or in the error
		width  int
		height int
	}{
		{"url=https://lab.example/nqueens/?n=8%26sol=5", 200, "https://lab.example/nqueens/embed?n=8&sol=5", 480, 540},
		{"url=https://lab.example/nqueens/%3Fn%3D8%26panel%3Dsteps%26method%3Dnaive&format=json", 200, "https://lab.example/nqueens/embed?at=0&method=naive&n=8&panel=steps&sol=1", 800, 925},
		// A course page's column: the step-by-step embed's own shape.
		{"url=https://lab.example/nqueens/?n=6%26panel=steps&maxwidth=700", 200, "/embed?at=0&method=bitmask&n=6&panel=steps&sol=1", 700, 900},
		{"url=https://lab.example/nqueens/?n=6%26panel=steps&maxwidth=820", 200, "/embed?at=0&method=bitmask&n=6&panel=steps&sol=1", 800, 925},
		{"url=https://lab.example/nqueens/?n=6%26panel=steps&maxwidth=760&maxheight=600", 200, "/embed?at=0&method=bitmask&n=6&panel=steps&sol=1", 760, 600},
		{"url=https://lab.example/nqueens/?n=8%26panel=race&maxwidth=480", 200, "/embed?n=8&panel=race&sol=1", 480, 640},
		{"url=https://lab.example/nqueens/embed?n=6", 200, "https://lab.example/nqueens/embed?n=6&sol=1", 480, 540},
		{"url=https://lab.example/nqueens", 200, "https://lab.example/nqueens/embed?n=8&sol=1", 480, 540},
		{"url=https://lab.example/nqueens/?n=8&maxwidth=240", 200, "/embed?n=8&sol=1", 240, 270},
		{"url=https://lab.example/nqueens/?n=8&maxwidth=400&maxheight=300", 200, "/embed?n=8&sol=1", 266, 300},
		{"url=https://lab.example/nqueens/?n=8&maxwidth=1000", 200, "/embed?n=8&sol=1", 480, 540},
		{"url=https://lab.example/nqueens/?n=abc", 200, "/embed?n=8&sol=1", 480, 540}, // the view its title names
		{"url=https://lab.example/nqueens/?n=8&format=xml", 501, "json only", 0, 0},
		{"", 400, "url is missing", 0, 0},
		{"url=https://other.example/nqueens/?n=8", 404, "is not a page of the N-Queens Lab", 0, 0},
		{"url=http://lab.example/nqueens/?n=8", 404, "is not a page", 0, 0},
		{"url=https://lab.example/elsewhere/", 404, "is not a page", 0, 0},
		{"url=https://lab.example/nqueens/preview.png?n=8", 404, "is not a page", 0, 0},
		{"url=https://user@lab.example/nqueens/", 404, "is not a page", 0, 0},
		{"url=https://lab.example/nqueens/&maxwidth=-5", 400, `maxwidth="-5"`, 0, 0},
		{"url=https://lab.example/nqueens/&maxheight=abc", 400, `maxheight="abc"`, 0, 0},
	} {
		q, _ := url.ParseQuery(tt.query)
		got, status, err := newOEmbed(base, q)
		if status != tt.status {
			t.Errorf("%s: status %d (%v), want %d", tt.query, status, err, tt.status)
			continue
		}
		if err != nil {
			if !strings.Contains(err.Error(), tt.src) {
				t.Errorf("%s: %q, want it to say %q", tt.query, err, tt.src)
			}
			continue
		}
		src, _ := url.Parse(html.UnescapeString(frameSrc.FindStringSubmatch(got.HTML)[1]))
		want, _ := url.Parse(tt.src)
		if src.Path != want.Path && !strings.HasSuffix(src.Path, want.Path) || src.Query().Encode() != want.Query().Encode() {
			t.Errorf("%s: the frame's src is %s, want %s", tt.query, src, tt.src)
		}
		if got.Version != "1.0" || got.Type != "rich" || got.Width != tt.width || got.Height != tt.height || got.ProviderURL != base.String() ||
			!strings.Contains(got.HTML, ` width="`) || !strings.HasPrefix(got.ThumbnailURL, "https://lab.example/nqueens/preview.png?") || got.Title == "" {
			t.Errorf("%s: %+v, want a rich embed of %d × %d", tt.query, got, tt.width, tt.height)
		}
	}
	if _, status, err := newOEmbed(nil, url.Values{"url": {"https://lab.example/"}}); status != http.StatusNotImplemented || !strings.Contains(err.Error(), "-base-url") {
		t.Errorf("without a base URL: %d %v", status, err)
	}
}

// The server answers oEmbed in JSON, and its pages name where: each page
// with a canonical link has a discovery link to its own oEmbed.
func TestOEmbedServed(t *testing.T) {
	addr, stop := startTestServer(t, fakeRoot(t))
	defer stop()
	if _, page := get(t, "http://"+addr+"/?n=8&sol=5", false); strings.Contains(page, "json+oembed") {
		t.Error("a page without a canonical link (no -base-url) names an oEmbed")
	}
	setBaseURL(t, "http://"+addr+"/")
	_, page := get(t, "http://"+addr+"/?n=8&sol=5", false)
	found := regexp.MustCompile(`<link href="([^"]*)" rel="alternate" type="application/json\+oembed">`).FindStringSubmatch(page)
	if found == nil {
		t.Fatal("the page has no oEmbed discovery link")
	}
	href := html.UnescapeString(found[1])
	if !strings.HasPrefix(href, "http://"+addr+"/oembed?") {
		t.Fatalf("the page's discovery link is %q", href)
	}
	res, body := get(t, href, false)
	var answer oEmbed
	if err := json.Unmarshal([]byte(body), &answer); err != nil || res.StatusCode != 200 || res.Header.Get("Content-Type") != "application/json" {
		t.Fatalf("%s: %s %s, %v: %.200s", href, res.Status, res.Header.Get("Content-Type"), err, body)
	}
	if !strings.Contains(answer.HTML, `src="http://`+addr+`/embed?n=8&amp;sol=5"`) || res.Header.Get("Etag") == "" {
		t.Errorf("the oEmbed of the page: %+v", answer)
	}
	if res, body := get(t, "http://"+addr+"/oembed?url=https://elsewhere.example/", false); res.StatusCode != 404 || !strings.Contains(body, "not a page") {
		t.Errorf("the oEmbed of another site's page: %s %q", res.Status, body)
	}
}

// frameSrc finds a frame's src.
var frameSrc = regexp.MustCompile(`<iframe src="([^"]*)"`)
