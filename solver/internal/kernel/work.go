package kernel

import (
	"nqueens/solver/internal/constellations"
	"nqueens/solver/internal/plan"
)

// A Work is the kernel's share of tasks of a plan: the layouts their
// starts refer to, the starts, made batch by batch with Next, and the sum
// of the kernel's answers, with Add. The CPU counts what the kernel does
// not: the rows it expands, the boards under 6, the symmetric solutions.
// The starts of one batch come task by task, all at the same depth, so a
// workgroup's threads do similar work.
type Work struct {
	N int // the board's size
	// Layouts holds LayoutWords words for each layout.
	Layouts []uint32

	tasks []kernelTask
	tally plan.Tally // what the CPU counted

	next  int // the next task to expand
	depth int // the expansion's depth in the task under way, -1 if none
	stack [plan.MaxN]kernelFrame
}

// A Batch is a batch of starts, and the tasks they come from. Two batches
// let the CPU make one while the GPU counts the other.
type Batch struct {
	Starts []uint32 // StartWords words a start
	owners []int32  // the task of each start
}

// A kernelTask is one constellation task of a Work.
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

// NewWork returns the kernel's work for tasks, those of a plan of an n×n
// board by the constellations method: the kernel counts the
// constellations.Tasks, and the CPU counts the others at once (a board
// under 6, or the plain search of a completion). It takes O(tasks) time
// besides those: the starts are made as Next asks for them.
func NewWork(n int, tasks []plan.Task) *Work {
	w := &Work{N: n, depth: -1}
	index := map[*constellations.Layout]uint32{}
	for _, task := range tasks {
		t, ok := task.(*constellations.Task)
		if !ok {
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
		w.tasks = append(w.tasks, kernelTask{t: t, lay: lay, layout: at, expand: max(0, n-1-row-Rows)})
	}
	return w
}

// kernelLayout returns lay as the kernel reads it.
func kernelLayout(lay *constellations.Layout) []uint32 {
	words := make([]uint32, LayoutWords)
	words[0] = uint32(lay.Fixed)
	for y := 1; y <= lay.N-2; y++ {
		words[y] = uint32(lay.Open[y])
	}
	return words
}

// Next makes the next starts, up to size of them, into b, and returns how
// many: 0 once there are none left. It takes O(nodes placed) time.
func (w *Work) Next(b *Batch, size int) int {
	if len(b.Starts) < size*StartWords {
		b.Starts = make([]uint32, size*StartWords)
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
		writeStart(b.Starts[k*StartWords:], kt.layout, row, at)
	}
	return len(b.owners)
}

// begin starts the expansion of task i, or, when the CPU expands none of
// its rows, adds its start to b.
func (w *Work) begin(i int, b *Batch) {
	kt := &w.tasks[i]
	lay, row, at := kt.t.Start()
	if kt.expand == 0 {
		writeStart(b.Starts[len(b.owners)*StartWords:], kt.layout, row, at)
		b.owners = append(b.owners, int32(i))
		return
	}
	open := lay.Open[row] &^ (at.Left | at.Right | at.Down)
	w.depth = 0
	w.stack[0] = kernelFrame{row: row, at: at, todo: open}
}

// writeStart writes a start of layout at row, attacked there by at.
func writeStart(starts []uint32, layout uint32, row int, at constellations.Lines) {
	starts[0] = layout*32 + uint32(row)
	starts[1], starts[2], starts[3] = uint32(at.Left), uint32(at.Right), uint32(at.Down)
}

// Add adds the kernel's results for the starts of b, ResultWords
// words each.
func (w *Work) Add(b *Batch, results []uint32) {
	for i, owner := range b.owners {
		w.tasks[owner].found += uint64(results[i*ResultWords])
		w.tally.Nodes += uint64(results[i*ResultWords+1])
	}
}

// Tally returns the count of the work's tasks, once the kernel has counted
// every start. The constellations that a rotation maps to themselves
// count their symmetric solutions here, on the CPU.
func (w *Work) Tally() plan.Tally {
	t := w.tally
	for _, kt := range w.tasks {
		t = t.Add(kt.t.Weigh(kt.found))
	}
	return t
}
