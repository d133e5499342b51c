//go:build unix

package main

import (
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// TestFullDiskAndClosedPipe runs the built CLI with its stdout on
// /dev/full, where it must exit with status 1 and say why, and on a pipe
// whose reader is gone, where SIGPIPE ends it, as it does most commands
// (a shell reports 141).
func TestFullDiskAndClosedPipe(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the CLI; make test runs it")
	}
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full here")
	}
	defer full.Close()
	bin := buildCLI(t)
	for _, args := range [][]string{
		{"experiment", "-n", "8", "-trials", "100"},
		{"experiment", "-n", "8", "-trials", "100", "-exact"},
		{"experiment", "-n", "8", "-trials", "100", "-json"},
		{"count", "-n", "12"},
		{"solve", "-n", "8", "-k", "3"},
		{"bench", "-n", "6"},
		{"puzzle", "-n", "8", "-seed", "1"},
	} {
		cmd := exec.Command(bin, args...)
		cmd.Stdout = full
		var errOut strings.Builder
		cmd.Stderr = &errOut
		err := cmd.Run()
		if code := exitCode(err); code != 1 || !strings.Contains(errOut.String(), "no space left on device") {
			t.Errorf("%q > /dev/full exited %d saying %q; want 1 and no space left on device", args, code, errOut.String())
		}
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		r.Close()
		cmd = exec.Command(bin, args...)
		cmd.Stdout = w
		err = cmd.Run()
		w.Close()
		status, ok := cmd.ProcessState.Sys().(syscall.WaitStatus)
		if !ok || !status.Signaled() || status.Signal() != syscall.SIGPIPE {
			t.Errorf("%q to a closed pipe ended with %v; want SIGPIPE (status 141 in a shell)", args, err)
		}
	}
}
