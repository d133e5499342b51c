//go:build js && wasm

package app

import (
	"image"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// drawCanvas draws the board's plot into its canvas.
func (p *Plot) drawCanvas() {
	canvas := app.Window().GetElementByID("plot")
	if !canvas.Truthy() || p.Queens == nil {
		return
	}
	img := image.NewRGBA(image.Rect(0, 0, plotPixels, plotPixels))
	drawPlot(img, p.Queens, p.window)
	pixels := app.Window().Get("Uint8ClampedArray").New(len(img.Pix))
	app.CopyBytesToJS(pixels, img.Pix)
	data := app.Window().Get("ImageData").New(pixels, plotPixels, plotPixels)
	canvas.Call("getContext", "2d").Call("putImageData", data, 0, 0)
}
