package board

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"
)

// squaresMaxSpan is the widest window drawn as squares; wider ones are a
// plot of the queens' density.
const squaresMaxSpan = 48

// A plotPalette holds the plot's colours: the paper and ink of the density
// plot, and the squares and queens of a narrow window.
type plotPalette struct{ Paper, Ink, Light, Dark, Queen color.RGBA }

// lightPlotPalette is the page's light palette (web/app.css's :root).
var lightPlotPalette = plotPalette{
	Paper: color.RGBA{0xf7, 0xf3, 0xea, 0xff},
	Ink:   color.RGBA{0x1d, 0x2b, 0x3a, 0xff},
	Light: color.RGBA{0xf0, 0xe4, 0xc8, 0xff},
	Dark:  color.RGBA{0x6f, 0x9a, 0x84, 0xff},
	Queen: color.RGBA{0x1d, 0x2b, 0x3a, 0xff},
}

// parseColour reads a CSS colour written #rgb or #rrggbb.
func parseColour(s string) (color.RGBA, bool) {
	hex, ok := strings.CutPrefix(strings.TrimSpace(s), "#")
	v, err := strconv.ParseUint(hex, 16, 32)
	switch {
	case !ok || err != nil:
		return color.RGBA{}, false
	case len(hex) == 3:
		return color.RGBA{uint8(v>>8) * 17, uint8(v>>4&0xf) * 17, uint8(v&0xf) * 17, 0xff}, true
	case len(hex) == 6:
		return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}, true
	}
	return color.RGBA{}, false
}

// Density shading. A pixel of a wide window covers many squares; its
// density is the share of its squares that hold a queen, relative to the
// board's (1/n). The plot shades it on a log scale: the board's density at
// densityMid of the way from paper to ink, twice it darker by densityStep,
// and an empty pixel, or one under two thirds of the board's density, as
// paper. When a pixel holds a queen or more on average, the density is
// taken over the pixel and its eight neighbours, which shows a structure
// that the noise of single pixels would hide. A window that holds under
// sparseDensity queens a pixel draws each queen as a dot of ink, two pixels
// wide at least.
const (
	densityMid    = 0.3
	densityStep   = 0.5
	sparseDensity = 1.0 / 32
)

// densityShade is the share of ink of a pixel whose density is rho times
// the board's.
func densityShade(rho float64) float64 {
	if rho <= 0 {
		return 0
	}
	return min(max(densityMid+densityStep*math.Log2(rho), 0), 1)
}

// A plotRaster draws plots of one size, and keeps its buffers from one
// drawing to the next: a 10^6-queen plot takes O(span + pixels) and
// allocates nothing. A drawing may be done in slices (begin, then step
// until it is done), so that none blocks the page for long.
type plotRaster struct {
	img        *image.RGBA
	counts, hs []int32
	lut        [][4]uint8
	job        plotJob
}

// A plotJob is a drawing under way: a density plot goes through its
// phases a line of pixels at a time.
type plotJob struct {
	queens []int32
	w      plotWindow
	pal    plotPalette
	phase  plotPhase
	line   int   // the next line of the phase
	most   int32 // the largest count, once summed
	cells  int   // the pixels a count sums: 1, or 9 when box-summed
	lambda float64
}

// The phases of a density plot.
type plotPhase int

const (
	phaseCount plotPhase = iota // count each pixel's queens
	phaseRows                   // sum each count with its neighbours in the line
	phaseCols                   // and with the lines above and below
	phaseMost                   // find the largest count
	phasePaint                  // paint each pixel in its count's shade
	phaseDone
)

// linesPerCheck is how many lines a step draws between looks at the clock.
const linesPerCheck = 8

func newPlotRaster(size int) *plotRaster {
	return &plotRaster{img: image.NewRGBA(image.Rect(0, 0, size, size))}
}

// drawPlot draws the window of the board with queens into img, a square
// image: as squares and queens when it is narrow enough, else as the
// queens' density, or a point for each queen when they are sparse.
func drawPlot(img *image.RGBA, queens []int32, w plotWindow, pal plotPalette) {
	(&plotRaster{img: img}).draw(queens, w, pal)
}

// draw draws the window of the board with queens whole, and returns the
// image.
func (r *plotRaster) draw(queens []int32, w plotWindow, pal plotPalette) *image.RGBA {
	r.begin(queens, w, pal)
	r.step(func() bool { return true })
	return r.img
}

// begin starts drawing the window of the board with queens, in place of
// any drawing under way. Narrow windows and sparse points are drawn at
// once; a density plot is left to step.
func (r *plotRaster) begin(queens []int32, w plotWindow, pal plotPalette) {
	size := r.img.Bounds().Dx()
	r.job = plotJob{queens: queens, w: w, pal: pal, phase: phaseDone}
	switch {
	case w.Span <= squaresMaxSpan:
		r.drawSquares(queens, w, pal)
	case pixelDensity(w.Span, len(queens), size) < sparseDensity:
		r.drawPoints(queens, w, pal)
	default:
		if len(r.counts) != size*size {
			r.counts, r.hs = make([]int32, size*size), make([]int32, size*size)
		}
		r.job.phase = phaseCount
		r.job.lambda = pixelDensity(w.Span, len(queens), size)
	}
}

// step goes on with the drawing begun until it is done, in which case it
// reports true, or until more reports false, which it asks every few lines.
func (r *plotRaster) step(more func() bool) (done bool) {
	size := r.img.Bounds().Dx()
	j := &r.job
	for j.phase != phaseDone {
		if j.line == size {
			r.nextPhase()
			continue
		}
		r.drawLine(j.line)
		j.line++
		if j.line%linesPerCheck == 0 && !more() {
			break
		}
	}
	return j.phase == phaseDone
}

// nextPhase moves the job on to its next phase, at its first line.
func (r *plotRaster) nextPhase() {
	j := &r.job
	j.line = 0
	switch j.phase {
	case phaseCount:
		j.phase, j.cells = phaseMost, 1
		if j.lambda >= 1 {
			j.phase, j.cells = phaseRows, 9
		}
	case phaseRows:
		j.phase = phaseCols
	case phaseCols:
		j.phase = phaseMost
	case phaseMost:
		j.phase = phasePaint
		r.fillLUT()
	case phasePaint:
		j.phase = phaseDone
	}
}

// drawLine does the job's phase for line y of pixels.
func (r *plotRaster) drawLine(y int) {
	size := r.img.Bounds().Dx()
	j := &r.job
	w, counts := j.w, r.counts
	line := counts[y*size : (y+1)*size]
	switch j.phase {
	case phaseCount:
		// A queen's pixel column is c*size/span, in fixed point: a
		// multiplication costs a fraction of a division, and it rounds
		// down as well (to the pixel on the left, for a queen on a
		// pixel's edge).
		clear(line)
		first, last := w.Row+y*w.Span/size, min(w.Row+(y+1)*w.Span/size, len(j.queens))
		countLine(line, j.queens[first:max(first, last)], w.Col, w.Span, uint64(size)<<32/uint64(w.Span))
	case phaseRows:
		sum3(r.hs[y*size:(y+1)*size], line)
	case phaseCols:
		add3(line, r.hs[max(y-1, 0)*size:], r.hs[y*size:], r.hs[min(y+1, size-1)*size:])
	case phaseMost:
		for _, k := range line {
			j.most = max(j.most, k)
		}
	case phasePaint:
		paintLine(r.img.Pix[4*y*size:4*(y+1)*size], line, r.lut)
	}
}

// fillLUT makes the table of each count's shade.
func (r *plotRaster) fillLUT() {
	j := &r.job
	if cap(r.lut) <= int(j.most) {
		r.lut = make([][4]uint8, j.most+1)
	}
	r.lut = r.lut[:j.most+1]
	for k := range r.lut {
		c := mix(j.pal.Paper, j.pal.Ink, densityShade(float64(k)/(float64(j.cells)*j.lambda)))
		r.lut[k] = [4]uint8{c.R, c.G, c.B, 0xff}
	}
}

// pixelDensity is the number of queens a pixel holds on average: the span
// of a pixel squared over n.
func pixelDensity(span, n, size int) float64 {
	perPixel := float64(span) / float64(size)
	return perPixel * perPixel / float64(n)
}

func (r *plotRaster) drawSquares(queens []int32, w plotWindow, pal plotPalette) {
	size := r.img.Bounds().Dx()
	for i := range w.Span {
		for j := range w.Span {
			row, col := w.Row+i, w.Col+j
			cell := image.Rect(j*size/w.Span, i*size/w.Span, (j+1)*size/w.Span, (i+1)*size/w.Span)
			shade := pal.Light
			if (row+col)%2 == 1 {
				shade = pal.Dark
			}
			fill(r.img, cell, shade)
			if row < len(queens) && int(queens[row]) == col {
				inset := cell.Dx() / 4
				fill(r.img, cell.Inset(inset), pal.Queen)
			}
		}
	}
}

func (r *plotRaster) drawPoints(queens []int32, w plotWindow, pal plotPalette) {
	size := r.img.Bounds().Dx()
	fill(r.img, r.img.Bounds(), pal.Paper)
	for row := w.Row; row < w.Row+w.Span && row < len(queens); row++ {
		c := int(queens[row]) - w.Col
		if c < 0 || c >= w.Span {
			continue
		}
		x, y := c*size/w.Span, (row-w.Row)*size/w.Span
		x1, y1 := (c+1)*size/w.Span, (row-w.Row+1)*size/w.Span
		fill(r.img, image.Rect(x, y, max(x1, x+2), max(y1, y+2)), pal.Ink)
	}
}

// The loops over a line of pixels are functions of their own, which the
// browser's WebAssembly engine optimises after a few calls: the first
// drawing of a plot then runs mostly optimised code, which a single loop
// over its million queens would not.

// countLine counts in line the queens of a pixel's rows whose columns,
// from col, are within span; a column's pixel is its product with scale,
// over 2^32.
//
//go:noinline
func countLine(line []int32, queens []int32, col, span int, scale uint64) {
	for _, q := range queens {
		if c := int(q) - col; uint(c) < uint(span) {
			line[uint64(c)*scale>>32]++
		}
	}
}

// paintLine paints each pixel of a line in the colour of its count.
//
//go:noinline
func paintLine(pix []byte, counts []int32, lut [][4]uint8) {
	for i, k := range counts {
		c, p := lut[k], pix[4*i:4*i+4:4*i+4]
		p[0], p[1], p[2], p[3] = c[0], c[1], c[2], c[3]
	}
}

// sum3 sets each out[x] to line[x-1] + line[x] + line[x+1], the line's
// ends repeated.
//
//go:noinline
func sum3(out, line []int32) {
	last := len(line) - 1
	for x := range out {
		out[x] = line[max(x-1, 0)] + line[x] + line[min(x+1, last)]
	}
}

// add3 sets out to the sum of three lines.
//
//go:noinline
func add3(out, a, b, c []int32) {
	for x := range out {
		out[x] = a[x] + b[x] + c[x]
	}
}

// mix is the colour t of the way from a to b.
func mix(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + t*(float64(y)-float64(x)))) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 0xff}
}

// fill paints the rectangle r of img, clipped to it.
func fill(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	r = r.Intersect(img.Bounds())
	if r.Empty() {
		return
	}
	px := [4]uint8{c.R, c.G, c.B, c.A}
	first := img.Pix[img.PixOffset(r.Min.X, r.Min.Y) : img.PixOffset(r.Max.X-1, r.Min.Y)+4]
	for i := 0; i < len(first); i += 4 {
		copy(first[i:i+4], px[:])
	}
	for y := r.Min.Y + 1; y < r.Max.Y; y++ {
		copy(img.Pix[img.PixOffset(r.Min.X, y):], first)
	}
}
