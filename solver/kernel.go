package solver

import (
	"errors"

	"nqueens/solver/internal/kernel"
)

// The kernel is the search that a GPU runs, one thread per start: the
// constellations method's inner search, with 32-bit masks (n ≤ 32 fits),
// from a start that the CPU has expanded until at most KernelRows rows are
// left. A KernelWork makes the starts of some of a plan's tasks and adds up
// the kernel's answers; KernelWGSL is the kernel in WGSL, and
// CountKernelStart the same search in Go, which the tests hold it to. They
// are package solver/internal/kernel's, which the page's worker cannot
// import.

// KernelWGSL is the WebGPU compute shader that counts kernel starts. Its
// bindings: 0, the layouts (KernelLayoutWords u32 each); 1, the starts
// (KernelStartWords u32 each); 2, the results (KernelResultWords u32 per
// start: its solutions, then its nodes); 3, a uniform of 4 u32: n, the
// number of starts, and two words unused. Its entry point is "main", with
// KernelWorkgroupSize threads a workgroup.
var KernelWGSL = kernel.WGSL

// Sizes of the kernel's buffers and dispatches.
const (
	// KernelRows is the most rows a start leaves the kernel: each start's
	// solutions and nodes then fit in 32 bits, and a start is work enough
	// for the CPU to feed a GPU hundreds of times faster than a core.
	KernelRows = kernel.Rows
	// KernelLayoutWords is a layout's words: word 0 holds its fixed rows,
	// a bit each, and word y, for 1 ≤ y ≤ n-2, the columns open in row y.
	KernelLayoutWords = kernel.LayoutWords
	// KernelStartWords is a start's words: its layout's index times 32
	// plus its first row, then the lines attacked in that row: left,
	// right and down, as in a bitmask search.
	KernelStartWords = kernel.StartWords
	// KernelResultWords is a start's answer: its solutions and its nodes.
	KernelResultWords = kernel.ResultWords
	// KernelWorkgroupSize is the kernel's threads in a workgroup.
	KernelWorkgroupSize = kernel.WorkgroupSize
)

// A KernelWork is the kernel's share of tasks of a Plan: the layouts their
// starts refer to (Layouts), the starts, made batch by batch with Next,
// and the sum of the kernel's answers, with Add; Tally returns the count
// once the kernel has counted every start. The CPU counts what the kernel
// does not: the rows it expands, the boards under 6, the symmetric
// solutions.
type KernelWork = kernel.Work

// A KernelBatch is a batch of starts (Starts, KernelStartWords words a
// start), and the tasks they come from. Two batches let the CPU make one
// while the GPU counts the other.
type KernelBatch = kernel.Batch

// errNoKernel is the error of a plan whose tasks the kernel cannot count.
var errNoKernel = errors.New("the GPU counts with the constellations method only")

// KernelWork returns the kernel's work for tasks first to last-1 of the
// plan, which must be a constellations plan. It takes O(tasks) time: the
// starts are made as Next asks for them.
func (p *Plan) KernelWork(first, last int) (*KernelWork, error) {
	if p.Algorithm.Name != FastestSearch {
		return nil, errNoKernel
	}
	if first < 0 || last > len(p.tasks) || first > last {
		return nil, errors.New("solver: tasks out of range")
	}
	return kernel.NewWork(p.N, p.tasks[first:last]), nil
}

// CountKernelStart counts the solutions and nodes of the start of an n×n
// board at start[:KernelStartWords], whose layout is layout, as one thread
// of KernelWGSL does, and in the same way: a CPU can stand in for the GPU
// with it. It takes O(nodes) time.
func CountKernelStart(n int, layout, start []uint32) (solutions, nodes uint32) {
	return kernel.CountStart(n, layout, start)
}
