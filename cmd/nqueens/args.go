package main

import (
	"flag"
	"strings"
)

// flagsFirst reorders a command's arguments so that the flag package, which
// stops at the first argument that is not a flag, reads flags wherever they
// are, as most commands' users expect: "merge parts/*.json -json" is
// "merge -json parts/*.json". It moves the flags, each with its value when
// the flag takes one as the next argument, before the other arguments,
// keeping the order of each, and puts "--" between them, so that an
// argument that looks like a flag but came after "--" stays an argument.
// An argument after "--" is never a flag, nor is "-" alone. A flag that fs
// does not define moves as a flag, for fs.Parse to refuse; so does a
// flag left without its value at the end, after which nothing else
// matters: it must stay last for fs.Parse to say that it needs one.
func flagsFirst(fs *flag.FlagSet, args []string) []string {
	var flags, rest []string
	for i := 0; i < len(args); i++ {
		arg := args[i]
		switch {
		case arg == "--":
			rest = append(rest, args[i+1:]...)
			i = len(args)
		case len(arg) < 2 || arg[0] != '-':
			rest = append(rest, arg)
		default:
			flags = append(flags, arg)
			switch {
			case !takesNext(fs, arg):
			case i+1 < len(args):
				i++
				flags = append(flags, args[i])
			default:
				return flags
			}
		}
	}
	if len(rest) == 0 {
		return flags
	}
	return append(append(flags, "--"), rest...)
}

// takesNext reports whether the flag arg, as "-name" or "--name", takes
// the next argument as its value: when fs defines it, it is not a
// boolean, and arg has no "=value" of its own.
func takesNext(fs *flag.FlagSet, arg string) bool {
	name := strings.TrimPrefix(strings.TrimPrefix(arg, "-"), "-")
	if strings.Contains(name, "=") {
		return false
	}
	f := fs.Lookup(name)
	if f == nil {
		return false
	}
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return !ok || !b.IsBoolFlag()
}
