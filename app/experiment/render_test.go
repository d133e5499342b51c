//go:build !(js && wasm)

package experiment

import "testing"

// The exact values' word agrees with the measured best step, or says
// where they put it instead, and why the two differ.
func TestExactVerdict(t *testing.T) {
	for _, tt := range []struct {
		best, exact int
		want        string
	}{
		{2, 2, " The exact values agree: t = 12.5."},
		{3, 2, " The exact values put the best at stepVegas = 2 instead, with t = 12.5: a measure over a sample of attempts has some noise."},
	} {
		if got := exactVerdict(tt.best, tt.exact, 12.5); got != tt.want {
			t.Errorf("measured %d, exact %d: %q, want %q", tt.best, tt.exact, got, tt.want)
		}
	}
}
