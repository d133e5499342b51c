package board

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"nqueens/solver/random"
)

func TestPlotWindow(t *testing.T) {
	n := 1000
	w := fullWindow(n).zoom(1, 2, n)
	if w != (plotWindow{250, 250, 500}) {
		t.Errorf("zoom in = %+v", w)
	}
	if got := w.pan(-1, 1, n); got != (plotWindow{125, 375, 500}) {
		t.Errorf("pan = %+v", got)
	}
	if got := w.pan(-9, 9, n); got != (plotWindow{0, 500, 500}) {
		t.Errorf("pan past the edge = %+v", got)
	}
	if got := w.zoom(1, 1000, n); got.Span != 8 {
		t.Errorf("zoom to the limit = %+v", got)
	}
	if got := w.zoom(9, 1, n); got != fullWindow(n) {
		t.Errorf("zoom out past the board = %+v", got)
	}
}

func TestZoomAt(t *testing.T) {
	for _, tc := range []struct {
		name   string
		w      plotWindow
		factor float64
		at     plotPoint
		want   plotWindow
	}{
		{"in at the top left", plotWindow{0, 0, 1000}, 0.5, plotPoint{0, 0}, plotWindow{0, 0, 500}},
		{"in at the centre", plotWindow{0, 0, 1000}, 0.5, plotPoint{0.5, 0.5}, plotWindow{250, 250, 500}},
		{"in at the bottom right", plotWindow{0, 0, 1000}, 0.5, plotPoint{1, 1}, plotWindow{500, 500, 500}},
		// The square under the pointer, row 750 and column 250, stays under it.
		{"in tenfold off centre", plotWindow{0, 0, 1000}, 0.1, plotPoint{0.25, 0.75}, plotWindow{675, 225, 100}},
		{"out past the board", plotWindow{400, 400, 100}, 100, plotPoint{0.5, 0.5}, plotWindow{0, 0, 1000}},
		{"out at an edge, clamped", plotWindow{900, 0, 100}, 4, plotPoint{0.5, 0.5}, plotWindow{600, 0, 400}},
		{"in to the narrowest", plotWindow{0, 0, 1000}, 1e-6, plotPoint{0.5, 0.5}, plotWindow{496, 496, 8}},
		{"no change", plotWindow{10, 20, 100}, 1, plotPoint{0.3, 0.9}, plotWindow{10, 20, 100}},
	} {
		if got := tc.w.zoomAt(tc.factor, tc.at, 1000); got != tc.want {
			t.Errorf("%s: %+v zoomed %g at %v = %+v, want %+v", tc.name, tc.w, tc.factor, tc.at, got, tc.want)
		}
	}
}

func TestWheelFactor(t *testing.T) {
	for _, tc := range []struct {
		deltaY    float64
		deltaMode int
		ctrl      bool
		doublings float64 // log2 of the factor
	}{
		{-60, 0, false, -1}, // a wheel turned away zooms in
		{120, 0, false, 2},  // towards the user, out
		{-100, 0, false, -5.0 / 3},
		{-3, 1, false, -5.0 / 3}, // Firefox's notch, in lines
		{-20, 0, true, -1},       // a trackpad's pinch, three times as fast
		{-10000, 0, false, -8},   // at most 256 times an event
		{1, 2, false, 8},         // a page
		{0, 0, false, 0},
	} {
		if got := math.Log2(wheelFactor(tc.deltaY, tc.deltaMode, tc.ctrl)); math.Abs(got-tc.doublings) > 1e-9 {
			t.Errorf("wheel %g (mode %d, ctrl %v) zooms 2^%g, want 2^%g", tc.deltaY, tc.deltaMode, tc.ctrl, got, tc.doublings)
		}
	}
}

func TestDragged(t *testing.T) {
	const n, size = 10000, 560.0
	start := plotWindow{1000, 1000, 5600} // 10 squares a pixel
	centre := plotPoint{0.5, 0.5}
	for _, tc := range []struct {
		name   string
		dx, dy float64 // pixels
		want   plotWindow
	}{
		{"right by 56 pixels", 56, 0, plotWindow{1000, 440, 5600}},
		{"left by 56 pixels", -56, 0, plotWindow{1000, 1560, 5600}},
		{"down by 7 pixels", 0, 7, plotWindow{930, 1000, 5600}},
		{"down past the top edge", 0, 112, plotWindow{0, 1000, 5600}},
		{"up and left past the bottom right edge", -500, -500, plotWindow{4400, 4400, 5600}},
		{"nowhere", 0, 0, start},
	} {
		to := plotPoint{centre.X + tc.dx/size, centre.Y + tc.dy/size}
		if got := dragged(start, centre, to, n); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

func TestPinch(t *testing.T) {
	if got := pinchFactor(0.2, 0.4); got != 0.25 {
		t.Errorf("fingers spread twice as far zoom by %g, want 1/4", got)
	}
	if got := pinchFactor(0.1, 0.1); got != 1 {
		t.Errorf("fingers that stay zoom by %g", got)
	}
	if got := pinchFactor(0.1, 0); math.IsInf(got, 0) || got <= 1 {
		t.Errorf("fingers that meet zoom by %g", got)
	}
	start := plotWindow{0, 0, 10000}
	a0, b0 := plotPoint{0.4, 0.5}, plotPoint{0.6, 0.5}
	for _, tc := range []struct {
		name   string
		a1, b1 plotPoint
		want   plotWindow
	}{
		{"spread about the centre", plotPoint{0.3, 0.5}, plotPoint{0.7, 0.5}, plotWindow{3750, 3750, 2500}},
		// The square that was under the fingers' midpoint follows it to (0.6, 0.3).
		{"spread and moved", plotPoint{0.4, 0.3}, plotPoint{0.8, 0.3}, plotWindow{4250, 3500, 2500}},
		{"pinched past the board", plotPoint{0.45, 0.5}, plotPoint{0.55, 0.5}, plotWindow{0, 0, 10000}},
	} {
		if got := pinched(start, a0, b0, tc.a1, tc.b1, 10000); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

func TestPlotPointers(t *testing.T) {
	const n = 1000
	var g plotPointers
	w := plotWindow{250, 250, 500}
	g.down(1, plotPoint{0.5, 0.5}, w)
	step := func(id int, p plotPoint, want plotWindow) {
		t.Helper()
		got, ok := g.move(id, p, n)
		if !ok || got != want {
			t.Fatalf("pointer %d to %v: %+v, %v; want %+v", id, p, got, ok, want)
		}
		w = got
	}
	step(1, plotPoint{0.6, 0.5}, plotWindow{250, 200, 500}) // a drag
	g.down(2, plotPoint{0.8, 0.5}, w)
	step(2, plotPoint{1.0, 0.5}, plotWindow{438, 450, 125}) // a pinch: twice as far, a quarter of the span
	g.up(1, w)
	step(2, plotPoint{0.9, 0.5}, plotWindow{438, 463, 125}) // the finger left drags on
	if _, ok := g.move(7, plotPoint{0, 0}, n); ok {
		t.Error("a pointer never pressed moved the window")
	}
	g.up(2, w)
	if g.pressed() {
		t.Error("pressed after every pointer was released")
	}
}

// TestWheelGestures zooms the whole of a 10^6 board to squares in three
// turns of the wheel, and a trackpad's small steps add up on a narrow one.
func TestWheelGestures(t *testing.T) {
	p := &Plot{N: 1_000_000}
	for range 3 {
		p.WheelZoom(wheelFactor(-300, 0, false), plotPoint{0.3, 0.6})
	}
	if p.window.Span > 32 {
		t.Errorf("three turns of the wheel show %+v", p.window)
	}
	p = &Plot{N: 1000}
	p.sync()
	p.window = plotWindow{100, 100, 16}
	for range 40 {
		p.WheelZoom(0.98, plotPoint{0.5, 0.5})
	}
	if p.window.Span != minPlotSpan {
		t.Errorf("40 steps of 0.98 from 16 squares show %+v", p.window)
	}
}

func TestSquaresAt(t *testing.T) {
	const n = 1000
	queens := make([]int32, n)
	for r := range queens {
		queens[r] = int32(r * 7 % n)
	}
	whole := fullWindow(n)
	for _, tc := range []struct {
		name string
		at   plotPoint
		want plotWindow
	}{
		{"on a queen", plotPoint{0.5, 0.5}, plotWindow{493, 493, 16}},        // row 500's queen is on column 500
		{"near a queen", plotPoint{0.503, 0.5}, plotWindow{493, 493, 16}},    // three squares off
		{"no queen in reach", plotPoint{0.1, 0.5}, plotWindow{493, 493, 16}}, // the queen of the row pointed at
		{"at the corner", plotPoint{0, 0}, plotWindow{0, 0, 16}},             // row 0's queen is on column 0
		{"at the far corner", plotPoint{1, 1}, plotWindow{984, n - 16, 16}},  // row 999's, on column 993
	} {
		if got := whole.squaresAt(queens, tc.at, plotPixels, n); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
	p := &Plot{N: n, Queens: queens}
	p.ZoomToSquares(plotPoint{0.5, 0.5})
	p.ZoomToSquares(plotPoint{0.5, 0.5})
	if p.window != whole {
		t.Errorf("zoom to squares twice: %+v, want the whole board", p.window)
	}
}

func TestDensityShade(t *testing.T) {
	for _, tc := range []struct{ rho, want float64 }{
		{0, 0},          // empty: paper
		{0.5, 0},        // half the board's density: paper too
		{1, densityMid}, // the board's density
		{2, densityMid + densityStep},
		{4, 1}, // four times: ink
		{1000, 1},
	} {
		if got := densityShade(tc.rho); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("density %g shaded %g, want %g", tc.rho, got, tc.want)
		}
	}
	if densityShade(0.8) >= densityShade(1.2) {
		t.Error("a sparse area is not lighter than a dense one")
	}
}

func TestParseColour(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want color.RGBA
		ok   bool
	}{
		{"#12181f", color.RGBA{0x12, 0x18, 0x1f, 0xff}, true},
		{" #E8EDF2", color.RGBA{0xe8, 0xed, 0xf2, 0xff}, true},
		{"#fff", color.RGBA{0xff, 0xff, 0xff, 0xff}, true},
		{"", color.RGBA{}, false},
		{"red", color.RGBA{}, false},
		{"#12345", color.RGBA{}, false},
		{"#12181g", color.RGBA{}, false},
	} {
		if got, ok := parseColour(tc.in); got != tc.want || ok != tc.ok {
			t.Errorf("parseColour(%q) = %v, %v", tc.in, got, ok)
		}
	}
}

// colourPixels counts the pixels of colour c.
func colourPixels(img *image.RGBA, c color.RGBA) int {
	count := 0
	for y := 0; y < img.Bounds().Dy(); y++ {
		for x := 0; x < img.Bounds().Dx(); x++ {
			if img.RGBAAt(x, y) == c {
				count++
			}
		}
	}
	return count
}

func TestDrawPlot(t *testing.T) {
	pal := lightPlotPalette
	f, _ := random.Solvers[2].Solve(t.Context(), 400, 0, 1)
	img := image.NewRGBA(image.Rect(0, 0, 200, 200))
	drawPlot(img, f.Queens, fullWindow(400), pal) // sparse: a dot of 2×2 pixels a queen
	if got := colourPixels(img, pal.Ink); got < 400 || got > 4*400 {
		t.Errorf("the plot of 400 queens has %d queen pixels", got)
	}
	// Zoomed to 8 squares: exactly the queens in the window are drawn.
	w := plotWindow{Row: 100, Col: int(f.Queens[100]) - 3, Span: 8}.clamp(400)
	img = image.NewRGBA(image.Rect(0, 0, 200, 200))
	drawPlot(img, f.Queens, w, pal)
	inWindow := 0
	for r := w.Row; r < w.Row+w.Span; r++ {
		if c := int(f.Queens[r]); c >= w.Col && c < w.Col+w.Span {
			inWindow++
		}
	}
	cell := 200 / 8
	want := inWindow * (cell - 2*(cell/4)) * (cell - 2*(cell/4))
	if got := colourPixels(img, pal.Queen); inWindow == 0 || got != want {
		t.Errorf("zoomed plot: %d queen pixels, want %d for %d queens", got, want, inWindow)
	}
}

// blockQueens is a permutation of n whose queens lie in two blocks: rows
// and columns [0, n/2), and [n/2, n), shuffled within them.
func blockQueens(n int) []int32 {
	rnd := rand.New(rand.NewPCG(1, 2))
	queens := make([]int32, n)
	for r := range queens {
		queens[r] = int32(r)
	}
	half := n / 2
	rnd.Shuffle(half, func(i, j int) { queens[i], queens[j] = queens[j], queens[i] })
	rnd.Shuffle(n-half, func(i, j int) { queens[half+i], queens[half+j] = queens[half+j], queens[half+i] })
	return queens
}

// TestDrawDensity draws boards with twice the board's density in two
// quarters and none in the others. With four queens a pixel, the density
// is taken over 3×3 pixels, and the full quarters are shaded about
// densityShade(2) of the way to ink; with a fifth of a queen, each queen's
// pixel is ink, and a third of the full quarters' pixels hold one.
func TestDrawDensity(t *testing.T) {
	const size = 100
	for _, tc := range []struct {
		name string
		n    int     // pixelDensity is n/size²
		mean float64 // the full quarters' mean shade
	}{
		{"a fifth of a queen a pixel", 2000, 1 - math.Exp(-0.4)},
		{"four queens a pixel", 40000, densityShade(2)},
	} {
		queens := blockQueens(tc.n)
		r := newPlotRaster(size)
		img := r.draw(queens, fullWindow(tc.n), lightPlotPalette)
		// The empty quarters are paper, but for a pixel's width along the full ones.
		if got, want := colourPixels(img, lightPlotPalette.Paper), 2*(size/2-1)*(size/2-1); got < want {
			t.Errorf("%s: %d paper pixels, want %d at least", tc.name, got, want)
		}
		var sum float64
		for y := range size / 2 {
			for x := range size / 2 {
				c := img.RGBAAt(x, y)
				sum += (float64(lightPlotPalette.Paper.R) - float64(c.R)) /
					(float64(lightPlotPalette.Paper.R) - float64(lightPlotPalette.Ink.R))
			}
		}
		if mean := sum / (size * size / 4); math.Abs(mean-tc.mean) > 0.05 {
			t.Errorf("%s: the full quarter is shaded %.2f, want about %.2f", tc.name, mean, tc.mean)
		}
		// The same window drawn again, with the raster's buffers reused, is the same.
		again := image.NewRGBA(img.Bounds())
		copy(again.Pix, img.Pix)
		if r.draw(queens, fullWindow(tc.n), lightPlotPalette); string(again.Pix) != string(r.img.Pix) {
			t.Errorf("%s: drawn twice, differently", tc.name)
		}
	}
}

// darkTestPalette is web/app.css's dark palette.
func darkTestPalette() plotPalette {
	return plotPalette{
		Paper: color.RGBA{0x12, 0x18, 0x1f, 0xff}, Ink: color.RGBA{0xe8, 0xed, 0xf2, 0xff},
		Light: color.RGBA{0xc9, 0xb9, 0x8f, 0xff}, Dark: color.RGBA{0x4f, 0x7a, 0x66, 0xff}, Queen: color.RGBA{0x10, 0x16, 0x1c, 0xff},
	}
}

// TestDrawDark draws with a dark palette: the paper of the plot is dark.
func TestDrawDark(t *testing.T) {
	dark := darkTestPalette()
	queens := blockQueens(40000)
	img := newPlotRaster(100).draw(queens, fullWindow(40000), dark)
	if got := colourPixels(img, dark.Paper); got < 2*49*49 {
		t.Errorf("%d dark paper pixels", got)
	}
	if got := colourPixels(img, lightPlotPalette.Paper); got != 0 {
		t.Errorf("%d cream pixels in the dark", got)
	}
}

func BenchmarkDrawPlot(b *testing.B) {
	f, err := random.Solvers[2].Solve(b.Context(), 1_000_000, 0, 3)
	if err != nil {
		b.Fatal(err)
	}
	r := newPlotRaster(plotPixels)
	for b.Loop() {
		r.draw(f.Queens, fullWindow(len(f.Queens)), lightPlotPalette)
	}
}

// TestPlotDrawnInSlices draws a density plot a few lines at a time, as the
// page does over several frames, and gets the image drawn whole; a new
// drawing begun halfway through replaces the one under way.
func TestPlotDrawnInSlices(t *testing.T) {
	queens := blockQueens(40000)
	for _, w := range []plotWindow{fullWindow(40000), {Row: 1000, Col: 2000, Span: 10000}} {
		want := slices.Clone(newPlotRaster(100).draw(queens, w, lightPlotPalette).Pix)
		r := newPlotRaster(100)
		r.begin(queens, plotWindow{Row: 5, Col: 5, Span: 20000}, darkTestPalette())
		r.step(func() bool { return false }) // a slice of another drawing
		r.begin(queens, w, lightPlotPalette)
		slicesDrawn := 1
		for !r.step(func() bool { return false }) {
			slicesDrawn++
		}
		if string(r.img.Pix) != string(want) {
			t.Errorf("window %+v: drawn in %d slices, the image differs from the one drawn whole", w, slicesDrawn)
		}
		if min := 3 * 100 / linesPerCheck; slicesDrawn < min { // three phases at least, of 100 lines
			t.Errorf("window %+v: drawn in %d slices, want at least %d", w, slicesDrawn, min)
		}
	}
}

// TestPlotZoomsOnTheQueens zooms a plot of 5000 queens to its closest: 8
// squares, centred on the queen of the window's middle row.
func TestPlotZoomsOnTheQueens(t *testing.T) {
	const n = 5000
	queens := make([]int32, n)
	for r := range queens {
		queens[r] = int32(n - 1 - r)
	}
	plot := &Plot{N: n, Queens: queens}
	plot.Zoom(1, 1000)
	if w := plot.window; w.Span != 8 || w.Col != int(queens[w.Row+4])-4 {
		t.Errorf("zoomed to %+v", w)
	}
}
