//go:build !(js && wasm)

package app

// newBackend returns the local backend outside the browser, where the
// page is only prerendered.
func newBackend() Backend { return localBackend{} }
