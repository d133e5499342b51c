package app

import (
	"testing"
	"time"
)

func TestTimeLeft(t *testing.T) {
	for _, tt := range []struct {
		elapsed       time.Duration
		done, resumed float64
		want          time.Duration
	}{
		{10 * time.Second, 0.5, 0, 10 * time.Second},
		{10 * time.Second, 0.25, 0, 30 * time.Second},
		{10 * time.Second, 0.5, 0.25, 20 * time.Second}, // 10 s for a quarter: 20 s for the half left
		{10 * time.Second, 0.9, 0.4, 2 * time.Second},
		{10 * time.Second, 0.4, 0.4, 0}, // nothing counted in this visit yet
		{10 * time.Second, 0, 0, 0},
		{10 * time.Second, 1, 0.5, 0},
	} {
		got := timeLeft(tt.elapsed, tt.done, tt.resumed)
		if d := got - tt.want; d < -time.Millisecond || d > time.Millisecond {
			t.Errorf("timeLeft(%v, %g, %g) = %v, want %v", tt.elapsed, tt.done, tt.resumed, got, tt.want)
		}
	}
}

func TestShareProgress(t *testing.T) {
	for _, tt := range []struct {
		share   float64
		percent int
	}{{0, 0}, {0.414, 41}, {0.999, 99}, {1, 100}, {1.0000001, 100}} {
		if got := shareProgress(tt.share).Percent(); got != tt.percent {
			t.Errorf("share %g shows %d%%, want %d%%", tt.share, got, tt.percent)
		}
	}
}

func TestWorkLabel(t *testing.T) {
	for _, tt := range []struct {
		c    countState
		want string
	}{
		{countState{countDone: countDone{Nodes: 5e7}, share: 0.5, resumed: 0.25, elapsed: 10 * time.Second}, "Counting · 20s left · 5.0 M nodes/s"},
		{countState{countDone: countDone{Nodes: 5e7}, share: 0.5, elapsed: 10 * time.Second}, "Counting · 10s left · 5.0 M nodes/s"},
		{countState{share: 0.25, resumed: 0.25, elapsed: 10 * time.Second}, "Counting"}, // nothing counted in this visit yet
	} {
		if got := tt.c.workLabel("constellations"); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.c, got, tt.want)
		}
	}
}
