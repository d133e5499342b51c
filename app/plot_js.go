//go:build js && wasm

package app

import (
	"image"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// drawPlotCanvas draws the plot of the board into its canvas, if the page
// shows one.
func (l *Lab) drawPlotCanvas() {
	canvas := app.Window().GetElementByID("plot")
	if !canvas.Truthy() || l.queens == nil {
		return
	}
	img := image.NewRGBA(image.Rect(0, 0, plotPixels, plotPixels))
	drawPlot(img, l.queens, l.random.window)
	pixels := app.Window().Get("Uint8ClampedArray").New(len(img.Pix))
	app.CopyBytesToJS(pixels, img.Pix)
	data := app.Window().Get("ImageData").New(pixels, plotPixels, plotPixels)
	canvas.Call("getContext", "2d").Call("putImageData", data, 0, 0)
}
