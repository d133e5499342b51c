package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"nqueens/app/worker"
	"nqueens/solver"
)

// A progressBar draws a count's progress and its estimated time left on
// one line of a terminal. It stays hidden for the first second, unless
// forced, so that quick counts print nothing.
//
// The progress is a share of the work, which a count estimates from its
// units' costs (see unitsProgress), and the time left is the time per
// share so far times the share left, from when the work began: a count
// resumed from a checkpoint does not count the share it had done as done
// in no time.
type progressBar struct {
	w       io.Writer
	enabled bool
	delay   time.Duration
	start   time.Time

	mu          sync.Mutex
	done, total int       // the latest progress in tasks, drawn or not
	share       float64   // the share of the work done
	began       time.Time // when the work began: the time left's clock
	shareBefore float64   // the share done before it began
	drawn       time.Time // when the bar was last drawn
	shown       bool
}

func newProgressBar(w io.Writer, enabled, immediately bool) *progressBar {
	b := &progressBar{w: w, enabled: enabled, delay: time.Second, start: time.Now()}
	b.began = b.start
	if immediately {
		b.delay = 0
	}
	return b
}

// update draws the bar for done of total tasks of equal cost.
func (b *progressBar) update(done, total int) {
	share := 0.0
	if total > 0 {
		share = float64(done) / float64(total)
	}
	b.updateShare(done, total, share)
}

// begin starts the time left's clock, with done of total tasks, a share
// of the work, done before.
func (b *progressBar) begin(done, total int, share float64) {
	b.mu.Lock()
	b.began, b.shareBefore = time.Now(), share
	b.mu.Unlock()
	b.updateShare(done, total, share)
}

// updateShare draws the bar for done of total tasks, which hold a share of
// the work, at most ten times a second.
func (b *progressBar) updateShare(done, total int, share float64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.done, b.total, b.share = done, total, share
	if !b.enabled {
		return
	}
	now := time.Now()
	if now.Sub(b.start) < b.delay || now.Sub(b.drawn) < 100*time.Millisecond && done < total {
		return
	}
	b.drawn, b.shown = now, true
	left, known := timeLeft(now.Sub(b.began), b.shareBefore, share)
	fmt.Fprintf(b.w, "\r%s", progressLine(share, done == total, left, known))
}

// eta returns the time left that the bar would show at now, if known.
func (b *progressBar) eta(now time.Time) (time.Duration, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return timeLeft(now.Sub(b.began), b.shareBefore, b.share)
}

// finish clears the bar's line.
func (b *progressBar) finish() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.shown {
		fmt.Fprintf(b.w, "\r%s\r", strings.Repeat(" ", 60))
	}
}

// timeLeft estimates the time left of a piece of work of which share is
// done, before of it before elapsed began: the time per share so far
// times the share left. It is unknown until some share is done in
// elapsed, and once all is.
func timeLeft(elapsed time.Duration, before, share float64) (left time.Duration, known bool) {
	if share <= before || share >= 1 {
		return 0, false
	}
	return time.Duration(float64(elapsed) * (1 - share) / (share - before)), true
}

// progressLine is the text of the bar: share done, finished or not, and
// the time left, if known.
func progressLine(share float64, finished bool, left time.Duration, known bool) string {
	const width = 30
	share = min(max(share, 0), 1)
	filled := int(share * width)
	eta := "ETA --"
	switch {
	case finished:
		eta = "done"
	case known:
		eta = "ETA " + left.Round(time.Second).String()
	}
	return fmt.Sprintf("[%s%s] %3.0f%% %s", strings.Repeat("#", filled), strings.Repeat(".", width-filled), 100*share, eta)
}

// stopped returns err, the error of a command stopped on its context, with
// the time since the bar started and the progress it last heard of, as
// "after 1.5 s, 40% counted (412 of 1,024 units)", or without unit "after
// 1.5 s, 40% searched". Other errors it returns as they are.
func (b *progressBar) stopped(err error, verb, unit string) error {
	if !errors.Is(err, context.Canceled) {
		return err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	done := fmt.Sprintf("after %.1f s", time.Since(b.start).Seconds())
	if b.total > 0 {
		done += fmt.Sprintf(", %d%% %s", int(100*b.share), verb)
		if unit != "" {
			done += fmt.Sprintf(" (%s of %s %s)", grouped(b.done), grouped(b.total), unit)
		}
	}
	return &stopError{done: done, err: err}
}

// grouped writes n ≥ 0 with commas between groups of three digits.
func grouped(n int) string { return worker.GroupDigits(uint64(n), ",") }

// quantity writes n things, grouped and in the plural but for 1, as
// "1 attempt" or "3,997,697 nodes".
func quantity(n uint64, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return worker.GroupDigits(n, ",") + " " + thing + "s"
}

// A unitsProgress tells a progressBar of a count's units as they end,
// with the share of the work they hold by their estimated costs. Its
// calls must come one at a time, as RunEach's and RunUnits's do.
type unitsProgress struct {
	bar         *progressBar
	plan        *solver.Plan
	done, total int     // units
	cost, of    float64 // the estimated cost of the units done, and of all
}

// startUnits starts bar's clock on the count of units of plan, of which
// those that counted says are counted already.
func startUnits(bar *progressBar, plan *solver.Plan, units []int, counted func(unit int) bool) *unitsProgress {
	p := &unitsProgress{bar: bar, plan: plan, total: len(units)}
	for _, u := range units {
		p.of += plan.Cost(u)
		if counted != nil && counted(u) {
			p.done++
			p.cost += plan.Cost(u)
		}
	}
	bar.begin(p.done, p.total, p.share())
	return p
}

// finished tells the bar that unit has been counted.
func (p *unitsProgress) finished(unit int) {
	p.done++
	p.cost += p.plan.Cost(unit)
	p.bar.updateShare(p.done, p.total, p.share())
}

// share is the estimated share of the work done.
func (p *unitsProgress) share() float64 {
	if p.done == p.total || p.of <= 0 {
		return float64(p.done) / float64(max(p.total, 1))
	}
	return p.cost / p.of
}
