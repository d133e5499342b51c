// Package kernel is the GPU kernel of package solver's constellations
// method, which solver exports as its Kernel names. The kernel is the
// search that a GPU runs, one thread per start: the constellations
// method's inner search, with 32-bit masks (n ≤ 32 fits), from a start
// that the CPU has expanded until at most Rows rows are left. A Work makes
// the starts of some of a plan's tasks and adds up the kernel's answers;
// WGSL is the kernel in WGSL, and CountStart the same search in Go, which
// the tests hold it to.
package kernel

import (
	_ "embed"
	"math/bits"
)

// WGSL is the WebGPU compute shader that counts kernel starts. Its
// bindings: 0, the layouts (LayoutWords u32 each); 1, the starts
// (StartWords u32 each); 2, the results (ResultWords u32 per start: its
// solutions, then its nodes); 3, a uniform of 4 u32: n, the number of
// starts, and two words unused. Its entry point is "main", with
// WorkgroupSize threads a workgroup.
//
//go:embed kernel.wgsl
var WGSL string

// Sizes of the kernel's buffers and dispatches.
const (
	// Rows is the most rows a start leaves the kernel: each start's
	// solutions and nodes then fit in 32 bits, being at most 12! and
	// about 1.3·10⁹, and a start is work enough (about 30 µs on one CPU
	// core at n = 16) that the CPU, which makes a start in about 15 ns,
	// can feed a GPU hundreds of times faster than a core.
	Rows = 12
	// LayoutWords is a layout's words: word 0 holds its fixed rows,
	// a bit each, and word y, for 1 ≤ y ≤ n-2, the columns open in row y.
	LayoutWords = 32
	// StartWords is a start's words: its layout's index times 32
	// plus its first row, then the lines attacked in that row: left,
	// right and down, as in a bitmask search.
	StartWords = 4
	// ResultWords is a start's answer: its solutions and its nodes.
	ResultWords = 2
	// WorkgroupSize is the kernel's threads in a workgroup.
	WorkgroupSize = 64
)

// ones returns the bits of x that are set.
func ones(x uint32) uint32 { return uint32(bits.OnesCount32(x)) }

// CountStart counts the solutions and nodes of the start of an n×n board
// at start[:StartWords], whose layout is layout, as one thread of WGSL
// does, and in the same way: a CPU can stand in for the GPU with it. It
// takes O(nodes) time.
func CountStart(n int, layout, start []uint32) (solutions, nodes uint32) {
	fixed := layout[0]
	last := uint32(n - 2)
	y := start[0] & 31
	left, right, down := start[1], start[2], start[3]
	var todos, lefts, rights, downs [Rows]uint32
	d := 0
	todo := layout[y] &^ (left | right | down)
	for {
		if todo == 0 {
			if d == 0 {
				return solutions, nodes
			}
			d--
			y--
			todo, left, right, down = todos[d], lefts[d], rights[d], downs[d]
			continue
		}
		if y+1 == last {
			// The last two rows at once: each pair of squares but those
			// on one column or diagonal.
			below := layout[last] &^ (left<<1 | right>>1 | down)
			pairs := ones(todo)*ones(below) - ones(todo&below) - ones(todo<<1&below) - ones(todo>>1&below)
			solutions += pairs
			nodes += ones(todo)*(1-fixed>>y&1) + pairs*(1-fixed>>last&1)
			todo = 0
			continue
		}
		bit := todo & -todo
		todo ^= bit
		nodes += 1 - fixed>>y&1
		if y == last {
			solutions++
			continue
		}
		// Look ahead: the next row, and the two below it that the kernel
		// places, must each have an open square.
		nl, nr, nd := (left|bit)<<1, (right|bit)>>1, down|bit
		next := layout[y+1] &^ (nl | nr | nd)
		if next == 0 || y+2 <= last && layout[y+2]&^(nl<<1|nr>>1|nd) == 0 || y+3 <= last && layout[y+3]&^(nl<<2|nr>>2|nd) == 0 {
			continue
		}
		todos[d], lefts[d], rights[d], downs[d] = todo, left, right, down
		d++
		y++
		left, right, down, todo = nl, nr, nd, next
	}
}
