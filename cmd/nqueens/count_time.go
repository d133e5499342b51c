package main

import (
	"fmt"
	"math"
	"time"
)

// A count reports its own time: by the clock and in CPU time, added up
// over the runs that counted it, a run resumed from a checkpoint and the
// parts merged included, not the time of the run that reports it. So each
// unit's record keeps the time its run spent on it: the time since the
// run's previous unit ended (or since the run began, its plan included),
// by the clock and in the process's CPU time. A run's units add up to its
// time up to its last unit; a run killed loses only the time of the units
// it had under way. A record of an older nqueens has no times, and then
// the count's time is unknown.

// A lapClock times a run of a count, a unit at a time.
type lapClock struct {
	began, last       time.Time
	cpuBegan, cpuLast time.Duration // the process's CPU time
	cpuKnown          bool
}

// startClock starts timing a run.
func startClock() *lapClock {
	now := time.Now()
	cpu, ok := processCPU()
	return &lapClock{began: now, last: now, cpuBegan: cpu, cpuLast: cpu, cpuKnown: ok}
}

// lap returns the seconds since the last lap, or since the run began,
// by the clock and in CPU time, 0 where the CPU time is unknown, rounded
// to microseconds, but never below one: 0 means unknown.
func (c *lapClock) lap() (wall, cpu float64) {
	now := time.Now()
	wall, c.last = seconds(now.Sub(c.last)), now
	if now, ok := processCPU(); ok && c.cpuKnown {
		cpu, c.cpuLast = seconds(now-c.cpuLast), now
	}
	return wall, cpu
}

// elapsed returns the time since the run began, by the clock and in CPU
// time, 0 where unknown.
func (c *lapClock) elapsed() (wall, cpu float64) {
	wall = seconds(time.Since(c.began))
	if now, ok := processCPU(); ok && c.cpuKnown {
		cpu = seconds(now - c.cpuBegan)
	}
	return wall, cpu
}

// seconds is d in seconds, rounded to microseconds, and at least one.
func seconds(d time.Duration) float64 {
	return max(math.Round(d.Seconds()*1e6)/1e6, 1e-6)
}

// A timeSum adds up the times of a count's units.
type timeSum struct {
	wall, cpu     float64 // seconds, of the units that have them
	units         int     // the units added
	noWall, noCPU int     // of which without them
}

// add adds a unit's times, wall and cpu seconds, 0 where unknown.
func (s *timeSum) add(wall, cpu float64) {
	s.units++
	s.wall += wall
	s.cpu += cpu
	if wall <= 0 {
		s.noWall++
	}
	if cpu <= 0 {
		s.noCPU++
	}
}

// seconds returns the time by the clock, or nil when a unit lacks it.
func (s timeSum) seconds() *float64 { return known(s.wall, s.noWall) }

// cpuSeconds returns the CPU time, or nil when a unit lacks it.
func (s timeSum) cpuSeconds() *float64 { return known(s.cpu, s.noCPU) }

func known(x float64, missing int) *float64 {
	if missing > 0 {
		return nil
	}
	x = math.Round(x*1e6) / 1e6
	return &x
}

// String says how long the units took, as "12.30 s (24.10 s CPU)", or
// that the time of some is unknown.
func (s timeSum) String() string {
	wall, cpu := s.seconds(), s.cpuSeconds()
	switch {
	case wall == nil:
		return fmt.Sprintf("in a time unknown (%s of %s without one, from an older nqueens)", grouped(s.noWall), quantity(uint64(s.units), "unit"))
	case cpu == nil:
		return fmt.Sprintf("in %.2f s", *wall)
	}
	return fmt.Sprintf("in %.2f s (%.2f s CPU)", *wall, *cpu)
}
