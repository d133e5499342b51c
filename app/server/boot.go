//go:build !(js && wasm)

package server

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/base64"
	"strings"
)

// bootSource is the page's start, which retries the files the app needs
// and says in plain words when they did not come.
//
//go:embed boot.js
var bootSource string

// bootJS is bootSource as each page carries it: inline, the first script
// of its head, so that it cannot fail to load when the page came; the
// Content-Security-Policy allows it by its digest (bootHash). Its
// comments and indentation are left out, which would weigh more than its
// code in every page.
var bootJS = stripComments(bootSource)

// stripComments returns the lines of a script without their indentation,
// but for the empty ones and those of a comment alone: the script's own
// code has no comment after code on a line, and no string over lines.
func stripComments(js string) string {
	var b strings.Builder
	for line := range strings.Lines(js) {
		line = strings.TrimSpace(line)
		if line != "" && !strings.HasPrefix(line, "//") {
			b.WriteString(line + "\n")
		}
	}
	return b.String()
}

// bootHash is the script-src source that allows bootJS, and no other
// inline script.
var bootHash = func() string {
	sum := sha256.Sum256([]byte(bootJS))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}()

// charsetTag is how go-app starts each page's head.
var charsetTag = []byte(`<meta charset="UTF-8">`)

// withBoot puts bootJS first in the head of page, right after its charset,
// before the stylesheets and scripts it watches.
func withBoot(page []byte) []byte {
	return bytes.Replace(page, charsetTag, []byte(string(charsetTag)+"\n<script>"+bootJS+"</script>"), 1)
}
