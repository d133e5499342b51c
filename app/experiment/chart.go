package experiment

import (
	"fmt"
	"math"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/app/worker"
)

// The experiment chart's geometry, in its viewBox's units: p on top, t on
// a log scale below, stepVegas across both.
const (
	chartW      = 400
	chartH      = 384
	chartLeft   = 44
	chartRight  = chartW - 8
	chartPad    = 10 // between the axis and the first and last steps
	chartPTop   = 30
	chartPBot   = 150
	chartTTop   = 196
	chartTBot   = 336
	chartXLabel = chartTBot + 16
	chartXTitle = chartTBot + 40
)

// experimentChart plots the measured p and t of each step with error bars
// of ±2 standard errors, the exact values as dashed lines, and the best
// step.
type experimentChart struct {
	n     int
	steps []*worker.ExperimentStep
	exact []worker.ExactStep // nil when not computed
	best  int                // -1 if none
	t     logScale
}

func newExperimentChart(n int, steps []*worker.ExperimentStep, exact []worker.ExactStep) experimentChart {
	c := experimentChart{n: n, steps: steps, exact: exact, best: bestStep(steps)}
	var ts []float64
	for _, st := range steps {
		if st == nil || st.T == nil {
			continue
		}
		ts = append(ts, *st.T)
		if st.TStdErr != nil {
			ts = append(ts, *st.T+2**st.TStdErr)
			if lo := *st.T - 2**st.TStdErr; lo > *st.T/10 {
				ts = append(ts, lo)
			}
		}
	}
	for _, x := range exact {
		if x.TF != nil {
			ts = append(ts, *x.TF)
		}
	}
	c.t = newLogScale(ts, chartTTop, chartTBot)
	return c
}

// x is the horizontal position of a step.
func (c experimentChart) x(step int) float64 {
	span := float64(chartRight - chartLeft - 2*chartPad)
	return chartLeft + chartPad + float64(step)*span/float64(max(c.n, 1))
}

// yP is the height of a probability.
func yP(p float64) float64 {
	p = min(max(p, 0), 1)
	return chartPBot - p*(chartPBot-chartPTop)
}

// xTickEvery is the spacing of the step labels, so that they do not crowd.
func xTickEvery(n int) int {
	switch {
	case n <= 12:
		return 1
	case n <= 24:
		return 2
	}
	return 5
}

func (c experimentChart) render(title, desc string) app.UI {
	return kit.SVGChart("experiment-chart", chartW, chartH, title, desc,
		c.axes(),
		c.bestMark(),
		c.exactLines(),
		kit.SVGElem("g", "points").Body(app.Range(c.steps).Slice(func(i int) app.UI {
			if c.steps[i] == nil {
				return nil
			}
			return c.point(*c.steps[i])
		})),
	)
}

// axes draws both panels' frames, grid lines and tick labels.
func (c experimentChart) axes() app.UI {
	var els []app.UI
	els = append(els,
		kit.SVGText(4, chartPTop-12, "start", "title", "p: share of attempts that succeed"),
		kit.SVGText(4, chartTTop-12, "start", "title", "t: expected nodes to a solution (log)"),
		kit.SVGText((chartLeft+chartRight)/2, chartXTitle, "middle", "title", "stepVegas: rows placed at random"),
	)
	for _, p := range []float64{0, 0.25, 0.5, 0.75, 1} {
		y := yP(p)
		els = append(els, kit.SVGLine(chartLeft, y, chartRight, y, "grid"),
			kit.SVGText(chartLeft-6, y+4, "end", "tick", strconv.FormatFloat(p, 'f', -1, 64)))
	}
	for _, t := range c.t.ticks() {
		y := c.t.y(t)
		els = append(els, kit.SVGLine(chartLeft, y, chartRight, y, "grid"),
			kit.SVGText(chartLeft-6, y+4, "end", "tick", shortNumber(t)))
	}
	every := xTickEvery(c.n)
	for step := 0; step <= c.n; step++ {
		x := c.x(step)
		els = append(els, kit.SVGLine(x, chartPBot, x, chartPBot+4, "axis"), kit.SVGLine(x, chartTBot, x, chartTBot+4, "axis"))
		if step%every == 0 || step == c.n {
			els = append(els, kit.SVGText(x, chartXLabel, "middle", "tick", strconv.Itoa(step)))
		}
	}
	for _, band := range [][2]float64{{chartPTop, chartPBot}, {chartTTop, chartTBot}} {
		els = append(els, kit.SVGLine(chartLeft, band[0], chartLeft, band[1], "axis"),
			kit.SVGLine(chartLeft, band[1], chartRight, band[1], "axis"))
	}
	return kit.SVGElem("g", "axes").Aria("hidden", "true").Body(els...)
}

// bestMark draws a line through both panels at the best step.
func (c experimentChart) bestMark() app.UI {
	if c.best < 0 {
		return nil
	}
	x := c.x(c.best)
	label, anchor := kit.SVGText(x+5, chartTTop+12, "start", "best-label", "best"), "start"
	if c.best > c.n*3/4 {
		anchor = "end"
		label = kit.SVGText(x-5, chartTTop+12, anchor, "best-label", "best")
	}
	return kit.SVGElem("g", "best").DataSet("testid", "experiment-best-mark").DataSet("step", c.best).Aria("hidden", "true").Body(
		kit.SVGLine(x, chartPTop, x, chartPBot, "best-line"),
		kit.SVGLine(x, chartTTop, x, chartTBot, "best-line"),
		label,
	)
}

// exactLines draws the exact p and t as dashed lines with dots.
func (c experimentChart) exactLines() app.UI {
	if c.exact == nil {
		return nil
	}
	var ps, ts []*[2]float64
	var dots []app.UI
	for i, x := range c.exact {
		p := &[2]float64{c.x(i), yP(x.PF)}
		ps = append(ps, p)
		dots = append(dots, svgCircle(p[0], p[1], 2, "exact-dot"))
		if x.TF == nil {
			ts = append(ts, nil)
			continue
		}
		t := &[2]float64{c.x(i), c.t.y(*x.TF)}
		ts = append(ts, t)
		dots = append(dots, svgCircle(t[0], t[1], 2, "exact-dot"))
	}
	return kit.SVGElem("g", "exact").DataSet("testid", "experiment-exact").Aria("hidden", "true").Body(
		append([]app.UI{svgPath(ps, "exact-line"), svgPath(ts, "exact-line")}, dots...)...,
	)
}

// point draws one measured step: p and t with their error bars.
func (c experimentChart) point(st worker.ExperimentStep) app.UI {
	x := c.x(st.Step)
	g := kit.SVGElem("g", "point").DataSet("testid", "experiment-point").DataSet("step", st.Step).
		DataSet("p", st.P)
	var els []app.UI
	els = append(els, kit.SVGTitle(pointWords(st)))
	if st.PStdErr > 0 {
		els = append(els, errorBar(x, yP(st.P-2*st.PStdErr), yP(st.P+2*st.PStdErr)))
	}
	els = append(els, svgCircle(x, yP(st.P), 4, "p-dot"))
	if st.T == nil {
		els = append(els, kit.SVGText(x, chartTTop+4, "middle", "inf", "∞"))
	} else {
		g = g.DataSet("t", *st.T)
		t := *st.T
		if st.TStdErr != nil && *st.TStdErr > 0 {
			els = append(els, errorBar(x, c.t.y(t-2**st.TStdErr), c.t.y(t+2**st.TStdErr)))
		}
		r, k := 4.0, "t-dot"
		if st.Step == c.best {
			r, k = 6, "t-best"
			g = g.DataSet("best", "true")
		}
		els = append(els, svgCircle(x, c.t.y(t), r, k))
	}
	return g.Body(els...)
}

// pointWords says what a point shows, for its tooltip.
func pointWords(st worker.ExperimentStep) string {
	s := fmt.Sprintf("stepVegas %d: p = %.3f ± %.3f", st.Step, st.P, 2*st.PStdErr)
	switch {
	case st.T == nil:
		s += ", no attempt succeeded"
	case st.TStdErr != nil:
		s += fmt.Sprintf(", t = %s ± %s nodes", formatFigure(*st.T), formatFigure(2**st.TStdErr))
	default:
		s += fmt.Sprintf(", t = %s nodes", formatFigure(*st.T))
	}
	return s + " (±2 standard errors)"
}

// formatFigure writes a measured figure to about 3 significant digits.
func formatFigure(x float64) string {
	switch a := math.Abs(x); {
	case a >= 1e6:
		return fmt.Sprintf("%.3gM", x/1e6)
	case a >= 1000:
		return kit.FormatCount(uint64(math.Round(x)))
	case a >= 100:
		return fmt.Sprintf("%.0f", x)
	case a >= 10:
		return fmt.Sprintf("%.1f", x)
	}
	return fmt.Sprintf("%.2f", x)
}
