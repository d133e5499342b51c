package main

import (
	"encoding/json"
	"flag"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// testFlags is a flag set with a flag of each kind the commands use.
func testFlags() *flag.FlagSet {
	fs := newFlagSet("test")
	fs.Int("n", 0, "")
	fs.Bool("json", false, "")
	fs.String("algo", "", "")
	uintFlag(fs, "k", 1, 1, "")
	return fs
}

func TestFlagsFirst(t *testing.T) {
	tests := []struct{ args, want []string }{
		{nil, nil},
		{[]string{"-n", "8"}, []string{"-n", "8"}},
		{[]string{"a.json", "-json"}, []string{"-json", "--", "a.json"}},
		{[]string{"a.json", "-json", "b.json"}, []string{"-json", "--", "a.json", "b.json"}},
		{[]string{"a", "-n", "8", "b", "--algo=fast", "c"}, []string{"-n", "8", "--algo=fast", "--", "a", "b", "c"}},
		{[]string{"a", "--n", "8"}, []string{"--n", "8", "--", "a"}},
		{[]string{"-json=false", "a"}, []string{"-json=false", "--", "a"}},
		{[]string{"a", "--", "-json", "b"}, []string{"--", "a", "-json", "b"}},
		{[]string{"--", "-n"}, []string{"--", "-n"}},
		{[]string{"-", "-json"}, []string{"-json", "--", "-"}},
		{[]string{"-n", "-5", "a"}, []string{"-n", "-5", "--", "a"}},       // a value that looks like a flag is the value
		{[]string{"a", "-k"}, []string{"-k"}},                              // no value: fs.Parse says so
		{[]string{"a", "-bogus", "b"}, []string{"-bogus", "--", "a", "b"}}, // unknown: fs.Parse refuses it
		{[]string{"a", "-h"}, []string{"-h", "--", "a"}},
	}
	for _, tt := range tests {
		if got := flagsFirst(testFlags(), tt.args); !slices.Equal(got, tt.want) {
			t.Errorf("flagsFirst(%q) = %q; want %q", tt.args, got, tt.want)
		}
	}
}

// TestFlagsAnywhere gives every command its flags after its arguments, or
// among them: each reads them as if they came first.
func TestFlagsAnywhere(t *testing.T) {
	dir := t.TempDir()
	files := writeParts(t, dir, 2, "-n", "8")
	tests := []struct {
		args []string
		code int
		want string // in stdout, or stderr when code is not 0
	}{
		{append(append([]string{"merge"}, files...), "-json"), 0, `"solutions":92`},
		{[]string{"merge", files[0], "-json", files[1]}, 0, `"solutions":92`},
		{[]string{"merge", "--", files[0], "-json"}, 1, "open -json: no such file or directory"},
		{[]string{"merge", files[0], "--json", files[1]}, 0, `"solutions":92`},
		{[]string{"count", "-n", "8", "extra", "-json"}, 2, `nqueens count: unexpected argument "extra"`},
		{[]string{"count", "-json", "-n", "8"}, 0, `"solutions":92`},
		{[]string{"solve", "x", "-n", "8"}, 2, `nqueens solve: unexpected argument "x"`},
		{[]string{"puzzle", "-day", "2026-12-01", "-json"}, 0, `"number":9`},
		{[]string{"count", "-n"}, 2, "nqueens count: flag needs an argument: -n"},
		{[]string{"merge", files[0], "-bogus"}, 2, "nqueens merge: flag provided but not defined: -bogus"},
	}
	for _, tt := range tests {
		code, out, errOut := runCLI(tt.args...)
		got := out
		if tt.code != 0 {
			got = errOut
		}
		if code != tt.code || !strings.Contains(got, tt.want) {
			t.Errorf("%q = %d, %q, %q; want %d and %q", tt.args, code, out, errOut, tt.code, tt.want)
		}
	}
	code, out, _ := runCLI("merge", filepath.Join(dir, "*.json"), "-json")
	var res countResult
	if code != 1 || json.Unmarshal([]byte(out), &res) == nil {
		t.Errorf("merge of an unexpanded glob = %d, %q; want status 1", code, out)
	}
}

// sameBut reports whether a and b hold the same strings but for one "--"
// more in either.
func sameBut(a, b []string) bool {
	count := func(s []string) int {
		return len(slices.DeleteFunc(slices.Clone(s), func(x string) bool { return x != "--" }))
	}
	switch count(a) - count(b) {
	case 1:
		a = slices.Delete(slices.Clone(a), slices.Index(a, "--"), slices.Index(a, "--")+1)
	case -1:
		b = slices.Delete(slices.Clone(b), slices.Index(b, "--"), slices.Index(b, "--")+1)
	}
	return slices.Equal(slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b)))
}

// FuzzFlagsFirst checks on any arguments that flagsFirst only moves them,
// adding or dropping one "--" at most, that it is idempotent, and that the flag
// package reads from its output the same arguments, in their order. (A
// flag left without its value ends them: Parse fails.)
func FuzzFlagsFirst(f *testing.F) {
	f.Add("a.json\x00-json\x00b.json")
	f.Add("-n\x008\x00--\x00-k\x00x")
	f.Add("--algo=fast\x00-\x00-json=false\x00-k")
	f.Fuzz(func(t *testing.T, joined string) {
		args := strings.Split(joined, "\x00")
		got := flagsFirst(testFlags(), args)
		if again := flagsFirst(testFlags(), got); !slices.Equal(again, got) {
			t.Fatalf("flagsFirst(%q) = %q, then %q", args, got, again)
		}
		fs := testFlags()
		// The arguments that are not flags, in their order: those
		// before "--" in args, then all those after it; and whether a
		// flag is left without its value at the end.
		var want []string
		dangling := false
		for i := 0; i < len(args); i++ {
			switch a := args[i]; {
			case a == "--":
				want = append(want, args[i+1:]...)
				i = len(args)
			case len(a) < 2 || a[0] != '-':
				want = append(want, a)
			case takesNext(fs, a):
				i++
				dangling = i == len(args)
			}
		}
		if dangling {
			if got[len(got)-1] != args[len(args)-1] || fs.Parse(got) == nil {
				t.Fatalf("flagsFirst(%q) = %q: the flag without a value is not last, or parses", args, got)
			}
			return
		}
		if !sameBut(args, got) {
			t.Fatalf("flagsFirst(%q) = %q: not the same arguments", args, got)
		}
		if fs.Parse(got) != nil {
			return
		}
		if !slices.Equal(fs.Args(), want) && !(len(fs.Args()) == 0 && len(want) == 0) {
			t.Fatalf("flagsFirst(%q) = %q: fs.Args() = %q; want %q", args, got, fs.Args(), want)
		}
	})
}
