//go:build unix

package main

import "syscall"

// nonBlocking opens a file without waiting: a FIFO without a writer
// opens at once instead of blocking. A regular file ignores it.
const nonBlocking = syscall.O_NONBLOCK
