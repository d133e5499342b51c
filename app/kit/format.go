package kit

import (
	"fmt"
	"math"
	"nqueens/app/worker"
	"time"
)

// Plural is one when n is 1, else many.
func Plural(n uint64, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// FormatDuration writes d to about three digits.
func FormatDuration(d time.Duration) string {
	switch {
	case d < time.Millisecond:
		return d.Round(time.Microsecond).String()
	case d < time.Second:
		return d.Round(time.Millisecond).String()
	case d < time.Minute:
		return d.Round(100 * time.Millisecond).String()
	}
	return d.Round(time.Second).String()
}

// FormatRate writes nodes per second, or "—" with no time.
func FormatRate(nodes uint64, d time.Duration) string {
	if d <= 0 {
		return "—"
	}
	rate := float64(nodes) / d.Seconds()
	switch {
	case rate >= 1e6:
		return fmt.Sprintf("%.1f M", rate/1e6)
	case rate >= 1e3:
		return fmt.Sprintf("%.0f k", rate/1e3)
	}
	return fmt.Sprintf("%.0f", rate)
}

// FormatCount writes n with thin spaces between groups of three digits.
func FormatCount(n uint64) string { return GroupDigits(n, "\u202f") }

// GroupDigits writes n with sep between groups of three digits.
func GroupDigits(n uint64, sep string) string { return worker.GroupDigits(n, sep) }

// FormatSeconds writes a time to 3 significant digits: 717 µs, 16.2 ms.
func FormatSeconds(s float64) string {
	switch {
	case s <= 0:
		return "0"
	case s < 1e-3:
		return fmt.Sprintf("%.3g µs", s*1e6)
	case s < 1:
		return fmt.Sprintf("%.3g ms", s*1e3)
	}
	return fmt.Sprintf("%.3g s", s)
}

// FormatLong writes an estimate of seconds in the unit people think of
// it in.
func FormatLong(seconds float64) string {
	const minute, hour, day, year = 60.0, 3600.0, 86400.0, 365 * 86400.0
	unit := func(x float64, one, many string) string {
		r := uint64(x + 0.5)
		return fmt.Sprintf("%d %s", r, Plural(r, one, many))
	}
	switch {
	case seconds < 1.5:
		return "a second"
	case seconds < minute:
		return unit(seconds, "second", "seconds")
	case seconds < hour:
		return unit(seconds/minute, "minute", "minutes")
	case seconds < 2*day:
		return unit(seconds/hour, "hour", "hours")
	case seconds < year:
		return unit(seconds/day, "day", "days")
	case seconds < 1e18*year:
		return fmt.Sprintf("%s years", FormatCount(roundFigures(seconds/year, 2)))
	}
	return "forever"
}

// roundFigures rounds x, at least 1, to its first figures significant
// digits: an estimate has no more.
func roundFigures(x float64, figures int) uint64 {
	scale := 1.0
	for x/scale >= math.Pow(10, float64(figures)) {
		scale *= 10
	}
	return uint64(math.Round(x/scale)) * uint64(scale)
}
