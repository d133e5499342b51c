//go:build unix

package main

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// lockCheckpoint takes an exclusive lock on the checkpoint f, named path:
// a POSIX record lock (fcntl), which goes with the process however it
// ends, and which NFS keeps between machines. It fails when another count
// holds the lock, naming its process, and with errNoLocks where the file
// system keeps no locks. The process must open the file only once while
// it holds the lock: closing any other descriptor of it drops the lock.
func lockCheckpoint(f *os.File, path string) error {
	lock := syscall.Flock_t{Type: syscall.F_WRLCK, Whence: 0}
	err := syscall.FcntlFlock(f.Fd(), syscall.F_SETLK, &lock)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, syscall.EAGAIN), errors.Is(err, syscall.EACCES):
		holder := syscall.Flock_t{Type: syscall.F_WRLCK, Whence: 0}
		if syscall.FcntlFlock(f.Fd(), syscall.F_GETLK, &holder) == nil && holder.Type != syscall.F_UNLCK && holder.Pid > 0 {
			return fmt.Errorf("another count holds %s (pid %d): it must end before this one can use the file", path, holder.Pid)
		}
		return fmt.Errorf("another count holds %s: it must end before this one can use the file", path)
	case errors.Is(err, syscall.ENOLCK), errors.Is(err, syscall.EOPNOTSUPP), errors.Is(err, syscall.ENOSYS):
		return fmt.Errorf("%w: %v", errNoLocks, err)
	}
	return fmt.Errorf("cannot lock %s: %w", path, err)
}
