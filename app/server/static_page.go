//go:build !(js && wasm)

package server

import "bytes"

// staticSiteBody marks the page of a static site, where every link is the
// same file, prerendered for the default board: prelive.js fetches no
// link's page there, and waits for the app instead.
var staticSiteBody = []byte(`<body data-site="static">`)

// fixStaticPage mends a static site's page as fixPage does, and marks it
// as a static site's.
func fixStaticPage(page []byte) []byte {
	return bytes.Replace(fixPage(page), []byte("<body>"), staticSiteBody, 1)
}
