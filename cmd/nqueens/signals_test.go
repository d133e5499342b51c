//go:build unix

package main

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"nqueens/solver"
)

// buildCLI builds the command into a temporary directory.
func buildCLI(t *testing.T) string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH to build the CLI with")
	}
	bin := filepath.Join(t.TempDir(), "nqueens")
	if out, err := exec.Command(goTool, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// stopLatency bounds the time from a signal to the command's exit in
// TestSignalsStopTheCLI. The aim is 100 ms (the test logs each figure); the
// bound leaves room for a busy machine, and still fails a command that goes
// on with its work.
const stopLatency = time.Second

// TestSignalsStopTheCLI runs each command of the built CLI on work that
// takes minutes or more, sends it SIGINT or SIGTERM once it is under way,
// and checks its exit status, the last line it writes, that it said what
// it had done, and how soon it stopped. The counts go by quarters, the
// default method for n = 20 and 21, and by constellations; a count by
// quarters with a checkpoint waits for its tasks under way, so it is
// stopped once its tasks run (its quarter table built), and stops only as
// soon as they do.
func TestSignalsStopTheCLI(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the CLI; make test runs it")
	}
	bin := buildCLI(t)
	const (
		elapsed  = `(interrupted|terminated) after \d+\.\d s`
		counted  = `, \d+% counted \([\d,]+ of [\d,]+ units\)$`
		measured = `, \d+% measured \([\d,]+ of 13,000,000,000,000 attempts\)$`
		searched = `, \d+% searched$`
		solving  = `: [\d,]+ attempts?, [\d,]+ nodes$`
		timing   = `, while timing naive: 0 of 7 methods timed$`
		resume   = `, \d+% counted \([\d,]+ of [\d,]+ units\); \S+ holds [\d,]+ units?: run the same command again to resume$`
	)
	commands := []struct {
		args   []string // CHECKPOINT stands for a new file
		want   string   // a regular expression for the last line, after "nqueens VERB: "
		stdout bool     // whether the command may have written to stdout
		settle time.Duration
	}{
		{[]string{"count", "-n", "20", "-workers", "1", "-progress"}, elapsed + counted, false, 0},
		{[]string{"count", "-n", "21", "-progress"}, elapsed + counted, false, 0},
		{[]string{"count", "-n", "20", "-workers", "1", "-progress", "-checkpoint", "CHECKPOINT"}, elapsed + resume, false, 2 * time.Second},
		{[]string{"count", "-n", "21", "-algo", "quarters", "-progress", "-checkpoint", "CHECKPOINT"}, elapsed + resume, false, 2 * time.Second},
		{[]string{"count", "-n", "20", "-algo", "constellations", "-progress"}, elapsed + counted, false, 0},
		{[]string{"experiment", "-n", "12", "-trials", "1000000000000"}, elapsed + measured, false, 0},
		{[]string{"solve", "-n", "30", "-k", "1000000000000000"}, elapsed + searched, false, 0},
		{[]string{"solve", "-n", "33", "-algo", "backtrack"}, elapsed + solving, false, 0},
		{[]string{"solve", "-n", "40", "-algo", "hybrid", "-step", "0"}, elapsed + solving, false, 0},
		{[]string{"bench", "-n", "17"}, elapsed + timing, true, 0}, // its table's head
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		for _, c := range commands {
			t.Run(sig.String()+" "+strings.Join(c.args, " "), func(t *testing.T) {
				word, code := "interrupted", 130
				if sig == syscall.SIGTERM {
					word, code = "terminated", 143
				}
				args := slices.Clone(c.args)
				if i := slices.Index(args, "CHECKPOINT"); i >= 0 {
					args[i] = filepath.Join(t.TempDir(), "count.checkpoint")
				}
				run := stopCLI(t, bin, args, sig, c.settle)
				want := regexp.MustCompile("^nqueens " + c.args[0] + ": " + c.want)
				if run.code != code || !want.MatchString(run.last) || !strings.Contains(run.last, word) || (!c.stdout && run.stdout != "") {
					t.Errorf("after %v: status %d, last line %q, stdout %q; want status %d and a line matching %s",
						sig, run.code, run.last, run.stdout, code, want)
				}
				if strings.Contains(run.stderr, "context canceled") {
					t.Errorf("stderr says %q", run.stderr)
				}
				t.Logf("stopped %v after the signal", run.latency.Round(time.Millisecond))
				if run.latency > stopLatency {
					t.Errorf("the command stopped %v after %v, want under %v", run.latency, sig, stopLatency)
				}
			})
		}
	}
}

// A stoppedRun is what stopCLI saw of a command it stopped.
type stoppedRun struct {
	code           int
	stdout, stderr string
	last           string        // stderr's last line
	latency        time.Duration // from the signal to the exit
}

// stopCLI starts bin with args, waits until its work is under way (the
// progress bar's first drawing, when it has -progress, else half a
// second) and settle more, sends it sig and waits for it to exit.
func stopCLI(t *testing.T, bin string, args []string, sig syscall.Signal, settle time.Duration) stoppedRun {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(stderr)
	var head string
	if slices.Contains(args, "-progress") {
		if head, err = r.ReadString('['); err != nil {
			t.Fatalf("no progress bar: %v", err)
		}
	} else {
		time.Sleep(500 * time.Millisecond)
	}
	// Drain stderr while the command settles, so that its bar never
	// blocks on a full pipe.
	drained := make(chan string, 1)
	go func() {
		rest, _ := io.ReadAll(r)
		drained <- string(rest)
	}()
	time.Sleep(settle)
	sent := time.Now()
	if err := cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
	rest := <-drained
	cmd.Wait()
	run := stoppedRun{code: cmd.ProcessState.ExitCode(), stdout: stdout.String(), stderr: head + rest, latency: time.Since(sent)}
	lines := strings.Split(strings.TrimSpace(strings.ReplaceAll(run.stderr, "\r", "\n")), "\n")
	run.last = strings.TrimSpace(lines[len(lines)-1])
	return run
}

// TestCheckpointSurvivesKills counts n = 17 with a checkpoint, by quarters
// (the default method for it) and by constellations, kills the command
// with SIGKILL at random moments, at least 10 times, and then lets it
// finish: the count must be the published one, unique solutions too (the
// sum of quarters' raw units, finished), and the checkpoint must hold
// every unit once. The board is large enough (about 4 s of a core by
// quarters, 8 s by constellations) that ten runs of at most 200 ms never
// finish it.
func TestCheckpointSurvivesKills(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the CLI; make test runs it")
	}
	bin := buildCLI(t)
	for _, algo := range []string{"", "constellations"} {
		method := cmp.Or(algo, solver.FastestAlgorithm(17))
		t.Run(method, func(t *testing.T) {
			name := filepath.Join(t.TempDir(), "n17.checkpoint")
			args := []string{"count", "-n", "17", "-checkpoint", name, "-json"}
			if algo != "" {
				args = append(args, "-algo", algo)
			}
			rnd := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 15))
			kills := 0
			for kills < 10 {
				cmd := exec.Command(bin, args...)
				if err := cmd.Start(); err != nil {
					t.Fatal(err)
				}
				time.Sleep(time.Duration(20+rnd.IntN(180)) * time.Millisecond)
				if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
					t.Fatal(err)
				}
				err := cmd.Wait()
				if status, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && status.Signaled() {
					kills++
					continue
				}
				t.Fatalf("the count ended before its kill (%v): it has too little left to count", err)
			}
			out, err := exec.Command(bin, args...).Output()
			var res countResult
			if err != nil || json.Unmarshal(out, &res) != nil || res.Algorithm != method || res.Solutions != 95815104 || res.Unique == nil || *res.Unique != 11977939 {
				t.Fatalf("after %d kills the count gave %s (%v), want %s's 95815104 and 11977939 unique", kills, out, err, method)
			}
			plan, err := solver.NewPlan(method, 17)
			if err != nil {
				t.Fatal(err)
			}
			assertUnitsOnce(t, name, plan.Tasks())
		})
	}
}

// TestPartsWithGNUParallel runs docs/distributed-counts.md's GNU parallel
// recipe for n = 14 in 64 parts, as separate processes, merges them to the
// published count, in any order, and checks that merge refuses the parts
// with two units swapped between them, one part missing, one twice, or one
// of another count. make test installs Debian's parallel and sets
// NQUEENS_REQUIRE_PARALLEL, so that the test cannot be skipped there.
func TestPartsWithGNUParallel(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the CLI; make test runs it")
	}
	if _, err := exec.LookPath("parallel"); err != nil {
		if os.Getenv("NQUEENS_REQUIRE_PARALLEL") != "" {
			t.Fatal("no GNU parallel on PATH: .ci/install-deps parallel installs it")
		}
		t.Skip("no GNU parallel on PATH; make test installs it")
	}
	bin := buildCLI(t)
	dir := t.TempDir()
	recipe := "mkdir -p parts && seq 0 63 | parallel --jobs 2 'nqueens count -n 14 -part {}/64 -checkpoint parts/{}.checkpoint > parts/{}.json'"
	cmd := exec.Command("sh", "-c", recipe)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PATH="+filepath.Dir(bin)+string(os.PathListSeparator)+os.Getenv("PATH"), "PARALLEL=--will-cite")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the recipe: %v\n%s", err, out)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "parts", "*.json"))
	if len(files) != 64 {
		t.Fatalf("the recipe wrote %d parts, want 64", len(files))
	}
	merge := func(files ...string) (int, string, string) {
		var stdout, stderr bytes.Buffer
		cmd := exec.Command(bin, append([]string{"merge"}, files...)...)
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		cmd.Run()
		return cmd.ProcessState.ExitCode(), stdout.String(), stderr.String()
	}
	shuffled := slices.Clone(files)
	rand.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	if code, out, errOut := merge(shuffled...); code != 0 || out != "365596\n45752 unique\n" {
		t.Fatalf("merge of the 64 parts, in any order = %d, %q, %q; want 365596 and 45752 unique", code, out, errOut)
	}

	// Two parts with a unit of each swapped.
	a, b := readPartFile(t, files[0]), readPartFile(t, files[1])
	a.Units[0], b.Units[0] = b.Units[0], a.Units[0]
	swapped := append([]string{writePartFile(t, dir, "a.json", a), writePartFile(t, dir, "b.json", b)}, files[2:]...)
	out13, _ := exec.Command(bin, "count", "-n", "13", "-part", "3/64").Output()
	other := filepath.Join(dir, "n13.json")
	os.WriteFile(other, out13, 0o644)
	refused := []struct {
		name  string
		files []string
		want  string
	}{
		{"swapped units", swapped, "is corrupt"},
		{"missing", files[1:], "1 of the 64 parts are missing"},
		{"duplicated", append(slices.Clone(files), files[7]), "is given twice"},
		{"mixed", append(slices.Clone(files), other), "is a part of another count"},
	}
	for _, tt := range refused {
		if code, out, errOut := merge(tt.files...); code != 1 || out != "" || !strings.Contains(errOut, tt.want) {
			t.Errorf("merge, %s: %d, %q, %q; want status 1 and %q", tt.name, code, out, errOut, tt.want)
		}
	}
}

func readPartFile(t *testing.T, name string) countPart {
	t.Helper()
	var p countPart
	b, err := os.ReadFile(name)
	if err != nil || json.Unmarshal(b, &p) != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return p
}

func writePartFile(t *testing.T, dir, name string, p countPart) string {
	t.Helper()
	b, _ := json.Marshal(p)
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}
