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
// first in its head.
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
	return withBoot(sortAttributes(page))
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
