package task

import (
	"testing"
	"time"
)

// TestScheduleRunsOnceInATaskOfItsOwn: in the browser's event loop (here
// node's) schedules before the run make one run, after the scheduling
// code has returned; a Stop drops a pending run.
func TestScheduleRunsOnceInATaskOfItsOwn(t *testing.T) {
	ran := make(chan struct{}, 10)
	l := New(func() { ran <- struct{}{} })
	for range 3 {
		l.Schedule(0)
	}
	if len(ran) != 0 || !l.Pending() {
		t.Fatalf("ran %d times within the scheduling task; pending %v", len(ran), l.Pending())
	}
	<-ran
	time.Sleep(20 * time.Millisecond) // lets a second run, if one were scheduled, come
	if len(ran) != 0 || l.Pending() {
		t.Errorf("three schedules made %d runs; pending %v", 1+len(ran), l.Pending())
	}

	l.Schedule(5 * time.Millisecond)
	l.Stop()
	time.Sleep(30 * time.Millisecond) // past the dropped run's time
	if len(ran) != 0 || l.Pending() {
		t.Errorf("a stopped Later ran; pending %v", l.Pending())
	}
	l.Schedule(0)
	<-ran // a Stop does not end the Later
	l.Stop()
}
