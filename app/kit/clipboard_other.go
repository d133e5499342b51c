//go:build !(js && wasm)

package kit

// CopyText has no clipboard to use outside the browser.
func CopyText(_ string, done func(ok bool)) { done(false) }
