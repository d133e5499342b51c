package puzzle

import "time"

// A Timer counts a game's time: from the first move to the solve, without
// the time the page is hidden.
type Timer struct {
	counted time.Duration // before since
	since   time.Time     // when it last ran on, zero while it does not run
	started bool
	stopped bool
	hidden  bool
}

// Start starts the timer at now, the first time.
func (t *Timer) Start(now time.Time) {
	if t.started {
		return
	}
	t.started = true
	if !t.hidden {
		t.since = now
	}
}

// Stop stops the timer for good at now.
func (t *Timer) Stop(now time.Time) {
	t.counted, t.since, t.stopped = t.Elapsed(now), time.Time{}, true
}

// Hide pauses the timer at now while the page is hidden, and runs it on
// when it shows.
func (t *Timer) Hide(hidden bool, now time.Time) {
	if hidden == t.hidden {
		return
	}
	t.hidden = hidden
	switch {
	case hidden:
		t.counted, t.since = t.Elapsed(now), time.Time{}
	case t.started && !t.stopped:
		t.since = now
	}
}

// Elapsed is the time counted up to now.
func (t *Timer) Elapsed(now time.Time) time.Duration {
	if t.since.IsZero() {
		return t.counted
	}
	return t.counted + now.Sub(t.since)
}

// Running reports whether the timer runs.
func (t *Timer) Running() bool { return !t.since.IsZero() }
