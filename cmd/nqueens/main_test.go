package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"nqueens/solver"
)

func runCLI(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(env{ctx: context.Background(), stdout: &out, stderr: &errOut}, args)
	return code, out.String(), errOut.String()
}

// runStopped is runCLI on a context cancelled before the command starts,
// as if Ctrl-C came at once: what a command does before its work shows.
func runStopped(args ...string) (code int, stdout, stderr string) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut bytes.Buffer
	code = run(env{ctx: ctx, stdout: &out, stderr: &errOut}, args)
	return code, out.String(), errOut.String()
}

func TestCount(t *testing.T) {
	for n, want := range map[string]string{"1": "1\n1 unique\n", "4": "2\n1 unique\n", "8": "92\n12 unique\n", "10": "724\n92 unique\n", "3": "0\n0 unique\n"} {
		if code, out, _ := runCLI("count", "-n", n); code != 0 || out != want {
			t.Errorf("count -n %s = %d, %q; want %q", n, code, out, want)
		}
	}
}

func TestCountJSON(t *testing.T) {
	tests := []struct {
		args      []string
		algorithm string
		unique    any // nil when absent
		nodes     float64
		workers   float64
	}{
		{[]string{"-n", "9"}, solver.FastestSearch, 46.0, -1, -1},
		{[]string{"-n", "9", "-algo", "fast"}, "fast", 46.0, -1, -1},
		{[]string{"-n", "9", "-algo", "bitmask", "-workers", "1"}, "bitmask", nil, 8393, 1},
		{[]string{"-n", "8", "-algo", "naive", "-workers", "2"}, "naive", nil, 2056, 2},
	}
	for _, tt := range tests {
		code, out, _ := runCLI(append([]string{"count", "-json"}, tt.args...)...)
		var got map[string]any
		if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 {
			t.Fatalf("count -json %v: %d, %q: %v", tt.args, code, out, err)
		}
		n := got["n"].(float64)
		if got["algorithm"] != tt.algorithm || got["solutions"] != float64(a000170[int(n)]) || got["unique"] != tt.unique {
			t.Errorf("count -json %v = %v", tt.args, got)
		}
		if tt.nodes >= 0 && got["nodes"] != tt.nodes || tt.workers >= 0 && got["workers"] != tt.workers {
			t.Errorf("count -json %v = %v; want %v nodes on %v workers", tt.args, got, tt.nodes, tt.workers)
		}
		if s, ok := got["seconds"].(float64); !ok || s < 0 || len(got) != 7+btoi(tt.unique != nil) {
			t.Errorf("count -json %v = %v", tt.args, got)
		}
	}
}

// a000170 holds the known counts used here (OEIS A000170).
var a000170 = map[int]uint64{8: 92, 9: 352}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestCountEveryAlgorithm(t *testing.T) {
	for _, a := range solver.Algorithms {
		want := "724\n"
		if a.Unique {
			want += "92 unique\n"
		}
		if code, out, errOut := runCLI("count", "-n", "10", "-algo", a.Name); code != 0 || out != want {
			t.Errorf("count -n 10 -algo %s = %d, %q, %q", a.Name, code, out, errOut)
		}
	}
}

func TestCountProgress(t *testing.T) {
	code, out, errOut := runCLI("count", "-n", "11", "-progress")
	if code != 0 || out != "2680\n341 unique\n" || !strings.Contains(errOut, "100% done") || !strings.Contains(errOut, "[####") {
		t.Errorf("count -progress = %d, %q, stderr %q", code, out, errOut)
	}
	if _, _, errOut := runCLI("count", "-n", "11"); errOut != "" {
		t.Errorf("count without a terminal wrote %q to stderr", errOut)
	}
}

// TestStoppedCommands runs commands on a context already cancelled, with
// the cause a signal gives it or none, and checks what they report:
// TestSignalsStopTheCLI sends the signals.
func TestStoppedCommands(t *testing.T) {
	tests := []struct {
		args  []string
		cause error // nil: cancelled without a signal
		code  int
		want  string
	}{
		{[]string{"count", "-n", "12"}, nil, 130, "nqueens count: interrupted after 0.0 s\n"},
		{[]string{"count", "-n", "12"}, stopSignal{syscall.SIGINT}, 130, "nqueens count: interrupted after 0.0 s\n"},
		{[]string{"count", "-n", "12"}, stopSignal{syscall.SIGTERM}, 143, "nqueens count: terminated after 0.0 s\n"},
		{[]string{"experiment", "-n", "12"}, stopSignal{syscall.SIGTERM}, 143, "nqueens experiment: terminated after 0.0 s\n"},
		{[]string{"bench", "-n", "8"}, stopSignal{syscall.SIGINT}, 130, "nqueens bench: interrupted after 0.0 s, while timing naive: 0 of 7 methods timed\n"},
		{[]string{"solve", "-n", "1000", "-algo", "lasvegas", "-seed", "1"}, stopSignal{syscall.SIGINT}, 130, "nqueens solve: interrupted after 0.0 s: 0 attempts, 0 nodes\n"},
		{[]string{"solve", "-n", "30", "-k", "5"}, stopSignal{syscall.SIGTERM}, 143, "nqueens solve: terminated after 0.0 s\n"},
		{[]string{"count", "-n", "14", "-place", "0:4"}, stopSignal{syscall.SIGINT}, 130, "nqueens count: interrupted after 0.0 s\n"},
		{[]string{"count", "-n", "16"}, stopSignal{syscall.SIGINT}, 130, "nqueens count: interrupted after 0.0 s\n"}, // by quarters
		{[]string{"count", "-n", "17", "-algo", "quarters", "-checkpoint", filepath.Join(t.TempDir(), "n17.checkpoint")}, stopSignal{syscall.SIGTERM}, 143, "nqueens count: terminated after 0.0 s\n"},
		{[]string{"solve", "-n", "32", "-place", "0:1"}, stopSignal{syscall.SIGTERM}, 143, "nqueens solve: terminated after 0.0 s\n"},
	}
	for _, tt := range tests {
		ctx, cancel := context.WithCancelCause(context.Background())
		cancel(tt.cause)
		var out, errOut bytes.Buffer
		code := run(env{ctx: ctx, stdout: &out, stderr: &errOut}, tt.args)
		if code != tt.code || errOut.String() != tt.want {
			t.Errorf("%q stopped by %v = %d, %q, %q; want %d, %q", tt.args, tt.cause, code, out.String(), errOut.String(), tt.code, tt.want)
		}
	}
}

func TestBench(t *testing.T) {
	code, out, errOut := runCLI("bench", "-n", "8")
	if code != 0 {
		t.Fatalf("bench = %d, %q", code, errOut)
	}
	for _, want := range []string{"naive", "arrays", "bitarray", "bitscan", "bitmask", "fast", "ns/node", "speedup", "1.0×"} {
		if !strings.Contains(out, want) {
			t.Errorf("bench output lacks %q:\n%s", want, out)
		}
	}
	if got := strings.Count(out, " 92 "); got != 7 {
		t.Errorf("bench shows 92 solutions %d times, want 7:\n%s", got, out)
	}
}

func TestProgressLine(t *testing.T) {
	tests := []struct {
		share    float64
		finished bool
		left     time.Duration
		known    bool
		want     string
	}{
		{0, false, 0, false, "[..............................]   0% ETA --"},
		{0.5, false, 4 * time.Second, true, "[###############...............]  50% ETA 4s"},
		{1, true, 0, false, "[##############################] 100% done"},
	}
	for _, tt := range tests {
		if got := progressLine(tt.share, tt.finished, tt.left, tt.known); got != tt.want {
			t.Errorf("progressLine(%g, %t, %v, %t) = %q, want %q", tt.share, tt.finished, tt.left, tt.known, got, tt.want)
		}
	}
}

// TestTimeLeft checks the estimate of the time left, on a count resumed
// with a share done before its clock began.
func TestTimeLeft(t *testing.T) {
	tests := []struct {
		elapsed       time.Duration
		before, share float64
		left          time.Duration
		known         bool
	}{
		{10 * time.Second, 0, 0.25, 30 * time.Second, true},
		{10 * time.Second, 0.5, 0.75, 10 * time.Second, true}, // half was done before: a quarter in 10 s
		{10 * time.Second, 0.5, 0.5, 0, false},
		{10 * time.Second, 0, 1, 0, false},
	}
	for _, tt := range tests {
		left, known := timeLeft(tt.elapsed, tt.before, tt.share)
		if left != tt.left || known != tt.known {
			t.Errorf("timeLeft(%v, %g, %g) = %v, %t; want %v, %t", tt.elapsed, tt.before, tt.share, left, known, tt.left, tt.known)
		}
	}
}

func TestSolve(t *testing.T) {
	code, out, _ := runCLI("solve", "-n", "4", "-k", "2")
	want := "n = 4, solution 2: 2 0 3 1\n. . Q .\nQ . . .\n. . . Q\n. Q . .\n"
	if code != 0 || out != want {
		t.Errorf("solve -n 4 -k 2 = %d,\n%s\nwant\n%s", code, out, want)
	}
	code, out, _ = runCLI("solve", "-n", "8", "-k", "92", "-json")
	var got struct {
		N      int    `json:"n"`
		K      uint64 `json:"k"`
		Queens []int  `json:"queens"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 {
		t.Fatalf("solve -json: %d, %q: %v", code, out, err)
	}
	last, _ := solver.Solution(8, 92)
	if got.N != 8 || got.K != 92 || !slices.Equal(got.Queens, last) {
		t.Errorf("solve -n 8 -k 92 -json = %+v", got)
	}
	if code, out, _ := runCLI("solve", "-n", "20"); code != 0 || !strings.HasPrefix(out, "n = 20, solution 1: ") {
		t.Errorf("solve -n 20 = %d, %q", code, out)
	}
}

func TestBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{nil, "missing command"},
		{[]string{"dance"}, `unknown command "dance"`},
		{[]string{"count"}, "-n is required"},
		{[]string{"count", "-n", "0"}, "-n 0 is out of range"},
		{[]string{"count", "-n", "-3"}, "-n -3 is out of range"},
		{[]string{"count", "-n", "33"}, "-n 33 is out of range"},
		{[]string{"count", "-n", "abc"}, `invalid value "abc" for flag -n: not a whole number`},
		{[]string{"count", "-n", "99999999999999999999"}, "too large"},
		{[]string{"count", "-n", "8", "extra"}, `unexpected argument "extra"`},
		{[]string{"count", "-n", "8", "-algo", "nope"}, `unknown algorithm "nope": choose one of naive`},
		{[]string{"count", "-n", "8", "-workers", "0"}, "-workers 0 is out of range"},
		{[]string{"count", "-n", "18", "-algo", "naive"}, "naive, which stops at n = 17"},
		{[]string{"count", "-n", "22", "-algo", "quarters"}, "quarters, which stops at n = 21"},
		{[]string{"count", "-n", "16", "-place", "0:4", "-algo", "quarters"}, "-place counts with the constellations method only: leave out -algo quarters"},
		{[]string{"count", "-n", "8", "-frob"}, "flag provided but not defined: -frob"},
		{[]string{"bench", "-n", "40"}, "-n 40 is out of range"},
		{[]string{"solve", "-n", "0", "-algo", "hybrid"}, "-n 0 is out of range"},
		{[]string{"solve", "-n", "8", "-algo", "hybrid", "-step", "9"}, "-step 9 is out of range"},
		{[]string{"solve", "-n", "8", "-algo", "lasvegas", "-step", "3"}, "-step goes with -algo hybrid only"},
		{[]string{"solve", "-n", "8", "-algo", "hybrid", "-seed", "x"}, `invalid value "x" for flag -seed`},
		{[]string{"solve", "-n", "8", "-algo", "dance"}, `unknown solver "dance"`},
		{[]string{"solve", "-n", "8", "-seed", "3"}, "-seed needs -algo"},
		{[]string{"solve", "-n", "3", "-algo", "minconflicts"}, "n = 3 has no solutions"},
		{[]string{"experiment", "-n", "0"}, "-n 0 is out of range"},
		{[]string{"experiment", "-n", "8", "-trials", "0"}, "-trials 0 is out of range"},
		{[]string{"experiment", "-n", "20", "-exact"}, "-exact goes up to n = 13"},
		{[]string{"solve", "-n", "8", "-k", "0"}, "-k 0 is out of range: it must be at least 1"},
		{[]string{"solve", "-n", "8", "-k", "-1"}, "-k -1 is out of range: it must be at least 1"},
		{[]string{"solve", "-n", "8", "-k", "1.5"}, `invalid value "1.5" for flag -k: not a whole number`},
		{[]string{"solve", "-n", "8", "-k", "99999999999999999999"}, "-k 99999999999999999999 is out of range: it must be at most 18446744073709551615"},
		{[]string{"solve", "-n", "8", "-algo", "lasvegas", "-seed", "-1"}, "-seed -1 is out of range: it must be at least 0"},
		{[]string{"experiment", "-n", "8", "-seed", "-7"}, "-seed -7 is out of range: it must be at least 0"},
		{[]string{"solve", "-n", "8", "-k", "93"}, "n = 8 has 92 solutions; there is no solution 93"},
		{[]string{"solve", "-n", "3"}, "n = 3 has no solutions"},
		{[]string{"count", "-n", "8", "-place", "0:4,8:1"}, `-place "0:4,8:1": bad placement: 8:1 is off the 8×8 board (rows and columns go from 0 to 7)`},
		{[]string{"count", "-n", "8", "-place", "2:-1"}, "2:-1 is off the 8×8 board"},
		{[]string{"count", "-n", "8", "-place", "3:1,3:5"}, `-place "3:1,3:5": bad placement: row 3 has two queens, in columns 1 and 5`},
		{[]string{"count", "-n", "8", "-place", "3:1,3:1"}, "3:1 is placed twice"},
		{[]string{"count", "-n", "8", "-place", "3-1,x:2,4:"}, `"3-1" is not a row and a column, such as 3:2 (and 2 more)`},
		{[]string{"count", "-n", "8", "-place", "0:4", "-algo", "bitmask"}, "-place counts with the constellations method only: leave out -algo bitmask"},
		{[]string{"count", "-place", "0:4"}, "-n is required"},
		{[]string{"solve", "-n", "8", "-place", "9:9"}, "9:9 is off the 8×8 board"},
		{[]string{"solve", "-n", "8", "-place", "1:1,1:2"}, "row 1 has two queens"},
		{[]string{"solve", "-n", "8", "-place", "0:4", "-k", "2"}, "-place finds the first solution that holds its queens and does not go with -algo or -k"},
		{[]string{"solve", "-n", "8", "-place", "0:4", "-algo", "hybrid"}, "does not go with -algo or -k"},
		{[]string{"solve", "-n", "33", "-place", "0:4"}, "-n 33 is out of range"},
	}
	for _, tt := range tests {
		code, out, errOut := runCLI(tt.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, tt.want) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("nqueens %q = %d, stdout %q, stderr %q; want status 2 and one line with %q",
				tt.args, code, out, errOut, tt.want)
		}
	}
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"-h"}, {"count", "-h"}, {"solve", "-help"}} {
		code, out, errOut := runCLI(args...)
		if code != 0 || !strings.Contains(out, "usage:") || !strings.Contains(out, "nqueens ") || !strings.Contains(out, "-place") || errOut != "" {
			t.Errorf("nqueens %q = %d, %q, %q", args, code, out, errOut)
		}
	}
	// The help says which method counts by default.
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-h"}, fmt.Sprintf("without\n      -algo, quarters counts N = %d to %d and constellations the rest", solver.QuartersFromN, solver.QuartersMaxN)},
		{[]string{"count", "-h"}, fmt.Sprintf("by default quarters for n = %d to %d, else constellations (always with -place)", solver.QuartersFromN, solver.QuartersMaxN)},
	} {
		if _, out, _ := runCLI(tt.args...); !strings.Contains(out, tt.want) {
			t.Errorf("nqueens %q lacks %q:\n%s", tt.args, tt.want, out)
		}
	}
}
