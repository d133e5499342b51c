package app

import (
	"image"
	"testing"

	"nqueens/solver"
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

// queenPixels counts the pixels of the queens' colour.
func queenPixels(img *image.RGBA) int {
	count := 0
	for y := 0; y < img.Bounds().Dy(); y++ {
		for x := 0; x < img.Bounds().Dx(); x++ {
			if img.RGBAAt(x, y) == plotQueen {
				count++
			}
		}
	}
	return count
}

func TestDrawPlot(t *testing.T) {
	f, _ := solver.Solvers[2].Solve(t.Context(), 400, 0, 1)
	img := image.NewRGBA(image.Rect(0, 0, 200, 200))
	drawPlot(img, f.Queens, fullWindow(400))
	if got := queenPixels(img); got < 400 || got > 4*400 {
		t.Errorf("the plot of 400 queens has %d queen pixels", got)
	}
	// Zoomed to 8 squares: exactly the queens in the window are drawn.
	w := plotWindow{Row: 100, Col: f.Queens[100] - 3, Span: 8}.clamp(400)
	img = image.NewRGBA(image.Rect(0, 0, 200, 200))
	drawPlot(img, f.Queens, w)
	inWindow := 0
	for r := w.Row; r < w.Row+w.Span; r++ {
		if c := f.Queens[r]; c >= w.Col && c < w.Col+w.Span {
			inWindow++
		}
	}
	cell := 200 / 8
	want := inWindow * (cell - 2*(cell/4)) * (cell - 2*(cell/4))
	if got := queenPixels(img); inWindow == 0 || got != want {
		t.Errorf("zoomed plot: %d queen pixels, want %d for %d queens", got, want, inWindow)
	}
}
