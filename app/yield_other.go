//go:build !(js && wasm)

package app

import "time"

// YieldToBrowser does nothing outside the browser.
func YieldToBrowser() {}

// YieldIfLong does nothing outside the browser.
func YieldIfLong(time.Duration) {}
