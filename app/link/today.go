package link

import "time"

// Today returns the player's date, YYYY-MM-DD, whose puzzle is today's:
// in the browser the local date, so that the puzzle changes at the
// player's midnight; elsewhere "", since a server cannot know the
// player's zone: a puzzle link without a board then waits for the
// browser to pick the day (see View.DayPending). Tests set it.
var Today = localToday

// DayStart returns when day, YYYY-MM-DD, begins for the player: at local
// midnight in the browser; elsewhere when it begins first on Earth, at
// midnight in UTC+14. A bad date gives the zero time.
func DayStart(day string) time.Time {
	date, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return time.Time{}
	}
	return dayStart(date)
}

// earliestZone is the zone where each day begins first, UTC+14.
var earliestZone = time.FixedZone("UTC+14", 14*60*60)

// Opened reports whether the puzzle of day, YYYY-MM-DD, can be played:
// once the day has come for the player (Today); elsewhere, once it has
// come anywhere on Earth.
func Opened(day string) bool {
	if today := Today(); today != "" {
		return day <= today
	}
	start := DayStart(day)
	return !start.IsZero() && !time.Now().Before(start)
}

// AddDays returns the date days after day, YYYY-MM-DD (before it when
// days < 0), or "" for a bad date.
func AddDays(day string, days int) string {
	date, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return ""
	}
	return date.AddDate(0, 0, days).Format(time.DateOnly)
}
