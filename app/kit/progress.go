package kit

import "time"

// Progress is the share of a request's work done.
type Progress struct{ Done, Total int }

// ETA estimates the time left from the time spent, or 0 if it cannot.
func (p Progress) ETA(elapsed time.Duration) time.Duration {
	if p.Done == 0 || p.Done >= p.Total {
		return 0
	}
	return time.Duration(float64(elapsed) * float64(p.Total-p.Done) / float64(p.Done))
}

// Percent is the share done, in whole percent; 0 with no total.
func (p Progress) Percent() int {
	if p.Total == 0 {
		return 0
	}
	return 100 * p.Done / p.Total
}
