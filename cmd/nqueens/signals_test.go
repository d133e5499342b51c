//go:build unix

package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// buildCLI builds the command into a temporary directory.
func buildCLI(t *testing.T) string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH to build the CLI with")
	}
	bin := filepath.Join(t.TempDir(), "nqueens")
	if out, err := exec.Command(goTool, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestSignalsStopTheCLI runs the built CLI on work that takes minutes,
// waits for its progress bar, sends it a signal and checks the last line it
// writes and its exit status.
func TestSignalsStopTheCLI(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the CLI; make test runs it")
	}
	bin := buildCLI(t)
	tests := []struct {
		args []string
		sig  syscall.Signal
		code int
		want string // a regular expression for the last line
	}{
		{[]string{"count", "-n", "20", "-workers", "1", "-progress"}, syscall.SIGINT, 130,
			`^nqueens count: interrupted after \d+\.\d s, \d+% counted \(\d+ of \d+ tasks\)$`},
		{[]string{"count", "-n", "20", "-workers", "1", "-progress"}, syscall.SIGTERM, 143,
			`^nqueens count: terminated after \d+\.\d s, \d+% counted \(\d+ of \d+ tasks\)$`},
	}
	for _, tt := range tests {
		t.Run(tt.sig.String()+" "+strings.Join(tt.args, " "), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, bin, tt.args...)
			stderr, err := cmd.StderrPipe()
			if err != nil {
				t.Fatal(err)
			}
			var stdout bytes.Buffer
			cmd.Stdout = &stdout
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			// The bar's first drawing shows that the count, and so the
			// signal handling, has started.
			r := bufio.NewReader(stderr)
			if _, err := r.ReadString('['); err != nil {
				t.Fatalf("no progress bar: %v", err)
			}
			if err := cmd.Process.Signal(tt.sig); err != nil {
				t.Fatal(err)
			}
			rest, _ := io.ReadAll(r)
			err = cmd.Wait()
			lines := strings.Split(strings.TrimSpace(strings.ReplaceAll(string(rest), "\r", "\n")), "\n")
			last := strings.TrimSpace(lines[len(lines)-1])
			if code := cmd.ProcessState.ExitCode(); code != tt.code || !regexp.MustCompile(tt.want).MatchString(last) || stdout.Len() != 0 {
				t.Errorf("after %v: status %d (%v), last line %q, stdout %q; want status %d and a line matching %s",
					tt.sig, code, err, last, stdout.String(), tt.code, tt.want)
			}
		})
	}
}
