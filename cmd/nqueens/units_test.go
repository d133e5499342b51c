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

// writeParts runs count with args and -part K/parts for every K, and
// writes each part's JSON to dir/K.json, returning the files in order.
func writeParts(t *testing.T, dir string, parts int, args ...string) []string {
	t.Helper()
	var files []string
	for k := range parts {
		code, out, errOut := runCLI(append([]string{"count", "-part", fmt.Sprintf("%d/%d", k, parts)}, args...)...)
		if code != 0 {
			t.Fatalf("count -part %d/%d = %d: %s", k, parts, code, errOut)
		}
		name := filepath.Join(dir, strconv.Itoa(k)+".json")
		if err := os.WriteFile(name, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, name)
	}
	return files
}

// TestMergeAddsUpTheParts counts n = 12 in 8 parts, merges them to the
// published count, and checks that merge refuses parts that are missing,
// given twice, of another count, corrupt, incomplete or split otherwise.
func TestMergeAddsUpTheParts(t *testing.T) {
	dir := t.TempDir()
	files := writeParts(t, dir, 8, "-n", "12")
	if code, out, errOut := runCLI(append([]string{"merge"}, files...)...); code != 0 || out != "14200\n1787 unique\n" {
		t.Fatalf("merge = %d, %q, %q; want 14200 and 1787 unique", code, out, errOut)
	}
	code, out, _ := runCLI(append([]string{"merge", "-json"}, files...)...)
	var res countResult
	if code != 0 || json.Unmarshal([]byte(out), &res) != nil || res.Solutions != 14200 || res.Unique == nil || *res.Unique != 1787 {
		t.Fatalf("merge -json = %d, %q", code, out)
	}
	other := filepath.Join(dir, "n11.json")
	_, out11, _ := runCLI("count", "-n", "11", "-part", "3/8")
	os.WriteFile(other, []byte(out11), 0o644)
	_, out4, _ := runCLI("count", "-n", "12", "-part", "3/4")
	split := filepath.Join(dir, "of4.json")
	os.WriteFile(split, []byte(out4), 0o644)
	corrupt := filepath.Join(dir, "corrupt.json")
	os.WriteFile(corrupt, bytes.Replace(readFile(t, files[2]), []byte(`"nodes":`), []byte(`"nodes":1`), 1), 0o644)
	var p countPart
	json.Unmarshal(readFile(t, files[5]), &p)
	p.Units = p.Units[1:]
	short := filepath.Join(dir, "short.json")
	b, _ := json.Marshal(p)
	os.WriteFile(short, b, 0o644)
	notAPart := filepath.Join(dir, "not.json")
	os.WriteFile(notAPart, []byte(`{"hello": 1}`), 0o644)
	refused := []struct {
		files []string
		want  string
	}{
		{files[:7], "1 of the 8 parts are missing: 7"},
		{append(append([]string{}, files...), files[3]), "part 3 of 8 is given twice"},
		{append(append([]string{}, files...), other), "is a part of another count (" + solver.FastestSearch + ", n = 11"},
		{append([]string{corrupt}, append(append([]string{}, files[:2]...), files[3:]...)...), "unit 2 is corrupt"},
		{append(append(append([]string{}, files[:5]...), short), files[6:]...), fmt.Sprintf("holds %d of part 5's %d units", len(p.Units), len(p.Units)+1)},
		{append(append([]string{}, files[:3]...), split), "is part 3 of 4, but"},
		{[]string{notAPart}, "is not a part that nqueens count -part wrote"},
	}
	for _, tt := range refused {
		code, out, errOut := runCLI(append([]string{"merge"}, tt.files...)...)
		if code != 1 || out != "" || !strings.Contains(errOut, tt.want) {
			t.Errorf("merge %v = %d, %q, %q; want status 1 and %q", tt.files, code, out, errOut, tt.want)
		}
	}
	if code, _, errOut := runCLI("merge"); code != 2 || !strings.Contains(errOut, "no parts") {
		t.Errorf("merge with no files = %d, %q", code, errOut)
	}
	for _, bad := range []string{"8/8", "-1/8", "3", "3/0", "a/b", "1/2000000"} {
		if code, _, errOut := runCLI("count", "-n", "12", "-part", bad); code != 2 || !strings.Contains(errOut, "write K/P") {
			t.Errorf("count -part %s = %d, %q", bad, code, errOut)
		}
	}
}

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// countedCheckpoint counts n = 12 with a checkpoint in a new file, and
// returns the file's name and bytes.
func countedCheckpoint(t *testing.T) (name string, data []byte) {
	t.Helper()
	return countedCheckpointOf(t, "12")
}

// countedCheckpointOf is countedCheckpoint for an n×n board.
func countedCheckpointOf(t *testing.T, n string) (name string, data []byte) {
	t.Helper()
	name = filepath.Join(t.TempDir(), "n"+n+".checkpoint")
	total, _ := strconv.Atoi(n)
	want, _, _ := solver.Published(total)
	if code, out, errOut := runCLI("count", "-n", n, "-checkpoint", name); code != 0 || !strings.HasPrefix(out, fmt.Sprintf("%d\n", want)) {
		t.Fatalf("count -n %s -checkpoint = %d, %q, %q", n, code, out, errOut)
	}
	return name, readFile(t, name)
}

// TestCheckpointResumes counts n = 12 with a checkpoint, cut short, torn
// and corrupted in turn, and checks that each run resumes to the published
// count; after a torn tail, with every unit once.
func TestCheckpointResumes(t *testing.T) {
	name, full := countedCheckpoint(t)
	lines := bytes.Split(bytes.TrimSuffix(full, []byte("\n")), []byte("\n"))
	// Cut after 100 units, with the 101st torn in mid-write.
	torn := append(bytes.Join(lines[:101], []byte("\n")), append([]byte("\n"), lines[101][:10]...)...)
	os.WriteFile(name, torn, 0o644)
	if code, out, errOut := runCLI("count", "-n", "12", "-checkpoint", name, "-json"); code != 0 || !strings.Contains(out, `"solutions":14200,"unique":1787`) {
		t.Fatalf("count resumed from a torn checkpoint = %d, %q, %q", code, out, errOut)
	}
	assertUnitsOnce(t, name, len(lines)-1)
	// A corrupt record before the last is dropped, and its unit counted
	// again.
	corrupt := bytes.Replace(full, lines[5], bytes.Replace(lines[5], []byte(`"nodes":`), []byte(`"nodes":9`), 1), 1)
	os.WriteFile(name, corrupt, 0o644)
	if code, out, errOut := runCLI("count", "-n", "12", "-checkpoint", name); code != 0 || out != "14200\n1787 unique\n" || !strings.Contains(errOut, "dropped 1 line,") {
		t.Errorf("count on a corrupt checkpoint = %d, %q, %q; want 14200, and that it dropped 1 line", code, out, errOut)
	}
	// Another count's checkpoint is refused.
	os.WriteFile(name, full, 0o644)
	if code, _, errOut := runCLI("count", "-n", "13", "-checkpoint", name); code != 1 || !strings.Contains(errOut, "is the checkpoint of another count") {
		t.Errorf("count -n 13 on n = 12's checkpoint = %d, %q", code, errOut)
	}
	// Stopped in mid-count, it says how to resume.
	var stdout, stderr bytes.Buffer
	os.Remove(name)
	code := run(env{ctx: &stopAfter{Context: context.Background(), looks: 400}, stdout: &stdout, stderr: &stderr},
		[]string{"count", "-n", "12", "-checkpoint", name, "-workers", "1"})
	if code != 130 || !regexp.MustCompile(`holds [\d,]+ units: run the same command again to resume\n$`).MatchString(stderr.String()) {
		t.Errorf("an interrupted count with a checkpoint = %d, %q", code, stderr.String())
	}
}

// A stopAfter context is done from its looks-th look on.
type stopAfter struct {
	context.Context
	looks int
}

func (c *stopAfter) Err() error {
	if c.looks--; c.looks <= 0 {
		return context.Canceled
	}
	return nil
}

// assertUnitsOnce checks that the checkpoint holds units 0 to units-1,
// each once.
func assertUnitsOnce(t *testing.T, name string, units int) {
	t.Helper()
	lines := bytes.Split(bytes.TrimSuffix(readFile(t, name), []byte("\n")), []byte("\n"))
	seen := make(map[int]int)
	for _, line := range lines[1:] {
		var r unitRecord
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatalf("%s: %q: %v", name, line, err)
		}
		seen[r.ID]++
	}
	for u := range units {
		if seen[u] != 1 {
			t.Errorf("%s holds unit %d %d times", name, u, seen[u])
		}
	}
	if len(seen) != units {
		t.Errorf("%s holds %d units, want %d", name, len(seen), units)
	}
}
