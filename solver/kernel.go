package solver

import (
	_ "embed"
	"errors"
	"math/bits"

	"nqueens/solver/internal/constellations"
)

// The kernel is the search that a GPU runs, one thread per start: the
// constellations method's inner search, with 32-bit masks (n ≤ 32 fits),
// from a start that the CPU has expanded until at most KernelRows rows are
// left. A KernelWork makes the starts of some of a plan's tasks and adds up
// the kernel's answers; KernelWGSL is the kernel in WGSL, and
// CountKernelStart the same search in Go, which the tests hold it to.

// KernelWGSL is the WebGPU compute shader that counts kernel starts. Its
// bindings: 0, the layouts (KernelLayoutWords u32 each); 1, the starts
// (KernelStartWords u32 each); 2, the results (KernelResultWords u32 per
// start: its solutions, then its nodes); 3, a uniform of 4 u32: n, the
// number of starts, and two words unused. Its entry point is "main", with
// KernelWorkgroupSize threads a workgroup.
//
//go:embed kernel.wgsl
var KernelWGSL string

// Sizes of the kernel's buffers and dispatches.
const (
	// KernelRows is the most rows a start leaves the kernel: each start's
	// solutions and nodes then fit in 32 bits, being at most 12! and
	// about 1.3·10⁹, and a start is work enough (about 30 µs on one CPU
	// core at n = 16) that the CPU, which makes a start in about 15 ns,
	// can feed a GPU hundreds of times faster than a core.
	KernelRows = 12
	// KernelLayoutWords is a layout's words: word 0 holds its fixed rows,
	// a bit each, and word y, for 1 ≤ y ≤ n-2, the columns open in row y.
	KernelLayoutWords = 32
	// KernelStartWords is a start's words: its layout's index times 32
	// plus its first row, then the lines attacked in that row: left,
	// right and down, as in a bitmask search.
	KernelStartWords = 4
	// KernelResultWords is a start's answer: its solutions and its nodes.
	KernelResultWords = 2
	// KernelWorkgroupSize is the kernel's threads in a workgroup.
	KernelWorkgroupSize = 64
)

// A KernelWork is the kernel's share of tasks of a Plan: the layouts their
// starts refer to, the starts, made batch by batch with Next, and the sum
// of the kernel's answers, with Add. The CPU counts what the kernel does
// not: the rows it expands, the boards under 6, the symmetric solutions.
// The starts of one batch come task by task, all at the same depth, so a
// workgroup's threads do similar work.
type KernelWork struct {
	N int
	// Layouts holds KernelLayoutWords words for each layout.
	Layouts []uint32

	tasks []kernelTask
	tally Tally // what the CPU counted

	next  int // the next task to expand
	depth int // the expansion's depth in the task under way, -1 if none
	stack [MaxN]kernelFrame
}

// A KernelBatch is a batch of starts, and the tasks they come from. Two
// batches let the CPU make one while the GPU counts the other.
type KernelBatch struct {
	Starts []uint32 // KernelStartWords words a start
	owners []int32  // the task of each start
}

// A kernelTask is one constellation task of a KernelWork.
type kernelTask struct {
	t      *constellations.Task
	lay    *constellations.Layout // its layout, as Start gives it
	layout uint32                 // its index in Layouts
	expand int                    // the rows the CPU places before the kernel
	found  uint64                 // the solutions counted with its constellation
}

// A kernelFrame is a row of a task's expansion.
type kernelFrame struct {
	row  int
	at   constellations.Lines
	todo uint64
}

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
	w := &KernelWork{N: p.N, depth: -1}
	index := map[*constellations.Layout]uint32{}
	for _, task := range p.tasks[first:last] {
		t, ok := task.(*constellations.Task)
		if !ok { // a board under 6
			w.tally = w.tally.Add(task.Count())
			continue
		}
		lay, row, _ := t.Start()
		at, ok := index[lay]
		if !ok {
			at = uint32(len(index))
			index[lay] = at
			w.Layouts = append(w.Layouts, kernelLayout(lay)...)
		}
		w.tasks = append(w.tasks, kernelTask{t: t, lay: lay, layout: at, expand: max(0, p.N-1-row-KernelRows)})
	}
	return w, nil
}

// kernelLayout returns lay as the kernel reads it.
func kernelLayout(lay *constellations.Layout) []uint32 {
	words := make([]uint32, KernelLayoutWords)
	words[0] = uint32(lay.Fixed)
	for y := 1; y <= lay.N-2; y++ {
		words[y] = uint32(lay.Open[y])
	}
	return words
}

// Next makes the next starts, up to size of them, into b, and returns how
// many: 0 once there are none left. It takes O(nodes placed) time.
func (w *KernelWork) Next(b *KernelBatch, size int) int {
	if len(b.Starts) < size*KernelStartWords {
		b.Starts = make([]uint32, size*KernelStartWords)
	}
	b.owners = b.owners[:0]
	for len(b.owners) < size {
		k := len(b.owners)
		if w.depth < 0 {
			if w.next == len(w.tasks) {
				break
			}
			w.begin(w.next, b)
			w.next++
			continue
		}
		kt := &w.tasks[w.next-1]
		f := &w.stack[w.depth]
		if f.todo == 0 {
			w.depth--
			continue
		}
		bit := f.todo & -f.todo
		f.todo ^= bit
		lay := kt.lay
		if lay.Fixed&(1<<uint(f.row)) == 0 {
			w.tally.Nodes++
		}
		row, at := f.row+1, f.at.Next(bit)
		open := lay.Open[row] &^ (at.Left | at.Right | at.Down)
		if open == 0 {
			continue
		}
		if w.depth+1 < kt.expand {
			w.depth++
			w.stack[w.depth] = kernelFrame{row: row, at: at, todo: open}
			continue
		}
		b.owners = append(b.owners, int32(w.next-1))
		writeStart(b.Starts[k*KernelStartWords:], kt.layout, row, at)
	}
	return len(b.owners)
}

// begin starts the expansion of task i, or, when the CPU expands none of
// its rows, adds its start to b.
func (w *KernelWork) begin(i int, b *KernelBatch) {
	kt := &w.tasks[i]
	lay, row, at := kt.t.Start()
	if kt.expand == 0 {
		writeStart(b.Starts[len(b.owners)*KernelStartWords:], kt.layout, row, at)
		b.owners = append(b.owners, int32(i))
		return
	}
	open := lay.Open[row] &^ (at.Left | at.Right | at.Down)
	w.depth = 0
	w.stack[0] = kernelFrame{row: row, at: at, todo: open}
}

func writeStart(starts []uint32, layout uint32, row int, at constellations.Lines) {
	starts[0] = layout*32 + uint32(row)
	starts[1], starts[2], starts[3] = uint32(at.Left), uint32(at.Right), uint32(at.Down)
}

// Add adds the kernel's results for the starts of b, KernelResultWords
// words each.
func (w *KernelWork) Add(b *KernelBatch, results []uint32) {
	for i, owner := range b.owners {
		w.tasks[owner].found += uint64(results[i*KernelResultWords])
		w.tally.Nodes += uint64(results[i*KernelResultWords+1])
	}
}

// Tally returns the count of the work's tasks, once the kernel has counted
// every start. The constellations that a rotation maps to themselves
// count their symmetric solutions here, on the CPU.
func (w *KernelWork) Tally() Tally {
	t := w.tally
	for _, kt := range w.tasks {
		t = t.Add(kt.t.Weigh(kt.found))
	}
	return t
}

func ones(x uint32) uint32 { return uint32(bits.OnesCount32(x)) }

// CountKernelStart counts the solutions and nodes of the start of an n×n
// board at start[:KernelStartWords], whose layout is layout, as one thread
// of KernelWGSL does, and in the same way: a CPU can stand in for the GPU
// with it. It takes O(nodes) time.
func CountKernelStart(n int, layout, start []uint32) (solutions, nodes uint32) {
	fixed := layout[0]
	last := uint32(n - 2)
	y := start[0] & 31
	left, right, down := start[1], start[2], start[3]
	var todos, lefts, rights, downs [KernelRows]uint32
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
