//go:build !unix

package main

import "os"

// lockCheckpoint takes no lock where the system has no POSIX locks.
func lockCheckpoint(*os.File, string) error { return errNoLocks }
