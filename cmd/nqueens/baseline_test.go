package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// baselineSource is the speed report's baseline, the project's own C++
// counter with the algorithm of seed 000's: the bitmask recursion
// test(row, ld, rd), for the boards named on its command line.
const baselineSource = "testdata/bitmask.cpp"

// buildBaseline compiles the baseline with g++ -O2 into dir, and returns
// the program's path. It skips the test where there is no g++, unless
// required.
func buildBaseline(t *testing.T, dir string, required bool) string {
	t.Helper()
	if _, err := exec.LookPath("g++"); err != nil {
		if required {
			t.Fatal("no g++ on PATH (make bench installs it when missing)")
		}
		t.Skip("no g++ on PATH to build the C++ baseline with; make bench installs it")
	}
	program := filepath.Join(dir, "bitmask")
	if out, err := exec.Command("g++", "-O2", "-o", program, baselineSource).CombinedOutput(); err != nil {
		t.Fatalf("g++ -O2 %s: %v\n%s", baselineSource, err, out)
	}
	return program
}

// TestSeedCounter builds the baseline, the C++ counter with seed 000's
// algorithm, where g++ is, and checks its counts and its refusals.
func TestSeedCounter(t *testing.T) {
	program := buildBaseline(t, t.TempDir(), false)
	tests := []struct {
		args []string
		code int
		want string // stdout
	}{
		{[]string{"8"}, 0, "92\n"},
		{[]string{"10"}, 0, "724\n"},
		{[]string{"1", "2", "3", "4", "8", "10"}, 0, "1\n0\n0\n2\n92\n724\n"},
		{nil, 2, ""},
		{[]string{"0"}, 2, ""},
		{[]string{"33"}, 2, ""},
	}
	for _, tt := range tests {
		out, err := exec.Command(program, tt.args...).Output()
		if code := exitCode(err); code != tt.code || string(out) != tt.want {
			t.Errorf("bitmask %s = %d (%v), %q; want %d, %q", strings.Join(tt.args, " "), code, err, out, tt.code, tt.want)
		}
	}
}
