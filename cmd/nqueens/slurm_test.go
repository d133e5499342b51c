//go:build linux

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestSlurmRecipe runs docs/distributed-counts.md's Slurm recipe as
// written, for n = 15 in an array of 16 tasks, with sbatch on a one-node
// cluster that it starts: while the tasks run, it requeues one running
// task, and cancels another and submits it again alone as the docs say.
// The docs' merge job must then print OEIS's counts. make test installs
// Slurm and munge and sets NQUEENS_REQUIRE_SLURM, so that the test fails
// there, rather than skips, when it cannot start the cluster.
func TestSlurmRecipe(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a Slurm cluster; make test runs it")
	}
	if why := clusterMissing(); why != "" {
		if os.Getenv("NQUEENS_REQUIRE_SLURM") != "" {
			t.Fatal(why)
		}
		t.Skip(why + "; make test runs it")
	}
	bin := buildCLI(t)
	c := startCluster(t)
	script, submit, resubmit := slurmRecipe(t, c.cpus)
	work, gate := t.TempDir(), filepath.Join(t.TempDir(), "gate")
	if err := os.WriteFile(filepath.Join(work, "count.sh"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	c.env = append(c.env, "PATH="+gatedCLI(t, bin)+string(os.PathListSeparator)+os.Getenv("PATH"), "NQUEENS_GATE="+gate)

	start := time.Now()
	ids := strings.Fields(c.shell(t, work, submit+"\necho \"$id $merge\""))
	if len(ids) != 2 {
		t.Fatalf("the submission printed %q, want the array's and the merge's job ids", ids)
	}
	id, merge := ids[0], ids[1]
	k := waitStarted(t, c, gate, -1)
	if out, err := c.run("scontrol", "requeue", fmt.Sprintf("%s_%d", id, k)); err != nil {
		t.Fatalf("scontrol requeue %s_%d: %v\n%s", id, k, err, out)
	}
	j := waitStarted(t, c, gate, k)
	task := fmt.Sprintf("%s_%d", id, j)
	if out, err := c.run("scancel", task); err != nil {
		t.Fatalf("scancel %s: %v\n%s", task, err, out)
	}
	waitFor(t, c, "task "+task+" to end", 30*time.Second, func() bool {
		out, _ := c.run("squeue", "-h", "-j", task, "-o", "%T")
		return strings.TrimSpace(out) == "" || strings.TrimSpace(out) == "CANCELLED"
	})
	c.shell(t, work, "id="+id+" merge="+merge+"\n"+adapt(t, resubmit, "--array=17", "--array="+strconv.Itoa(j)))
	t.Logf("%v: requeued task %d and resubmitted task %d; the tasks may count", time.Since(start).Round(time.Millisecond), k, j)
	if err := os.WriteFile(gate, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	waitFor(t, c, "every job to end", 3*time.Minute, func() bool {
		out, err := c.run("squeue", "-h")
		return err == nil && strings.TrimSpace(out) == ""
	})
	took := time.Since(start)

	var got countResult
	b, err := os.ReadFile(filepath.Join(work, "n15.json"))
	if err == nil {
		err = json.Unmarshal(b, &got)
	}
	if err != nil {
		out, _ := c.run("scontrol", "show", "job", merge)
		t.Fatalf("the merge's n15.json: %v (%q)\n%s", err, b, out)
	}
	if got.Solutions != 2279184 || got.Unique == nil || *got.Unique != 285053 {
		t.Errorf("the merge: %s; want 2279184 solutions, 285053 unique", b)
	}
	checkStarts(t, gate, k, j)
	t.Logf("%v from sbatch to the merge's result on %d CPUs: %d solutions, %d unique",
		took.Round(time.Millisecond), c.cpus, got.Solutions, *got.Unique)
}

// slurmRecipe returns the three blocks of docs/distributed-counts.md's
// Slurm section, for n = 15 in 16 parts: the job script, its submission
// with the merge's, and a task's resubmission. A node of fewer than 8
// CPUs gives each task one, so that two tasks run at once.
func slurmRecipe(t *testing.T, cpus int) (script, submit, resubmit string) {
	t.Helper()
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "distributed-counts.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(doc), "\n## Slurm: a job array\n")
	if !ok {
		t.Fatal(`docs/distributed-counts.md has no section "## Slurm: a job array"`)
	}
	section, _, _ = strings.Cut(section, "\n## ")
	blocks := regexp.MustCompile("(?s)```sh\n(.*?)```").FindAllStringSubmatch(section, -1)
	if len(blocks) != 3 {
		t.Fatalf("the Slurm section has %d sh blocks, want 3: the script, its submission, a resubmission", len(blocks))
	}
	script = adapt(t, blocks[0][1], "nqueens-20", "nqueens-15", "0-63", "0-15", "-n 20", "-n 15", "/64", "/16")
	if cpus < 8 {
		script = adapt(t, script, "--cpus-per-task=4", "--cpus-per-task=1")
	}
	return script, adapt(t, blocks[1][1], "n20.json", "n15.json"), blocks[2][1]
}

// adapt replaces each old string of the pairs with its new one in text,
// and fails the test if text lacks one of them.
func adapt(t *testing.T, text string, pairs ...string) string {
	t.Helper()
	for i := 0; i+1 < len(pairs); i += 2 {
		if !strings.Contains(text, pairs[i]) {
			t.Fatalf("the recipe has no %q:\n%s", pairs[i], text)
		}
		text = strings.ReplaceAll(text, pairs[i], pairs[i+1])
	}
	return text
}

// gatedCLI writes, into a new directory that it returns, the nqueens
// that the jobs find on their PATH: a count appends its job id and
// restart count to the file $NQUEENS_GATE.TASK, then waits until the file
// $NQUEENS_GATE exists (at most a minute) before it runs bin. A part of
// n = 15 takes some 40 ms: the gate lets the test find tasks running.
func gatedCLI(t *testing.T, bin string) string {
	t.Helper()
	dir := t.TempDir()
	shim := `#!/bin/sh
if [ "$1" = count ]; then
  echo "$SLURM_JOB_ID ${SLURM_RESTART_COUNT:-0}" >> "$NQUEENS_GATE.$SLURM_ARRAY_TASK_ID"
  i=0
  while [ ! -e "$NQUEENS_GATE" ] && [ "$i" -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
fi
exec '` + bin + `' "$@"
`
	if err := os.WriteFile(filepath.Join(dir, "nqueens"), []byte(shim), 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// shell runs script with sh in dir, on the cluster, and returns its
// stdout.
func (c *cluster) shell(t *testing.T, dir, script string) string {
	t.Helper()
	cmd := exec.Command("sh", "-ec", script)
	cmd.Dir, cmd.Env = dir, c.env
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		c.fail(t, "%v running\n%s\nstdout: %s\nstderr: %s", err, script, out, stderr.String())
	}
	return string(out)
}

// waitStarted waits until a task other than except has started its
// count at the gate, and returns the lowest such task.
func waitStarted(t *testing.T, c *cluster, gate string, except int) int {
	t.Helper()
	task := -1
	waitFor(t, c, "a task at the gate", time.Minute, func() bool {
		files, _ := filepath.Glob(gate + ".*")
		for _, f := range files {
			n, err := strconv.Atoi(filepath.Ext(f)[1:])
			if err == nil && n != except && (task < 0 || n < task) {
				task = n
			}
		}
		return task >= 0
	})
	return task
}

// waitFor polls done every 100 ms until it is true, and fails the test,
// with the queue and the daemons' logs, after timeout.
func waitFor(t *testing.T, c *cluster, what string, timeout time.Duration, done func() bool) {
	t.Helper()
	for deadline := time.Now().Add(timeout); !done(); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			queue, _ := c.run("squeue", "-o", "%i %T %r")
			c.fail(t, "waited %v for %s; the queue:\n%s", timeout, what, queue)
		}
	}
}

// checkStarts checks what the gate saw: every task of the 16 started once
// but the requeued task k, which started again under its job id with a
// restart count of 1, and the cancelled task j, which started again under
// the resubmission's job id.
func checkStarts(t *testing.T, gate string, k, j int) {
	t.Helper()
	for task := range 16 {
		b, _ := os.ReadFile(fmt.Sprintf("%s.%d", gate, task))
		var starts [][2]string // job id, restart count
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			if f := strings.Fields(line); len(f) == 2 {
				starts = append(starts, [2]string{f[0], f[1]})
			}
		}
		ok := len(starts) == 1
		switch task {
		case k:
			ok = len(starts) == 2 && starts[1] == [2]string{starts[0][0], "1"}
		case j:
			ok = len(starts) == 2 && starts[0][0] != starts[1][0]
		}
		if !ok {
			t.Errorf("task %d started as %q (job id, restart count); requeued %d, resubmitted %d", task, starts, k, j)
		}
	}
}
