package race

import (
	"fmt"
	"nqueens/app/kit"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The race chart's geometry, in its viewBox's units: two groups of
// horizontal bars, the times and the speedups over naive, a row for each
// method.
const (
	chartW   = 400
	rowH     = 22
	barX     = 120 // where the bars start, after the methods' names, which a phone writes larger
	barMax   = 212 // the longest bar
	titleH   = 24
	groupGap = 16
)

// chart draws the race's times and speedups.
type chart struct {
	r        *state
	maxTime  float64
	maxSpeed float64
}

func newChart(r *state) chart {
	c := chart{r: r}
	for _, res := range r.results {
		if res.timed {
			c.maxTime = max(c.maxTime, res.seconds)
			c.maxSpeed = max(c.maxSpeed, r.speedup(res))
		}
	}
	return c
}

func (c chart) groupH() int { return titleH + len(c.r.results)*rowH }

func (c chart) render() app.UI {
	h := 2*c.groupH() + groupGap
	title := fmt.Sprintf("Time of each method to count n = %d, and its speedup over naive", c.r.n)
	return kit.SVGChart("race-chart", chartW, h, title,
		"Bars on a linear scale, in two colours that the legend below names; the table below gives the figures.",
		c.group(0, "time to count (linear scale)", func(res result) (float64, string) {
			return res.seconds / c.maxTime, kit.FormatSeconds(res.seconds)
		}),
		c.group(c.groupH()+groupGap, "speedup over naive", func(res result) (float64, string) {
			x := c.r.speedup(res)
			if x == 0 {
				return 0, "—"
			}
			return x / c.maxSpeed, fmt.Sprintf("%.1f×", x)
		}),
	)
}

// group draws one bar per method, of length share times the longest.
func (c chart) group(top int, title string, bar func(result) (share float64, label string)) app.UI {
	els := []app.UI{kit.SVGText(4, float64(top+16), "start", "title", title)}
	for i, res := range c.r.results {
		y := float64(top + titleH + i*rowH)
		els = append(els, kit.SVGText(barX-6, y+15, "end", "tick", res.algo.Name))
		switch {
		case res.skipped != "":
			els = append(els, kit.SVGText(barX, y+15, "start", "tick", "sits out"))
			continue
		case !res.timed:
			els = append(els, kit.SVGText(barX, y+15, "start", "tick", "…"))
			continue
		}
		share, label := bar(res)
		w := max(share*barMax, 1)
		kind := kindOf(res)
		els = append(els,
			kit.SVGRect(barX, y+4, w, rowH-8, kind.k).Body(kit.SVGTitle(fmt.Sprintf("%s: %s; it %s", res.algo.Name, label, kind.words))),
			kit.SVGText(barX+w+5, y+15, "start", "value", label),
		)
	}
	els = append(els, kit.SVGLine(barX, float64(top+titleH), barX, float64(top+c.groupH()), "axis"))
	return kit.SVGElem("g", "group").Body(els...)
}

// A barKind is a colour of the race's bars, and what the methods drawn in
// it have in common.
type barKind struct {
	k     string // the bars' data-k, which the stylesheet colours
	words string // what the legend says of them
}

// barKinds are the race's two colours of bars: the methods that search
// the whole tree, and those that count each class of solutions under the
// board's 8 symmetries once, which visit a fraction of it, or none.
var barKinds = [...]barKind{
	{"bar", "searches the whole tree"},
	{"bar-fast", "uses the board's 8 mirror images and turns to skip most of the tree (quarters does not search at all)"},
}

// kindOf is the colour of a method's bars.
func kindOf(res result) barKind {
	if res.algo.Unique {
		return barKinds[1]
	}
	return barKinds[0]
}

// renderLegend names the colours of the bars, as a list that screen
// readers read out; each key's swatch is the colour of its bars.
func renderLegend() app.UI {
	return app.Ul().Class("chart-legend race-legend").DataSet("testid", "race-legend").Aria("label", "Colours of the bars").Body(
		app.Range(barKinds).Slice(func(i int) app.UI {
			return app.Li().Class("key").DataSet("k", barKinds[i].k).Text("a method that " + barKinds[i].words)
		}),
	)
}
