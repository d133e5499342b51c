package solver

import (
	"context"
	"math/bits"

	"nqueens/solver/internal/plan"
)

// A constellationTask counts the solutions of a constellation whose first
// free rows hold given queens: the lines they attack in the next free row.
type constellationTask struct {
	c   *constellation
	lay *layout
	row int   // the first row left to place
	at  lines // the lines attacked there
	// whole says that the task is its constellation's whole search, which
	// the symmetric constellations need: it counts their symmetric
	// solutions too.
	whole bool
	// samples is how many random descents estimate the task's cost.
	samples uint8
}

// constellationSplitRows returns how many rows the tasks of an n×n board
// place before they start: enough tasks for every worker to end about
// together, few enough that a plan is made in milliseconds. Up to n = 16
// the constellations alone (3,206 for n = 16) are enough, and from n = 21
// on they number 12,000 and more.
func constellationSplitRows(n int) int {
	if 17 <= n && n <= 20 {
		return 1
	}
	return 0
}

// constellationsPlan splits the count of an n×n board into one task for
// each placement of the first free rows of each constellation. Boards under
// 6 are counted directly.
func constellationsPlan(ctx context.Context, n int) ([]task, Tally, error) {
	if n < 6 {
		return []task{smallBoard(n)}, Tally{}, nil
	}
	return constellationTasks(ctx, n, constellations(n), constellationSplitRows(n), 1<<16)
}

// constellationTasks makes the tasks of the constellations list of an n×n
// board: a symmetric constellation's whole search is one task, and the
// others' are split into one task for each placement of their first split
// free rows. It counts the nodes placed before the tasks, and estimates
// their costs from about descents random descents (costSamples).
func constellationTasks(ctx context.Context, n int, constellations []constellation, split, descents int) ([]task, Tally, error) {
	var (
		list []constellationTask
		base Tally
	)
	for i, c := range constellations {
		if i%64 == 0 && ctx.Err() != nil {
			return nil, Tally{}, ctx.Err()
		}
		lay := bestLayout(n, c.queens)
		if c.stabiliser > 1 {
			list = append(list, constellationTask{c: &c, lay: lay, row: 1, whole: true})
			continue
		}
		lay.split(1, 1+min(split, n-4), lines{}, &base.Nodes, func(row int, at lines) {
			list = append(list, constellationTask{c: &c, lay: lay, row: row, at: at})
		})
	}
	tasks := make([]task, len(list))
	samples := costSamples(len(list), descents)
	for i := range list {
		list[i].samples = samples
		tasks[i] = &list[i]
	}
	return tasks, base, nil
}

func (t *constellationTask) Count() Tally {
	tally, _ := t.CountContext(context.Background())
	return tally
}

func (t *constellationTask) CountContext(ctx context.Context) (Tally, error) {
	if err := ctx.Err(); err != nil {
		return Tally{}, err
	}
	s := &constellationSearch{ctx: ctx}
	found := s.countFrom(t.lay, t.row, t.at)
	if s.stopped {
		return Tally{}, ctx.Err()
	}
	tally := Tally{Solutions: found * uint64(t.c.weight), Unique: found, Nodes: s.nodes}
	if t.whole {
		// Classes of solutions, by Burnside's lemma over the rotations
		// that fix the constellation.
		fix180, fix90 := constellationFixes(t.lay.n, t.c)
		tally.Unique = (found + fix180 + 2*fix90) / uint64(t.c.stabiliser)
	}
	return tally, nil
}

// cost estimates the task's nodes by Knuth's method: the mean, over a few
// random descents from the task to a dead end or the last row, of the sum
// of the products of the squares open on the way. The descents draw from
// a generator seeded by the task, so that every machine makes the same
// plan, and each product is rounded on its own (the explicit conversions),
// so that no fused multiply-add makes machines differ. With 16 descents
// the estimates correlate with the real nodes at r ≈ 0.92; the open
// squares alone (openSpread) reach only r ≈ 0.5.
func (t *constellationTask) Cost() float64 {
	state := t.at.left ^ t.at.down*0x9e3779b97f4a7c15 ^ t.at.right*0xc2b2ae3d27d4eb4f ^ t.lay.fixed*0x2545f4914f6cdd1d
	total := 0.0
	for range t.samples {
		at, product, sum := t.at, 1.0, 0.0
		for y := t.row; y <= t.lay.n-2; y++ {
			free := t.lay.open[y] &^ (at.left | at.right | at.down)
			open := bits.OnesCount64(free)
			if open == 0 {
				break
			}
			product = float64(product * float64(open))
			sum = float64(sum + product)
			var bit uint64
			bit, state = plan.RandomSquare(free, open, state)
			at = at.next(bit)
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
