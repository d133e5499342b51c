package main

import (
	"regexp"
	"strings"
	"testing"
)

// TestSlowMethodsSaySo starts counts, on a context already cancelled so
// that none runs, with methods asked for with -algo: one over 10 times as
// slow as the default for its board says so on stderr, with both
// estimates, before it starts, and stdout stays clean; a method past its
// largest n is refused, naming the default and its time, never fast,
// which takes about 4.6 times as long as quarters at n = 20.
func TestSlowMethodsSaySo(t *testing.T) {
	const slow = `^nqueens count: -algo %s takes about \d+(\.\d)? (s|min|h|days) for %s on 1 worker, \d+ times as long as the default, %s \(about [^)]+\): leave out -algo to count faster\n`
	tests := []struct {
		args []string
		code int
		want string // a regular expression for stderr; "" for nothing
	}{
		{[]string{"-n", "18", "-algo", "bitmask"}, 130, sprintf(slow, "bitmask", "n = 18", "quarters") + `nqueens count: interrupted`},
		{[]string{"-n", "18", "-algo", "bitmask", "-part", "3/64"}, 130, sprintf(slow, "bitmask", "a part of 64 of n = 18", "quarters")},
		{[]string{"-n", "16", "-algo", "naive"}, 130, sprintf(slow, "naive", "n = 16", "quarters")},
		{[]string{"-n", "17", "-algo", "arrays", "-json"}, 130, sprintf(slow, "arrays", "n = 17", "quarters")},
		{[]string{"-n", "20", "-algo", "fast"}, 130, `^nqueens count: interrupted`}, // about 4.6 times quarters' time
		{[]string{"-n", "20", "-algo", "quarters"}, 130, `^nqueens count: interrupted`},
		{[]string{"-n", "22", "-algo", "fast"}, 130, `^nqueens count: interrupted`},
		{[]string{"-n", "12", "-algo", "naive"}, 130, `^nqueens count: interrupted`},
		{[]string{"-n", "18", "-place", "0:3", "-algo", "constellations"}, 130, `^nqueens count: interrupted`},
		{[]string{"-n", "20", "-algo", "bitmask"}, 2, `^nqueens count: n = 20: board size out of range for bitmask, which stops at n = 18: it searches the whole tree: about 10 minutes for n = 18 and over an hour for n = 19; the default for n = 20, quarters, takes about \S+ \S+ on 1 worker: leave out -algo\n$`},
		{[]string{"-n", "22", "-algo", "quarters"}, 2, `^nqueens count: n = 22: board size out of range for quarters, .*; the default for n = 22, constellations, takes about \S+ \S+ on 1 worker: leave out -algo\n$`},
	}
	for _, tt := range tests {
		code, out, errOut := runStopped(append([]string{"count", "-workers", "1"}, tt.args...)...)
		if code != tt.code || out != "" || !regexp.MustCompile(tt.want).MatchString(errOut) || strings.Contains(errOut, "fast counts") {
			t.Errorf("count %q = %d, %q, %q; want %d and stderr matching %s", tt.args, code, out, errOut, tt.code, tt.want)
		}
	}
}

// sprintf is fmt.Sprintf with its arguments quoted for a regular
// expression.
func sprintf(format string, args ...string) string {
	for _, a := range args {
		format = strings.Replace(format, "%s", regexp.QuoteMeta(a), 1)
	}
	return format
}

func TestAboutTime(t *testing.T) {
	for _, tt := range []struct {
		seconds float64
		want    string
	}{
		{0.2, "a second or less"}, {40.4, "40 s"}, {156, "2.6 min"}, {2700, "45 min"}, {3.5 * 3600, "3.5 h"},
		{30 * 3600, "30 h"}, {12 * 86400, "12 days"}, {5000 * 86400, "14 years"},
	} {
		if got := aboutTime(tt.seconds); got != tt.want {
			t.Errorf("aboutTime(%v) = %q; want %q", tt.seconds, got, tt.want)
		}
	}
}
