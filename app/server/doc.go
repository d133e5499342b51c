//go:build !(js && wasm)

// Package server is the server's side of the N-Queens Lab's page: go-app's
// handler for the page (package nqueens/app), mended where go-app writes
// the same for every site; the files of web/, each with caching that its
// own bytes decide; the preview images of links; and the answers to
// conditional requests; and, around them, compression and the security
// headers (New), and the static site (WriteStatic).
//
// It runs the work of the page's prerender (nqueens/app's
// PrerenderBackend), bounded by the request alone (prerenderWork), so that
// a link's page is the same bytes on every request of it.
//
// Nothing built for the browser imports it: the page and its wasm hold
// the page alone.
package server
