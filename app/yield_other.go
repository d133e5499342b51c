//go:build !(js && wasm)

package app

// YieldToBrowser does nothing outside the browser.
func YieldToBrowser() {}
