package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"nqueens/solver"
)

// TestSpeedReport times whole processes side by side, taking turns, and
// prints the medians of 3 rounds with their ratios: seed 000's C++
// bitmask counter (read from its course note, g++ -O2); the default method on 1
// and 2 workers; fast on 1; and the default method on 1 worker compiled to
// wasm and run by node. It checks that each prints the published count,
// and asserts no speed: make bench runs it (NQUEENS_SPEED_REPORT=1), with
// the sizes in NQUEENS_SPEED_N, 16 and 17 unless told.
func TestSpeedReport(t *testing.T) {
	if os.Getenv("NQUEENS_SPEED_REPORT") == "" {
		t.Skip("minutes of timing: make bench runs it")
	}
	sizes := []int{16, 17}
	if s := os.Getenv("NQUEENS_SPEED_N"); s != "" {
		sizes = nil
		for _, f := range strings.Fields(s) {
			n, err := strconv.Atoi(f)
			if err != nil {
				t.Fatalf("NQUEENS_SPEED_N=%q: %v", s, err)
			}
			sizes = append(sizes, n)
		}
	}
	contenders := buildContenders(t)
	for _, n := range sizes {
		want := strconv.FormatUint(publishedCount(t, n), 10)
		times := make([][]time.Duration, len(contenders))
		counting := make([][]time.Duration, len(contenders)) // the count alone, as -json tells it
		for range 3 {
			for i, c := range contenders {
				took, out := c.run(t, n)
				var res countResult
				if c.stdin == nil {
					if err := json.Unmarshal([]byte(out), &res); err != nil {
						t.Fatalf("%s, n = %d, printed %q: %v", c.name, n, out, err)
					}
					out = strconv.FormatUint(res.Solutions, 10)
				}
				if strings.TrimSpace(out) != want {
					t.Fatalf("%s, n = %d, printed %q, want %s", c.name, n, out, want)
				}
				times[i] = append(times[i], took)
				counting[i] = append(counting[i], time.Duration(res.Seconds*float64(time.Second)))
			}
		}
		fmt.Printf("\nn = %d, whole processes, medians of 3 taking turns (ratios to the seed's C++):\n", n)
		seed := median(times[0])
		for i, c := range contenders {
			m := median(times[i])
			fmt.Printf("  %-42s %8.2f s  %6.3f×\n", c.name, m.Seconds(), m.Seconds()/seed.Seconds())
		}
		one, two, wasm := median(times[1]), median(times[2]), median(times[4])
		fmt.Printf("  %s: 2 workers are %.2f× as fast as 1; wasm under node takes %.2f× native, %.2f× in the count alone\n",
			solver.DefaultAlgorithm, one.Seconds()/two.Seconds(), wasm.Seconds()/one.Seconds(),
			median(counting[4]).Seconds()/median(counting[1]).Seconds())
	}
}

// A contender is one program that counts a board.
type contender struct {
	name  string
	cmd   func(n int) *exec.Cmd
	stdin func(n int) string
}

func (c contender) run(t *testing.T, n int) (time.Duration, string) {
	cmd := c.cmd(n)
	if c.stdin != nil {
		cmd.Stdin = strings.NewReader(c.stdin(n))
	}
	start := time.Now()
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s, n = %d: %v", c.name, n, err)
	}
	return time.Since(start), string(out)
}

// buildContenders compiles the seed's C++ program, this command natively
// and for wasm, and lists the programs to time.
func buildContenders(t *testing.T) []contender {
	dir := t.TempDir()
	seed, native, wasm := filepath.Join(dir, "seed000"), filepath.Join(dir, "nqueens"), filepath.Join(dir, "nqueens.wasm")
	source := filepath.Join(dir, "seed000.cpp")
	if err := os.WriteFile(source, []byte(readSeedCounter(t)), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("g++", "-O2", "-o", seed, source).CombinedOutput(); err != nil {
		t.Fatalf("g++ (make bench installs it when missing): %v\n%s", err, out)
	}
	if out, err := exec.Command("go", "build", "-trimpath", "-o", native, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	build := exec.Command("go", "build", "-trimpath", "-o", wasm, ".")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GOWASM=satconv,signext")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build for wasm: %v\n%s", err, out)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	wasmExec := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "go_js_wasm_exec")
	// count runs program (a command and its first arguments) with
	// count -n N, flags and -json.
	count := func(program []string, flags ...string) func(n int) *exec.Cmd {
		return func(n int) *exec.Cmd {
			args := append(append(slices.Clone(program[1:]), "count", "-n", strconv.Itoa(n)), flags...)
			return exec.Command(program[0], append(args, "-json")...)
		}
	}
	algo := solver.DefaultAlgorithm
	return []contender{
		{name: "seed 000 (C++, g++ -O2)", cmd: func(int) *exec.Cmd { return exec.Command(seed) },
			stdin: func(n int) string { return fmt.Sprintf("%d\n0\n", n) }},
		{name: algo + ", 1 worker", cmd: count([]string{native}, "-workers", "1")},
		{name: algo + ", 2 workers", cmd: count([]string{native}, "-workers", "2")},
		{name: "fast, 1 worker", cmd: count([]string{native}, "-algo", "fast", "-workers", "1")},
		{name: algo + ", 1 worker, wasm under node", cmd: count([]string{wasmExec, wasm}, "-workers", "1")},
	}
}

func median(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

// publishedCounts are A000170's values for the sizes worth timing.
var publishedCounts = map[int]uint64{14: 365596, 15: 2279184, 16: 14772512, 17: 95815104, 18: 666090624}

func publishedCount(t *testing.T, n int) uint64 {
	c, ok := publishedCounts[n]
	if !ok {
		t.Fatalf("n = %d: time n = 14 to 18", n)
	}
	return c
}
