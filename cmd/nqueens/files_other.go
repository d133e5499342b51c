//go:build !unix

package main

// nonBlocking is 0 where files have no such mode.
const nonBlocking = 0
