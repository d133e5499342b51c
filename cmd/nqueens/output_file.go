package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
)

// An outputFile is the file of solve -o, opened before the solver starts,
// so that a path that cannot be written fails at once rather than after
// minutes of work. A new file, or a regular one, is written to a
// temporary file in the same directory (which tells at once whether the
// directory takes a file), synced and renamed over the path at the end:
// the path holds the whole solution or what it held before, never part of
// one, however the command ends, and a file replaced keeps its mode.
// Anything else, such as a pipe (the shell's >(gzip > q.gz)), a device
// (/dev/null) or a symbolic link (/dev/stdout), is opened at once and
// written to: it cannot be renamed over.
type outputFile struct {
	path string   // as given
	file *os.File // the file written
	temp string   // the temporary file renamed to path at the end, "" when written directly
}

// createOutput opens solve -o's file, path.
func createOutput(path string) (*outputFile, error) {
	info, err := os.Lstat(path)
	switch {
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return nil, err
	case err == nil && info.IsDir():
		return nil, fmt.Errorf("%s is a directory", path)
	case err == nil && !info.Mode().IsRegular():
		// Without blocking: a FIFO that no process reads fails at once.
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC|nonBlocking, 0o666)
		if errors.Is(err, syscall.ENXIO) {
			return nil, fmt.Errorf("%s is a named pipe (FIFO) that no process reads: start its reader first", path)
		}
		if err != nil {
			return nil, err
		}
		return &outputFile{path: path, file: f}, nil
	}
	mode := os.FileMode(0o666) // less the umask, as os.Create makes it
	if err == nil {
		mode = info.Mode().Perm()
	}
	o := &outputFile{path: path}
	dir, base := filepath.Split(path)
	for range 100 {
		o.temp = filepath.Join(dir, "."+base+".tmp"+strconv.FormatUint(rand.Uint64()%1e9, 10))
		o.file, err = os.OpenFile(o.temp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
		if !errors.Is(err, fs.ErrExist) {
			break
		}
	}
	if pe := (*fs.PathError)(nil); errors.As(err, &pe) {
		err = pe.Err // the temporary file's name would only confuse
	}
	if err != nil {
		return nil, fmt.Errorf("cannot write %s: %w", path, err)
	}
	if info != nil {
		o.file.Chmod(mode) // the umask may have taken bits off
	}
	return o, nil
}

// writeColumns writes the columns, one per line, and ends the file: a
// temporary file is synced and renamed to the path. On an error, or once
// ctx is done, it drops the temporary file.
func (o *outputFile) writeColumns(ctx context.Context, queens []int32) error {
	err := writeColumnsLines(ctx, o.file, queens)
	if err == nil && o.temp != "" {
		err = o.file.Sync()
	}
	if cerr := o.file.Close(); err == nil {
		err = cerr
	}
	if err == nil && o.temp != "" {
		err = os.Rename(o.temp, o.path)
	}
	if err != nil {
		o.abort()
		return err
	}
	o.temp = ""
	return nil
}

// abort drops the temporary file, if any, and closes the file: the path
// keeps what it held. It does nothing once the file is written.
func (o *outputFile) abort() {
	if o == nil {
		return
	}
	o.file.Close()
	if o.temp != "" {
		os.Remove(o.temp)
		o.temp = ""
	}
}
