package app

import (
	"net/url"
	"strings"
	"testing"
)

// The Embed button's frame embeds the page's view, its query normalised, at
// the embed beside the page, under any prefix, as a file on a static host,
// and escaped.
func TestEmbedCode(t *testing.T) {
	for _, tt := range []struct {
		page   string
		static bool
		want   string
	}{
		{"https://lab.example/?n=8&sol=5", false, `src="https://lab.example/embed?n=8&amp;sol=5" width="480" height="540"`},
		{"https://lab.example/?n=8&panel=steps&method=naive&at=40#x", false, `src="https://lab.example/embed?at=40&amp;method=naive&amp;n=8&amp;panel=steps&amp;sol=1" width="800" height="925"`},
		{"https://lab.example/?n=8&panel=race", false, `src="https://lab.example/embed?n=8&amp;panel=race&amp;sol=1" width="960" height="1280"`},
		{"https://u.github.io/nqueens/?n=6", true, `src="https://u.github.io/nqueens/embed.html?n=6&amp;sol=1"`},
		{"http://127.0.0.1:8000/", false, `src="http://127.0.0.1:8000/embed?n=8&amp;sol=1" width="480" height="540" style="border:0;max-width:100%" title="8 queens · solution 1 of 92 — N-Queens Lab"`},
	} {
		u, _ := url.Parse(tt.page)
		got := NewEmbedFrame(u, tt.static).HTML()
		if !strings.Contains(got, tt.want) || !strings.Contains(got, ` title="`) || !strings.HasPrefix(got, "<iframe ") {
			t.Errorf("%s: %s\nwant %s", tt.page, got, tt.want)
		}
	}
}

// A responsive frame keeps its shape; a panel's, which stacks its parts
// in a narrow column, is also at least most of a phone's screen high.
func TestResponsiveEmbedFrame(t *testing.T) {
	for _, tt := range []struct {
		page, style string
	}{
		{"https://lab.example/?n=8&sol=5", `style="border:0;width:100%;height:auto;aspect-ratio:480/540"`},
		{"https://lab.example/?n=8&panel=steps", `style="border:0;width:100%;height:auto;aspect-ratio:800/925;min-height:min(90vh,925px)"`},
	} {
		u, _ := url.Parse(tt.page)
		f := NewEmbedFrame(u, false)
		f.Responsive = true
		if got := f.HTML(); !strings.Contains(got, tt.style) {
			t.Errorf("%s: %s\nwant %s", tt.page, got, tt.style)
		}
	}
}

// Embeds live at /embed, and at /embed.html on a static host, under any
// prefix; nothing else is one.
func TestIsEmbedPath(t *testing.T) {
	for path, want := range map[string]bool{"/embed": true, "/embed.html": true, "/nqueens/embed": true, "/embed/": true,
		"/": false, "/nqueens/": false, "/embedded": false, "/web/embed.js": false, "": false} {
		if got := IsEmbed(path); got != want {
			t.Errorf("IsEmbed(%q) = %v", path, got)
		}
	}
}

// A title with markup in it is escaped.
func TestEmbedFrameEscapes(t *testing.T) {
	f := EmbedFrame{Src: "https://x/embed?a=1&b=2", Title: `"<b>"`, Width: 1, Height: 2}
	if got, want := f.HTML(), `<iframe src="https://x/embed?a=1&amp;b=2" width="1" height="2" style="border:0;max-width:100%" title="&#34;&lt;b&gt;&#34;" loading="lazy" allow="fullscreen"></iframe>`; got != want {
		t.Errorf("%s\nwant %s", got, want)
	}
}
