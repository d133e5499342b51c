//go:build unix

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"nqueens/solver"
)

// runWithin runs the command line args as runCLI does, but fails the test
// when it has not ended after limit: a command that blocks on a file
// would otherwise hang the tests. The command is left to its fate.
func runWithin(t *testing.T, limit time.Duration, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	type result struct {
		code          int
		stdout, stder string
	}
	done := make(chan result, 1)
	go func() {
		var out, errOut bytes.Buffer
		code := run(env{ctx: context.Background(), stdout: &out, stderr: &errOut}, args)
		done <- result{code, out.String(), errOut.String()}
	}()
	select {
	case r := <-done:
		return r.code, r.stdout, r.stder
	case <-time.After(limit):
		t.Fatalf("%q still runs after %v", args, limit)
	}
	return 0, "", ""
}

// TestOnlyRegularFilesAreRead gives count -checkpoint and merge a FIFO, a
// device that reads forever (/dev/zero, /dev/full), a directory, a huge
// sparse file and a checkpoint of too many lines: each is refused at once,
// with status 1 and a line that says why, and a checkpoint refused is left
// as it was.
func TestOnlyRegularFilesAreRead(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	huge := filepath.Join(dir, "huge")
	if err := os.WriteFile(huge, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(huge, 1<<40); err != nil { // sparse: no room taken
		t.Fatal(err)
	}
	// A checkpoint of n = 8's count holds at most 2·78+64 lines.
	plan, err := solver.NewPlan(solver.FastestAlgorithm(8), 8)
	if err != nil || plan.Tasks() != 78 {
		t.Fatalf("n = 8's plan: %v, %v; want 78 tasks", plan, err)
	}
	name, data := countedCheckpointOf(t, "8")
	long := filepath.Join(dir, "long.checkpoint")
	lines := bytes.SplitAfter(data, []byte("\n"))
	os.WriteFile(long, append(data, bytes.Repeat(lines[1], 2*78+64)...), 0o644)
	parts := writeParts(t, dir, 2, "-n", "8")
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"count", "-n", "10", "-checkpoint", fifo}, fifo + " is a named pipe (FIFO), not a regular file"},
		{[]string{"count", "-n", "12", "-checkpoint", "/dev/full"}, "/dev/full is a character device, not a regular file"},
		{[]string{"count", "-n", "12", "-checkpoint", "/dev/zero"}, "/dev/zero is a character device, not a regular file"},
		{[]string{"count", "-n", "8", "-checkpoint", dir}, dir + " is a directory, not a regular file"},
		{[]string{"count", "-n", "8", "-checkpoint", huge}, huge + " holds more than 225,280 bytes, more than a checkpoint of this count holds (220 lines of at most 1,024 bytes): is it the right file?"},
		{[]string{"count", "-n", "8", "-checkpoint", long}, long + " has more than 220 lines, more than a checkpoint of this count holds (a header, and a line per unit, 78, twice over): is it the right file?"},
		{[]string{"merge", parts[0], fifo}, fifo + " is a named pipe (FIFO), not a regular file"},
		{[]string{"merge", "/dev/zero"}, "/dev/zero is a character device, not a regular file"},
		{[]string{"merge", dir}, dir + " is a directory, not a regular file"},
		{[]string{"merge", parts[1], huge}, huge + " holds more than 268,439,552 bytes, more than a part of any count holds: is it the right file?"},
	}
	for _, tt := range tests {
		before := readFile(t, long)
		code, out, errOut := runWithin(t, 10*time.Second, tt.args...)
		want := "nqueens " + tt.args[0] + ": " + tt.want + "\n"
		if code != 1 || out != "" || errOut != want {
			t.Errorf("%q = %d, %q, %q; want 1 and %q", tt.args, code, out, errOut, want)
		}
		if after := readFile(t, long); !bytes.Equal(before, after) {
			t.Errorf("%q changed %s", tt.args, long)
		}
	}
	if info, err := os.Stat(fifo); err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO is now %v, %v", info, err)
	}
	if code, out, _ := runCLI("count", "-n", "8", "-checkpoint", name); code != 0 || !strings.HasPrefix(out, "92\n") {
		t.Errorf("count on the checkpoint of n = 8 = %d, %q", code, out)
	}
}

// TestLargestCountFitsAPart checks the bound of merge's parts: the count
// with the most units, fast's of n = 32, has fewer than maxCountUnits,
// and a part of all of them, its records at their longest, fits.
func TestLargestCountFitsAPart(t *testing.T) {
	if testing.Short() {
		t.Skip("makes the plan of n = 32")
	}
	plan, err := solver.NewPlan("fast", solver.MaxN)
	if err != nil {
		t.Fatal(err)
	}
	longest := newUnitRecord(plan.Fingerprint(), plan.Tasks()-1, solver.Tally{Solutions: 1<<64 - 1, Unique: 1<<64 - 1, Nodes: 1<<64 - 1}, 123456.123456, 123456.123456)
	b, _ := json.Marshal(longest)
	if plan.Tasks() >= maxCountUnits || len(b)+1 > maxRecordBytes {
		t.Errorf("fast's n = 32 has %d units of up to %d bytes; merge reads parts of %d units of %d bytes", plan.Tasks(), len(b)+1, maxCountUnits, maxRecordBytes)
	}
}
