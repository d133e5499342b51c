package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
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
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprintf(stdout, "usage: nqueens %s\n", fs.Name())
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		return errHelp
	case err != nil:
		return usageError("%s", flagMessage(err))
	case fs.NArg() > 0:
		return usageError("unexpected argument %q", fs.Arg(0))
	}
	return nil
}

// flagMessage rewords the flag package's errors in one line, without the
// strconv details.
func flagMessage(err error) string {
	msg := err.Error()
	if i := strings.Index(msg, ": parse error"); i >= 0 {
		msg = msg[:i] + ": not a whole number"
	}
	if i := strings.Index(msg, ": value out of range"); i >= 0 {
		msg = msg[:i] + ": too large"
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
