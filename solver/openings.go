package solver

import (
	"context"
	"math/bits"
	"sync"
)

// The openings of a board are its solutions counted by their first three
// queens. The fast counter finds them in one count: it meets each class
// of solutions under the 8 symmetries once, and the first rows of the 8
// images of a solution are its first rows, its last rows read upwards,
// and the rows of the queens in its first columns and in its last columns
// read leftwards, each as they are or mirrored. With them, finding
// solution k needs no count of the rows above its fourth: only a walk
// within its opening, which holds about 1/n³ of the search tree.

// openingRows is how many rows an opening places.
const openingRows = 3

// openingsMaxN is the largest board whose openings a seek counts: about
// 12 s on one core at n = 17, in tasks of 10 ms at most, and seven times
// that for each n more.
const openingsMaxN = 17

// openingsMinN is the smallest board with openings: the fast counter's
// cases start at 6, and smaller boards are walked in no time.
const openingsMinN = 6

// openings holds how many solutions of an n×n board begin with each
// placement of the first openingRows queens.
type openings struct {
	n     int
	total uint64
	// counts[i]: the solutions whose first columns are the digits of i
	// in base n, most significant first; so i runs in lexicographic order.
	counts []uint64
}

// locate returns the first columns of solution k, 1 ≤ k ≤ o.total, the
// count of the solutions that begin with them, and k's index among those,
// from 1. It takes O(n³) time.
func (o *openings) locate(k uint64) (prefix []int, index, count uint64) {
	for i, count := range o.counts {
		if k <= count {
			prefix = make([]int, openingRows)
			for r := openingRows - 1; r >= 0; r-- {
				prefix[r], i = i%o.n, i/o.n
			}
			return prefix, k, count
		}
		k -= count
	}
	panic("solver: locate past the last solution")
}

// place returns where solution k stands among the openings: in its
// opening, or past the board's last solution. It takes O(n³) time.
func (o *openings) place(k uint64) place {
	if k > o.total {
		return place{exhausted: true, total: o.total}
	}
	prefix, index, count := o.locate(k)
	return place{prefix: prefix, index: index, count: count}
}

// An openingsRanker ranks a solution by the board's openings, which it
// counts a few fast tasks a step.
type openingsRanker struct {
	n       int
	target  uint64
	perStep uint64        // the queens it places a step, at least
	pass    *openingsPass // the count under way, made at the first step
}

func (r *openingsRanker) step() (place, bool) {
	if r.pass == nil {
		r.pass = newOpeningsPass(r.n)
	}
	for start := r.pass.nodes; r.pass.nodes-start < r.perStep; {
		if o := r.pass.step(); o != nil {
			remember(o)
			return o.place(r.target), true
		}
	}
	return place{}, false
}

// spent is the queens placed, at passCost each.
func (r *openingsRanker) spent() float64 {
	if r.pass == nil {
		return 0
	}
	return float64(r.pass.nodes * passCost)
}

// left estimates the work left from the pace of the tasks counted.
func (r *openingsRanker) left() float64 {
	if r.pass == nil || r.pass.next == 0 {
		return -1
	}
	return r.spent() * float64(len(r.pass.tasks)-r.pass.next) / float64(r.pass.next)
}

// progress is the share of the tasks counted.
func (r *openingsRanker) progress() float64 {
	if r.pass == nil {
		return 0
	}
	return float64(r.pass.next) / float64(len(r.pass.tasks)+1)
}

// An openingsPass counts the openings of a board one fast task at a time.
type openingsPass struct {
	o     *openings // counts hold 8 times the count until the pass is done
	tasks []fastTask
	next  int    // the next task to count
	nodes uint64 // queens placed so far
}

// newOpeningsPass starts counting the openings of an n×n board,
// openingsMinN ≤ n ≤ MaxN.
func newOpeningsPass(n int) *openingsPass {
	tasks, nodes, _ := fastTasks(context.Background(), n) // the pass's Steps look at the seek's context
	counts := make([]uint64, n*n*n)
	return &openingsPass{o: &openings{n: n, counts: counts}, tasks: tasks, nodes: nodes}
}

// step counts the next task and returns the openings once they are all
// counted, nil before. It must not be called again after that.
func (p *openingsPass) step() *openings {
	res, _ := p.tasks[p.next].searchOpenings(context.Background(), p)
	p.nodes += res.nodes
	p.next++
	if p.next < len(p.tasks) {
		return nil
	}
	o := p.o
	for i := range o.counts {
		o.counts[i] /= 8
		o.total += o.counts[i]
	}
	return o
}

// add counts the openings of the class of a canonical solution whose
// class has size members, in eighths: each of its 8 images adds size, so
// that each distinct image, met 8/size times, adds 8. It takes O(n) time.
func (p *openingsPass) add(board *[MaxN]uint64, size int) {
	n, last := p.o.n, p.o.n-1
	var col, row [MaxN]int // the column of each row's queen, and the row of each column's
	for r, q := range board[:n] {
		c := bits.TrailingZeros64(q)
		col[r], row[c] = c, r
	}
	// The first rows of the images: the solution, reflected top to
	// bottom, transposed, and rotated by 270°; and each of them mirrored.
	var images, mirrored [4]int
	for i := range openingRows {
		for j, c := range [4]int{col[i], col[last-i], row[i], row[last-i]} {
			images[j] = images[j]*n + c
			mirrored[j] = mirrored[j]*n + last - c
		}
	}
	for j := range images {
		p.o.counts[images[j]] += uint64(size)
		p.o.counts[mirrored[j]] += uint64(size)
	}
}

// openingsCache keeps the openings counted so far, one per board size:
// a few kilobytes each.
var openingsCache struct {
	sync.Mutex
	byN [MaxN + 1]*openings
}

// knownOpenings returns the openings of an n×n board if they were
// counted, or nil.
func knownOpenings(n int) *openings {
	openingsCache.Lock()
	defer openingsCache.Unlock()
	return openingsCache.byN[n]
}

// remember keeps o for the next seeks on its board.
func remember(o *openings) {
	openingsCache.Lock()
	defer openingsCache.Unlock()
	openingsCache.byN[o.n] = o
}
