//go:build !unix

package main

import "time"

// processCPU does not know the CPU time where there is no getrusage.
func processCPU() (time.Duration, bool) { return 0, false }
