package app

import (
	"math"

	"nqueens/app/steps"
)

// A frameShape is how tall an embed's frame is for a width: base pixels
// and perWidth more for each pixel of width; width is the frame's own
// width, where nothing asks for another.
type frameShape struct {
	width          int
	base, perWidth float64
}

// The shapes of the embeds' frames. A board fills its frame, and keeps
// its shape. The step-by-step panel lays out its board, controls, code
// and frames in two columns from 600 px wide (web/app.css, "embed"), and
// its content grows by a quarter of a pixel a pixel of width: 900 px high
// at 700 wide, 930 at 820, as measured in Chromium (e2e/embed_fit_test.go).
// The other panels keep the shape of a page.
var (
	boardShape = frameShape{width: 480, perWidth: 540.0 / 480}
	stepsShape = frameShape{width: 800, base: 725, perWidth: 0.25}
	panelShape = frameShape{width: 960, perWidth: 1280.0 / 960}
)

// Bounds of an embed's frame, in CSS pixels, that the Embed dialog
// accepts; a frame narrower than MinEmbedWidth shows too little.
const (
	MinEmbedWidth, MaxEmbedWidth   = 200, 2000
	MinEmbedHeight, MaxEmbedHeight = 200, 3000
)

// shapeOf returns the shape of the frame of an embed that shows panel, or
// the board for "".
func shapeOf(panel string) frameShape {
	switch panel {
	case "":
		return boardShape
	case steps.Spec.Name:
		return stepsShape
	}
	return panelShape
}

// height returns the height that suits a frame width pixels wide.
func (s frameShape) height(width int) int {
	return max(1, int(math.Round(s.base+s.perWidth*float64(width))))
}

// widthFor returns the widest frame whose height is at most height.
func (s frameShape) widthFor(height int) int {
	return int(math.Floor((float64(height) - s.base) / s.perWidth))
}

// Fit returns the frame sized to fit maxWidth and maxHeight (0 for no
// bound), as oEmbed asks: as wide as it may be up to its own width, and
// as tall as suits that width. Where that is too tall it narrows to the
// height; where that would take it under MinEmbedWidth, it keeps its
// width, and the embed scrolls within its frame.
func (f EmbedFrame) Fit(maxWidth, maxHeight int) EmbedFrame {
	w := f.shape.width
	if maxWidth > 0 {
		w = min(w, maxWidth)
	}
	h := f.shape.height(w)
	if maxHeight > 0 && h > maxHeight {
		if narrow := f.shape.widthFor(maxHeight); narrow >= MinEmbedWidth {
			w = min(w, narrow)
		}
		h = maxHeight
	}
	f.Width, f.Height = w, h
	return f
}
