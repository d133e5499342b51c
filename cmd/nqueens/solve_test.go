package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"nqueens/solver"
)

func TestSolveWithSolvers(t *testing.T) {
	for _, name := range []string{"lasvegas", "hybrid", "minconflicts", "backtrack"} {
		code, out, errOut := runCLI("solve", "-n", "20", "-algo", name, "-seed", "9", "-json")
		var got foundResult
		if err := json.Unmarshal([]byte(out), &got); err != nil || code != 0 {
			t.Fatalf("solve -algo %s: %d, %q, %q: %v", name, code, out, errOut, err)
		}
		if got.N != 20 || got.Algorithm != name || got.Seed != 9 || got.Attempts < 1 || got.Nodes < 1 || solver.Verify(got.Queens) != nil || len(got.Queens) != 20 {
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
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Fields(string(data))
	queens := make([]int, len(lines))
	for i, l := range lines {
		queens[i], _ = strconv.Atoi(l)
	}
	if len(queens) != 50000 || solver.Verify(queens) != nil {
		t.Errorf("the file holds %d queens: %v", len(queens), solver.Verify(queens))
	}
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
