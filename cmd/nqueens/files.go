package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// The command line reads only regular files, and only so much of them: a
// FIFO, a device such as /dev/full or /dev/zero, or a huge file given by
// mistake would otherwise block it for good, or have it read until the
// machine's memory runs out, on a node that others share. Each file it
// reads has a bound in bytes, and a checkpoint one in lines too.

// openRegular opens path with flag, os.O_RDONLY or os.O_RDWR|os.O_CREATE,
// if it is a regular file (or, with os.O_CREATE, does not exist): it
// refuses anything else, and says what it is. It looks before it opens,
// so that it never opens a FIFO, whose open would block until another
// process opens its other end, and opens without blocking all the same,
// should the file change in between, and then checks what it opened.
func openRegular(path string, flag int) (*os.File, error) {
	info, err := os.Stat(path)
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		pe.Op = "open" // what the user asked for, rather than how
	}
	switch {
	case err == nil:
		if err := checkRegular(path, info); err != nil {
			return nil, err
		}
	case !errors.Is(err, fs.ErrNotExist) || flag&os.O_CREATE == 0:
		return nil, err
	}
	f, err := os.OpenFile(path, flag|nonBlocking, 0o644)
	if err != nil {
		return nil, err
	}
	if info, err = f.Stat(); err == nil {
		err = checkRegular(path, info)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// checkRegular returns an error, naming what the file is, when info is
// not a regular file's.
func checkRegular(path string, info fs.FileInfo) error {
	if info.Mode().IsRegular() {
		return nil
	}
	return fmt.Errorf("%s is %s, not a regular file", path, fileKind(info.Mode()))
}

// fileKind names a kind of file that is not a regular one.
func fileKind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a block device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "a special file"
}

// readRegular reads the regular file at path, if it holds at most limit
// bytes; else it says so, and that it is more than what, the kind of
// file expected, holds.
func readRegular(path string, limit int64, what string) ([]byte, error) {
	f, err := openRegular(path, os.O_RDONLY)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if err := checkSize(f, path, limit, what); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1)) // the file may grow as it is read
	if err == nil && int64(len(data)) > limit {
		err = tooLarge(path, limit, what)
	}
	return data, err
}

// checkSize refuses the file f, named path, when it holds more than limit
// bytes.
func checkSize(f *os.File, path string, limit int64, what string) error {
	info, err := f.Stat()
	if err == nil && info.Size() > limit {
		err = tooLarge(path, limit, what)
	}
	return err
}

// tooLarge says that the file at path holds more than limit bytes, more
// than what holds.
func tooLarge(path string, limit int64, what string) error {
	return fmt.Errorf("%s holds more than %s bytes, more than %s: is it the right file?", path, grouped(int(limit)), what)
}
