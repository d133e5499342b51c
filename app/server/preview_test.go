//go:build !(js && wasm)

package server

import (
	"image/color"
	"image/png"
	"net/http/httptest"
	"net/url"
	"testing"

	nqapp "nqueens/app"
	"nqueens/app/link"
)

func TestPreviewDrawsTheLinksBoard(t *testing.T) {
	for _, tt := range []struct {
		query  string
		queens []int // nil: an empty board
	}{
		{"n=8&sol=5", []int{1, 3, 5, 7, 2, 0, 6, 4}},
		{"n=4&sol=99", []int{2, 0, 3, 1}}, // clamped to the last
		{"n=32&sol=999999999", nil},       // past the prerender's work
		{"mode=play&n=8&q=0.4,3.2", []int{4, -1, -1, 2, -1, -1, -1, -1}},
		{"mode=play&n=8&q=1.1,4.4", []int{-1, 1, -1, -1, 4, -1, -1, -1}},   // attacking
		{"mode=puzzle&day=2026-11-24", []int{5, -1, -1, 1, 3, -1, -1, -1}}, // the givens, and never the solution
		{"mode=puzzle&day=2099-12-01", nil},                                // a day to come: not made
		{"mode=puzzle", nil},                                               // today's, whose day the browser picks
	} {
		rec := httptest.NewRecorder()
		servePreview(rec, httptest.NewRequest("GET", nqapp.PreviewPath+"?"+tt.query, nil))
		img, err := png.Decode(rec.Body)
		if err != nil || rec.Header().Get("Content-Type") != "image/png" {
			t.Fatalf("%s: %v, %s", tt.query, err, rec.Header().Get("Content-Type"))
		}
		v, _ := link.ParseView(mustQuery(t, tt.query))
		cell := (previewPixels - 16) / v.N
		origin := (previewPixels - cell*v.N) / 2
		for r := range v.N {
			for c := range v.N {
				x, y := origin+c*cell+cell/2, origin+r*cell+cell/2
				queen := tt.queens != nil && tt.queens[r] == c
				if got := img.At(x, y) == color.Color(previewInk); got != queen {
					t.Errorf("%s: square (%d, %d) has a queen: %v, want %v", tt.query, r, c, got, queen)
				}
			}
		}
	}
}

func mustQuery(t *testing.T, s string) url.Values {
	t.Helper()
	q, err := url.ParseQuery(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}
