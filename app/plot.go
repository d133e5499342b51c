package app

import (
	"image"
	"image/color"
)

// A plotWindow is the part of a large board that the plot shows: Span rows
// and columns from Row and Col.
type plotWindow struct{ Row, Col, Span int }

// fullWindow shows the whole n×n board.
func fullWindow(n int) plotWindow { return plotWindow{0, 0, n} }

// zoom returns the window with span scaled by num/den around its centre,
// kept on the board, and never narrower than 8 squares.
func (w plotWindow) zoom(num, den, n int) plotWindow {
	span := min(n, max(8, w.Span*num/den))
	centreRow, centreCol := w.Row+w.Span/2, w.Col+w.Span/2
	return plotWindow{Row: centreRow - span/2, Col: centreCol - span/2, Span: span}.clamp(n)
}

// pan moves the window by a quarter of its span, rows and columns at a time.
func (w plotWindow) pan(dRow, dCol, n int) plotWindow {
	step := max(1, w.Span/4)
	return plotWindow{Row: w.Row + dRow*step, Col: w.Col + dCol*step, Span: w.Span}.clamp(n)
}

func (w plotWindow) clamp(n int) plotWindow {
	w.Span = min(max(w.Span, 1), n)
	w.Row = min(max(w.Row, 0), n-w.Span)
	w.Col = min(max(w.Col, 0), n-w.Span)
	return w
}

// squaresMaxSpan is the widest window drawn as squares; wider ones are a
// plot of points.
const squaresMaxSpan = 48

var (
	plotPaper = color.RGBA{0xf7, 0xf3, 0xea, 0xff}
	plotLight = color.RGBA{0xf0, 0xe4, 0xc8, 0xff}
	plotDark  = color.RGBA{0x6f, 0x9a, 0x84, 0xff}
	plotQueen = color.RGBA{0x1d, 0x2b, 0x3a, 0xff}
)

// drawPlot draws the window of the board with queens into img, a square
// image: as squares and queens when it is narrow enough, else as a
// permutation plot, a point for each queen. It takes O(n + pixels).
func drawPlot(img *image.RGBA, queens []int, w plotWindow) {
	size := img.Bounds().Dx()
	if w.Span <= squaresMaxSpan {
		drawSquares(img, queens, w, size)
		return
	}
	fill(img, image.Rect(0, 0, size, size), plotPaper)
	dot := max(1, size/w.Span)
	for r := w.Row; r < w.Row+w.Span && r < len(queens); r++ {
		c := queens[r]
		if c < w.Col || c >= w.Col+w.Span {
			continue
		}
		x, y := (c-w.Col)*size/w.Span, (r-w.Row)*size/w.Span
		fill(img, image.Rect(x, y, x+max(dot, 2), y+max(dot, 2)), plotQueen)
	}
}

func drawSquares(img *image.RGBA, queens []int, w plotWindow, size int) {
	for i := range w.Span {
		for j := range w.Span {
			r, c := w.Row+i, w.Col+j
			cell := image.Rect(j*size/w.Span, i*size/w.Span, (j+1)*size/w.Span, (i+1)*size/w.Span)
			shade := plotLight
			if (r+c)%2 == 1 {
				shade = plotDark
			}
			fill(img, cell, shade)
			if r < len(queens) && queens[r] == c {
				inset := cell.Dx() / 4
				fill(img, cell.Inset(inset), plotQueen)
			}
		}
	}
}

func fill(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			img.SetRGBA(x, y, c)
		}
	}
}
