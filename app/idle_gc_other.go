//go:build !(js && wasm)

package app

// collectWhenIdle does nothing outside the browser, whose runtime
// collects on threads of its own.
func collectWhenIdle() {}
