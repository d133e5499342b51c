//go:build !(js && wasm)

package kit

// CopyText has no clipboard to use outside the browser.
func CopyText(_ string, done func(ok bool)) { done(false) }

// Share has neither a share sheet nor a clipboard outside the browser.
func Share(text, link string, done func(ShareResult)) { copyShared(text, link, done) }
