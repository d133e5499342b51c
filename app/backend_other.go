//go:build !(js && wasm)

package app

import "runtime"

// newBackend returns the local backend outside the browser, where the
// page is only prerendered.
func newBackend() Backend { return localBackend{} }

// Cores is how many cores the machine has.
func Cores() int { return runtime.NumCPU() }
