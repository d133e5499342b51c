package app

import (
	"fmt"
	"net/url"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/puzzle"
	"strings"

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
// "8 queens · solution 5 of 92 · Symmetry — N-Queens Lab".
func (p pageInfo) title() string {
	v := p.view
	if v.Mode == link.Puzzle {
		return puzzle.Heading(v) + " — " + siteName
	}
	parts := []string{fmt.Sprintf("%s %s", kit.GroupDigits(uint64(v.N), ","), kit.Plural(uint64(v.N), "queen", "queens"))}
	switch total, known := p.total, p.known; {
	case v.Mode == link.Play:
		placed := uint64(v.Placement().Placed())
		s := fmt.Sprintf("%d placed", placed)
		if known {
			s += fmt.Sprintf(", %s %s", kit.GroupDigits(total, ","), kit.Plural(total, "completion", "completions"))
		}
		parts = append(parts, s)
	case v.Mode == link.Random:
		s := v.Solver
		if v.Solver == "hybrid" {
			s += fmt.Sprintf(", step %d", v.Step)
		}
		if v.Seed != 0 {
			s += fmt.Sprintf(", seed %d", v.Seed)
		}
		parts = append(parts, s)
	case known && total == 0:
		parts = append(parts, "no solution")
	case known:
		parts = append(parts, fmt.Sprintf("solution %s of %s", kit.GroupDigits(v.K, ","), kit.GroupDigits(total, ",")))
	default:
		parts = append(parts, "solution "+kit.GroupDigits(v.K, ","))
	}
	if t := link.PanelTitle(v.Panel); t != "" {
		parts = append(parts, t)
	}
	return strings.Join(parts, " · ") + " — " + siteName
}

// description says in a sentence or two what a link to the page shows.
func (p pageInfo) description() string {
	v := p.view
	if v.Mode == link.Random {
		n := kit.GroupDigits(uint64(v.N), ",")
		d := fmt.Sprintf("%s queens on a %s×%s board, none attacking another, placed by the %s solver",
			n, n, n, v.Solver)
		if v.Seed != 0 {
			d += fmt.Sprintf(" with seed %d", v.Seed)
		}
		return d + ", in your browser."
	}
	total, known := p.total, p.known
	if v.Mode == link.Puzzle {
		d := fmt.Sprintf("An N-Queens puzzle: a few queens given on a %d×%d board, and exactly one way to place the others", v.N, v.N)
		if v.Day != "" {
			d = fmt.Sprintf("The N-Queens puzzle of %s: a few queens given on a %d×%d board, and exactly one way to place the others", v.Day, v.N, v.N)
		}
		return d + ". Solve it in your browser, against the clock."
	}
	if v.Mode == link.Play {
		return p.playDescription()
	}
	if known && total == 0 {
		return fmt.Sprintf("No way exists to place %d queens on a %d×%d board so that none attacks another.", v.N, v.N, v.N)
	}
	d := fmt.Sprintf("Solution %s of the %d-queens puzzle: %d queens on a %d×%d board, none attacking another.",
		kit.GroupDigits(v.K, ","), v.N, v.N, v.N, v.N)
	if _, unique, ok := link.Published(v.N); ok {
		d += fmt.Sprintf(" The board has %s solutions, %s of them unique up to symmetry; count and browse them in your browser.",
			kit.GroupDigits(total, ","), kit.GroupDigits(unique, ","))
	}
	return d
}

// playDescription says what a link to play mode shows.
func (p pageInfo) playDescription() string {
	v := p.view
	placed := uint64(v.Placement().Placed())
	d := fmt.Sprintf("A game of the %d-queens puzzle: %d %s placed by hand on a %d×%d board", v.N, placed,
		kit.Plural(placed, "queen", "queens"), v.N, v.N)
	switch {
	case p.known && p.total == 0:
		d += ", and no solution extends them"
	case p.known:
		d += fmt.Sprintf(", and %s %s them", kit.GroupDigits(p.total, ","), kit.Plural(p.total, "solution extends", "solutions extend"))
	}
	return d + ". Place your own queens, and count their completions, in your browser."
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
