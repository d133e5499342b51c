package main

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"nqueens/solver"
)

func runCLI(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestCount(t *testing.T) {
	for n, want := range map[string]string{"1": "1\n", "4": "2\n", "8": "92\n", "10": "724\n"} {
		if code, out, _ := runCLI("count", "-n", n); code != 0 || out != want {
			t.Errorf("count -n %s = %d, %q; want %q", n, code, out, want)
		}
	}
}

func TestCountJSON(t *testing.T) {
	code, out, _ := runCLI("count", "-n", "9", "-json")
	var got map[string]any
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 {
		t.Fatalf("count -json: %d, %q: %v", code, out, err)
	}
	if got["n"] != 9.0 || got["algorithm"] != "bitmask" || got["solutions"] != 352.0 || len(got) != 4 {
		t.Errorf("count -json = %v", got)
	}
	if s, ok := got["seconds"].(float64); !ok || s < 0 {
		t.Errorf("seconds = %v", got["seconds"])
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
		{[]string{"count", "-algo", "x"}, "flag provided but not defined: -algo"},
		{[]string{"solve", "-n", "8", "-k", "0"}, "solutions are counted from 1"},
		{[]string{"solve", "-n", "8", "-k", "93"}, "n = 8 has 92 solutions; there is no solution 93"},
		{[]string{"solve", "-n", "3"}, "n = 3 has no solutions"},
		{[]string{"solve", "-n", "8", "-k", "-1"}, `invalid value "-1" for flag -k`},
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
		if code != 0 || !strings.Contains(out, "usage:") || !strings.Contains(out, "nqueens ") || errOut != "" {
			t.Errorf("nqueens %q = %d, %q, %q", args, code, out, errOut)
		}
	}
}
