package kit

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The panels draw their charts as inline SVG, with go-app elements. SVG
// elements need their namespace, and take no class: go-app sets an
// element's class through its className property, which SVG elements do
// not let it set. The stylesheet picks them by their data-k attribute.

const svgNS = "http://www.w3.org/2000/svg"

// SVGElem returns an SVG element of kind k, for the stylesheet.
func SVGElem(tag, k string) app.HTMLElem {
	e := app.Elem(tag).XMLNS(svgNS)
	if k != "" {
		e = e.DataSet("k", k)
	}
	return e
}

// SVGChart is an accessible SVG chart of width × height user units, named
// by testID, with its title and description read out for its content.
func SVGChart(testID string, width, height int, title, desc string, content ...app.UI) app.UI {
	return SVGElem("svg", "chart").
		DataSet("testid", testID).
		Attr("viewBox", fmt.Sprintf("0 0 %d %d", width, height)).
		Attr("role", "img").
		Aria("labelledby", testID+"-title "+testID+"-desc").
		Body(append([]app.UI{
			SVGElem("title", "").ID(testID + "-title").Body(app.Text(title)),
			SVGElem("desc", "").ID(testID + "-desc").Body(app.Text(desc)),
		}, content...)...)
}

// SVGNum writes a coordinate with one decimal.
func SVGNum(x float64) string { return strconv.FormatFloat(x, 'f', 1, 64) }

// SVGLine is a line from (x1, y1) to (x2, y2) of class k.
func SVGLine(x1, y1, x2, y2 float64, k string) app.HTMLElem {
	return SVGElem("line", k).Attr("x1", SVGNum(x1)).Attr("y1", SVGNum(y1)).Attr("x2", SVGNum(x2)).Attr("y2", SVGNum(y2))
}

// SVGText is text at (x, y), anchored start, middle or end, of class k.
func SVGText(x, y float64, anchor, k, text string) app.HTMLElem {
	return SVGElem("text", k).Attr("x", SVGNum(x)).Attr("y", SVGNum(y)).Attr("text-anchor", anchor).Body(app.Text(text))
}

// SVGRect is a rectangle at (x, y), w by h, of class k.
func SVGRect(x, y, w, h float64, k string) app.HTMLElem {
	return SVGElem("rect", k).Attr("x", SVGNum(x)).Attr("y", SVGNum(y)).Attr("width", SVGNum(w)).Attr("height", SVGNum(h))
}

// SVGTitle is an element's tooltip and accessible name.
func SVGTitle(text string) app.UI { return SVGElem("title", "").Body(app.Text(text)) }
