//go:build unix

package main

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time that the process has used, in user and
// system mode, by all its threads.
func processCPU() (time.Duration, bool) {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0, false
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano()), true
}
