package app

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// plotPixels is the plot's size in canvas pixels.
const plotPixels = 560

// Plot draws a board too large for squares on a canvas, with controls to
// zoom and pan down to real squares. It owns the part of the board shown.
type Plot struct {
	app.Compo
	N      int
	Queens []int // nil while the solution is found
	Live   bool

	window plotWindow
	shown  int // the n of window
}

// OnMount draws the plot once it is on the page.
func (p *Plot) OnMount(ctx app.Context) { p.redraw(ctx) }

// OnUpdate shows a new board whole, and draws it.
func (p *Plot) OnUpdate(ctx app.Context) { p.redraw(ctx) }

// redraw draws the plot once the page has rendered it.
func (p *Plot) redraw(ctx app.Context) {
	p.sync()
	ctx.Defer(func(app.Context) { p.drawCanvas() })
}

// sync shows the whole of a board the plot has not shown yet.
func (p *Plot) sync() {
	if p.shown != p.N {
		p.window, p.shown = fullWindow(p.N), p.N
	}
}

// Zoom scales the plot's window by num/den. Its columns follow the queen
// of its middle row, so that zooming in keeps a queen in sight: on a large
// board a square picked at random almost never holds one.
func (p *Plot) Zoom(num, den int) {
	p.sync()
	w := p.window.zoom(num, den, p.N)
	if middle := w.Row + w.Span/2; middle < len(p.Queens) {
		w.Col = p.Queens[middle] - w.Span/2
		w = w.clamp(p.N)
	}
	p.window = w
}

// Pan moves the plot's window by quarters of its span.
func (p *Plot) Pan(dRow, dCol int) {
	p.sync()
	p.window = p.window.pan(dRow, dCol, p.N)
}

// Render draws the canvas and its controls.
func (p *Plot) Render() app.UI {
	p.sync()
	w := p.window
	control := func(testID, label, text string, action func()) app.UI {
		return app.Button().Class("button secondary").DataSet("testid", testID).Aria("label", label).
			OnClick(func(ctx app.Context, e app.Event) { action(); p.redraw(ctx) }).Text(text)
	}
	return app.Div().Class("plot-frame").Body(
		app.Canvas().ID("plot").Class("plot").DataSet("testid", "plot").
			DataSet("n", p.N).DataSet("span", w.Span).
			Attr("width", plotPixels).Attr("height", plotPixels).
			Attr("role", "img").
			Aria("label", fmt.Sprintf("Plot of the %d queens of a %d by %d board, rows %d to %d and columns %d to %d shown",
				p.N, p.N, p.N, w.Row+1, w.Row+w.Span, w.Col+1, w.Col+w.Span)),
		untilLive(app.Div().Class("plot-controls"), p.Live).Body(
			control("zoom-in", "Zoom in", "+", func() { p.Zoom(1, 2) }),
			control("zoom-out", "Zoom out", "−", func() { p.Zoom(2, 1) }),
			control("pan-up", "Pan up", "↑", func() { p.Pan(-1, 0) }),
			control("pan-down", "Pan down", "↓", func() { p.Pan(1, 0) }),
			control("pan-left", "Pan left", "←", func() { p.Pan(0, -1) }),
			control("pan-right", "Pan right", "→", func() { p.Pan(0, 1) }),
			app.Span().Class("hint").Text(fmt.Sprintf("rows %s–%s", formatCount(uint64(w.Row+1)), formatCount(uint64(w.Row+w.Span)))),
		),
	)
}
