package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// seedNote is seed 000's course note, which the project's shared folder
// keeps beside its checkout: its code is the course's, not ours, so the
// speed report reads the C++ counter from it rather than from a copy.
const seedNote = "../../../shared/seeds/000_*.txt"

// seedCounter returns the C++ program that ends seed 000's note: its
// bitmask counter test(row, ld, rd), from the last run of #include lines to
// the unindented closing brace of the main that follows them.
func seedCounter(note string) (string, error) {
	lines := strings.Split(strings.ReplaceAll(note, "\r\n", "\n"), "\n")
	isInclude := func(i int) bool { return strings.HasPrefix(strings.TrimSpace(lines[i]), "#include") }
	start := -1
	for i := len(lines) - 1; i >= 0; i-- {
		if isInclude(i) {
			start = i
			for start > 0 && isInclude(start-1) {
				start--
			}
			break
		}
	}
	if start < 0 {
		return "", errors.New("the note has no #include")
	}
	inMain := false
	for i := start; i < len(lines); i++ {
		line := strings.TrimRight(lines[i], " \t\u00a0") // the main's own brace is not indented
		inMain = inMain || strings.HasPrefix(line, "int main(")
		if inMain && line == "}" {
			return strings.Join(lines[start:i+1], "\n") + "\n", nil
		}
	}
	return "", errors.New("the note's last program has no main that ends")
}

// readSeedCounter reads seed 000's C++ counter from the shared folder, or
// says where it looked.
func readSeedCounter(t *testing.T) string {
	t.Helper()
	paths, _ := filepath.Glob(seedNote)
	if len(paths) != 1 {
		t.Fatalf("seed 000's note is not at %s: the project's shared folder lies beside its checkout", seedNote)
	}
	note, err := os.ReadFile(paths[0])
	if err != nil {
		t.Fatal(err)
	}
	program, err := seedCounter(string(note))
	if err != nil {
		t.Fatalf("%s: %v", paths[0], err)
	}
	return program
}

func TestSeedCounter(t *testing.T) {
	for _, tt := range []struct {
		name, note, want string
	}{
		{"the last program", "text\n#include<a>\nint main()\n{\n}\nmore\n#include<cstdio>\n#include<x>\nvoid f()\n{\n}\nint main()\n{\n  if (1)\n  {\n  }\n}\nafter\n",
			"#include<cstdio>\n#include<x>\nvoid f()\n{\n}\nint main()\n{\n  if (1)\n  {\n  }\n}\n"},
		{"CRLF", "#include<cstdio>\r\nint main()\r\n{\r\n}\r\n", "#include<cstdio>\nint main()\n{\n}\n"},
	} {
		got, err := seedCounter(tt.note)
		if err != nil || got != tt.want {
			t.Errorf("%s: seedCounter = %q, %v; want %q", tt.name, got, err, tt.want)
		}
	}
	for _, note := range []string{"no code", "#include<cstdio>\nint main()\n{\n"} {
		if got, err := seedCounter(note); err == nil {
			t.Errorf("seedCounter(%q) = %q, want an error", note, got)
		}
	}
	if paths, _ := filepath.Glob(seedNote); len(paths) == 1 {
		program := readSeedCounter(t)
		for _, want := range []string{"void test(ll row, ll ld, ll rd)", "test(0,0,0);"} {
			if !strings.Contains(program, want) {
				t.Errorf("seed 000's counter lacks %q:\n%s", want, program)
			}
		}
		if _, err := exec.LookPath("g++"); err == nil {
			counter := filepath.Join(t.TempDir(), "seed000")
			build := exec.Command("g++", "-O2", "-x", "c++", "-o", counter, "-")
			build.Stdin = strings.NewReader(program)
			if out, err := build.CombinedOutput(); err != nil {
				t.Fatalf("g++: %v\n%s", err, out)
			}
			run := exec.Command(counter)
			run.Stdin = strings.NewReader("8\n10\n0\n")
			if out, err := run.Output(); err != nil || string(out) != "92\n724\n" {
				t.Errorf("seed 000's counter printed %q, %v; want 92 and 724", out, err)
			}
		}
	}
}
