package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"nqueens/solver"
)

// TestCheckpointLockRefusesASecondCount holds a checkpoint's lock in this
// process: a count on the same file stops at once with status 1, names
// this process, and leaves the file as it was; once the lock is released,
// the same count runs and resumes from the file.
func TestCheckpointLockRefusesASecondCount(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the CLI; make test runs it")
	}
	bin := buildCLI(t)
	name := filepath.Join(t.TempDir(), "n10.checkpoint")
	plan, err := solver.NewPlan(solver.FastestSearch, 10)
	if err != nil {
		t.Fatal(err)
	}
	held, _, err := openCheckpoint(name, plan)
	if err != nil {
		t.Fatal(err)
	}
	// Read through the lock's own descriptor: closing another one in this
	// process would drop the lock.
	before := contents(t, held.file)
	out, err := exec.Command(bin, "count", "-n", "10", "-checkpoint", name).CombinedOutput()
	want := fmt.Sprintf("another count holds %s (pid %d)", name, os.Getpid())
	if code := exitCode(err); code != 1 || !strings.Contains(string(out), want) {
		t.Errorf("a second count on a held checkpoint exited %d saying %q; want status 1 and %q", code, out, want)
	}
	if after := contents(t, held.file); !bytes.Equal(after, before) {
		t.Errorf("the refused count changed the checkpoint from %q to %q", before, after)
	}
	if err := held.close(); err != nil {
		t.Fatal(err)
	}
	out, err = exec.Command(bin, "count", "-n", "10", "-checkpoint", name).Output()
	if err != nil || !strings.Contains(string(out), "724") {
		t.Errorf("once the lock was released, the count gave %q (%v), want 724 solutions", out, err)
	}
}

// TestFiveCopiesOnOneCheckpoint starts the same count on one checkpoint
// five times, 0.1 to 0.3 s apart, without waiting, as a requeued job or a
// second terminal would: one count runs, the four others are refused,
// and a count started once more afterwards gives the published figures,
// with every unit once in the file. n = 17 counts by quarters, about 4 s
// on 2 workers, which outlasts the starts.
func TestFiveCopiesOnOneCheckpoint(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the CLI; make test runs it")
	}
	bin := buildCLI(t)
	name := filepath.Join(t.TempDir(), "n17.checkpoint")
	args := []string{"count", "-n", "17", "-workers", "2", "-checkpoint", name, "-json"}
	var copies []*exec.Cmd
	var outputs []*bytes.Buffer
	for i := range 5 {
		if i > 0 {
			time.Sleep(time.Duration(100+50*i) * time.Millisecond)
		}
		cmd := exec.Command(bin, args...)
		out := &bytes.Buffer{}
		cmd.Stderr = out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		copies, outputs = append(copies, cmd), append(outputs, out)
	}
	ran := 0
	for i, cmd := range copies {
		switch code := exitCode(cmd.Wait()); {
		case code == 0:
			ran++
		case code != 1 || !strings.Contains(outputs[i].String(), "another count holds "+name):
			t.Errorf("copy %d exited %d saying %q; want 0, or 1 and that another count holds the file", i+1, code, outputs[i])
		}
	}
	if ran != 1 {
		t.Errorf("%d of the 5 copies counted, want 1", ran)
	}
	out, err := exec.Command(bin, args...).Output()
	var res countResult
	if err != nil || json.Unmarshal(out, &res) != nil || res.Solutions != 95815104 || res.Unique == nil || *res.Unique != 11977939 {
		t.Fatalf("the count started once more gave %s (%v), want 95815104 and 11977939 unique", out, err)
	}
	plan, err := solver.NewPlan(solver.FastestAlgorithm(17), 17)
	if err != nil {
		t.Fatal(err)
	}
	assertUnitsOnce(t, name, plan.Tasks())
}

// exitCode is the exit status of a finished command's error.
func exitCode(err error) int {
	if err == nil {
		return 0
	}
	if exit, ok := err.(*exec.ExitError); ok {
		return exit.ExitCode()
	}
	return -1
}

// contents reads the whole file f without closing it.
func contents(t *testing.T, f *os.File) []byte {
	t.Helper()
	info, err := f.Stat()
	if err != nil {
		t.Fatal(err)
	}
	b := make([]byte, info.Size())
	if _, err := f.ReadAt(b, 0); err != nil {
		t.Fatal(err)
	}
	return b
}

// TestCheckpointHealsDamagedLines damages 20 lines in the middle of a
// finished checkpoint of n = 12, some with a byte changed and the others
// cut short, and repeats a unit: the count started again drops those 21
// lines, says so, counts their units again, and gives the published
// figures.
func TestCheckpointHealsDamagedLines(t *testing.T) {
	name, data := countedCheckpoint(t)
	lines := bytes.SplitAfter(data, []byte("\n"))
	lines = lines[:len(lines)-1] // the empty string after the last newline
	rnd := rand.New(rand.NewPCG(24, 25))
	damaged := map[int]bool{}
	for len(damaged) < 20 {
		damaged[1+rnd.IntN(len(lines)-2)] = true // neither the header nor the last line
	}
	for i := range damaged {
		line := lines[i][:len(lines[i])-1]
		if i%2 == 0 {
			line = line[:rnd.IntN(len(line))] // cut short
		} else {
			// A byte changed, in a value: a changed key of a field that
			// is 0 would leave a record as true as it was.
			line = bytes.Clone(line)
			at := bytes.Index(line, []byte(`"nodes":`)) + len(`"nodes":`)
			line[at] = '0' + (line[at]-'0'+1)%10
		}
		lines[i] = append(line, '\n')
	}
	// And a unit twice: the second record is dropped.
	lines = slices.Insert(lines, len(lines)/2, lines[len(lines)/2-1])
	os.WriteFile(name, bytes.Join(lines, nil), 0o644)
	code, out, errOut := runCLI("count", "-n", "12", "-checkpoint", name, "-json")
	if code != 0 || !strings.Contains(out, `"solutions":14200,"unique":1787`) || !strings.Contains(errOut, "dropped 21 lines,") {
		t.Errorf("count on a checkpoint with 20 damaged lines and a unit twice = %d, %q, %q; want 14200 and 1787 unique, and that it dropped 21 lines", code, out, errOut)
	}
}
