package app

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The panels draw their charts as inline SVG, with go-app elements. SVG
// elements need their namespace, and take no class: go-app sets an
// element's class through its className property, which SVG elements do
// not let it set. The stylesheet picks them by their data-k attribute.

const svgNS = "http://www.w3.org/2000/svg"

// svgElem returns an SVG element of kind k, for the stylesheet.
func svgElem(tag, k string) app.HTMLElem {
	e := app.Elem(tag).XMLNS(svgNS)
	if k != "" {
		e = e.DataSet("k", k)
	}
	return e
}

// svgChart is an accessible SVG chart of width × height user units, named
// by testID, with its title and description read out for its content.
func svgChart(testID string, width, height int, title, desc string, content ...app.UI) app.UI {
	return svgElem("svg", "chart").
		DataSet("testid", testID).
		Attr("viewBox", fmt.Sprintf("0 0 %d %d", width, height)).
		Attr("role", "img").
		Aria("labelledby", testID+"-title "+testID+"-desc").
		Body(append([]app.UI{
			svgElem("title", "").ID(testID + "-title").Body(app.Text(title)),
			svgElem("desc", "").ID(testID + "-desc").Body(app.Text(desc)),
		}, content...)...)
}

// num writes a coordinate with one decimal.
func num(x float64) string { return strconv.FormatFloat(x, 'f', 1, 64) }

func svgLine(x1, y1, x2, y2 float64, k string) app.HTMLElem {
	return svgElem("line", k).Attr("x1", num(x1)).Attr("y1", num(y1)).Attr("x2", num(x2)).Attr("y2", num(y2))
}

func svgText(x, y float64, anchor, k, text string) app.HTMLElem {
	return svgElem("text", k).Attr("x", num(x)).Attr("y", num(y)).Attr("text-anchor", anchor).Body(app.Text(text))
}

func svgCircle(x, y, r float64, k string) app.HTMLElem {
	return svgElem("circle", k).Attr("cx", num(x)).Attr("cy", num(y)).Attr("r", num(r))
}

func svgRect(x, y, w, h float64, k string) app.HTMLElem {
	return svgElem("rect", k).Attr("x", num(x)).Attr("y", num(y)).Attr("width", num(w)).Attr("height", num(h))
}

// svgTitle is an element's tooltip and accessible name.
func svgTitle(text string) app.UI { return svgElem("title", "").Body(app.Text(text)) }

// svgPath draws a line through points, broken where a point is missing.
func svgPath(points []*[2]float64, k string) app.HTMLElem {
	var d strings.Builder
	pen := false
	for _, p := range points {
		if p == nil {
			pen = false
			continue
		}
		cmd := "L"
		if !pen {
			cmd = "M"
		}
		fmt.Fprintf(&d, "%s%s %s ", cmd, num(p[0]), num(p[1]))
		pen = true
	}
	return svgElem("path", k).Attr("d", strings.TrimSpace(d.String()))
}

// errorBar draws a vertical bar from y1 to y2 at x, with caps.
func errorBar(x, y1, y2 float64) app.UI {
	const capHalf = 3
	return svgElem("g", "error").Body(
		svgLine(x, y1, x, y2, ""),
		svgLine(x-capHalf, y1, x+capHalf, y1, ""),
		svgLine(x-capHalf, y2, x+capHalf, y2, ""),
	)
}

// logScale maps values to a vertical band on a log10 scale, from whole
// decades lo to hi.
type logScale struct {
	lo, hi      int     // decades: the axis spans 10^lo .. 10^hi
	top, bottom float64 // the band's y
}

// newLogScale fits whole decades around the positive values.
func newLogScale(values []float64, top, bottom float64) logScale {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, v := range values {
		if v > 0 && !math.IsInf(v, 0) && !math.IsNaN(v) {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	s := logScale{lo: 0, hi: 1, top: top, bottom: bottom}
	if !math.IsInf(lo, 1) {
		s.lo = int(math.Floor(math.Log10(lo)))
		s.hi = max(int(math.Ceil(math.Log10(hi))), s.lo+1)
	}
	return s
}

// y is v's height, clamped to the band.
func (s logScale) y(v float64) float64 {
	if v <= 0 || math.IsNaN(v) {
		return s.bottom
	}
	f := (math.Log10(v) - float64(s.lo)) / float64(s.hi-s.lo)
	f = min(max(f, 0), 1)
	return s.bottom - f*(s.bottom-s.top)
}

// ticks are the values the axis labels: every decade, and 2 and 5 times
// each when the axis spans few decades.
func (s logScale) ticks() []float64 {
	var ticks []float64
	for d := s.lo; d <= s.hi; d++ {
		p := math.Pow(10, float64(d))
		ticks = append(ticks, p)
		if s.hi-s.lo <= 2 && d < s.hi {
			ticks = append(ticks, 2*p, 5*p)
		}
	}
	return ticks
}

// shortNumber writes a tick's value: 500, 2k, 10M.
func shortNumber(v float64) string {
	switch {
	case v >= 1e9:
		return strconv.FormatFloat(v/1e9, 'f', -1, 64) + "G"
	case v >= 1e6:
		return strconv.FormatFloat(v/1e6, 'f', -1, 64) + "M"
	case v >= 1e3:
		return strconv.FormatFloat(v/1e3, 'f', -1, 64) + "k"
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}
