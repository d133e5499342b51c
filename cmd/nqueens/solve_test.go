package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"nqueens/solver"
	"nqueens/solver/random"
)

func TestSolveWithSolvers(t *testing.T) {
	for _, name := range []string{"lasvegas", "hybrid", "minconflicts", "backtrack"} {
		code, out, errOut := runCLI("solve", "-n", "20", "-algo", name, "-seed", "9", "-json")
		var got foundResult
		if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 {
			t.Fatalf("solve -algo %s: %d, %q, %q: %v", name, code, out, errOut, err)
		}
		if got.N != 20 || got.Algorithm != name || got.Seed != 9 || got.Attempts < 1 || got.Nodes < 1 || solver.VerifyColumns(got.Queens) != nil || len(got.Queens) != 20 {
			t.Errorf("solve -algo %s -json = %+v", name, got)
		}
		var raw map[string]any
		json.Unmarshal([]byte(out), &raw)
		for _, key := range []string{"n", "algorithm", "seed", "step", "attempts", "nodes", "seconds", "queens"} {
			if _, ok := raw[key]; !ok {
				t.Errorf("solve -algo %s -json lacks %q", name, key)
			}
		}
		// The same seed gives the same solution.
		_, again, _ := runCLI("solve", "-n", "20", "-algo", name, "-seed", "9", "-json")
		var second foundResult
		json.Unmarshal([]byte(again), &second)
		if strings.Trim(columns(second.Queens), " ") != columns(got.Queens) {
			t.Errorf("solve -algo %s -seed 9 gave two solutions", name)
		}
	}
}

func TestSolveWritesAFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "queens.txt")
	code, out, errOut := runCLI("solve", "-n", "50000", "-algo", "minconflicts", "-seed", "1", "-o", path)
	if code != 0 || !strings.Contains(out, "verified") || !strings.Contains(out, "written to") {
		t.Fatalf("solve -o = %d, %q, %q", code, out, errOut)
	}
	if data, err := os.ReadFile(path); err != nil || !isSolution(data, 50000) {
		t.Errorf("the file does not hold a solution of n = 50000: %v", err)
	}
}

// isSolution reports whether data is a solution of an n×n board, a
// column per line.
func isSolution(data []byte, n int) bool {
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	queens := make([]int, len(lines))
	for i, l := range lines {
		c, err := strconv.Atoi(l)
		if err != nil {
			return false
		}
		queens[i] = c
	}
	return len(queens) == n && solver.Verify(queens) == nil
}

func TestSolveStepDefaultsAndDraws(t *testing.T) {
	code, out, _ := runCLI("solve", "-n", "10", "-algo", "hybrid", "-seed", "2")
	if code != 0 || !strings.Contains(out, "step 4:") || strings.Count(out, "Q") != 10 {
		t.Errorf("solve -n 10 -algo hybrid = %d, %q", code, out)
	}
}

func TestExperimentCommand(t *testing.T) {
	code, out, errOut := runCLI("experiment", "-n", "6", "-trials", "200", "-exact", "-json")
	var rows []map[string]any
	if err := json.Unmarshal([]byte(out), &rows); err != nil || code != 0 {
		t.Fatalf("experiment -json: %d, %q, %q: %v", code, out, errOut, err)
	}
	if len(rows) != 7 {
		t.Fatalf("%d rows for n = 6, want 7", len(rows))
	}
	// A row is the worker's ExperimentStep, with its ExactStep under "exact".
	for _, key := range []string{"step", "trials", "p", "p_se", "s", "s_se", "e", "e_se", "t", "t_se", "seconds", "exact"} {
		if _, ok := rows[3][key]; !ok {
			t.Errorf("row lacks %q: %v", key, rows[3])
		}
	}
	exact, _ := rows[3]["exact"].(map[string]any)
	for _, key := range []string{"step", "p", "pf", "s", "sf", "e", "ef", "t", "tf"} {
		if _, ok := exact[key]; !ok {
			t.Errorf("exact figures lack %q: %v", key, rows[3]["exact"])
		}
	}
	var steps []experimentRow
	if err := json.Unmarshal([]byte(out), &steps); err != nil {
		t.Fatal(err)
	}
	if st := steps[0]; st.P != 1 || st.E != nil || st.Trials != 200 || st.Exact == nil || st.Exact.P != "1" || st.Exact.EF != nil {
		t.Errorf("step 0 = %s; want p = 1, no e, exact p 1", out[:strings.Index(out, "},{")+1])
	}
	if st := steps[6]; st.Exact == nil || !strings.Contains(st.Exact.P, "/") || st.Exact.Step != 6 {
		t.Errorf("exact figures of step 6 = %+v, want p as a fraction", st.Exact)
	}
	if _, out, _ := runCLI("experiment", "-n", "6", "-trials", "20", "-json"); strings.Contains(out, "exact") {
		t.Errorf("experiment -json without -exact = %s", out)
	}
	code, out, _ = runCLI("experiment", "-n", "8", "-trials", "50")
	if code != 0 || !strings.Contains(out, "step") || strings.Count(out, "\n") < 10 || !strings.Contains(out, "*") {
		t.Errorf("experiment table = %d, %q", code, out)
	}
}

// TestSolveStreamsTheColumns checks that the columns written a number at a
// time, to a file (-o), as JSON and as text, read as the same solution,
// in the form that encoding/json and fmt give.
func TestSolveStreamsTheColumns(t *testing.T) {
	args := []string{"solve", "-n", "60", "-algo", "minconflicts", "-seed", "4"}
	code, out, errOut := runCLI(append(args, "-json")...)
	var got foundResult
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 || len(got.Queens) != 60 {
		t.Fatalf("solve -json: %d, %q, %q: %v", code, out, errOut, err)
	}
	var encoded strings.Builder
	json.NewEncoder(&encoded).Encode(got)
	if out != encoded.String() {
		t.Errorf("solve -json wrote\n%s\nencoding/json writes\n%s", out, encoded.String())
	}
	if _, text, _ := runCLI(args...); !strings.HasSuffix(text, "verified\n"+columns(got.Queens)+"\n") {
		t.Errorf("solve wrote %q, want the columns %q", text, columns(got.Queens))
	}
	path := filepath.Join(t.TempDir(), "queens.txt")
	code, out, _ = runCLI(append(args, "-json", "-o", path)...)
	data, err := os.ReadFile(path)
	if err != nil || code != 0 {
		t.Fatalf("solve -o: %d, %v", code, err)
	}
	if want := strings.ReplaceAll(columns(got.Queens), " ", "\n") + "\n"; string(data) != want {
		t.Errorf("solve -o wrote %q, want %q", data, want)
	}
	var withFile map[string]any
	if err := json.Unmarshal([]byte(out), &withFile); err != nil || withFile["queens"] != nil || withFile["nodes"] != float64(got.Nodes) {
		t.Errorf("solve -json -o wrote %s, want the same figures without the queens", out)
	}
}

// TestSolveRefusesPastMemory checks that a board that needs more memory
// than there is available is refused before the solver starts, saying
// why, and that the figures in the message are the solver's.
func TestSolveRefusesPastMemory(t *testing.T) {
	saved := availableMemory
	defer func() { availableMemory = saved }()
	availableMemory = func() (int64, string, bool) { return 100_000_000, "a test's figure", true }
	code, out, errOut := runCLI("solve", "-n", "100000000", "-algo", "minconflicts", "-seed", "1")
	want := "nqueens solve: n = 100000000 needs about 598 MB of memory with minconflicts, " +
		"but only 100 MB is available (a test's figure): use a smaller -n\n"
	if code != 1 || out != "" || errOut != want {
		t.Errorf("solve -n 10^8 with 100 MB: %d, %q, %q; want 1 and %q", code, out, errOut, want)
	}
	s, _ := random.LookupSolver("minconflicts")
	if need := s.Memory(100_000_000); need < 500e6 || need > 560e6 {
		t.Errorf("minconflicts needs %d bytes for 10^8 queens by its estimate, want 5 to 5.6 a queen", need)
	}
	if code, _, errOut := runCLI("solve", "-n", "10000", "-algo", "minconflicts"); code != 0 {
		t.Errorf("solve -n 10000 with 100 MB: %d, %q", code, errOut)
	}
	availableMemory = func() (int64, string, bool) { return 0, "", false }
	if code, _, errOut := runCLI("solve", "-n", "10000", "-algo", "hybrid"); code != 0 {
		t.Errorf("solve -n 10000 with the memory unknown: %d, %q", code, errOut)
	}
}

func TestAvailableMemoryOnLinux(t *testing.T) {
	if _, err := os.Stat("/proc/meminfo"); err != nil {
		t.Skip("no /proc/meminfo")
	}
	if b, source, ok := availableMemory(); !ok || b <= 0 || source == "" {
		t.Errorf("availableMemory() = %d, %q, %v", b, source, ok)
	}
}

// TestSolveRefusesKPastThePublishedCount asks for solutions past the
// published counts, from a context already cancelled: a k past the count
// is refused at once with status 2, before any search, which would have
// been interrupted (130); the last solution, and any k past n = 27, whose
// count is not published, are searched for.
func TestSolveRefusesKPastThePublishedCount(t *testing.T) {
	tests := []struct {
		n, k string
		code int
		want string
	}{
		{"8", "93", 2, "nqueens solve: -k 93 is out of range: n = 8 has 92 solutions; there is no solution 93\n"},
		{"20", "40000000000", 2, "nqueens solve: -k 40000000000 is out of range: n = 20 has 39029188884 solutions; there is no solution 40000000000\n"},
		{"27", "234907967154122529", 2, "nqueens solve: -k 234907967154122529 is out of range: n = 27 has 234907967154122528 solutions; there is no solution 234907967154122529\n"},
		{"3", "1", 2, "nqueens solve: -k 1 is out of range: n = 3 has no solutions\n"},
		{"20", "39029188884", 130, "nqueens solve: interrupted after 0.0 s\n"},
		{"28", "18446744073709551615", 130, "nqueens solve: interrupted after 0.0 s\n"},
	}
	for _, tt := range tests {
		if code, _, errOut := runStopped("solve", "-n", tt.n, "-k", tt.k); code != tt.code || errOut != tt.want {
			t.Errorf("solve -n %s -k %s = %d, %q; want %d, %q", tt.n, tt.k, code, errOut, tt.code, tt.want)
		}
	}
}

// TestSolveProgress shows the search for a solution by index with
// -progress when stderr is not a terminal, and refuses -progress with
// the solvers and -place.
func TestSolveProgress(t *testing.T) {
	code, out, errOut := runCLI("solve", "-n", "12", "-k", "9000", "-progress")
	if code != 0 || !strings.HasPrefix(out, "n = 12, solution 9000: ") || !strings.Contains(errOut, "100% done") {
		t.Errorf("solve -k 9000 -progress = %d, %q, %q; want the solution and its progress", code, out, errOut)
	}
	if _, _, errOut := runCLI("solve", "-n", "12", "-k", "9000"); errOut != "" {
		t.Errorf("solve -k without -progress, not on a terminal, wrote %q", errOut)
	}
	for _, args := range [][]string{
		{"solve", "-n", "12", "-algo", "hybrid", "-progress"},
		{"solve", "-n", "12", "-place", "0:1", "-progress"},
	} {
		want := "nqueens solve: -progress shows the search for solution K and does not go with -algo or -place\n"
		if code, _, errOut := runCLI(args...); code != 2 || errOut != want {
			t.Errorf("%q = %d, %q; want 2, %q", args, code, errOut, want)
		}
	}
}
