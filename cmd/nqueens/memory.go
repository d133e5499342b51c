package main

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"nqueens/solver/random"
)

// A board past the memory available is refused before the solver starts,
// rather than left to swap or to be killed: solve needs the solver's
// memory (solver.Memory), a bit for each diagonal to verify the solution,
// and a sixteenth more for the runtime's own (10^8 queens: 598 MB by this
// estimate, 557 MB measured at the peak).
// The memory available is the kernel's estimate of what can be allocated
// without swapping (MemAvailable in /proc/meminfo), or what the cgroup
// still allows (memory.max less memory.current) when that is less. Where
// neither can be read, as off Linux, only the solver's largest n applies.

// systemFileBytes bounds the system's files that solve reads.
const systemFileBytes = 1 << 20

// availableMemory returns the bytes available and where that figure comes
// from, or ok false when it is unknown. Tests replace it.
var availableMemory = func() (bytes int64, source string, ok bool) {
	bytes, ok = memAvailable()
	source = "MemAvailable in /proc/meminfo"
	if limit, ok2 := cgroupRoom(); ok2 && (!ok || limit < bytes) {
		bytes, source, ok = limit, "the cgroup's memory.max", true
	}
	return bytes, source, ok
}

// checkMemory refuses an n that solver s cannot solve in the memory
// available.
func checkMemory(s *random.Solver, n int) error {
	need := s.Memory(n) + int64(n)/4 // the solver, then VerifyColumns
	need += need / 16
	avail, source, ok := availableMemory()
	if !ok || need <= avail {
		return nil
	}
	return fmt.Errorf("n = %d needs about %s of memory with %s, but only %s is available (%s): use a smaller -n",
		n, megabytes(need), s.Name, megabytes(avail), source)
}

// megabytes writes a size in MB, rounded up.
func megabytes(b int64) string {
	return strconv.FormatInt((b+999_999)/1_000_000, 10) + " MB"
}

// memAvailable reads MemAvailable from /proc/meminfo.
func memAvailable() (int64, bool) {
	data, err := readRegular("/proc/meminfo", systemFileBytes, "/proc/meminfo holds")
	if err != nil {
		return 0, false
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "MemAvailable:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb * 1024, err == nil
		}
	}
	return 0, false
}

// cgroupRoom is what this process's cgroup (v2) still allows: memory.max
// less memory.current, when there is a limit.
func cgroupRoom() (int64, bool) {
	read := func(name string) (int64, bool) {
		data, err := readRegular("/sys/fs/cgroup/"+name, systemFileBytes, "a cgroup's file holds")
		if err != nil {
			return 0, false
		}
		v, err := strconv.ParseInt(strings.TrimSpace(string(data)), 10, 64)
		return v, err == nil // "max" means no limit
	}
	limit, ok := read("memory.max")
	used, ok2 := read("memory.current")
	if !ok || !ok2 {
		return 0, false
	}
	return max(limit-used, 0), true
}
