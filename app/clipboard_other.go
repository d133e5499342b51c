//go:build !(js && wasm)

package app

// copyText has no clipboard to use outside the browser.
func copyText(_ string, done func(ok bool)) { done(false) }
