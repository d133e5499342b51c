package kit

import (
	"testing"
	"time"
)

func TestFormatCount(t *testing.T) {
	for n, want := range map[uint64]string{0: "0", 92: "92", 2680: "2\u202f680", 14772512: "14\u202f772\u202f512"} {
		if got := FormatCount(n); got != want {
			t.Errorf("FormatCount(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestFormatSeconds(t *testing.T) {
	for s, want := range map[float64]string{0: "0", 0.000717: "717 µs", 0.0162: "16.2 ms", 0.12345: "123 ms", 2.5: "2.5 s"} {
		if got := FormatSeconds(s); got != want {
			t.Errorf("FormatSeconds(%g) = %q, want %q", s, got, want)
		}
	}
}

func TestPlural(t *testing.T) {
	for n, want := range map[uint64]string{0: "queens", 1: "queen", 2: "queens", 12345: "queens"} {
		if got := Plural(n, "queen", "queens"); got != want {
			t.Errorf("Plural(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestProgress(t *testing.T) {
	for _, tt := range []struct {
		p       Progress
		percent int
	}{{Progress{}, 0}, {Progress{Done: 1, Total: 4}, 25}, {Progress{Done: 4, Total: 4}, 100}, {Progress{Done: 1, Total: 3}, 33}} {
		if got := tt.p.Percent(); got != tt.percent {
			t.Errorf("%+v: %d%%, want %d%%", tt.p, got, tt.percent)
		}
	}
	if got := (Progress{Done: 1, Total: 4}).ETA(10 * time.Second); got != 30*time.Second {
		t.Errorf("a quarter done in 10 s: %v left, want 30 s", got)
	}
}
