//go:build !(js && wasm)

package app

// drawPlotCanvas has no canvas to draw on outside the browser.
func (l *Lab) drawPlotCanvas() {}
