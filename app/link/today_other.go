//go:build !(js && wasm)

package link

import "time"

// localToday is "" outside the browser, which alone knows the player's
// zone.
func localToday() string { return "" }

// dayStart is when date begins first on Earth.
func dayStart(date time.Time) time.Time {
	y, m, d := date.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, earliestZone)
}
