package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"nqueens/solver"
)

// oeis holds the published counts that these tests check against: all
// solutions (A000170) and unique ones (A002562).
var oeis = map[int]struct{ solutions, unique uint64 }{
	12: {14200, 1787},
	13: {73712, 9233},
	14: {365596, 45752},
	15: {2279184, 285053},
	16: {14772512, 1846955},
}

// TestCountAlgorithm checks which method count uses: -algo when given,
// else constellations for queens placed and quarters for a whole board
// from n = 14 to 21.
func TestCountAlgorithm(t *testing.T) {
	queen, _ := solver.ParsePlacement(16, "0:4")
	tests := []struct {
		n      int
		placed solver.Placement
		algo   string
		want   string
	}{
		{1, nil, "", "constellations"},
		{13, nil, "", "constellations"},
		{14, nil, "", "quarters"},
		{16, nil, "", "quarters"},
		{21, nil, "", "quarters"},
		{22, nil, "", "constellations"},
		{32, nil, "", "constellations"},
		{16, queen, "", "constellations"},
		{16, nil, "fast", "fast"},
		{10, nil, "quarters", "quarters"},
		{16, queen, "bitmask", "bitmask"}, // which runCount refuses
	}
	for _, tt := range tests {
		if got := countAlgorithm(tt.n, tt.placed, tt.algo); got != tt.want {
			t.Errorf("countAlgorithm(%d, %q, %q) = %q, want %q", tt.n, tt.placed.Format(":"), tt.algo, got, tt.want)
		}
	}
}

// TestCountDefaultMethod counts whole boards without -algo, and with it,
// and checks the method that -json names and the counts against OEIS; on
// a terminal, stderr names the method too.
func TestCountDefaultMethod(t *testing.T) {
	tests := []struct {
		args   []string
		method string
	}{
		{[]string{"-n", "13"}, "constellations"},
		{[]string{"-n", "14"}, "quarters"},
		{[]string{"-n", "16"}, "quarters"},
		{[]string{"-n", "16", "-place", ""}, "quarters"},
		{[]string{"-n", "16", "-workers", "1"}, "quarters"},
		{[]string{"-n", "15", "-algo", "constellations"}, "constellations"},
		{[]string{"-n", "12", "-algo", "quarters"}, "quarters"},
	}
	for _, tt := range tests {
		n, _ := strconv.Atoi(tt.args[1])
		want := oeis[n]
		code, out, errOut := runCLI(append([]string{"count", "-json"}, tt.args...)...)
		var res countResult
		if err := json.Unmarshal([]byte(out), &res); err != nil || code != 0 || errOut != "" {
			t.Fatalf("count -json %q = %d, %q, %q: %v", tt.args, code, out, errOut, err)
		}
		if res.N != n || res.Algorithm != tt.method || res.Solutions != want.solutions || res.Unique == nil || *res.Unique != want.unique {
			t.Errorf("count -json %q = %s; want %s's %d solutions, %d unique", tt.args, out, tt.method, want.solutions, want.unique)
		}
		if code, plain, errOut := runCLI(append([]string{"count"}, tt.args...)...); code != 0 || plain != fmt.Sprintf("%d\n%d unique\n", want.solutions, want.unique) || errOut != "" {
			t.Errorf("count %q = %d, %q, %q; want %d, %d unique and nothing on stderr", tt.args, code, plain, errOut, want.solutions, want.unique)
		}
		var stdout, stderr bytes.Buffer
		code = run(env{ctx: context.Background(), stdout: &stdout, stderr: &stderr, stderrIsTerm: true}, append([]string{"count"}, tt.args...))
		note := regexp.MustCompile(`nqueens count: counted by ` + tt.method + ` in \d+\.\d\d s \(\d+\.\d\d s CPU\) on \d+ workers?\n$`)
		if code != 0 || stdout.String() != fmt.Sprintf("%d\n%d unique\n", want.solutions, want.unique) || !note.MatchString(stderr.String()) {
			t.Errorf("count %q on a terminal = %d, %q, stderr %q; want %d and a line matching %s", tt.args, code, stdout.String(), stderr.String(), want.solutions, note)
		}
	}
}

// TestCountPlaceStaysConstellations counts the completions of each queen
// of row 0 of n = 14, a board that counts by quarters: each counts by
// constellations, and they add up to the board's count.
func TestCountPlaceStaysConstellations(t *testing.T) {
	var sum uint64
	for c := range 14 {
		args := []string{"count", "-n", "14", "-place", fmt.Sprintf("0:%d", c), "-json"}
		code, out, errOut := runCLI(args...)
		var res countResult
		if err := json.Unmarshal([]byte(out), &res); err != nil || code != 0 || res.Algorithm != solver.FastestSearch {
			t.Fatalf("%q = %d, %q, %q; want a count by %s", args, code, out, errOut, solver.FastestSearch)
		}
		sum += res.Solutions
	}
	if sum != oeis[14].solutions {
		t.Errorf("the completions of row 0's queens of n = 14 add up to %d, want %d", sum, oeis[14].solutions)
	}
	code, _, errOut := runCLI("count", "-n", "14", "-place", "0:3", "-algo", "quarters")
	if code != 2 || !strings.Contains(errOut, "-place counts with the constellations method only: leave out -algo quarters") {
		t.Errorf("count -place -algo quarters = %d, %q; want status 2 and that -place counts with constellations only", code, errOut)
	}
}

// TestPartsMergeToTheWhole counts n = 15 in 7 parts with count -part K/7
// -json, by quarters (with -algo, and by default) and by constellations,
// and merges them: the merge is the whole count, as OEIS has it and as
// count gives it. The parts hold raw units, which merge adds up before it
// finishes the sum: quarters' units add up to 8 times the unique count.
func TestPartsMergeToTheWhole(t *testing.T) {
	want := oeis[15]
	tests := []struct {
		algo      []string
		method    string
		rawUnique uint64 // the parts' units' unique counts, added up
	}{
		{[]string{"-algo", "quarters"}, "quarters", 8 * want.unique},
		{nil, "quarters", 8 * want.unique},
		{[]string{"-algo", "constellations"}, "constellations", want.unique},
	}
	for _, tt := range tests {
		t.Run(tt.method+strings.Join(tt.algo, " "), func(t *testing.T) {
			files := writeParts(t, t.TempDir(), 7, append([]string{"-n", "15", "-json"}, tt.algo...)...)
			var raw solver.Tally
			for _, name := range files {
				p := readPartFile(t, name)
				if p.Algorithm != tt.method || p.N != 15 || p.Parts != 7 || len(p.Units) == 0 {
					t.Errorf("%s: %s part %d of %d of n = %d with %d units; want a part of 7 of %s's n = 15", name, p.Algorithm, p.Part, p.Parts, p.N, len(p.Units), tt.method)
				}
				for _, u := range p.Units {
					raw = raw.Add(u.tally())
				}
			}
			if raw.Solutions != want.solutions || raw.Unique != tt.rawUnique {
				t.Errorf("the parts' units add up to %d solutions and %d unique; want %d and %d, unfinished", raw.Solutions, raw.Unique, want.solutions, tt.rawUnique)
			}
			if code, out, errOut := runCLI(append([]string{"merge"}, files...)...); code != 0 || out != fmt.Sprintf("%d\n%d unique\n", want.solutions, want.unique) {
				t.Errorf("merge = %d, %q, %q; want %d and %d unique", code, out, errOut, want.solutions, want.unique)
			}
			code, out, errOut := runCLI(append([]string{"merge", "-json"}, files...)...)
			var merged countResult
			if err := json.Unmarshal([]byte(out), &merged); err != nil || code != 0 {
				t.Fatalf("merge -json = %d, %q, %q: %v", code, out, errOut, err)
			}
			if merged.N != 15 || merged.Algorithm != tt.method || merged.Solutions != want.solutions || merged.Unique == nil || *merged.Unique != want.unique {
				t.Errorf("merge -json = %s; want %s's %d solutions and %d unique", out, tt.method, want.solutions, want.unique)
			}
			_, out, _ = runCLI(append([]string{"count", "-n", "15", "-json"}, tt.algo...)...)
			var whole countResult
			if err := json.Unmarshal([]byte(out), &whole); err != nil || whole.Algorithm != merged.Algorithm ||
				whole.Solutions != merged.Solutions || whole.Unique == nil || *whole.Unique != *merged.Unique {
				t.Errorf("count -json = %s, merge -json of its parts = %+v; want the same method and counts", out, merged)
			}
		})
	}
}

// TestCheckpointResumesExact counts with a checkpoint, by quarters and by
// constellations, then resumes from the checkpoint cut after no unit,
// after half of them with the next torn in mid-write, after all but one
// and after all, and from a count stopped in mid-count: each resume gives
// the published counts, unique solutions too, and leaves every unit once
// in the checkpoint.
func TestCheckpointResumesExact(t *testing.T) {
	tests := []struct {
		n      int
		algo   []string
		method string
	}{
		{15, nil, "quarters"},
		{12, []string{"-algo", "quarters"}, "quarters"},
		{12, nil, "constellations"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s n=%d", tt.method, tt.n), func(t *testing.T) {
			want := oeis[tt.n]
			name := filepath.Join(t.TempDir(), "count.checkpoint")
			args := append([]string{"count", "-n", strconv.Itoa(tt.n), "-checkpoint", name, "-json"}, tt.algo...)
			check := func(what string) {
				t.Helper()
				code, out, errOut := runCLI(args...)
				var res countResult
				if err := json.Unmarshal([]byte(out), &res); err != nil || code != 0 || res.Algorithm != tt.method ||
					res.Solutions != want.solutions || res.Unique == nil || *res.Unique != want.unique {
					t.Fatalf("count %s = %d, %q, %q; want %s's %d solutions, %d unique", what, code, out, errOut, tt.method, want.solutions, want.unique)
				}
			}
			check("with a new checkpoint")
			full := readFile(t, name)
			lines := bytes.SplitAfter(full, []byte("\n"))
			lines = lines[:len(lines)-1] // the empty string after the last newline
			units := len(lines) - 1
			plan, err := solver.NewPlan(tt.method, tt.n)
			if err != nil {
				t.Fatal(err)
			}
			if units != plan.Tasks() {
				t.Fatalf("the checkpoint holds %d units, want the plan's %d", units, plan.Tasks())
			}
			half := units / 2
			cuts := []struct {
				what string
				data []byte
			}{
				{"resumed from no unit", lines[0]},
				{"resumed from half the units and a torn one", append(bytes.Join(lines[:1+half], nil), lines[1+half][:10]...)},
				{"resumed from all units but one", bytes.Join(lines[:units], nil)},
				{"resumed from every unit", full},
			}
			for _, cut := range cuts {
				if err := os.WriteFile(name, cut.data, 0o644); err != nil {
					t.Fatal(err)
				}
				check(cut.what)
				assertUnitsOnce(t, name, units)
			}
			// Stopped in mid-count, it resumes to the same count.
			os.Remove(name)
			var stdout, stderr bytes.Buffer
			stopped := append([]string{"count", "-n", strconv.Itoa(tt.n), "-checkpoint", name, "-workers", "1"}, tt.algo...)
			code := run(env{ctx: &stopAfter{Context: context.Background(), looks: 200}, stdout: &stdout, stderr: &stderr}, stopped)
			if code != 130 || !regexp.MustCompile(`holds [\d,]+ units?: run the same command again to resume\n$`).MatchString(stderr.String()) {
				t.Fatalf("count %q stopped in mid-count = %d, %q", stopped, code, stderr.String())
			}
			if held := bytes.Count(readFile(t, name), []byte("\n")) - 1; held < 1 || held >= units {
				t.Fatalf("the stopped count left %d of %d units in its checkpoint; want some, not all", held, units)
			}
			check("resumed after a stop")
			assertUnitsOnce(t, name, units)
		})
	}
}
