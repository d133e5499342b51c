package puzzle

import (
	"slices"
	"strings"
	"testing"
	"time"
)

// A countdown writes the time left to the second below, and in words to
// the minute below.
func TestTimeLeft(t *testing.T) {
	for _, tt := range []struct {
		left         time.Duration
		clock, words string
	}{
		{3*time.Hour + 20*time.Minute + 15*time.Second + 900*time.Millisecond, "03:20:15", "3 h 20 min"},
		{23*time.Hour + 59*time.Minute + 59*time.Second, "23:59:59", "23 h 59 min"},
		{59 * time.Second, "00:00:59", "less than a minute"},
		{61 * time.Second, "00:01:01", "1 min"},
		{-time.Second, "00:00:00", "less than a minute"},
		{30*time.Hour + 5*time.Minute, "30:05:00", "1 day 6 h"},
		{20*24*time.Hour + 3*time.Hour, "483:00:00", "20 days"},
	} {
		if got := TimeLeft(tt.left); got != tt.clock {
			t.Errorf("TimeLeft(%v) = %q, want %q", tt.left, got, tt.clock)
		}
		if got := TimeLeftInWords(tt.left); got != tt.words {
			t.Errorf("TimeLeftInWords(%v) = %q, want %q", tt.left, got, tt.words)
		}
	}
}

// The past puzzles are today's and the 30 days before, from the first
// puzzle's day on.
func TestArchiveDays(t *testing.T) {
	for _, tt := range []struct {
		today       string
		count       int
		first, last string
	}{
		{"2026-11-23", 1, "2026-11-23", "2026-11-23"},
		{"2026-12-04", 12, "2026-12-04", "2026-11-23"},
		{"2027-03-01", 31, "2027-03-01", "2027-01-30"},
		{"", 0, "", ""},
	} {
		days := ArchiveDays(tt.today)
		if len(days) != tt.count || tt.count > 0 && (days[0] != tt.first || days[len(days)-1] != tt.last) {
			t.Errorf("ArchiveDays(%q) = %v, want %d days from %s to %s", tt.today, days, tt.count, tt.first, tt.last)
		}
		if !slices.IsSortedFunc(days, func(a, b string) int { return strings.Compare(b, a) }) {
			t.Errorf("ArchiveDays(%q) = %v, not latest first", tt.today, days)
		}
	}
}
