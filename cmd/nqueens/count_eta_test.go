//go:build linux

package main

import (
	"io"
	"math"
	"runtime"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"nqueens/solver"
)

// An etaSample is what a count's progress showed as a unit ended.
type etaSample struct {
	wall, cpu time.Duration // since the count began, by the clock and in the counting thread's CPU time
	wallETA   time.Duration // the time left the bar showed, by the clock
	share     float64       // the estimated share of the work done
	tasksDone float64       // the share of units done
}

// threadTime returns the CPU time of the calling thread, in nanoseconds:
// unlike the clock, it does not run while other programs have the CPU.
func threadTime() time.Duration {
	var ts syscall.Timespec
	const clockThreadCPUTime = 3 // CLOCK_THREAD_CPUTIME_ID
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		panic(errno)
	}
	return time.Duration(ts.Nano())
}

// countWithETA counts plan's units one after the other, in the order in
// which count's one worker takes them, on one thread, with the progress
// of count, and records at each unit's end the time left that the bar
// would show.
func countWithETA(plan *solver.Plan) []etaSample {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	units := make([]int, plan.Tasks())
	for u := range units {
		units[u] = u
	}
	bar := newProgressBar(io.Discard, false, false)
	progress := startUnits(bar, plan, units, nil)
	began, cpu := time.Now(), threadTime()
	samples := make([]etaSample, 0, len(units))
	for _, u := range units {
		plan.CountTask(u)
		progress.finished(u)
		now := time.Now()
		eta, _ := bar.eta(now)
		samples = append(samples, etaSample{now.Sub(began), threadTime() - cpu, eta, progress.share(),
			float64(progress.done) / float64(progress.total)})
	}
	return samples
}

// etaErrors returns the largest factors by which the time left, by the
// units' estimated costs and by the share of units done, missed the real
// time left, from 10% to 90% of the estimated work, all measured in the
// counting thread's CPU time; and the largest factor by the clock, as the
// bar showed it. A factor of 1.5 is an estimate 1.5 times too long or too
// short.
func etaErrors(samples []etaSample) (byCost, byTasks, byClock float64) {
	factor := func(estimate, real time.Duration) float64 {
		r := float64(estimate) / float64(real)
		return math.Max(r, 1/r)
	}
	end := samples[len(samples)-1]
	byCost, byTasks, byClock = 1, 1, 1
	for _, s := range samples {
		if s.share < 0.1 || s.share > 0.9 {
			continue
		}
		left, _ := timeLeft(s.cpu, 0, s.share)
		leftByTasks, _ := timeLeft(s.cpu, 0, s.tasksDone)
		byCost = math.Max(byCost, factor(left, end.cpu-s.cpu))
		byTasks = math.Max(byTasks, factor(leftByTasks, end.cpu-s.cpu))
		byClock = math.Max(byClock, factor(s.wallETA, end.wall-s.wall))
	}
	return byCost, byTasks, byClock
}

// TestETAFollowsTheCosts counts n = 15 on one thread, as count does with
// one worker, and checks that from 10% to 90% of the estimated work, the
// time left by the units' estimated costs is within a factor of 1.5 of the
// real time left, measured after the count; and that the share of units
// done, which the bar showed before, does worse. The times are the
// thread's CPU time, which other programs on a busy machine leave alone;
// the bar's clock, which they do not, is logged. A count on a thread
// that the machine slows unevenly may still miss: it is tried three
// times.
func TestETAFollowsTheCosts(t *testing.T) {
	if testing.Short() {
		t.Skip("counts n = 15 up to three times")
	}
	plan, err := solver.NewPlan("fast", 15)
	if err != nil {
		t.Fatal(err)
	}
	best := math.Inf(1)
	for try := 1; try <= 3; try++ {
		samples := countWithETA(plan)
		byCost, byTasks, byClock := etaErrors(samples)
		end := samples[len(samples)-1]
		t.Logf("try %d, %v of CPU time (%v by the clock): the time left was off by a factor of %.3f at most, %.3f by the share of units; by the clock, %.3f",
			try, end.cpu.Round(time.Millisecond), end.wall.Round(time.Millisecond), byCost, byTasks, byClock)
		if byTasks <= byCost {
			t.Errorf("the time left by the share of units is off by %.3f at most, no more than by the costs, %.3f", byTasks, byCost)
		}
		if best = math.Min(best, byCost); best <= 1.5 {
			return
		}
	}
	t.Errorf("the time left was off by a factor of %.3f at its best try, more than 1.5", best)
}

// TestResumedCountsTimeOnlyTheirWork starts a count's progress with half
// its units counted, as a resumed checkpoint does, and checks that their
// share is done but that the time left comes from the units since.
func TestResumedCountsTimeOnlyTheirWork(t *testing.T) {
	plan, err := solver.NewPlan("fast", 12)
	if err != nil {
		t.Fatal(err)
	}
	units := make([]int, plan.Tasks())
	for u := range units {
		units[u] = u
	}
	half := len(units) / 2
	bar := newProgressBar(io.Discard, false, false)
	progress := startUnits(bar, plan, units, func(u int) bool { return u < half })
	before := plan.Share(0, half)
	if math.Abs(progress.share()-before) > 1e-9 || before <= 0.5 {
		t.Fatalf("resumed with units 0 to %d, the share done is %g, want theirs, %g, over half as they cost most", half-1, progress.share(), before)
	}
	if _, known := bar.eta(time.Now()); known {
		t.Error("the time left is known before any unit of the resumed count ends")
	}
	progress.finished(half)
	share := plan.Share(0, half+1)
	now := bar.began.Add(time.Second)
	left, known := bar.eta(now)
	want := time.Duration(float64(time.Second) * (1 - share) / (share - before))
	if !known || math.Abs(float64(left-want)) > float64(time.Millisecond) {
		t.Errorf("one unit a second after the resumed count began, the time left is %v, %t; want %v", left, known, want)
	}
}
