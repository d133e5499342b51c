package app

import (
	"fmt"
	"net/url"
	"strings"

	"nqueens/app/kit"
	"nqueens/app/link"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// siteName ends every title.
const siteName = "N-Queens Lab"

// BaseURL is the absolute address the site is served at, such as
// https://example.org/nqueens/, from which the page's canonical link and
// preview image are made. The server sets it from its -base-url flag;
// without one, pages carry no canonical link, since the request's own Host
// header cannot be trusted.
var BaseURL *url.URL

// PreviewPath is where the server draws the preview image of a link: the
// link's query after it, such as /preview.png?n=8&sol=5.
const PreviewPath = "/preview.png"

// DrawsPreviews says whether the site answers PreviewPath with a picture
// of each link's board, as the server does and a static host cannot.
var DrawsPreviews bool

// A pageInfo is what a link to the page shows, as its title and preview
// tell it: the view, and the board's count when it is known.
type pageInfo struct {
	view  link.View
	total uint64 // the count of solutions: counted, or published
	known bool   // whether total is known
}

// newPageInfo returns what a page shows, with view v and count c, for its
// title and preview.
func newPageInfo(v link.View, c *countState) pageInfo {
	if c.Counted {
		return pageInfo{v, c.Solutions, true}
	}
	if v.Mode == link.Play && v.Placed != "" {
		return pageInfo{view: v} // the completions are the page's to count
	}
	total, _, ok := link.Published(v.N)
	return pageInfo{v, total, ok}
}

// title names what the page shows, such as
// "8 queens · solution 5 of 92 · Symmetry — N-Queens Lab": the mode's part
// says what its board is.
func (p pageInfo) title() string { return partOf(nil, p.view.Mode).title(p) }

// description says in a sentence or two what a link to the page shows.
func (p pageInfo) description() string { return partOf(nil, p.view.Mode).description(p) }

// boardTitle is the title of a board of n queens: its size, what shows of
// it (detail), and the panel open.
func (p pageInfo) boardTitle(detail string) string {
	v := p.view
	parts := []string{fmt.Sprintf("%s %s", kit.GroupDigits(uint64(v.N), ","), kit.Plural(uint64(v.N), "queen", "queens")), detail}
	if t := link.PanelTitle(v.Panel); t != "" {
		parts = append(parts, t)
	}
	return strings.Join(parts, " · ") + " — " + siteName
}

// canonical returns the absolute link of the view, or nil without a
// BaseURL.
func (p pageInfo) canonical() *url.URL {
	if BaseURL == nil {
		return nil
	}
	return BaseURL.ResolveReference(&url.URL{RawQuery: p.view.Encode()})
}

// previewImage is the image a link's preview shows: its board, where the
// site draws it, or else the site's icon.
func (p pageInfo) previewImage() string {
	const icon = "web/icon-512.png"
	switch {
	case BaseURL == nil:
		return "/" + icon
	case DrawsPreviews:
		return BaseURL.ResolveReference(&url.URL{Path: PreviewPath[1:], RawQuery: p.view.Encode()}).String()
	}
	return BaseURL.ResolveReference(&url.URL{Path: icon}).String()
}

// apply sets the page's title, description and the preview that links to
// it show.
func (info pageInfo) apply(p app.Page) {
	title, description, image := info.title(), info.description(), info.previewImage()
	p.SetTitle(title)
	p.SetDescription(description)
	p.SetImage(image)
	p.SetTwitterCard(app.TwitterCard{Card: "summary", Title: title, Description: description, Image: image})
	if app.IsServer {
		if u := info.canonical(); u != nil {
			p.ReplaceURL(u)
		} else {
			p.ReplaceURL(&url.URL{Path: p.URL().Path, RawQuery: info.view.Encode()})
		}
	}
}
