//go:build js && wasm

package board

import (
	"image/color"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// A plotCanvas is the browser's side of a Plot: it draws the plot at most
// once a frame, in the colours of the page's scheme, which it follows.
type plotCanvas struct {
	ctx   app.Context
	plot  *Plot
	frame app.Func // the animation frame's callback
	id    int      // the animation frame requested, or 0

	scheme   app.Value // the dark scheme's media query
	onScheme app.Func

	raster  *plotRaster
	restart bool      // whether the next frame begins a new drawing
	begun   float64   // when the drawing under way began, in the page's ms
	pixels  app.Value // the ImageData put into the canvas
	palette plotPalette
	read    bool // whether palette holds the scheme's colours
}

func (c *plotCanvas) mount(ctx app.Context, p *Plot) {
	c.ctx, c.plot = ctx, p
	c.frame = app.FuncOf(func(app.Value, []app.Value) any {
		c.id = 0
		// Drawn on the page's goroutine, which then updates the plot.
		c.ctx.Dispatch(func(app.Context) { c.draw() })
		return nil
	})
	c.onScheme = app.FuncOf(func(app.Value, []app.Value) any {
		c.ctx.Dispatch(func(app.Context) {
			c.read = false
			c.request()
		})
		return nil
	})
	if c.raster == nil { // before the queens come, not on the first drawing
		c.raster = newPlotRaster(plotPixels)
		c.raster.counts, c.raster.hs = make([]int32, plotPixels*plotPixels), make([]int32, plotPixels*plotPixels)
		c.pixels = app.Window().Get("ImageData").New(plotPixels, plotPixels)
		// Fresh memory, which Go takes to be zero without writing it: written
		// now, its pages are the browser's before the first drawing.
		clear(c.raster.counts)
		clear(c.raster.hs)
		clear(c.raster.img.Pix)
	}
	// Once the canvas is on the page, its paper, in a task of its own before
	// the first drawing's: the page's colours, the canvas's context and its
	// first image are the slowest to get.
	ctx.Defer(func(app.Context) {
		if canvas := app.Window().GetElementByID("plot"); canvas.Truthy() && c.frame != nil {
			c.palette, c.read = readPalette(canvas), true
			fill(c.raster.img, c.raster.img.Bounds(), c.palette.Paper)
			c.put(canvas)
		}
	})
	if match := app.Window().Get("matchMedia"); match.Truthy() {
		c.scheme = app.Window().Call("matchMedia", "(prefers-color-scheme: dark)")
		c.scheme.Call("addEventListener", "change", c.onScheme)
	}
}

func (c *plotCanvas) dismount() {
	if c.frame == nil {
		return
	}
	if c.id != 0 {
		app.Window().Call("cancelAnimationFrame", c.id)
		c.id = 0
	}
	if c.scheme != nil {
		c.scheme.Call("removeEventListener", "change", c.onScheme)
		c.scheme = nil
	}
	c.frame.Release()
	c.onScheme.Release()
	c.frame, c.onScheme = nil, nil
}

// request draws the plot anew from the browser's next frame.
func (c *plotCanvas) request() {
	c.restart = true
	c.schedule()
}

// schedule runs draw on the browser's next frame.
func (c *plotCanvas) schedule() {
	if c.frame == nil || c.id != 0 {
		return
	}
	c.id = app.Window().Call("requestAnimationFrame", c.frame).Int()
}

// plotSlice is the most a frame spends drawing the plot: a drawing that
// takes longer, such as the first of a million queens, goes on in the
// next frames, and the canvas shows the last one until it is done.
const plotSlice = 12 * time.Millisecond

// pending reports whether a frame will draw the plot.
func (c *plotCanvas) pending() bool { return c.id != 0 }

// draw draws a slice of the plot, and puts it into its canvas once it is
// done. Each slice is a "plot draw" measure of the page's User Timing, and
// each whole drawing a "plot drawn" one, which browsers' profilers show and
// e2e tests observe; the page keeps the last of each.
func (c *plotCanvas) draw() {
	p := c.plot
	canvas := app.Window().GetElementByID("plot")
	if !canvas.Truthy() || p.Queens == nil || len(p.Queens) != p.N {
		return
	}
	perf := app.Window().Get("performance")
	start := perf.Call("now").Float()
	if c.restart {
		if !c.read {
			c.palette, c.read = readPalette(canvas), true
		}
		c.raster.begin(p.Queens, p.window, c.palette)
		c.restart, c.begun = false, start
	}
	deadline := time.Now().Add(plotSlice)
	done := c.raster.step(func() bool { return time.Now().Before(deadline) })
	if done {
		c.put(canvas)
	}
	measure(perf, "plot draw", start)
	if !done {
		c.schedule()
		return
	}
	measure(perf, "plot drawn", c.begun)
}

// measure records a User Timing measure from start to now under name,
// in place of the last one.
func measure(perf app.Value, name string, start float64) {
	perf.Call("clearMeasures", name)
	perf.Call("measure", name, map[string]any{"start": start})
}

// put puts the raster's image into the canvas.
func (c *plotCanvas) put(canvas app.Value) {
	app.CopyBytesToJS(c.pixels.Get("data"), c.raster.img.Pix)
	canvas.Call("getContext", "2d").Call("putImageData", c.pixels, 0, 0)
}

// readPalette reads the plot's colours from the page's custom properties,
// which follow its colour scheme.
func readPalette(canvas app.Value) plotPalette {
	style := app.Window().Call("getComputedStyle", canvas)
	pal := lightPlotPalette
	for name, dst := range map[string]*color.RGBA{
		"--paper": &pal.Paper, "--ink": &pal.Ink, "--light": &pal.Light, "--dark": &pal.Dark, "--queen": &pal.Queen,
	} {
		if c, ok := parseColour(style.Call("getPropertyValue", name).String()); ok {
			*dst = c
		}
	}
	return pal
}
