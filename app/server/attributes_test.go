//go:build !(js && wasm)

package server

import "testing"

func TestSortAttributes(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{`<div id="a" class="b">x</div>`, `<div class="b" id="a">x</div>`},
		{`<input type="range" max="32" min="1" disabled/>`, `<input disabled max="32" min="1" type="range"/>`},
		{`<p data-x="a > b" data-a="\"q\"">`, `<p data-a="\"q\"" data-x="a > b">`},
		{`<a href="?n=8&amp;sol=5" aria-label="Next">Next</a>`, `<a aria-label="Next" href="?n=8&amp;sol=5">Next</a>`},
		{`<!DOCTYPE html><html lang="en"><!-- b a --></html>`, `<!DOCTYPE html><html lang="en"><!-- b a --></html>`},
		{`<b>1 &lt; 2</b> <i z="1" y='2'>`, `<b>1 &lt; 2</b> <i z="1" y='2'>`}, // single quotes: left as they are
		{`<svg viewBox="0 0 1 1" height="8"><path fill="#000" d="M0 0"/></svg>`, `<svg height="8" viewBox="0 0 1 1"><path d="M0 0" fill="#000"/></svg>`},
		{`a < b, <span b="1" a="2"`, `a < b, <span b="1" a="2"`}, // an unfinished tag
		{`<x-y c a="1" b>`, `<x-y a="1" b c>`},
	} {
		if got := string(sortAttributes([]byte(tt.in))); got != tt.want {
			t.Errorf("sortAttributes(%s) = %s, want %s", tt.in, got, tt.want)
		}
	}
}
