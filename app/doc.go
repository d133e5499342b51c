// Package app is the N-Queens Lab's user interface, written with go-app: the
// page's components, its state and how it is kept in the link, and the
// client that hands the solver's work to Web Workers.
//
// The same code runs on the server, which prerenders each link, and in the
// browser as web/app.wasm. The server's side, which serves the page, its
// files and its previews, is package nqueens/app/server.
package app
