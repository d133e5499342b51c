package constellations

import (
	"context"
	"math/bits"

	"nqueens/solver/internal/plan"
)

// A Task counts the solutions of a constellation whose first free rows
// hold given queens: the lines they attack in the next free row. It is a
// plan.Task, a plan.Stoppable and a plan.Costed.
type Task struct {
	c   *Constellation
	lay *Layout
	row int   // the first row left to place
	at  Lines // the lines attacked there
	// whole says that the task is its constellation's whole search, which
	// the symmetric constellations need: it counts their symmetric
	// solutions too.
	whole bool
	// samples is how many random descents estimate the task's cost.
	samples uint8
}

// SplitRows returns how many rows the tasks of an n×n board place before
// they start: enough tasks for every worker to end about
// together, few enough that a plan is made in milliseconds. Up to n = 16
// the constellations alone (3,206 for n = 16) are enough, and from n = 21
// on they number 12,000 and more.
func SplitRows(n int) int {
	if 17 <= n && n <= 20 {
		return 1
	}
	return 0
}

// Plan splits the count of an n×n board, n ≥ 6, into one task for each
// placement of the first free rows (SplitRows) of each constellation, and
// counts the nodes placed before the tasks start; it stops with ctx's
// error once ctx is done. Listing the constellations takes O(n⁴) time,
// and the tasks' cost estimates about 65,536 random descents in all.
func Plan(ctx context.Context, n int) ([]plan.Task, plan.Tally, error) {
	return Tasks(ctx, n, constellations(n), SplitRows(n), 1<<16)
}

// Tasks makes the tasks of the constellations list of an n×n board: a
// symmetric constellation's whole search is one task, and the others'
// are split into one task for each placement of their first split free
// rows. It counts the nodes placed before the tasks, and estimates their
// costs from about descents random descents (costSamples). It stops with
// ctx's error once ctx is done.
func Tasks(ctx context.Context, n int, list []Constellation, split, descents int) ([]plan.Task, plan.Tally, error) {
	var (
		made []Task
		base plan.Tally
	)
	for i, c := range list {
		if i%64 == 0 && ctx.Err() != nil {
			return nil, plan.Tally{}, ctx.Err()
		}
		lay := bestLayout(n, c.Queens)
		if c.Stabiliser > 1 {
			made = append(made, Task{c: &c, lay: lay, row: 1, whole: true})
			continue
		}
		lay.split(1, 1+min(split, n-4), Lines{}, &base.Nodes, func(row int, at Lines) {
			made = append(made, Task{c: &c, lay: lay, row: row, at: at})
		})
	}
	tasks := make([]plan.Task, len(made))
	samples := costSamples(len(made), descents)
	for i := range made {
		made[i].samples = samples
		tasks[i] = &made[i]
	}
	return tasks, base, nil
}

// Count counts the task's solutions, unique solutions and nodes.
func (t *Task) Count() plan.Tally {
	tally, _ := t.CountContext(context.Background())
	return tally
}

// CountContext is Count that stops within milliseconds once ctx is done,
// and returns ctx's error.
func (t *Task) CountContext(ctx context.Context) (plan.Tally, error) {
	if err := ctx.Err(); err != nil {
		return plan.Tally{}, err
	}
	s := &constellationSearch{ctx: ctx}
	found := s.countFrom(t.lay, t.row, t.at)
	if s.stopped {
		return plan.Tally{}, ctx.Err()
	}
	tally := t.Weigh(found)
	tally.Nodes = s.nodes
	return tally, nil
}

// Start returns where the task's search starts: its layout, the first
// row left to place, and the lines attacked there. The GPU kernel's
// starts come from it.
func (t *Task) Start() (lay *Layout, row int, at Lines) { return t.lay, t.row, t.at }

// Weigh returns the tally, without nodes, of found, the solutions that
// the task's search finds: each stands for its constellation's class. A
// task that is its symmetric constellation's whole search counts the
// classes by Burnside's lemma over the rotations that fix the
// constellation, which counts the constellation's symmetric solutions
// (Fixes) in O(√nodes) time.
func (t *Task) Weigh(found uint64) plan.Tally {
	tally := plan.Tally{Solutions: found * uint64(t.c.Weight), Unique: found}
	if t.whole {
		fix180, fix90 := Fixes(t.lay.N, t.c)
		tally.Unique = (found + fix180 + 2*fix90) / uint64(t.c.Stabiliser)
	}
	return tally
}

// Cost estimates the task's nodes by Knuth's method: the mean, over a few
// random descents from the task to a dead end or the last row, of the sum
// of the products of the squares open on the way. The descents draw from
// a generator seeded by the task, so that every machine makes the same
// plan, and each product is rounded on its own (the explicit conversions),
// so that no fused multiply-add makes machines differ. With 16 descents
// the estimates correlate with the real nodes at r ≈ 0.92; the open
// squares alone (solver's openSpread) reach only r ≈ 0.5. It takes
// O(samples·n) time.
func (t *Task) Cost() float64 {
	state := t.at.Left ^ t.at.Down*0x9e3779b97f4a7c15 ^ t.at.Right*0xc2b2ae3d27d4eb4f ^ t.lay.Fixed*0x2545f4914f6cdd1d
	total := 0.0
	for range t.samples {
		at, product, sum := t.at, 1.0, 0.0
		for y := t.row; y <= t.lay.N-2; y++ {
			free := t.lay.Open[y] &^ (at.Left | at.Right | at.Down)
			open := bits.OnesCount64(free)
			if open == 0 {
				break
			}
			product = float64(product * float64(open))
			sum = float64(sum + product)
			var bit uint64
			bit, state = plan.RandomSquare(free, open, state)
			at = at.Next(bit)
		}
		total = float64(total + sum)
	}
	return 1 + total/float64(max(t.samples, 1))
}

// costSamples returns how many descents each of tasks tasks makes to
// estimate its cost: about descents in all, and from 1 to 32 each. A
// board's plan makes 65,536, which take milliseconds, and at least 4 a
// task.
func costSamples(tasks, descents int) uint8 {
	least := 1
	if descents >= 1<<16 {
		least = 4
	}
	return uint8(min(32, max(least, descents/max(tasks, 1))))
}
