//go:build !(js && wasm)

package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"

	nqapp "nqueens/app"
	"nqueens/app/link"
)

// OEmbedPath is where the site answers oEmbed (oembed.com): a blog platform
// that is given a link to a page of the site asks it there for the frame
// that embeds the page, as each page's discovery link tells it.
const OEmbedPath = "/oembed"

// An oEmbed is the answer to an oEmbed request: a rich embed, its frame.
type oEmbed struct {
	Version         string `json:"version"`
	Type            string `json:"type"`
	Title           string `json:"title"`
	ProviderName    string `json:"provider_name"`
	ProviderURL     string `json:"provider_url"`
	HTML            string `json:"html"`
	Width           int    `json:"width"`
	Height          int    `json:"height"`
	ThumbnailURL    string `json:"thumbnail_url"`
	ThumbnailWidth  int    `json:"thumbnail_width"`
	ThumbnailHeight int    `json:"thumbnail_height"`
}

// serveOEmbed answers GET OEmbedPath?url=…[&maxwidth=…][&maxheight=…]
// [&format=json] with the frame that embeds the page at url, which must be
// a page of the site at nqapp.BaseURL, shrunk to fit maxwidth and
// maxheight. A request it cannot answer gets the status that oEmbed names
// and a sentence that says why.
func serveOEmbed(w http.ResponseWriter, r *http.Request) {
	answer, status, err := newOEmbed(nqapp.BaseURL, r.URL.Query())
	if err != nil {
		w.Header().Set("Cache-Control", "no-store")
		http.Error(w, err.Error(), status)
		return
	}
	body, err := json.Marshal(answer)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.Header().Set("Etag", contentETag(body))
	w.Header().Set("Cache-Control", pageCaching) // the same link's frame, always
	w.Write(body)
}

// newOEmbed returns the answer to an oEmbed request of query for a site at
// base, or the status and error of a request it cannot answer.
func newOEmbed(base *url.URL, query url.Values) (oEmbed, int, error) {
	if base == nil {
		return oEmbed{}, http.StatusNotImplemented, fmt.Errorf("this server answers oEmbed once it knows its own address: start it with -base-url")
	}
	if f := query.Get("format"); f != "" && f != "json" {
		return oEmbed{}, http.StatusNotImplemented, fmt.Errorf("format=%q: the N-Queens Lab answers oEmbed in json only", link.Truncate(f))
	}
	raw := query.Get("url")
	if raw == "" {
		return oEmbed{}, http.StatusBadRequest, fmt.Errorf("url is missing: ask for the embed of a page of the site, such as %s?url=%s", OEmbedPath, url.QueryEscape(base.String()+"?n=8"))
	}
	page, err := url.Parse(raw)
	if err != nil || !onSite(base, page) {
		return oEmbed{}, http.StatusNotFound, fmt.Errorf("url=%q is not a page of the N-Queens Lab at %s", link.Truncate(raw), base)
	}
	if page.Path+"/" == base.Path {
		page.Path = base.Path // the embed is beside the site's root
	}
	var max [2]int
	for i, name := range []string{"maxwidth", "maxheight"} {
		if s := query.Get(name); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 {
				return oEmbed{}, http.StatusBadRequest, fmt.Errorf("%s=%q is not a whole number of pixels", name, link.Truncate(s))
			}
			max[i] = n
		}
	}
	frame := nqapp.NewEmbedFrame(page, false).Fit(max[0], max[1])
	v, _ := link.ParseView(page.Query())
	return oEmbed{
		Version: "1.0", Type: "rich", Title: frame.Title,
		ProviderName: "N-Queens Lab", ProviderURL: base.String(),
		HTML: frame.HTML(), Width: frame.Width, Height: frame.Height,
		ThumbnailURL:   base.ResolveReference(&url.URL{Path: strings.TrimPrefix(nqapp.PreviewPath, "/"), RawQuery: v.Encode()}).String(),
		ThumbnailWidth: previewPixels, ThumbnailHeight: previewPixels,
	}, http.StatusOK, nil
}

// onSite reports whether page is a page of the site at base: the site's
// root or its embed.
func onSite(base, page *url.URL) bool {
	if page.Scheme != base.Scheme || page.Host != base.Host || page.User != nil {
		return false
	}
	rest, ok := strings.CutPrefix(page.Path, base.Path)
	return ok && (rest == "" || nqapp.IsEmbed("/"+rest)) || page.Path+"/" == base.Path
}

// contentAttr finds a tag's content attribute.
var contentAttr = regexp.MustCompile(`\scontent="([^"]*)"`)

// withOEmbedLink adds to a page with a canonical link (its og:url, which
// fixPage keeps only under nqapp.BaseURL) the link that tells a blog
// platform where to ask for its embed: oEmbed's discovery.
func withOEmbedLink(page []byte) []byte {
	if nqapp.BaseURL == nil {
		return page
	}
	for _, tag := range metaTag.FindAll(page, -1) {
		content := contentAttr.FindSubmatch(tag)
		if !bytes.Contains(tag, []byte(`property="og:url"`)) || content == nil {
			continue
		}
		ask := url.Values{"url": {html.UnescapeString(string(content[1]))}, "format": {"json"}}
		href := nqapp.BaseURL.ResolveReference(&url.URL{Path: strings.TrimPrefix(OEmbedPath, "/"), RawQuery: ask.Encode()})
		link := `<link href="` + html.EscapeString(href.String()) + `" rel="alternate" type="application/json+oembed"></head>`
		return bytes.Replace(page, []byte("</head>"), []byte(link), 1)
	}
	return page
}
