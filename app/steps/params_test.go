package steps

import (
	"net/url"
	"strings"
	"testing"
)

// A demo's parameters: autoplay and a loop of steps, read and written
// back, and bad ones dropped with a notice that quotes them.
func TestStepsDemoParams(t *testing.T) {
	for _, tt := range []struct {
		query, want, notice string
	}{
		{"autoplay=1&loop=10..200&at=50", "at=50&autoplay=1&loop=10..200&method=bitmask", ""},
		{"autoplay=true&speed=60", "at=0&autoplay=1&method=bitmask&speed=60", ""},
		{"autoplay=0", "at=0&method=bitmask", ""},
		{"loop=10..200&at=500", "at=10&loop=10..200&method=bitmask", ""}, // the step shown starts the loop
		{"loop=0..1000000", "at=0&loop=0..1000000&method=bitmask", ""},
		{"autoplay=yes", "at=0&method=bitmask", `autoplay="yes"`},
		{"loop=200..10", "at=0&method=bitmask", `loop="200..10"`},
		{"loop=5", "at=0&method=bitmask", `loop="5"`},
		{"loop=0..2000001", "at=0&method=bitmask", `loop="0..2000001"`},
		{"predict=1&at=7", "at=7&method=bitmask&predict=1", ""},
		{"predict=0", "at=0&method=bitmask", ""},
		{"predict=maybe", "at=0&method=bitmask", `predict="maybe"`},
		{"loop=-1..5", "at=0&method=bitmask", `loop="-1..5"`},
		{"loop=a..b", "at=0&method=bitmask", `loop="a..b"`},
	} {
		q, _ := url.ParseQuery(tt.query)
		p, notices := readSteps(q)
		if got := p.values().Encode(); got != tt.want {
			t.Errorf("%s reads as %s, want %s", tt.query, got, tt.want)
		}
		if joined := strings.Join(notices, " "); tt.notice == "" && joined != "" || !strings.Contains(joined, tt.notice) {
			t.Errorf("%s: notices %q, want one that quotes %s", tt.query, notices, tt.notice)
		}
	}
}
