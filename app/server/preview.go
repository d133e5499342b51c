//go:build !(js && wasm)

package server

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/png"
	"math"
	"net/http"
	"strconv"

	nqapp "nqueens/app"
	"nqueens/app/link"
	"nqueens/app/worker"
)

// previewPixels is the preview's side: a square, as link previews show a
// summary card.
const previewPixels = 512

// Colours of the preview, the page's own.
var (
	previewLight = color.RGBA{0xf0, 0xe6, 0xcc, 0xff}
	previewDark  = color.RGBA{0x6f, 0x9e, 0x83, 0xff}
	previewInk   = color.RGBA{0x1d, 0x2b, 0x3a, 0xff}
)

// servePreview draws the board of the link whose query it is given, as a
// PNG: the queens that its page's prerender finds, or the empty board
// when it leaves them to the browser; in play mode, the queens placed; with
// the step-by-step panel open, the panel's board at the link's step (see
// stepsPreview). A large board is drawn as a plot whose pixels darken with
// the queens they hold.
func servePreview(w http.ResponseWriter, r *http.Request) {
	v, _ := link.ParseView(r.URL.Query())
	var (
		img   *image.RGBA
		known bool // whether the image is the link's, for good
	)
	if st, ok, err := stepsPreview(r.Context(), v); err != nil {
		failPrerender(w, err)
		return
	} else if ok {
		img, known = drawStepsPreview(st.board), st.shown
	} else {
		queens, err := previewQueens(r.Context(), v)
		if err != nil {
			failPrerender(w, err)
			return
		}
		img, known = drawPreview(v.N, queens), queens != nil
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Content-Length", strconv.Itoa(b.Len()))
	w.Header().Set("Etag", contentETag(b.Bytes()))
	if known {
		w.Header().Set("Cache-Control", "public, max-age=86400") // a link's board never changes
	} else {
		w.Header().Set("Cache-Control", "no-cache")
	}
	w.Write(b.Bytes())
}

// previewQueens returns the queens of the link of view v: in play mode
// the queens placed, else those its page's prerender finds, or nil when it
// leaves them to the browser.
func previewQueens(ctx context.Context, v link.View) ([]int32, error) {
	if v.Mode == link.Play {
		return worker.Columns(v.Placement()), nil
	}
	run := prerenders.start(ctx)
	queens := nqapp.PrerenderedBoard(run, v)
	return queens, run.failed()
}

// drawPreview draws n queens, or an empty board when queens is nil; a row
// whose column is negative has no queen.
func drawPreview(n int, queens []int32) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, previewPixels, previewPixels))
	if n > link.MaxBrowseN {
		drawPreviewPlot(img, n, queens)
		return img
	}
	square := drawBoard(img, n)
	for r, c := range queens {
		if c >= 0 {
			queen(img, square(r, int(c)))
		}
	}
	return img
}

// drawBoard draws an empty n×n board over the whole of img, and returns
// where each square is.
func drawBoard(img *image.RGBA, n int) (square func(r, c int) image.Rectangle) {
	fillRect(img, img.Bounds(), previewInk)
	cell := (previewPixels - 16) / n
	origin := (previewPixels - cell*n) / 2
	square = func(r, c int) image.Rectangle {
		return image.Rect(origin+c*cell, origin+r*cell, origin+(c+1)*cell, origin+(r+1)*cell)
	}
	for r := range n {
		for c := range n {
			fillRect(img, square(r, c), squareShade(r, c))
		}
	}
	return square
}

// squareShade is the colour of square (r, c) of an empty board.
func squareShade(r, c int) color.RGBA {
	if (r+c)%2 == 1 {
		return previewDark
	}
	return previewLight
}

// drawPreviewPlot draws the queens of a large board as points, each as
// dark as the share of the queens its pixel holds, and large enough to see.
func drawPreviewPlot(img *image.RGBA, n int, queens []int32) {
	fillRect(img, img.Bounds(), previewLight)
	dot := max(3, previewPixels/n)
	counts := make([]int, previewPixels*previewPixels)
	most := 0
	for r, c := range queens {
		i := r*previewPixels/n*previewPixels + int(c)*previewPixels/n
		counts[i]++
		most = max(most, counts[i])
	}
	for i, k := range counts {
		if k > 0 {
			t := 0.35 + 0.65*float64(k)/float64(most)
			x, y := i%previewPixels, i/previewPixels
			fillRect(img, image.Rect(x-dot/2, y-dot/2, x-dot/2+dot, y-dot/2+dot).Intersect(img.Bounds()), blend(previewLight, previewInk, t))
		}
	}
}

func fillRect(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			img.SetRGBA(x, y, c)
		}
	}
}

// queen draws a queen: a disc in the middle of square sq.
func queen(img *image.RGBA, sq image.Rectangle) { dot(img, centred(sq, 0.6), previewInk) }

// dot draws a disc that fills box.
func dot(img *image.RGBA, box image.Rectangle, c color.RGBA) {
	r := float64(box.Dx()) / 2
	cx, cy := float64(box.Min.X)+r, float64(box.Min.Y)+r
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			if dx, dy := float64(x)+0.5-cx, float64(y)+0.5-cy; dx*dx+dy*dy <= r*r {
				img.SetRGBA(x, y, c)
			}
		}
	}
}

// centred is the box of share of sq's side in the middle of sq.
func centred(sq image.Rectangle, share float64) image.Rectangle {
	side := max(1, int(math.Round(float64(sq.Dx())*share)))
	x, y := sq.Min.X+(sq.Dx()-side)/2, sq.Min.Y+(sq.Dy()-side)/2
	return image.Rect(x, y, x+side, y+side)
}

// blend mixes a and b, t of the way to b.
func blend(a, b color.RGBA, t float64) color.RGBA {
	mix := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), 0xff}
}
