package main

import (
	"fmt"
	"runtime"

	"nqueens/solver"
)

// A method asked for with -algo may be far slower than the default for
// the board, which counts with the fastest (solver.FastestAlgorithm). The
// command line compares them by their estimates (solver's CPUSeconds), on
// the cores its workers can use, for the part it counts.

// slowFactor is how many times as long as the default's a method asked
// for must take for count to say so; quickCount is the least time it must
// take, as the progress bar shows only counts of more than a second.
const (
	slowFactor = 10
	quickCount = 1.0 // seconds
)

// An estimate is about how long a method takes to count what count
// counts: a board, or a part of it, on the cores its workers use.
type estimate struct {
	method   string
	n, parts int
	cores    int
}

// newEstimate is the estimate of method's count of part of parts of an
// n×n board on workers goroutines.
func newEstimate(method string, n, workers, parts int) estimate {
	return estimate{method: method, n: n, parts: parts, cores: max(1, min(workers, runtime.NumCPU()))}
}

// seconds is about how long the count takes by the clock.
func (est estimate) seconds() (float64, bool) {
	a, err := solver.Lookup(est.method)
	if err != nil {
		return 0, false
	}
	cpu, ok := a.CPUSeconds(est.n)
	return cpu / float64(est.cores*est.parts), ok
}

// of says what is counted, as "n = 20" or "a part of 64 of n = 20".
func (est estimate) of() string {
	if est.parts > 1 {
		return fmt.Sprintf("a part of %d of n = %d", est.parts, est.n)
	}
	return fmt.Sprintf("n = %d", est.n)
}

// slowMethod returns what count says on stderr when the method asked
// for takes over slowFactor times as long as the default's, and over
// quickCount, and "" otherwise, as "-algo fast takes about 45 min for
// n = 20 on 2 workers, 17 times as long as the default, quarters (about
// 2.6 min): leave out -algo to count faster".
func (est estimate) slowMethod() string {
	def := est
	def.method = solver.FastestAlgorithm(est.n)
	took, ok := est.seconds()
	fast, ok2 := def.seconds()
	if !ok || !ok2 || took < quickCount || took <= slowFactor*fast {
		return ""
	}
	return fmt.Sprintf("-algo %s takes about %s for %s on %s, %.0f times as long as the default, %s (about %s): leave out -algo to count faster",
		est.method, aboutTime(took), est.of(), quantity(uint64(est.cores), "worker"), took/fast, def.method, aboutTime(fast))
}

// defaultAdvice names the default method for the board and how long it
// takes, for a method that refuses the board, as "the default for
// n = 20, quarters, takes about 2.6 min on 2 workers: leave out -algo".
func (est estimate) defaultAdvice() string {
	def := est
	def.method = solver.FastestAlgorithm(est.n)
	took, _ := def.seconds()
	return fmt.Sprintf("the default for %s, %s, takes about %s on %s: leave out -algo", est.of(), def.method, aboutTime(took), quantity(uint64(est.cores), "worker"))
}

// aboutTime writes an estimate of seconds roughly, as "40 s", "2.6 min",
// "45 min", "3.5 h" or "12 days".
func aboutTime(seconds float64) string {
	switch {
	case seconds < 1:
		return "a second or less"
	case seconds < 90:
		return fmt.Sprintf("%.0f s", seconds)
	case seconds < 600:
		return fmt.Sprintf("%.1f min", seconds/60)
	case seconds < 90*60:
		return fmt.Sprintf("%.0f min", seconds/60)
	case seconds < 10*3600:
		return fmt.Sprintf("%.1f h", seconds/3600)
	case seconds < 48*3600:
		return fmt.Sprintf("%.0f h", seconds/3600)
	case seconds < 1000*24*3600:
		return fmt.Sprintf("%.0f days", seconds/(24*3600))
	}
	return fmt.Sprintf("%.0f years", seconds/(365.25*24*3600))
}
