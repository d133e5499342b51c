//go:build js && wasm

package app

import (
	"image/color"

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

// request draws the plot on the browser's next frame.
func (c *plotCanvas) request() {
	if c.frame == nil || c.id != 0 {
		return
	}
	c.id = app.Window().Call("requestAnimationFrame", c.frame).Int()
}

// pending reports whether a frame will draw the plot.
func (c *plotCanvas) pending() bool { return c.id != 0 }

// draw draws the plot into its canvas.
func (c *plotCanvas) draw() {
	p := c.plot
	canvas := app.Window().GetElementByID("plot")
	if !canvas.Truthy() || p.Queens == nil || len(p.Queens) != p.N {
		return
	}
	// Each drawing is a "plot draw" measure of the page's User Timing, which
	// browsers' profilers show and e2e/plot_zoom_test.go observes; the page
	// keeps the last one only.
	perf := app.Window().Get("performance")
	start := perf.Call("now").Float()
	defer func() {
		perf.Call("clearMeasures", "plot draw")
		perf.Call("measure", "plot draw", map[string]any{"start": start})
	}()
	if !c.read {
		c.palette, c.read = readPalette(canvas), true
	}
	c.raster.draw(p.Queens, p.window, c.palette)
	c.put(canvas)
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
