//go:build !(js && wasm)

package app

// drawCanvas has no canvas to draw on outside the browser.
func (p *Plot) drawCanvas() {}
