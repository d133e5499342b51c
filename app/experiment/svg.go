package experiment

import (
	"fmt"
	"math"
	"nqueens/app/kit"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

func svgCircle(x, y, r float64, k string) app.HTMLElem {
	return kit.SVGElem("circle", k).Attr("cx", kit.SVGNum(x)).Attr("cy", kit.SVGNum(y)).Attr("r", kit.SVGNum(r))
}

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
		fmt.Fprintf(&d, "%s%s %s ", cmd, kit.SVGNum(p[0]), kit.SVGNum(p[1]))
		pen = true
	}
	return kit.SVGElem("path", k).Attr("d", strings.TrimSpace(d.String()))
}

// errorBar draws a vertical bar from y1 to y2 at x, with caps.
func errorBar(x, y1, y2 float64) app.UI {
	const capHalf = 3
	return kit.SVGElem("g", "error").Body(
		kit.SVGLine(x, y1, x, y2, ""),
		kit.SVGLine(x-capHalf, y1, x+capHalf, y1, ""),
		kit.SVGLine(x-capHalf, y2, x+capHalf, y2, ""),
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
