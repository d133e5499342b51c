package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"nqueens/solver"
)

// errHelp is returned after printing a command's help.
var errHelp = errors.New("help shown")

// newFlagSet returns a flag set that reports errors instead of printing
// them. Its help, for -h, is synopsis and the flags' defaults.
func newFlagSet(synopsis string) *flag.FlagSet {
	fs := flag.NewFlagSet(synopsis, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// parseFlags parses args into fs and checks that no arguments are left.
// For -h it prints the help to stdout and returns errHelp.
func parseFlags(fs *flag.FlagSet, args []string, stdout io.Writer) error {
	rest, err := parseFlagsAndArgs(fs, args, stdout)
	if err == nil && len(rest) > 0 {
		return usageError("unexpected argument %q", quoted(rest[0]))
	}
	return err
}

// parseFlagsAndArgs is parseFlags that returns the arguments that are
// not flags. Flags may come anywhere among them (flagsFirst).
func parseFlagsAndArgs(fs *flag.FlagSet, args []string, stdout io.Writer) ([]string, error) {
	err := fs.Parse(flagsFirst(fs, args))
	switch {
	case errors.Is(err, flag.ErrHelp):
		var help bytes.Buffer
		fmt.Fprintf(&help, "usage: nqueens %s\n", fs.Name())
		fs.SetOutput(&help)
		fs.PrintDefaults()
		if _, err := stdout.Write(help.Bytes()); err != nil {
			return nil, err
		}
		return nil, errHelp
	case err != nil:
		return nil, usageError("%s", flagMessage(err))
	}
	return fs.Args(), nil
}

// flagMessage rewords the flag package's errors in one line, without the
// strconv details: a uintValue's range errors read as "-k 0 is out of
// range: it must be at least 1", like the commands' own.
func flagMessage(err error) string {
	msg := err.Error()
	var value, name string
	if _, scanErr := fmt.Sscanf(msg, "invalid value %q for flag -%s", &value, &name); scanErr == nil {
		name = strings.TrimSuffix(name, ":")
		if _, why, ok := strings.Cut(msg, ": it must be "); ok {
			return fmt.Sprintf("-%s %s is out of range: it must be %s", name, value, why)
		}
	}
	if i := strings.Index(msg, ": parse error"); i >= 0 {
		msg = msg[:i] + ": not a whole number"
	}
	if i := strings.Index(msg, ": value out of range"); i >= 0 {
		msg = msg[:i] + ": too large"
	}
	if value != "" && value != quoted(value) {
		msg = strings.Replace(msg, strconv.Quote(value), strconv.Quote(quoted(value)), 1)
	}
	return msg
}

// checkN checks a board size given with -n.
func checkN(fs *flag.FlagSet, n int) error {
	if !isSet(fs, "n") {
		return usageError("-n is required: the board size, from 1 to %d", solver.MaxN)
	}
	if n < 1 || n > solver.MaxN {
		return usageError("-n %d is out of range: n must be from 1 to %d", n, solver.MaxN)
	}
	return nil
}

func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// A uintValue is a flag of a whole number from min to 2^64-1, whose errors
// say which numbers it takes.
type uintValue struct {
	v   *uint64
	min uint64
}

// uintFlag defines a flag like fs.Uint64 that takes numbers from min up.
func uintFlag(fs *flag.FlagSet, name string, value, min uint64, usage string) *uint64 {
	v := &uintValue{v: new(uint64), min: min}
	*v.v = value
	fs.Var(v, name, usage)
	return v.v
}

func (u *uintValue) String() string {
	if u.v == nil {
		return "0"
	}
	return strconv.FormatUint(*u.v, 10)
}

func (u *uintValue) Get() any { return *u.v }

func (u *uintValue) Set(s string) error {
	x, err := strconv.ParseUint(s, 10, 64)
	var ne *strconv.NumError
	switch {
	case strings.HasPrefix(strings.TrimSpace(s), "-") && isWhole(strings.TrimSpace(s)[1:]), err == nil && x < u.min:
		return fmt.Errorf("it must be at least %d", u.min)
	case errors.As(err, &ne) && errors.Is(ne.Err, strconv.ErrRange):
		return fmt.Errorf("it must be at most %d", uint64(math.MaxUint64))
	case err != nil:
		return errors.New("not a whole number")
	}
	*u.v = x
	return nil
}

// isWhole reports whether s is a non-empty string of decimal digits.
func isWhole(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// quoted cuts a bad value that a message quotes to about 60 characters.
func quoted(s string) string {
	if r := []rune(s); len(r) > 60 {
		return string(r[:60]) + "…"
	}
	return s
}
