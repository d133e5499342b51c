package solver

// A timing is a count timed natively: the CPU seconds that a method took
// to count an n×n board on one worker.
type timing struct {
	n       int
	seconds float64
}

// The timings of Algorithms are the command line's, count -workers 1,
// user and system CPU time, on the 2-CPU x86-64 machine where the
// project is built (Go 1.26), loaded by other work: medians of 3 runs up
// to n = 17, one run past it, taking turns with the other methods.
// Quarters' n = 21, which would take over two hours, is its n = 20 times
// 7, as quarters grows from an even n to the odd one after it, whose
// quarters are as large (6.3 times from 16 to 17, 6.9 from 18 to 19); from
// 19 to 20, where the table of a quarter's sets grows eightfold, it grew
// 15.8 times.

// CPUSeconds estimates the CPU time, in seconds, that the method takes to
// count an n×n board natively, on one core of the machine where it was
// timed: from the count timed at the largest n up to this one (else the
// smallest), grown as the published count grows (Published), and tenfold
// for each n past the last published. A count's time follows its nodes,
// which grow about as its solutions do: the estimates of the timings
// from one another are within 5% for the searches. Quarters, which
// searches nothing, grows otherwise, so it is timed at each n it counts.
// The estimates compare methods, and tell minutes from days; they are
// no promise. ok is false for an n the method does not count.
func (a *Algorithm) CPUSeconds(n int) (seconds float64, ok bool) {
	if n < 1 || n > a.MaxN || len(a.timed) == 0 {
		return 0, false
	}
	ref := a.timed[0]
	for _, t := range a.timed {
		if t.n <= n {
			ref = t
		}
	}
	return ref.seconds * countGrowth(ref.n, n), true
}

// countGrowth is how much a count grows from an n×n board to a to×to one,
// n's count published: as the published count does, and tenfold for each
// n past the last published.
func countGrowth(n, to int) float64 {
	g := 1.0
	total, _, ok := Published(to)
	for ; !ok && to > n; total, _, ok = Published(to) {
		to--
		g *= 10
	}
	from, _, _ := Published(n)
	return g * float64(total) / float64(from)
}
