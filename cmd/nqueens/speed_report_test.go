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
)

// TestSpeedReport times whole processes side by side, taking turns, and
// prints the medians of 3 rounds with their ratios: the C++ baseline
// (testdata/bitmask.cpp, seed 000's bitmask counter written afresh, g++
// -O2); constellations and quarters, each on 1 and 2 workers; fast on 1;
// and constellations (up to n = 17) and quarters (up to 18) on 1 worker
// compiled to wasm and run by node, as the page's workers run them. It
// checks that each prints the published count, and asserts no speed:
// make bench runs it (NQUEENS_SPEED_REPORT=1), with the sizes in
// NQUEENS_SPEED_N, 16, 17 and 18 unless told. A program is timed up to
// its maxN: the baseline, fast and constellations in wasm, which take
// minutes past it, up to n = 17; the methods on 1 worker up to 18, and on
// 2 workers up to 19.
func TestSpeedReport(t *testing.T) {
	if os.Getenv("NQUEENS_SPEED_REPORT") == "" {
		t.Skip("minutes of timing: make bench runs it")
	}
	sizes := []int{16, 17, 18}
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
		var timed []contender
		for _, c := range contenders {
			if n <= c.maxN {
				timed = append(timed, c)
			}
		}
		times := make(map[string][]time.Duration, len(timed))
		counting := make(map[string][]time.Duration, len(timed)) // the count alone, as -json tells it
		for range 3 {
			for _, c := range timed {
				took, out := c.run(t, n)
				var res countResult
				if !c.plain {
					if err := json.Unmarshal([]byte(out), &res); err != nil {
						t.Fatalf("%s, n = %d, printed %q: %v", c.name, n, out, err)
					}
					out = strconv.FormatUint(res.Solutions, 10)
				}
				if strings.TrimSpace(out) != want {
					t.Fatalf("%s, n = %d, printed %q, want %s", c.name, n, out, want)
				}
				times[c.key] = append(times[c.key], took)
				var counted time.Duration // the count's own time, 0 for the baseline
				if res.Seconds != nil {
					counted = time.Duration(*res.Seconds * float64(time.Second))
				}
				counting[c.key] = append(counting[c.key], counted)
			}
		}
		// medians returns the median times of the contenders keys, and
		// whether all of them were timed at n.
		medians := func(of map[string][]time.Duration, keys ...string) ([]float64, bool) {
			var m []float64
			for _, key := range keys {
				if len(of[key]) == 0 {
					return nil, false
				}
				m = append(m, median(of[key]).Seconds())
			}
			return m, true
		}
		ref := timed[0]
		fmt.Printf("\nn = %d, whole processes, medians of 3 taking turns (ratios to %s):\n", n, ref.name)
		for _, c := range timed {
			m, _ := medians(times, c.key, ref.key)
			fmt.Printf("  %-42s %8.2f s  %6.3f×\n", c.name, m[0], m[0]/m[1])
		}
		for _, algo := range []string{"constellations", "quarters"} {
			line := ""
			if m, ok := medians(times, algo+"/1", algo+"/2"); ok {
				line += fmt.Sprintf("; 2 workers are %.2f× as fast as 1", m[0]/m[1])
			}
			if m, ok := medians(times, algo+"/wasm", algo+"/1"); ok {
				c, _ := medians(counting, algo+"/wasm", algo+"/1")
				line += fmt.Sprintf("; wasm under node takes %.2f× native, %.2f× in the count alone", m[0]/m[1], c[0]/c[1])
			}
			if algo == "quarters" {
				var of []string
				for _, workers := range []uint64{1, 2} {
					if m, ok := medians(times, fmt.Sprintf("quarters/%d", workers), fmt.Sprintf("constellations/%d", workers)); ok {
						whose := ""
						if of == nil {
							whose = " constellations' time"
						}
						of = append(of, fmt.Sprintf("%.2f×%s on %s", m[0]/m[1], whose, quantity(workers, "worker")))
					}
				}
				if of != nil {
					line += "; it takes " + strings.Join(of, ", ")
				}
			}
			if line != "" {
				fmt.Printf("  %s:%s\n", algo, line[1:])
			}
		}
	}
}

// A contender is one program that counts a board.
type contender struct {
	key   string // "c++", or the method and "/1", "/2" or "/wasm"
	name  string
	maxN  int // the largest board it is timed on
	cmd   func(n int) *exec.Cmd
	plain bool // it prints the count alone, not count -json's object
}

func (c contender) run(t *testing.T, n int) (time.Duration, string) {
	cmd := c.cmd(n)
	start := time.Now()
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s, n = %d: %v", c.name, n, err)
	}
	return time.Since(start), string(out)
}

// buildContenders compiles the C++ baseline, this command natively and
// for wasm, and lists the programs to time, in the order of their turns.
func buildContenders(t *testing.T) []contender {
	dir := t.TempDir()
	baseline := buildBaseline(t, dir, true)
	native, wasm := filepath.Join(dir, "nqueens"), filepath.Join(dir, "nqueens.wasm")
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
	const slow = 17 // the baseline, fast and wasm: minutes past it
	contenders := []contender{{key: "c++", name: "bitmask baseline (C++, g++ -O2)", maxN: slow, plain: true,
		cmd: func(n int) *exec.Cmd { return exec.Command(baseline, strconv.Itoa(n)) }}}
	for _, algo := range []string{"constellations", "quarters"} {
		contenders = append(contenders,
			contender{key: algo + "/1", name: algo + ", 1 worker", maxN: 18, cmd: count([]string{native}, "-algo", algo, "-workers", "1")},
			contender{key: algo + "/2", name: algo + ", 2 workers", maxN: 19, cmd: count([]string{native}, "-algo", algo, "-workers", "2")})
	}
	return append(contenders,
		contender{key: "fast/1", name: "fast, 1 worker", maxN: slow, cmd: count([]string{native}, "-algo", "fast", "-workers", "1")},
		contender{key: "constellations/wasm", name: "constellations, 1 worker, wasm under node", maxN: slow,
			cmd: count([]string{wasmExec, wasm}, "-algo", "constellations", "-workers", "1")},
		contender{key: "quarters/wasm", name: "quarters, 1 worker, wasm under node", maxN: 18,
			cmd: count([]string{wasmExec, wasm}, "-algo", "quarters", "-workers", "1")})
}

func median(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

// publishedCounts are A000170's values for the sizes worth timing.
var publishedCounts = map[int]uint64{14: 365596, 15: 2279184, 16: 14772512, 17: 95815104, 18: 666090624, 19: 4968057848}

func publishedCount(t *testing.T, n int) uint64 {
	c, ok := publishedCounts[n]
	if !ok {
		t.Fatalf("n = %d: time n = 14 to 19", n)
	}
	return c
}
