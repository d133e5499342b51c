package random

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"sync"
	"time"

	"nqueens/solver"
	"nqueens/solver/internal/rng"
)

// StepStats is what the stepVegas experiment measures for one step: the
// hybrid solver places step rows at random and backtracks the rest.
type StepStats struct {
	Step     int
	Trials   int
	P        float64       // success rate of an attempt
	PStdErr  float64       // its standard error, sqrt(p(1-p)/trials)
	S        float64       // mean nodes of a successful attempt; NaN if none
	SStdErr  float64       // its standard error; NaN with fewer than 2 successes
	E        float64       // mean nodes of a failed attempt; NaN if none
	EStdErr  float64       // its standard error; NaN with fewer than 2 failures
	T        float64       // expected nodes to a solution, s + (1-p)/p·e; +Inf if p = 0
	Duration time.Duration // mean wall time of an attempt
}

// MaxTrials is the most attempts per step an experiment takes: 10^12,
// days of work even on small boards, and few enough that the attempts of
// every step of a board add up without overflow.
const MaxTrials = 1_000_000_000_000

// Experiment runs trials hybrid attempts for each step from 0 to n, as
// seed 004's experiment, and measures each step. A node is a promising
// placement visited, the empty board included. The seed makes it
// repeatable; each step draws from its own stream, so steps run in
// parallel. progress, if not nil, hears of the attempts done of the
// (n+1)·trials, from one goroutine at a time, every few attempts. It stops
// when ctx is done, between attempts or within one.
//
// It takes O(n · trials) attempts, each O(n^(4/3)) for the random rows
// plus the backtracking.
func Experiment(ctx context.Context, n, trials int, seed uint64, progress func(done, total int)) ([]StepStats, error) {
	if err := checkExperiment(n, trials); err != nil {
		return nil, err
	}
	stats := make([]StepStats, n+1)
	steps := make(chan int)
	var (
		mu       sync.Mutex
		done     int // attempts, of total
		total    = (n + 1) * trials
		firstErr error
		wg       sync.WaitGroup
	)
	// report adds attempts to done and tells progress.
	report := func(attempts int) {
		mu.Lock()
		defer mu.Unlock()
		done += attempts
		if progress != nil {
			progress(done, total)
		}
	}
	for range workerCount(n + 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for step := range steps {
				reported := 0
				stepProgress := func(attempts int) {
					if attempts%progressEvery == 0 || attempts == trials {
						report(attempts - reported)
						reported = attempts
					}
				}
				// A fresh board each step: the order of its free
				// columns, and so what the draws pick, must not
				// depend on which steps this goroutine ran before.
				st, err := measureStep(ctx, newVegasBoard(n), step, trials, seed, stepProgress)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				stats[step] = st
				mu.Unlock()
			}
		}()
	}
	for step := 0; step <= n && ctx.Err() == nil; step++ {
		steps <- step
	}
	close(steps)
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return stats, nil
}

// workerCount is how many goroutines share jobs: one per core, at most.
func workerCount(jobs int) int { return max(1, min(runtime.GOMAXPROCS(0), jobs)) }

func checkExperiment(n, trials int) error {
	if err := solver.CheckSize(n); err != nil {
		return err
	}
	if trials < 1 || trials > MaxTrials {
		return fmt.Errorf("trials = %d: an experiment takes from 1 to %d attempts per step", trials, MaxTrials)
	}
	return nil
}

// progressEvery is how many attempts of a step go by between the reports
// of Experiment's progress.
const progressEvery = 64

// ExperimentStep runs the trials of one step of Experiment, with the same
// draws, so that its result equals Experiment's for that step: the page
// shares the steps of an experiment among its workers. progress, if not
// nil, hears of each trial done. It stops when ctx is done.
func ExperimentStep(ctx context.Context, n, step, trials int, seed uint64, progress func(trialsDone int)) (StepStats, error) {
	if err := checkExperiment(n, trials); err != nil {
		return StepStats{}, err
	}
	if step < 0 || step > n {
		return StepStats{}, fmt.Errorf("step %d is not in 0..%d: a step is how many of the n rows are placed at random", step, n)
	}
	return measureStep(ctx, newVegasBoard(n), step, trials, seed, progress)
}

// measureStep runs the trials of one step on a fresh board b, calling
// progress, if not nil, after each one.
func measureStep(ctx context.Context, b *vegasBoard, step, trials int, seed uint64, progress func(int)) (StepStats, error) {
	rnd := rng.New(seed ^ uint64(step+1)*0x9e3779b97f4a7c15)
	var ok, failed sample
	start := time.Now()
	for i := range trials {
		if err := ctx.Err(); err != nil {
			return StepStats{}, err
		}
		b.reset()
		success, nodes, err := b.hybridAttempt(ctx, step, rnd)
		if err != nil {
			return StepStats{}, err
		}
		if success {
			ok.add(nodes)
		} else {
			failed.add(nodes)
		}
		if progress != nil {
			progress(i + 1)
		}
	}
	st := StepStats{Step: step, Trials: trials, Duration: time.Since(start) / time.Duration(trials)}
	st.P = float64(ok.count) / float64(trials)
	st.PStdErr = math.Sqrt(st.P * (1 - st.P) / float64(trials))
	st.S, st.SStdErr = ok.mean()
	st.E, st.EStdErr = failed.mean()
	st.T = expectedNodes(st.P, st.S, st.E)
	return st, nil
}

// TStdErr is the standard error of T by the delta method, with the
// samples of p, s and e taken as independent:
//
//	se(t)² = se(s)² + ((1-p)/p)²·se(e)² + (e/p²)²·se(p)²
//
// Terms whose figure is undefined drop out when their weight is zero:
// e when every attempt succeeded, and se(s) is 0 with one success, where
// it cannot be estimated. It is +Inf when p = 0, like T.
func (st StepStats) TStdErr() float64 {
	switch {
	case st.P == 0:
		return math.Inf(1)
	case st.P == 1:
		return zeroIfNaN(st.SStdErr)
	}
	q := (1 - st.P) / st.P
	de := st.E / (st.P * st.P)
	v := sq(zeroIfNaN(st.SStdErr)) + sq(q*zeroIfNaN(st.EStdErr)) + sq(de*st.PStdErr)
	return math.Sqrt(v)
}

func sq(x float64) float64 { return x * x }

func zeroIfNaN(x float64) float64 {
	if math.IsNaN(x) {
		return 0
	}
	return x
}

// sample accumulates node counts.
type sample struct {
	count     uint64
	sum, sum2 float64
}

func (s *sample) add(nodes uint64) {
	x := float64(nodes)
	s.count++
	s.sum += x
	s.sum2 += x * x
}

// mean returns the mean and its standard error, NaN where undefined.
func (s *sample) mean() (mean, stdErr float64) {
	if s.count == 0 {
		return math.NaN(), math.NaN()
	}
	c := float64(s.count)
	mean = s.sum / c
	if s.count < 2 {
		return mean, math.NaN()
	}
	variance := max(0, (s.sum2-c*mean*mean)/(c-1))
	return mean, math.Sqrt(variance / c)
}

// expectedNodes is t = s + (1-p)/p·e: the nodes of the successful attempt
// and of the (1-p)/p failed ones expected before it.
func expectedNodes(p, s, e float64) float64 {
	switch {
	case p == 0:
		return math.Inf(1)
	case p == 1:
		return s
	}
	return s + (1-p)/p*e
}
