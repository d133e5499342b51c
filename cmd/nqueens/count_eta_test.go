package main

import (
	"context"
	"io"
	"math"
	"testing"
	"time"

	"nqueens/solver"
)

// An etaSample is what a count's progress showed as a unit ended.
type etaSample struct {
	at        time.Time
	eta       time.Duration // the time left by the units' estimated costs
	known     bool
	share     float64       // the estimated share of the work done
	byTasks   time.Duration // the time left by the share of units done, as before
	tasksDone float64
}

// countWithETA counts plan's units on one goroutine as count does, and
// records at each unit's end the time left that the bar would show.
func countWithETA(t *testing.T, plan *solver.Plan) (samples []etaSample, end time.Time) {
	units := make([]int, plan.Tasks())
	for u := range units {
		units[u] = u
	}
	bar := newProgressBar(io.Discard, false, false)
	progress := startUnits(bar, plan, units, nil)
	began := time.Now()
	_, err := plan.RunEach(context.Background(), 1, func(u int) {
		progress.finished(u)
		now := time.Now()
		eta, known := bar.eta(now)
		tasksDone := float64(progress.done) / float64(progress.total)
		byTasks, _ := timeLeft(now.Sub(began), 0, tasksDone)
		samples = append(samples, etaSample{now, eta, known, progress.share(), byTasks, tasksDone})
	})
	if err != nil {
		t.Fatal(err)
	}
	return samples, samples[len(samples)-1].at
}

// etaErrors returns the largest factor by which the time left shown,
// by the estimated costs and by the share of units, missed the real time
// left, from 10% to 90% of the estimated work. A factor of 1.5 is an
// estimate 1.5 times too long or too short.
func etaErrors(samples []etaSample, end time.Time) (byCost, byTasks float64) {
	factor := func(estimate, real time.Duration) float64 {
		r := float64(estimate) / float64(real)
		return math.Max(r, 1/r)
	}
	byCost, byTasks = 1, 1
	for _, s := range samples {
		if s.share < 0.1 || s.share > 0.9 {
			continue
		}
		real := end.Sub(s.at)
		byCost = math.Max(byCost, factor(s.eta, real))
		if s.tasksDone > 0 {
			byTasks = math.Max(byTasks, factor(s.byTasks, real))
		}
	}
	return byCost, byTasks
}

// TestETAFollowsTheCosts counts n = 15 on one goroutine, as count does,
// and checks that from 10% to 90% of the estimated work, the time left
// shown is within a factor of 1.5 of the real time left, measured after
// the count; and that the share of units done, which the bar showed
// before, does worse. The machine may be busy for a moment: the count is
// tried up to three times.
func TestETAFollowsTheCosts(t *testing.T) {
	if testing.Short() {
		t.Skip("counts n = 15 up to three times")
	}
	plan, err := solver.NewPlan("fast", 15)
	if err != nil {
		t.Fatal(err)
	}
	worst := math.Inf(1)
	for try := 1; try <= 3; try++ {
		samples, end := countWithETA(t, plan)
		byCost, byTasks := etaErrors(samples, end)
		t.Logf("try %d, %v: the time left was off by a factor of %.3f at most, and by the share of units, %.3f",
			try, end.Sub(samples[0].at).Round(time.Millisecond), byCost, byTasks)
		if byTasks <= byCost {
			t.Errorf("the time left by the share of units is off by %.3f at most, no more than by the costs, %.3f", byTasks, byCost)
		}
		if worst = math.Min(worst, byCost); worst <= 1.5 {
			return
		}
	}
	t.Errorf("the time left was off by a factor of %.3f at its best try, more than 1.5", worst)
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
