package board

import (
	"fmt"
	"math"
	"nqueens/app/kit"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// plotPixels is the plot's size in canvas pixels.
const plotPixels = 560

// Plot draws a board too large for squares on a canvas, with controls to
// zoom and pan down to real squares. It owns the part of the board shown.
//
// On the canvas, the wheel (or a trackpad's pinch) zooms around the
// pointer, a drag pans, two fingers pinch, and a double-click zooms to the
// squares of the queen under the pointer, or back to the whole board; with
// the canvas focused, + and − zoom, the arrows pan, Enter zooms to squares
// and 0 shows the whole board. Its handlers are methods on the mounted
// *Plot, which read its state when they fire, and update the plot alone,
// not the page: the canvas is drawn at most once a frame.
type Plot struct {
	app.Compo
	N      int
	Queens []int32 // nil while the solution is found
	Live   bool

	window   plotWindow
	rendered plotWindow // the window of the last Render
	shown    int        // the n of window
	wantSpan float64    // the span the wheel zooms to, before rounding
	pointers plotPointers
	canvas   plotCanvas // the browser's side: frames, colours, pixels
}

// OnMount draws the plot once it is on the page.
func (p *Plot) OnMount(ctx app.Context) {
	p.canvas.mount(ctx, p)
	p.redraw()
}

// OnDismount lets go of the browser's callbacks.
func (p *Plot) OnDismount() { p.canvas.dismount() }

// OnUpdate shows a new board whole, and draws it.
func (p *Plot) OnUpdate(ctx app.Context) { p.redraw() }

// redraw draws the plot on the browser's next frame.
func (p *Plot) redraw() {
	p.sync()
	p.canvas.request()
}

// sync shows the whole of a board the plot has not shown yet.
func (p *Plot) sync() {
	if p.shown != p.N {
		p.window, p.shown = fullWindow(p.N), p.N
		p.pointers = plotPointers{}
	}
}

// show shows window w, and draws it on the next frame.
func (p *Plot) show(w plotWindow) {
	if w != p.window {
		p.window = w
		p.canvas.request()
	}
}

// Zoom scales the plot's window by num/den. Its columns follow the queen
// of its middle row, so that zooming in keeps a queen in sight: on a large
// board a square picked at random almost never holds one.
func (p *Plot) Zoom(num, den int) {
	p.sync()
	w := p.window.zoom(num, den, p.N)
	if middle := w.Row + w.Span/2; middle < len(p.Queens) {
		w.Col = int(p.Queens[middle]) - w.Span/2
		w = w.clamp(p.N)
	}
	p.show(w)
}

// Pan moves the plot's window by quarters of its span.
func (p *Plot) Pan(dRow, dCol int) {
	p.sync()
	p.show(p.window.pan(dRow, dCol, p.N))
}

// ZoomToSquares shows the squares around the queen nearest p, a point of
// the canvas; from squares, it shows the whole board.
func (p *Plot) ZoomToSquares(at plotPoint) {
	p.sync()
	if p.window.Span <= squaresMaxSpan {
		p.show(fullWindow(p.N))
		return
	}
	p.show(p.window.squaresAt(p.Queens, at, plotPixels, p.N))
}

// WheelZoom scales the span by factor around p, a point of the canvas. The
// span aimed at is kept unrounded, so that many small steps add up.
func (p *Plot) WheelZoom(factor float64, at plotPoint) {
	p.sync()
	if int(math.Round(p.wantSpan)) != p.window.Span {
		p.wantSpan = float64(p.window.Span)
	}
	p.wantSpan = min(max(p.wantSpan*factor, minPlotSpan), float64(p.N))
	row, col := p.window.at(at)
	p.show(around(row, col, at, p.wantSpan, p.N))
}

// handled ends the handling of an event on the plot. The page, whose state
// the plot does not touch, is left as it is; the plot updates with the
// frame that draws its window, or at once when that frame has been drawn
// (go-app's PreventUpdate cancels an update that the frame asked for).
func (p *Plot) handled(ctx app.Context) {
	ctx.PreventUpdate()
	if p.window != p.rendered && !p.canvas.pending() {
		ctx.Dispatch(func(app.Context) {})
	}
}

// eventPoint is where a mouse or pointer event on the canvas happened.
func eventPoint(e app.Event) plotPoint {
	canvas := e.Get("currentTarget")
	w, h := canvas.Get("clientWidth").Float(), canvas.Get("clientHeight").Float()
	if w <= 0 || h <= 0 {
		return plotPoint{0.5, 0.5}
	}
	return plotPoint{e.Get("offsetX").Float() / w, e.Get("offsetY").Float() / h}
}

func (p *Plot) onWheel(ctx app.Context, e app.Event) {
	defer p.handled(ctx)
	if p.Queens == nil || e.Get("deltaY").Float() == 0 {
		return
	}
	p.sync()
	factor := wheelFactor(e.Get("deltaY").Float(), e.Get("deltaMode").Int(), e.Get("ctrlKey").Bool())
	if factor > 1 && p.window == fullWindow(p.N) && !e.Get("ctrlKey").Bool() {
		return // the whole board shown, the wheel scrolls the page on
	}
	e.PreventDefault()
	p.WheelZoom(factor, eventPoint(e))
}

func (p *Plot) onPointerDown(ctx app.Context, e app.Event) {
	defer p.handled(ctx)
	if p.Queens == nil || (e.Get("pointerType").String() == "mouse" && e.Get("button").Int() != 0) {
		return
	}
	p.sync()
	e.Get("currentTarget").Call("setPointerCapture", e.Get("pointerId"))
	p.pointers.down(e.Get("pointerId").Int(), eventPoint(e), p.window)
}

func (p *Plot) onPointerMove(ctx app.Context, e app.Event) {
	defer p.handled(ctx)
	if !p.pointers.pressed() {
		return
	}
	if w, ok := p.pointers.move(e.Get("pointerId").Int(), eventPoint(e), p.N); ok {
		p.show(w)
	}
}

func (p *Plot) onPointerUp(ctx app.Context, e app.Event) {
	defer p.handled(ctx)
	p.pointers.up(e.Get("pointerId").Int(), p.window)
}

func (p *Plot) onDoubleClick(ctx app.Context, e app.Event) {
	defer p.handled(ctx)
	if p.Queens == nil {
		return
	}
	e.PreventDefault()
	p.ZoomToSquares(eventPoint(e))
}

func (p *Plot) onKeyDown(ctx app.Context, e app.Event) {
	defer p.handled(ctx)
	if p.Queens == nil || e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
		return
	}
	switch e.Get("key").String() {
	case "+", "=":
		p.Zoom(1, 2)
	case "-", "_":
		p.Zoom(2, 1)
	case "ArrowUp":
		p.Pan(-1, 0)
	case "ArrowDown":
		p.Pan(1, 0)
	case "ArrowLeft":
		p.Pan(0, -1)
	case "ArrowRight":
		p.Pan(0, 1)
	case "Enter":
		p.ZoomToSquares(plotPoint{0.5, 0.5})
	case "0", "Home":
		p.show(fullWindow(p.N))
	default:
		return
	}
	e.PreventDefault()
}

// Render draws the canvas and its controls.
func (p *Plot) Render() app.UI {
	p.sync()
	w := p.window
	p.rendered = w
	control := func(testID, label, text string, action func()) app.UI {
		return app.Button().Class("button secondary").DataSet("testid", testID).Aria("label", label).
			OnClick(func(ctx app.Context, e app.Event) { action(); p.handled(ctx) }).Text(text)
	}
	return app.Div().Class("plot-frame").Body(
		kit.UntilLive(app.Canvas(), p.Live).ID("plot").Class("plot").DataSet("testid", "plot").
			DataSet("n", p.N).DataSet("span", w.Span).DataSet("row", w.Row).DataSet("col", w.Col).
			Attr("width", plotPixels).Attr("height", plotPixels).
			Attr("role", "img").TabIndex(0).
			Aria("label", fmt.Sprintf("Plot of the %d queens of a %d by %d board, rows %d to %d and columns %d to %d shown",
				p.N, p.N, p.N, w.Row+1, w.Row+w.Span, w.Col+1, w.Col+w.Span)).
			Aria("describedby", "plot-help").
			On("wheel", p.onWheel).
			On("pointerdown", p.onPointerDown).
			On("pointermove", p.onPointerMove).
			On("pointerup", p.onPointerUp).
			On("pointercancel", p.onPointerUp).
			On("dblclick", p.onDoubleClick).
			On("keydown", p.onKeyDown),
		kit.UntilLive(app.Div().Class("plot-controls"), p.Live).Body(
			control("zoom-in", "Zoom in", "+", func() { p.Zoom(1, 2) }),
			control("zoom-out", "Zoom out", "−", func() { p.Zoom(2, 1) }),
			control("pan-up", "Pan up", "↑", func() { p.Pan(-1, 0) }),
			control("pan-down", "Pan down", "↓", func() { p.Pan(1, 0) }),
			control("pan-left", "Pan left", "←", func() { p.Pan(0, -1) }),
			control("pan-right", "Pan right", "→", func() { p.Pan(0, 1) }),
			control("zoom-squares", "Zoom to the squares of a queen, or back to the whole board", "Squares", func() { p.ZoomToSquares(plotPoint{0.5, 0.5}) }),
			app.Span().Class("hint").Text(fmt.Sprintf("rows %s–%s", kit.FormatCount(uint64(w.Row+1)), kit.FormatCount(uint64(w.Row+w.Span)))),
		),
		app.P().ID("plot-help").Class("plot-help").Text(
			"Wheel or pinch to zoom, drag to pan, double-click for squares. The stronger the shade, the more queens."),
	)
}
