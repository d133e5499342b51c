//go:build unix

package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestSolveOutputFile checks solve -o: the file is opened before the
// work, so that a path that cannot be written fails at once, even when
// the command is interrupted before it starts; a file is replaced whole,
// keeping its mode, or not at all; pipes and devices are written to
// directly, and a FIFO that no process reads is refused at once.
func TestSolveOutputFile(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "old.txt")
	os.WriteFile(old, []byte("before\n"), 0o600)
	kept := filepath.Join(dir, "kept.txt")
	os.WriteFile(kept, []byte("before\n"), 0o640)
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		path      string
		cancelled bool // the command is interrupted before it starts
		code      int
		stderr    string // its end
		contents  string // the file's afterwards, "solution" for one; "" not checked
		mode      os.FileMode
	}{
		{filepath.Join(dir, "new.txt"), false, 0, "", "solution", 0o644},
		{old, false, 0, "", "solution", 0o600},
		{kept, true, 130, "interrupted after 0.0 s: 0 attempts, 0 nodes\n", "before\n", 0o640},
		{filepath.Join(dir, "nodir", "q.txt"), true, 1, "cannot write " + filepath.Join(dir, "nodir", "q.txt") + ": no such file or directory\n", "", 0},
		{dir, true, 1, dir + " is a directory\n", "", 0},
		{fifo, true, 1, fifo + " is a named pipe (FIFO) that no process reads: start its reader first\n", "", 0},
		{"/dev/null", false, 0, "", "", 0},
	}
	syscall.Umask(0o022)
	for _, tt := range tests {
		ctx, cancel := context.WithCancel(context.Background())
		if tt.cancelled {
			cancel()
		}
		var out, errOut bytes.Buffer
		code := run(env{ctx: ctx, stdout: &out, stderr: &errOut}, []string{"solve", "-n", "20", "-algo", "minconflicts", "-seed", "3", "-o", tt.path})
		cancel()
		if code != tt.code || !strings.HasSuffix(errOut.String(), tt.stderr) {
			t.Errorf("solve -o %s = %d, %q; want %d and %q", tt.path, code, errOut.String(), tt.code, tt.stderr)
		}
		if tt.contents != "" {
			data, err := os.ReadFile(tt.path)
			info, _ := os.Stat(tt.path)
			ok := string(data) == tt.contents || tt.contents == "solution" && isSolution(data, 20)
			if err != nil || !ok || info.Mode().Perm() != tt.mode {
				t.Errorf("solve -o %s left %q, mode %v; want %s, mode %v", tt.path, data, info.Mode().Perm(), tt.contents, tt.mode)
			}
		}
	}
	left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp*"))
	if len(left) > 0 {
		t.Errorf("temporary files left: %q", left)
	}
	// A FIFO with a reader gets the queens.
	got := make(chan []byte)
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- nil
			return
		}
		defer f.Close()
		var b bytes.Buffer
		b.ReadFrom(f)
		got <- b.Bytes()
	}()
	for {
		code, _, errOut := runCLI("solve", "-n", "20", "-algo", "minconflicts", "-seed", "3", "-o", fifo)
		if code == 0 {
			break
		}
		if !strings.Contains(errOut, "no process reads") {
			t.Fatalf("solve -o FIFO = %d, %q", code, errOut)
		}
		time.Sleep(time.Millisecond) // until the reader opens it
	}
	if data := <-got; !isSolution(data, 20) {
		t.Errorf("the FIFO's reader read %q; want a solution of n = 20", data)
	}
}
