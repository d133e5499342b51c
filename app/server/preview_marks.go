//go:build !(js && wasm)

package server

import (
	"image"
	"image/color"
	"math"

	"nqueens/app/stepmark"
	"nqueens/solver/trace"
)

// The colours of the step-by-step panel's marks, as web/app.css draws them
// in light mode (.square.current-row, .try-safe, …).
var (
	markRow         = color.RGBA{0xb8, 0x56, 0x0f, 0xff} // --accent
	markSafe        = color.RGBA{0x7c, 0xc4, 0x9a, 0xff}
	markSafeInk     = color.RGBA{0x0d, 0x3b, 0x1f, 0xff}
	markRejected    = color.RGBA{0xe8, 0x85, 0x7a, 0xff}
	markRejectedInk = color.RGBA{0x4a, 0x0d, 0x06, 0xff}
	markAttacker    = color.RGBA{0xb3, 0x26, 0x1e, 0xff}
	markChecked     = color.RGBA{0x3a, 0x6e, 0xa5, 0xff}
	markPlaced      = color.RGBA{0xf4, 0xc9, 0x5d, 0xff}
	markSolved      = color.RGBA{0x2e, 0x7d, 0x32, 0xff}
	// The stripes of a backtrack's row are #b3261e at 35%, and the dot of
	// an attacked square the queens' ink at 55%.
	markBacktrackAlpha = 0.35
	markAttackedAlpha  = 0.55
)

// stepsBoardCSSPixels is the side of the panel's board on a desktop, in
// CSS pixels (.steps-main's --board-size), which the marks' widths are
// given in.
const stepsBoardCSSPixels = 400

// The marks' glyphs, tick and cross, as strokes in a box of 10×10 units
// (the --tick and --cross of web/app.css), and their width in those units.
var (
	tickStrokes  = [][4]float64{{1, 5.5, 4, 8.5}, {4, 8.5, 9, 1.5}}
	crossStrokes = [][4]float64{{1.5, 1.5, 8.5, 8.5}, {8.5, 1.5, 1.5, 8.5}}
)

const glyphStroke = 1.8

// drawStepsPreview draws the step-by-step panel's board b as the panel
// shows it: its queens, and each square's marks (stepmark), in the page's
// colours.
func drawStepsPreview(b *trace.State) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, previewPixels, previewPixels))
	square := drawBoard(img, b.N)
	cell := square(0, 0).Dx()
	// px turns the page's CSS pixels of a square into the preview's.
	px := func(css float64) int { return max(1, int(math.Round(css*float64(cell*b.N)/stepsBoardCSSPixels))) }
	for r := range b.N {
		for c := range b.N {
			sq := square(r, c)
			drawMarks(img, sq, squareShade(r, c), stepmark.At(b, r, c), px)
			if r < len(b.Queens) && b.Queens[r] == c {
				queen(img, sq)
			}
		}
	}
	return img
}

// drawMarks draws the marks of a square sq of colour shade: its
// background, the stripes of a backtrack, the glyph of a try or the dot of
// an attacked square, then the ring of the row searched, of the queen
// that Check compared it with or of a solution's queen, in the order in
// which web/app.css lets them override each other.
func drawMarks(img *image.RGBA, sq image.Rectangle, shade color.RGBA, m stepmark.Square, px func(float64) int) {
	switch {
	case m.Step == stepmark.TrySafe:
		shade = markSafe
	case m.Step == stepmark.TryRejected:
		shade = markRejected
	case m.Step == stepmark.Placed, m.Solved:
		shade = markPlaced
	}
	fillRect(img, sq, shade)
	if m.Step == stepmark.Backtrack {
		stripes(img, sq, blend(shade, markAttacker, markBacktrackAlpha), px(6))
	}
	switch {
	case m.Step == stepmark.TrySafe:
		strokes(img, centred(sq, 0.5), tickStrokes, markSafeInk)
	case m.Step == stepmark.TryRejected:
		strokes(img, centred(sq, 0.45), crossStrokes, markRejectedInk)
	case m.Attacked:
		dot(img, centred(sq, 0.16), blend(shade, previewInk, markAttackedAlpha))
	}
	switch {
	case m.Solved:
		ring(img, sq, px(3), markSolved)
	case m.Step == stepmark.Attacker:
		ring(img, sq, px(3), markAttacker)
	case m.Step == stepmark.Checked:
		ring(img, sq, px(3), markChecked)
	case m.CurrentRow:
		ring(img, sq, px(2), markRow)
	}
}

// ring draws the inside edge of sq, width pixels wide.
func ring(img *image.RGBA, sq image.Rectangle, width int, c color.RGBA) {
	inner := sq.Inset(width)
	for y := sq.Min.Y; y < sq.Max.Y; y++ {
		for x := sq.Min.X; x < sq.Max.X; x++ {
			if !(image.Point{x, y}).In(inner) {
				img.SetRGBA(x, y, c)
			}
		}
	}
}

// stripes draws stripes at 45° across sq, width pixels wide and as far
// apart, as a repeating gradient does.
func stripes(img *image.RGBA, sq image.Rectangle, c color.RGBA, width int) {
	for y := sq.Min.Y; y < sq.Max.Y; y++ {
		for x := sq.Min.X; x < sq.Max.X; x++ {
			if (x+y)%(2*width) < width {
				img.SetRGBA(x, y, c)
			}
		}
	}
}

// strokes draws segments given in a box of 10×10 units over box, each
// glyphStroke units wide.
func strokes(img *image.RGBA, box image.Rectangle, segments [][4]float64, c color.RGBA) {
	unit := float64(box.Dx()) / 10
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			px, py := (float64(x-box.Min.X)+0.5)/unit, (float64(y-box.Min.Y)+0.5)/unit
			for _, s := range segments {
				if segmentDistance(px, py, s) <= glyphStroke/2 {
					img.SetRGBA(x, y, c)
					break
				}
			}
		}
	}
}

// segmentDistance is the distance from (x, y) to segment s, from (s[0],
// s[1]) to (s[2], s[3]).
func segmentDistance(x, y float64, s [4]float64) float64 {
	dx, dy := s[2]-s[0], s[3]-s[1]
	t := min(max(((x-s[0])*dx+(y-s[1])*dy)/(dx*dx+dy*dy), 0), 1)
	return math.Hypot(x-s[0]-t*dx, y-s[1]-t*dy)
}
