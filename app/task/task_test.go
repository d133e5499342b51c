//go:build !js

package task

import (
	"testing"
	"time"
)

// TestScheduleOutsideTheBrowserRunsAtOnce: outside the browser a Later
// runs its function in Schedule, each time, and is never pending.
func TestScheduleOutsideTheBrowserRunsAtOnce(t *testing.T) {
	runs := 0
	l := New(func() { runs++ })
	for want := 1; want <= 3; want++ {
		l.Schedule(time.Second)
		if runs != want || l.Pending() {
			t.Fatalf("after %d schedules: %d runs, pending %v", want, runs, l.Pending())
		}
	}
	l.Stop()
	l.Schedule(0)
	if runs != 4 {
		t.Errorf("a stopped Later ran %d times after 4 schedules", runs)
	}
}
