package app

import (
	"fmt"
	"nqueens/app/kit"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The race chart's geometry, in its viewBox's units: two groups of
// horizontal bars, the times and the speedups over naive, a row for each
// method.
const (
	raceW        = 400
	raceRowH     = 22
	raceBarX     = 108 // where the bars start, after the methods' names
	raceBarMax   = 222 // the longest bar
	raceTitleH   = 24
	raceGroupGap = 16
)

// raceChart draws the race's times and speedups.
type raceChart struct {
	r        *raceState
	maxTime  float64
	maxSpeed float64
}

func newRaceChart(r *raceState) raceChart {
	c := raceChart{r: r}
	for _, res := range r.results {
		if res.timed {
			c.maxTime = max(c.maxTime, res.seconds)
			c.maxSpeed = max(c.maxSpeed, r.speedup(res))
		}
	}
	return c
}

func (c raceChart) groupH() int { return raceTitleH + len(c.r.results)*raceRowH }

func (c raceChart) render() app.UI {
	h := 2*c.groupH() + raceGroupGap
	title := fmt.Sprintf("Time of each method to count n = %d, and its speedup over naive", c.r.n)
	return kit.SVGChart("race-chart", raceW, h, title, "Bars on a linear scale; the table below gives the figures.",
		c.group(0, "time to count (linear scale)", func(res raceResult) (float64, string) {
			return res.seconds / c.maxTime, kit.FormatSeconds(res.seconds)
		}),
		c.group(c.groupH()+raceGroupGap, "speedup over naive", func(res raceResult) (float64, string) {
			x := c.r.speedup(res)
			if x == 0 {
				return 0, "—"
			}
			return x / c.maxSpeed, fmt.Sprintf("%.1f×", x)
		}),
	)
}

// group draws one bar per method, of length share times the longest.
func (c raceChart) group(top int, title string, bar func(raceResult) (share float64, label string)) app.UI {
	els := []app.UI{kit.SVGText(4, float64(top+16), "start", "title", title)}
	for i, res := range c.r.results {
		y := float64(top + raceTitleH + i*raceRowH)
		els = append(els, kit.SVGText(raceBarX-6, y+15, "end", "tick", res.algo.Name))
		switch {
		case res.skipped != "":
			els = append(els, kit.SVGText(raceBarX, y+15, "start", "tick", "sits out"))
			continue
		case !res.timed:
			els = append(els, kit.SVGText(raceBarX, y+15, "start", "tick", "…"))
			continue
		}
		share, label := bar(res)
		w := max(share*raceBarMax, 1)
		k := "bar"
		if res.algo.Unique { // a method that counts by symmetry classes
			k = "bar-fast"
		}
		els = append(els,
			kit.SVGRect(raceBarX, y+4, w, raceRowH-8, k).Body(kit.SVGTitle(fmt.Sprintf("%s: %s", res.algo.Name, label))),
			kit.SVGText(raceBarX+w+5, y+15, "start", "value", label),
		)
	}
	els = append(els, kit.SVGLine(raceBarX, float64(top+raceTitleH), raceBarX, float64(top+c.groupH()), "axis"))
	return kit.SVGElem("g", "group").Body(els...)
}
