//go:build !(js && wasm)

package app

import (
	"bytes"
	_ "embed"
)

// preliveJS has the prerendered page's links and form fetch their pages in
// place until the app is live (see prelive_links.go).
//
//go:embed prelive.js
var preliveJS string

// staticSiteBody marks the page of a static site, where every link is the
// same file, prerendered for the default board: prelive.js fetches no
// link's page there, and waits for the app instead.
var staticSiteBody = []byte(`<body data-site="static">`)

// FixStaticPage mends a static site's page as FixPage does, and marks it
// as a static site's.
func FixStaticPage(page []byte) []byte {
	return bytes.Replace(FixPage(page), []byte("<body>"), staticSiteBody, 1)
}
