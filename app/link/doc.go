// Package link reads and writes the page's links: the View that a link
// records (the board, the solution, the counting method, random mode, the
// open teaching panel and its parameters), normalised, with a notice for
// each value it changed. It is pure Go, without go-app, so that the
// server, the page and the tests read links alike.
package link
