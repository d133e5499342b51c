//go:build !(js && wasm)

package link

import (
	"testing"
	"time"
)

// Where the player's day is not known, as on the server, a day's puzzle
// opens once the day has begun anywhere on Earth.
func TestOpenedOnTheServer(t *testing.T) {
	withToday(t, "")
	now := time.Now().UTC()
	for _, tt := range []struct {
		date time.Time
		want bool
	}{
		{now.AddDate(0, 0, -1), true},
		{now.Add(14*time.Hour - time.Minute), true}, // begun in UTC+14
		{now.AddDate(0, 0, 2), false},
	} {
		if got := Opened(tt.date.Format(time.DateOnly)); got != tt.want {
			t.Errorf("at %v UTC, Opened(%s) = %v", now, tt.date.Format(time.DateOnly), got)
		}
	}
}
