//go:build !(js && wasm)

package app

// prerenderedSnapshot is "" outside the browser, where no page was
// prerendered before.
func prerenderedSnapshot() string { return "" }
