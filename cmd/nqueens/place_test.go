package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"nqueens/solver"
)

// completions is what a brute force over every solution of a board finds
// for some queens placed on it.
type completions struct {
	solutions, unique uint64
	symmetries        int   // of the board's 8, those that map the queens to themselves
	first             []int // the first solution holding the queens, nil if none
}

// bruteCompletions lists the solutions of placed's board that hold its
// queens, and counts them up to the symmetries that map the queens to
// themselves: a solution is counted once, if it is the least of its
// images under those.
func bruteCompletions(t *testing.T, placed solver.Placement) completions {
	t.Helper()
	n := len(placed)
	var group []int
	for s := range 8 {
		fixed := true
		for r, c := range placed {
			if q := square(s, n, r, c); c != solver.Free && placed[q[0]] != q[1] {
				fixed = false
			}
		}
		if fixed {
			group = append(group, s)
		}
	}
	all, err := solver.Solutions(n)
	if err != nil {
		t.Fatal(err)
	}
	got := completions{symmetries: len(group)}
	for x := range all {
		if !placed.Holds(x) {
			continue
		}
		if got.solutions++; got.first == nil {
			got.first = slices.Clone(x)
		}
		least := true
		for _, s := range group {
			image := make([]int, n)
			for r, c := range x {
				q := square(s, n, r, c)
				image[q[0]] = q[1]
			}
			least = least && slices.Compare(x, image) <= 0
		}
		if least {
			got.unique++
		}
	}
	return got
}

// square maps square (r, c) of an n×n board by symmetry s of 8: the
// identity, the three rotations, and the four reflections.
func square(s, n, r, c int) [2]int {
	m, cm := n-1-r, n-1-c
	return [8][2]int{{r, c}, {c, m}, {m, cm}, {cm, r}, {r, cm}, {m, c}, {c, r}, {cm, m}}[s]
}

// placeTests are placements counted and solved against the brute force:
// on boards under 6 and from 6, with 1 to 3 queens, symmetric under
// none, some or all of the symmetries that fix a square, with and
// without completions.
var placeTests = []struct {
	n     int
	place string
}{
	{8, "0:4,3:2"},
	{4, "0:1"},
	{4, "0:0"},
	{5, "2:2"},
	{6, "0:1,5:4"},
	{8, "0:0"},
	{9, "4:4"},
	{9, "0:2,8:6"},
	{10, "2:5,7:3"},
	{10, "0:0,1:2,2:4"},
	{11, "0:3,3:10,10:7,7:0"},
	{12, "0:4,11:7"},
	{12, "3.1, 8.10"},
	{12, "0:4,4:11,11:7,7:0"},
}

func TestCountPlace(t *testing.T) {
	if code, out, errOut := runCLI("count", "-n", "8", "-place", "0:4,3:2"); code != 0 || out != "1\n" || errOut != "" {
		t.Errorf("count -n 8 -place 0:4,3:2 = %d, %q, %q; want 1", code, out, errOut)
	}
	for _, tt := range placeTests {
		placed, dropped := solver.ParsePlacement(tt.n, tt.place)
		if dropped != nil {
			t.Fatal(dropped)
		}
		want := bruteCompletions(t, placed)
		for _, workers := range []string{"1", "3"} {
			args := []string{"count", "-n", strconv.Itoa(tt.n), "-place", tt.place, "-workers", workers, "-json"}
			code, out, errOut := runCLI(args...)
			var got countResult
			if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 || errOut != "" {
				t.Fatalf("%q = %d, %q, %q: %v", args, code, out, errOut, err)
			}
			if got.Solutions != want.solutions || got.Unique == nil || *got.Unique != want.unique || got.Symmetries != want.symmetries {
				t.Errorf("%q = %s; want %d solutions, %d unique up to %d symmetries", args, out, want.solutions, want.unique, want.symmetries)
			}
			if got.N != tt.n || got.Algorithm != solver.FastestSearch || got.Place != placed.Format(":") || got.Placed != placed.Placed() {
				t.Errorf("%q = %s; want n = %d and the queens %s", args, out, tt.n, placed.Format(":"))
			}
		}
	}
}

// TestCountPlaceJSON checks count -json's fields with -place: the queens,
// how many, and the symmetries, which a count without queens leaves out,
// and the count of queens that attack each other, 0, with one line that
// says which.
func TestCountPlaceJSON(t *testing.T) {
	tests := []struct {
		args   []string
		fields map[string]any // and "seconds"; "workers" when the count ran
		stderr string
	}{
		{[]string{"-n", "8", "-place", "0:4,3:2", "-workers", "2"},
			map[string]any{"n": 8.0, "algorithm": "constellations", "solutions": 1.0, "unique": 1.0, "nodes": -1.0, "workers": -1.0,
				"place": "0:4,3:2", "placed": 2.0, "symmetries": 1.0}, ""},
		{[]string{"-n", "9", "-place", " 4.4 "},
			map[string]any{"n": 9.0, "algorithm": "constellations", "solutions": 40.0, "unique": 7.0, "nodes": -1.0, "workers": -1.0,
				"place": "4:4", "placed": 1.0, "symmetries": 8.0}, ""},
		{[]string{"-n", "8", "-place", ""},
			map[string]any{"n": 8.0, "algorithm": "constellations", "solutions": 92.0, "unique": 12.0, "nodes": -1.0, "workers": -1.0}, ""},
		{[]string{"-n", "8", "-place", "0:0,2:1,5:5"},
			map[string]any{"n": 8.0, "algorithm": "constellations", "solutions": 0.0, "unique": 0.0, "nodes": 0.0,
				"place": "0:0,2:1,5:5", "placed": 3.0, "symmetries": 1.0},
			"nqueens count: queens at row 0 column 0 and row 5 column 5 share a diagonal: no solution holds them\n"},
		{[]string{"-n", "8", "-place", "0:3,7:3", "-checkpoint", filepath.Join(t.TempDir(), "attack.checkpoint")},
			map[string]any{"n": 8.0, "algorithm": "constellations", "solutions": 0.0, "unique": 0.0, "nodes": 0.0,
				"place": "0:3,7:3", "placed": 2.0, "symmetries": 2.0},
			"nqueens count: queens at row 0 column 3 and row 7 column 3 share a column: no solution holds them\n"},
	}
	for _, tt := range tests {
		code, out, errOut := runCLI(append([]string{"count", "-json"}, tt.args...)...)
		var got map[string]any
		if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 || errOut != tt.stderr {
			t.Fatalf("count -json %q = %d, %q, %q; want status 0 and stderr %q: %v", tt.args, code, out, errOut, tt.stderr, err)
		}
		if s, ok := got["seconds"].(float64); !ok || s < 0 || len(got) != len(tt.fields)+2 {
			t.Errorf("count -json %q = %s; want the fields %v, seconds and cpu_seconds", tt.args, out, tt.fields)
		}
		for key, want := range tt.fields {
			if v, ok := got[key]; !ok || v != want && want != -1.0 {
				t.Errorf("count -json %q: %q = %v, want %v", tt.args, key, v, want)
			}
		}
		// The unique count of queens placed is -json's only.
		want := fmt.Sprintf("%v\n", got["solutions"])
		if _, placed := got["place"]; !placed {
			want += fmt.Sprintf("%v unique\n", got["unique"])
		}
		if code, plain, errOut := runCLI(append([]string{"count"}, tt.args...)...); code != 0 || plain != want || errOut != tt.stderr {
			t.Errorf("count %q = %d, %q, %q; want %q and stderr %q", tt.args, code, plain, errOut, want, tt.stderr)
		}
	}
}

func TestCountPlaceProgress(t *testing.T) {
	code, out, errOut := runCLI("count", "-n", "12", "-place", "0:4", "-progress")
	if code != 0 || out != "1631\n" || !strings.Contains(errOut, "100% done") {
		t.Errorf("count -place -progress = %d, %q, stderr %q", code, out, errOut)
	}
}

func TestSolvePlace(t *testing.T) {
	for _, tt := range placeTests {
		placed, _ := solver.ParsePlacement(tt.n, tt.place)
		want := bruteCompletions(t, placed)
		args := []string{"solve", "-n", strconv.Itoa(tt.n), "-place", tt.place}
		code, out, errOut := runCLI(append(args, "-json")...)
		if want.first == nil {
			line := "nqueens solve: no solution extends the queens " + placed.Format(":") + "\n"
			if code != 1 || out != "" || errOut != line {
				t.Errorf("%q -json = %d, %q, %q; want status 1 and %q", args, code, out, errOut, line)
			}
			continue
		}
		var got lexResult
		if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 || errOut != "" {
			t.Fatalf("%q -json = %d, %q, %q: %v", args, code, out, errOut, err)
		}
		if got.N != tt.n || got.K != 0 || got.Place != placed.Format(":") || !slices.Equal(got.Queens, want.first) {
			t.Errorf("%q -json = %s; want the queens %v", args, out, want.first)
		}
		text := fmt.Sprintf("n = %d, first solution holding %s: %s\n", tt.n, placed.Format(":"), columns(want.first)) + drawBoard(want.first)
		if code, out, _ := runCLI(args...); code != 0 || out != text {
			t.Errorf("%q = %d,\n%s\nwant\n%s", args, code, out, text)
		}
	}
	line := "nqueens solve: no solution extends the queens 0:2,7:2: queens at row 0 column 2 and row 7 column 2 share a column\n"
	if code, out, errOut := runCLI("solve", "-n", "8", "-place", "0:2,7:2"); code != 1 || out != "" || errOut != line {
		t.Errorf("solve -place of queens that attack = %d, %q, %q; want status 1 and %q", code, out, errOut, line)
	}
	if code, out, _ := runCLI("solve", "-n", "8", "-place", " ", "-k", "2"); code != 0 || !strings.HasPrefix(out, "n = 8, solution 2: ") {
		t.Errorf("solve -place \" \" -k 2 = %d, %q; want solution 2", code, out)
	}
}

// TestPlaceParts counts the completions of queens in parts, merges them
// to the count in one go, and checks that merge refuses a part of the
// same board with other queens, or with none.
func TestPlaceParts(t *testing.T) {
	dir := t.TempDir()
	args := []string{"-n", "12", "-place", "0:4,11:7"}
	_, whole, _ := runCLI(append([]string{"count", "-json"}, args...)...)
	var want countResult
	if err := json.Unmarshal([]byte(whole), &want); err != nil || want.Solutions == 0 {
		t.Fatalf("count -json %q = %q: %v", args, whole, err)
	}
	files := writeParts(t, dir, 4, args...)
	var part countPart
	if err := json.Unmarshal(readFile(t, files[1]), &part); err != nil || part.Place != "0:4,11:7" {
		t.Errorf("%s holds the queens %q, want 0:4,11:7: %v", files[1], part.Place, err)
	}
	code, out, errOut := runCLI(append([]string{"merge", "-json"}, files...)...)
	var got countResult
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 {
		t.Fatalf("merge -json = %d, %q, %q: %v", code, out, errOut, err)
	}
	if got.Solutions != want.Solutions || *got.Unique != *want.Unique || got.Place != want.Place || got.Symmetries != want.Symmetries {
		t.Errorf("merge -json = %s; want the count %s", out, whole)
	}
	for _, other := range [][]string{{"-place", "0:5,11:6"}, {}} {
		_, out, _ := runCLI(append([]string{"count", "-n", "12", "-part", "2/4"}, other...)...)
		name := filepath.Join(dir, "other.json")
		os.WriteFile(name, []byte(out), 0o644)
		mixed := []string{files[0], files[1], name, files[3]}
		wantErr := fmt.Sprintf("nqueens merge: %s is a part of another count (constellations, n = 12, ", name)
		if len(other) > 0 {
			wantErr += "queens 0:5,11:6, "
		}
		if code, out, errOut := runCLI(append([]string{"merge"}, mixed...)...); code != 1 || out != "" || !strings.HasPrefix(errOut, wantErr) || !strings.Contains(errOut, "queens 0:4,11:7") {
			t.Errorf("merge with a part of %q = %d, %q, %q; want status 1 and %q…", other, code, out, errOut, wantErr)
		}
	}
	code, out, errOut = runCLI("count", "-n", "8", "-place", "0:0,1:1", "-part", "0/2")
	if wantErr := "nqueens count: queens at row 0 column 0 and row 1 column 1 share a diagonal: no solution holds them, so the count has no parts\n"; code != 1 || out != "" || errOut != wantErr {
		t.Errorf("count -part of queens that attack = %d, %q, %q; want status 1 and %q", code, out, errOut, wantErr)
	}
}

// TestPlaceCheckpointResumes counts the completions of queens with a
// checkpoint, cut short, and resumes to the same count, then checks that
// the checkpoint names its queens and is refused to a count of others.
func TestPlaceCheckpointResumes(t *testing.T) {
	name := filepath.Join(t.TempDir(), "place.checkpoint")
	args := []string{"count", "-n", "12", "-place", "3:1,8:10", "-checkpoint", name}
	_, want, _ := runCLI("count", "-n", "12", "-place", "3:1,8:10")
	if code, out, errOut := runCLI(args...); code != 0 || out != want {
		t.Fatalf("%q = %d, %q, %q; want %q", args, code, out, errOut, want)
	}
	full := readFile(t, name)
	lines := bytes.SplitAfter(full, []byte("\n"))
	var header checkpointHeader
	if err := json.Unmarshal(lines[0], &header); err != nil || header.Place != "3:1,8:10" || len(lines) < 5 {
		t.Fatalf("the checkpoint begins %q, in %d lines; want its queens 3:1,8:10", lines[0], len(lines))
	}
	os.WriteFile(name, bytes.Join(lines[:len(lines)/2], nil), 0o644)
	resuming := regexp.MustCompile(`^nqueens count: \S+ holds 4 of the 8 units to count \(\d+% of the work\), counted in \d+\.\d\d s \(\d+\.\d\d s CPU\): counting the rest\n$`)
	if code, out, errOut := runCLI(args...); code != 0 || out != want || !resuming.MatchString(errOut) {
		t.Errorf("%q resumed = %d, %q, %q; want %q, and %s on stderr", args, code, out, errOut, want, resuming)
	}
	if resumed := readFile(t, name); bytes.Count(resumed, []byte("\n")) != bytes.Count(full, []byte("\n")) {
		t.Errorf("the resumed checkpoint holds %d lines, want %d", bytes.Count(resumed, []byte("\n")), bytes.Count(full, []byte("\n")))
	}
	wantErr := "is the checkpoint of another count (constellations, n = 12, queens 3:1,8:10, fingerprint "
	if code, _, errOut := runCLI("count", "-n", "12", "-place", "3:1", "-checkpoint", name); code != 1 || !strings.Contains(errOut, wantErr) {
		t.Errorf("count -place 3:1 on the checkpoint of 3:1,8:10 = %d, %q; want status 1 and %q", code, errOut, wantErr)
	}
}
