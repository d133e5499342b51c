package app

import (
	"fmt"
	"html"
	"net/url"
	"path"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/app/link"
)

// An embed is the page as another site frames it, at EmbedPath with any
// link's query: the board, or the open panel, without the page's chrome,
// sized to its frame, and a link to the whole page. A static host, which
// cannot route /embed, serves it as EmbedPath+".html".
const EmbedPath = "/embed"

// IsEmbed reports whether a page's path is an embed's.
func IsEmbed(path string) bool {
	path = strings.TrimSuffix(strings.TrimSuffix(path, "/"), ".html")
	return strings.HasSuffix(path, EmbedPath)
}

// renderEmbed draws the embed of view v in main: its open panel, given
// props, or else board, then a link to the whole page.
func renderEmbed(main app.HTMLMain, v link.View, props kit.PanelProps, notices app.UI, board func() app.UI) app.UI {
	body := board
	if open := findPanel(v.Panel); open != nil {
		body = func() app.UI { return panelBody(open, props).Aria("label", open.Title) }
	}
	return main.Class("lab embed").DataSet("embed", true).Body(
		notices,
		body(),
		app.Footer().ID(PageEndID).Class("embed-footer").Body(
			app.A().Href(wholePageHref(v)).Target("_blank").Rel("noopener").DataSet("testid", "embed-open").
				Text("Open in N-Queens Lab ↗"),
		),
	)
}

// wholePageHref is the link, relative to an embed, of the page that shows
// view v: the site's root, beside the embed.
func wholePageHref(v link.View) string {
	return "./?" + v.Encode()
}

// An EmbedFrame is the frame that embeds a page of the site in another.
type EmbedFrame struct {
	Src           string // the embed's absolute URL
	Title         string // what it shows, for screen readers
	Width, Height int    // in CSS pixels
	// Responsive frames fill their column's width, their height keeping
	// the shape of Width × Height.
	Responsive bool
	shape      frameShape // the height that suits each width
}

// NewEmbedFrame returns the frame that embeds the page at page, an absolute
// URL of a page of the site: its embed, beside it, has the page's query. A
// static host serves the embed as a file, static says.
func NewEmbedFrame(page *url.URL, static bool) EmbedFrame {
	src := *page
	src.Path = path.Join(path.Dir(src.Path+"x"), strings.TrimPrefix(EmbedPath, "/"))
	if static {
		src.Path += ".html"
	}
	v, _ := link.ParseView(page.Query())
	src.Fragment, src.RawQuery = "", v.Encode() // the view the embed shows
	f := EmbedFrame{Src: src.String(), Title: newPageInfo(v, &countState{}).title(), shape: shapeOf(v.Panel)}
	return f.Fit(0, 0)
}

// HTML returns the frame's HTML, for a page to show the embed.
func (f EmbedFrame) HTML() string {
	style := "border:0;max-width:100%"
	if f.Responsive {
		style = fmt.Sprintf("border:0;width:100%%;height:auto;aspect-ratio:%d/%d", f.Width, f.Height)
		if f.shape != boardShape { // a narrow column stacks a panel's parts: most of a phone's screen, at least
			style += fmt.Sprintf(";min-height:min(90vh,%dpx)", f.Height)
		}
	}
	return fmt.Sprintf(`<iframe src="%s" width="%d" height="%d" style="%s" title="%s" loading="lazy" allow="fullscreen"></iframe>`,
		html.EscapeString(f.Src), f.Width, f.Height, style, html.EscapeString(f.Title))
}
