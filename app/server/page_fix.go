//go:build !(js && wasm)

package server

import (
	"bytes"
	"regexp"

	nqapp "nqueens/app"
)

var (
	goappViewport = []byte(`width=device-width, initial-scale=1, maximum-scale=1, user-scalable=0, viewport-fit=cover`)
	viewport      = []byte(`width=device-width, initial-scale=1, viewport-fit=cover`)
	metaTag       = regexp.MustCompile(`<meta [^>]*>`)
	wasmExecTag   = regexp.MustCompile(`src="([^"]*)` + regexp.QuoteMeta(wasmExecPath) + `"`)
	anyStartTag   = regexp.MustCompile(`<[a-zA-Z][^>]*>`)
	bareARIA      = regexp.MustCompile(`(\s)(aria-[a-z]+)(\s|/?>)`)
	// Of a page whose attributes are sorted: go-app's link to the SVG icon
	// as the page's icon, and to the PNG one as its touch icon.
	svgIconLink   = regexp.MustCompile(`<link href="[^"]*\.svg(\?[^"]*)?" rel="icon">`)
	touchIconLink = regexp.MustCompile(`<link href="([^"]*)" rel="apple-touch-icon">`)
)

// loadingLabel is what the loader says while the wasm downloads, followed
// by the percentage done once app.js knows it.
const loadingLabel = "Loading the solver…"

// fixPage mends a page that go-app wrote: zooming is allowed, an og:url
// that is not the canonical link is left out, and the loader shows no percentage
// before app.js can know it. go-app's wasm_exec.js is named at its
// versioned URL, ARIA attributes that go-app writes bare are "true", and
// each element's attributes are in the order of their names, so that the
// same page is always the same bytes. The page's start (bootJS) comes
// first in its head, and its icon is the PNG one (see pngIcon).
func fixPage(page []byte) []byte {
	page = anyStartTag.ReplaceAllFunc(page, trueARIA)
	page = bytes.Replace(page, goappViewport, viewport, 1)
	page = wasmExecTag.ReplaceAll(page, []byte(`src="${1}`+versionedWasmExec()+`"`))
	page = bytes.Replace(page, []byte(">"+loadingLabel+" 0<"), []byte(">"+loadingLabel+"<"), 1)
	page = metaTag.ReplaceAllFunc(page, func(tag []byte) []byte {
		if bytes.Contains(tag, []byte(`property="og:url"`)) && !canonical(tag) {
			return nil
		}
		return tag
	})
	return withBoot(pngIcon(sortAttributes(page)))
}

// manifestSVGIcon is the SVG icon of go-app's manifest, with what follows
// it up to the next icon.
var manifestSVGIcon = regexp.MustCompile(`\{\s*"src": "[^"]*",\s*"type": "image/svg\+xml",\s*"sizes": "any"\s*\},\s*`)

// fixManifest leaves go-app's SVG icon out of its manifest, for its PNG
// ones: a browser that checks whether the page can be installed draws the
// manifest's best icon on the page's main thread, and an SVG, which sizes
// any make the best, is a document of its own there (see pngIcon).
func fixManifest(manifest []byte) []byte {
	return manifestSVGIcon.ReplaceAllLiteral(manifest, nil)
}

// pngIcon has a page whose attributes are sorted name its PNG touch icon
// as its icon, rather than go-app's SVG one, which stays the manifest's:
// the browser draws the tab's icon on the page's main thread, and an SVG
// image is a document of its own, 30 to 90 ms of the page's start there at
// CPU 4× for each size it draws, where a PNG is decoded in about 1 ms.
func pngIcon(page []byte) []byte {
	touch := touchIconLink.FindSubmatch(page)
	if touch == nil {
		return page
	}
	return svgIconLink.ReplaceAllLiteral(page, []byte(`<link href="`+string(touch[1])+`" rel="icon" type="image/png">`))
}

// canonical reports whether a meta tag's content is a link under the
// site's BaseURL: a page's canonical link. go-app writes the request's URL
// otherwise, under the request's Host, which no page may depend on.
func canonical(tag []byte) bool {
	return nqapp.BaseURL != nil && bytes.Contains(tag, []byte(`content="`+nqapp.BaseURL.String()))
}

// trueARIA writes the ARIA attributes of an element's start tag that
// go-app writes bare for "true", such as aria-selected, with their value:
// a bare one reads as "" to screen readers and to the page's style, which
// is not true.
func trueARIA(tag []byte) []byte {
	for bareARIA.Match(tag) { // twice for two in a row, which share a space
		tag = bareARIA.ReplaceAll(tag, []byte(`${1}${2}="true"${3}`))
	}
	return tag
}
