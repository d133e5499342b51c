package main

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
)

// errNoSpace is what a full disk's writes fail with.
var errNoSpace = errors.New("no space left on device")

// fullWriter fails every write, as /dev/full does.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, errNoSpace }

// TestFailedWritesFail runs each command, and each form of its output,
// with a stdout that fails every write: each exits with status 1 and
// says why, in one line.
func TestFailedWritesFail(t *testing.T) {
	parts := writeParts(t, t.TempDir(), 2, "-n", "8")
	tests := [][]string{
		{"count", "-n", "8"},
		{"count", "-n", "8", "-json"},
		{"count", "-n", "8", "-algo", "bitmask"},
		{"count", "-n", "8", "-part", "0/2"},
		{"count", "-n", "8", "-place", "0:0,1:1"},
		{"merge", parts[0], parts[1]},
		{"merge", "-json", parts[0], parts[1]},
		{"solve", "-n", "8"},
		{"solve", "-n", "8", "-k", "5", "-json"},
		{"solve", "-n", "8", "-place", "0:4"},
		{"solve", "-n", "20", "-algo", "minconflicts", "-seed", "1"},
		{"solve", "-n", "50", "-algo", "hybrid", "-seed", "1", "-json"},
		{"experiment", "-n", "8", "-trials", "100"},
		{"experiment", "-n", "8", "-trials", "100", "-exact"},
		{"experiment", "-n", "8", "-trials", "100", "-json"},
		{"bench", "-n", "6"},
		{"puzzle", "-n", "8", "-seed", "1"},
		{"puzzle", "-day", "2026-12-01", "-json"},
		{"count", "-h"},
		{"merge", "-h"},
		{"-h"},
	}
	for _, args := range tests {
		var errOut bytes.Buffer
		code := run(env{ctx: context.Background(), stdout: fullWriter{}, stderr: &errOut}, args)
		verb := "nqueens " + args[0]
		if args[0] == "-h" {
			verb = "nqueens"
		}
		if want := verb + ": " + errNoSpace.Error() + "\n"; code != 1 || !strings.HasSuffix(errOut.String(), want) {
			t.Errorf("%q to a full disk = %d, %q; want 1 and %q", args, code, errOut.String(), want)
		}
	}
}
