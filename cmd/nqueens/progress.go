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
)

// A progressBar draws a count's progress and its estimated time left on
// one line of a terminal. It stays hidden for the first second, unless
// forced, so that quick counts print nothing.
type progressBar struct {
	w       io.Writer
	enabled bool
	delay   time.Duration
	start   time.Time

	mu          sync.Mutex
	done, total int       // the latest progress, drawn or not
	drawn       time.Time // when the bar was last drawn
	shown       bool
}

func newProgressBar(w io.Writer, enabled, immediately bool) *progressBar {
	b := &progressBar{w: w, enabled: enabled, delay: time.Second, start: time.Now()}
	if immediately {
		b.delay = 0
	}
	return b
}

// update draws the bar for done of total tasks, at most ten times a second.
func (b *progressBar) update(done, total int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.done, b.total = done, total
	if !b.enabled {
		return
	}
	now := time.Now()
	elapsed := now.Sub(b.start)
	if elapsed < b.delay || now.Sub(b.drawn) < 100*time.Millisecond && done < total {
		return
	}
	b.drawn, b.shown = now, true
	fmt.Fprintf(b.w, "\r%s", progressLine(done, total, elapsed))
}

// finish clears the bar's line.
func (b *progressBar) finish() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.shown {
		fmt.Fprintf(b.w, "\r%s\r", strings.Repeat(" ", 60))
	}
}

// progressLine is the text of the bar: done of total after elapsed.
func progressLine(done, total int, elapsed time.Duration) string {
	const width = 30
	frac := 0.0
	if total > 0 {
		frac = float64(done) / float64(total)
	}
	filled := int(frac * width)
	eta := "ETA --"
	if done > 0 && done < total {
		left := time.Duration(float64(elapsed) * (1/frac - 1))
		eta = "ETA " + left.Round(time.Second).String()
	} else if done == total {
		eta = "done"
	}
	return fmt.Sprintf("[%s%s] %3.0f%% %s", strings.Repeat("#", filled), strings.Repeat(".", width-filled), 100*frac, eta)
}

// stopped returns err, the error of a command stopped on its context, with
// the time since the bar started and the progress it last heard of, as
// "after 1.5 s, 40% counted (412 of 1,024 tasks)", or without unit "after
// 1.5 s, 40% searched". Other errors it returns as they are.
func (b *progressBar) stopped(err error, verb, unit string) error {
	if !errors.Is(err, context.Canceled) {
		return err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	done := fmt.Sprintf("after %.1f s", time.Since(b.start).Seconds())
	if b.total > 0 {
		done += fmt.Sprintf(", %d%% %s", int(100*float64(b.done)/float64(b.total)), verb)
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
