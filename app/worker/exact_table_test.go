package worker_test

import (
	"bytes"
	"os"
	"runtime"
	"testing"

	"nqueens/app/worker/internal/exacttable"
)

// TestExactTableIsCurrent makes the table again, as go generate does, and
// compares it with exact_table.go: it fails when the solver's exact figures
// or the table's format changed without a go generate ./app/worker.
func TestExactTableIsCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("takes seconds; make test runs it")
	}
	if runtime.GOARCH == "wasm" {
		t.Skip("n = 13 takes half a minute under node; the host checks it")
	}
	want, err := exacttable.Source()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(exacttable.File)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		line := 1 + bytes.Count(want[:commonPrefix(got, want)], []byte("\n"))
		t.Errorf("%s is not current from line %d: run go generate ./app/worker", exacttable.File, line)
	}
}

// commonPrefix is the length of the longest common prefix of a and b.
func commonPrefix(a, b []byte) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}
