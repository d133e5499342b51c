package app

import (
	"net/url"
	"strings"
	"testing"
)

// The Embed button's frame embeds the page's query at the embed beside the
// page, under any prefix, as a file on a static host, and escaped.
func TestEmbedCode(t *testing.T) {
	for _, tt := range []struct {
		page   string
		static bool
		want   string
	}{
		{"https://lab.example/?n=8&sol=5", false, `src="https://lab.example/embed?n=8&amp;sol=5" width="480" height="540"`},
		{"https://lab.example/?n=8&panel=steps&method=naive&at=40#x", false, `src="https://lab.example/embed?n=8&amp;panel=steps&amp;method=naive&amp;at=40" width="960" height="720"`},
		{"https://u.github.io/nqueens/?n=6", true, `src="https://u.github.io/nqueens/embed.html?n=6"`},
		{"http://127.0.0.1:8000/", false, `src="http://127.0.0.1:8000/embed"`},
	} {
		u, _ := url.Parse(tt.page)
		got := embedCode(u, tt.static, `8 queens: "solution" <5>`)
		if !strings.Contains(got, tt.want) || !strings.Contains(got, `title="8 queens: &#34;solution&#34; &lt;5&gt;"`) || !strings.HasPrefix(got, "<iframe ") {
			t.Errorf("%s: %s\nwant %s", tt.page, got, tt.want)
		}
	}
}

// Embeds live at /embed, and at /embed.html on a static host, under any
// prefix; nothing else is one.
func TestIsEmbed(t *testing.T) {
	for path, want := range map[string]bool{"/embed": true, "/embed.html": true, "/nqueens/embed": true, "/embed/": true,
		"/": false, "/nqueens/": false, "/embedded": false, "/web/embed.js": false, "": false} {
		if got := isEmbed(path); got != want {
			t.Errorf("isEmbed(%q) = %v", path, got)
		}
	}
}
