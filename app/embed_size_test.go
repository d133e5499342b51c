package app

import (
	"net/url"
	"testing"
)

// Frames fit oEmbed's bounds: as wide as allowed up to their own width,
// as tall as suits that width; narrower where the height is bounded, but
// not too narrow to read.
func TestEmbedFrameFit(t *testing.T) {
	for _, tt := range []struct {
		page                string
		maxWidth, maxHeight int
		width, height       int
	}{
		{"/?n=8", 0, 0, 480, 540},
		{"/?n=8", 240, 0, 240, 270},
		{"/?n=8", 400, 300, 266, 300},
		{"/?n=8", 0, 100, 480, 100}, // 88 wide would show nothing
		{"/?n=6&panel=steps", 0, 0, 800, 925},
		{"/?n=6&panel=steps", 700, 0, 700, 900},
		{"/?n=6&panel=steps", 820, 0, 800, 925},
		{"/?n=6&panel=steps", 760, 0, 760, 915},
		{"/?n=6&panel=steps", 390, 0, 390, 823},
		{"/?n=6&panel=steps", 0, 600, 800, 600}, // no width fits: it scrolls
		{"/?n=6&panel=steps", 0, 910, 740, 910},
		{"/?n=8&panel=symmetry", 480, 0, 480, 640},
	} {
		u, _ := url.Parse("https://lab.example" + tt.page)
		f := NewEmbedFrame(u, false).Fit(tt.maxWidth, tt.maxHeight)
		if f.Width != tt.width || f.Height != tt.height {
			t.Errorf("%s in %d × %d: %d × %d, want %d × %d", tt.page, tt.maxWidth, tt.maxHeight, f.Width, f.Height, tt.width, tt.height)
		}
		if (tt.maxWidth > 0 && f.Width > tt.maxWidth) || (tt.maxHeight > 0 && f.Height > tt.maxHeight) {
			t.Errorf("%s: %d × %d is over its bounds", tt.page, f.Width, f.Height)
		}
	}
}
