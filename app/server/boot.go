//go:build !(js && wasm)

package server

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/base64"
)

// bootJS is the page's start, which retries the files the app needs and
// says in plain words when they did not come (boot.js). It is inline, the
// first script of each page, so that it cannot fail to load when the page
// came; the Content-Security-Policy allows it by its digest (bootHash).
//
//go:embed boot.js
var bootJS string

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
