//go:build !(js && wasm)

package server

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
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
// when it leaves them to the browser; in play mode, the queens placed. A large
// board is drawn as a plot whose pixels darken with the queens they hold.
func servePreview(w http.ResponseWriter, r *http.Request) {
	v, _ := link.ParseView(r.URL.Query())
	var queens []int32
	if v.Play {
		queens = worker.Columns(v.Placement())
	} else {
		run := prerenders.start(r.Context())
		queens = nqapp.PrerenderedBoard(run, v)
		if err := run.failed(); err != nil {
			failPrerender(w, err)
			return
		}
	}
	known := queens != nil
	var b bytes.Buffer
	if err := png.Encode(&b, drawPreview(v.N, queens)); err != nil {
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

// drawPreview draws n queens, or an empty board when queens is nil; a row
// whose column is negative has no queen.
func drawPreview(n int, queens []int32) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, previewPixels, previewPixels))
	if n > link.MaxBrowseN {
		drawPreviewPlot(img, n, queens)
		return img
	}
	fillRect(img, img.Bounds(), previewInk)
	cell := (previewPixels - 16) / n
	origin := (previewPixels - cell*n) / 2
	square := func(r, c int) image.Rectangle {
		return image.Rect(origin+c*cell, origin+r*cell, origin+(c+1)*cell, origin+(r+1)*cell)
	}
	for r := range n {
		for c := range n {
			shade := previewLight
			if (r+c)%2 == 1 {
				shade = previewDark
			}
			fillRect(img, square(r, c), shade)
		}
	}
	for r, c := range queens {
		if c >= 0 {
			disc(img, square(r, int(c)), previewInk)
		}
	}
	return img
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

// disc draws a disc in the middle of square r.
func disc(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	cx, cy := (r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2
	radius := max(1, r.Dx()*3/10)
	for y := cy - radius; y <= cy+radius; y++ {
		for x := cx - radius; x <= cx+radius; x++ {
			if (x-cx)*(x-cx)+(y-cy)*(y-cy) <= radius*radius {
				img.SetRGBA(x, y, c)
			}
		}
	}
}

// blend mixes a and b, t of the way to b.
func blend(a, b color.RGBA, t float64) color.RGBA {
	mix := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), 0xff}
}
