//go:build !(js && wasm)

package server

import (
	"crypto/sha256"
	"encoding/base64"
	"regexp"
	"strings"
	"testing"
)

// inlineScript finds a page's inline scripts.
var inlineScript = regexp.MustCompile(`(?s)<script>(.*?)</script>`)

// TestPagesStartWithBoot checks that each page, the embed's too, has the
// page's start as its one inline script, first in its head, before the
// stylesheets and scripts it watches, and that the page's
// Content-Security-Policy allows it by its digest.
func TestPagesStartWithBoot(t *testing.T) {
	addr, stop := startTestServer(t, fakeRoot(t))
	defer stop()
	for _, path := range []string{"/?n=8", "/embed?n=6"} {
		res, page := get(t, "http://"+addr+path, false)
		scripts := inlineScript.FindAllStringSubmatch(page, -1)
		if len(scripts) != 1 || scripts[0][1] != bootJS {
			t.Errorf("%s: %d inline scripts, want the page's start alone", path, len(scripts))
			continue
		}
		at := strings.Index(page, "<script>")
		for _, after := range []string{`rel="stylesheet"`, `src="/wasm_exec.js`, `src="/app.js"`} {
			if i := strings.Index(page, after); i < at {
				t.Errorf("%s: %s at %d, before the page's start at %d", path, after, i, at)
			}
		}
		sum := sha256.Sum256([]byte(scripts[0][1]))
		hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
		if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self' 'wasm-unsafe-eval' "+hash+";") {
			t.Errorf("%s: the Content-Security-Policy %q does not allow the page's start, %s", path, csp, hash)
		}
	}
}
