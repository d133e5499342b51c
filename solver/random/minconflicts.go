package random

import (
	"context"
	"errors"
)

// The minconflicts solver finds a solution of a large board by local
// search, after Sosič and Gu's QS4 (1991) and Minton et al. (1992). The
// queens always form a permutation, one per row and column, so only the
// diagonals can conflict, and a move swaps the columns of two rows.
//
//   - Start (minconflicts_start.go): each row takes a random free column
//     whose two diagonals are empty, if it finds one in initTries tries,
//     else any free column. This leaves about n/500 conflicts: O(n).
//   - Repair: each queen that the start placed in conflict swaps columns
//     with random rows until a swap lowers the number of conflicts.
//
// Time and memory are O(n). On a large board the cost is memory latency,
// as each queen's lines lie at random places, so the data are kept small:
// 4 bytes of column a queen and 2 bits a line (lineCounts), 5.4 bytes a
// queen in all, so that the lines of 10^6 queens fit in the processor's
// cache; and past that, the words that a batch of rows or of partners
// needs are read together, ahead of need, so that the processor waits for
// many of them at a time rather than for each in turn. The solver takes
// about 60 ms for 10^6 queens, 1 s for 10^7 and 20 s for 10^8 on a shared
// 2-core amd64 machine, where ints for the columns and the counts, and a
// try a column, took 0.3 s, 7 s and 113 s.

const (
	initTries    = 32  // tries of each row for a conflict-free start
	repairTries  = 100 // random partners tried for one queen at first
	partnerBatch = 16  // partners whose lines are read together
	pollEvery    = 1 << 12
)

// localBoard is a permutation of columns with its line counts, and what
// its start needs (minconflicts_start.go).
type localBoard struct {
	n       int
	x       []int32    // x[r] is row r's column
	diag    lineCounts // queens on each diagonal, line c - r + n - 1
	anti    lineCounts // queens on each anti-diagonal, line r + c
	hits    int        // conflicts: the sum over lines of queens - 1
	crowded []int32    // the rows the start placed on a line with a queen
	rand    splitMix
	polled  uint64 // nodes when ctx was last checked
	sink    uint64 // what the early reads read, so that they are kept
	startState
}

// newLocalBoard returns an n×n board, with room for lines past 2n-2 that
// the runs of 32 columns past column n-1 reach.
func newLocalBoard(n int) *localBoard {
	b := &localBoard{
		n:    n,
		x:    make([]int32, n),
		diag: newLineCounts(2*n + 32),
		anti: newLineCounts(2*n + 32),
	}
	b.used = make([]uint32, (n+31)/32)
	return b
}

// memoryMinConflicts is about the most memory minconflicts takes for an
// n×n board, in bytes, the solution included: 4 bytes of column, 1 of line
// counts, 1/8 of used columns and at most 1/4 of free-column list a queen.
func memoryMinConflicts(n int) int64 {
	return int64(n)*43/8 + 1<<16
}

// The lines of row r's queen in column c, both numbered from 0 to 2n-2 and
// increasing with c, so that the lines of a run of columns are a run of
// lines.
func (b *localBoard) diagLine(r, c int) int { return c - r + b.n - 1 }
func (b *localBoard) antiLine(r, c int) int { return r + c }

// conflicted reports whether row r's queen shares a line.
func (b *localBoard) conflicted(r int) bool {
	c := int(b.x[r])
	return b.diag.code(b.diagLine(r, c)) > 1 || b.anti.code(b.antiLine(r, c)) > 1
}

// trySwap swaps the columns of rows i and j if that lowers the conflicts.
// It reads the counts first and writes only for a swap made.
func (b *localBoard) trySwap(i, j int) bool {
	ci, cj := int(b.x[i]), int(b.x[j])
	delta := swapDelta(&b.diag, b.diagLine(i, ci), b.diagLine(j, cj), b.diagLine(i, cj), b.diagLine(j, ci)) +
		swapDelta(&b.anti, b.antiLine(i, ci), b.antiLine(j, cj), b.antiLine(i, cj), b.antiLine(j, ci))
	if delta >= 0 {
		return false
	}
	b.diag.remove(b.diagLine(i, ci))
	b.diag.remove(b.diagLine(j, cj))
	b.diag.add(b.diagLine(i, cj))
	b.diag.add(b.diagLine(j, ci))
	b.anti.remove(b.antiLine(i, ci))
	b.anti.remove(b.antiLine(j, cj))
	b.anti.add(b.antiLine(i, cj))
	b.anti.add(b.antiLine(j, ci))
	b.x[i], b.x[j] = int32(cj), int32(ci)
	b.hits += delta
	return true
}

// swapDelta is the change in one direction's conflicts when two queens
// leave lines from1 and from2 for lines to1 and to2. The two queens may
// share a line before, or after, but no line is left and joined: a line
// left holds the queen's own row and column, and the line joined holds its
// row with the other queen's column, or the other's row with its column.
func swapDelta(l *lineCounts, from1, from2, to1, to2 int) int {
	delta := 0
	if from1 == from2 {
		delta += conflictsChange(l.count(from1), -2)
	} else {
		delta += conflictsChange(l.count(from1), -1) + conflictsChange(l.count(from2), -1)
	}
	if to1 == to2 {
		delta += conflictsChange(l.count(to1), 2)
	} else {
		delta += conflictsChange(l.count(to1), 1) + conflictsChange(l.count(to2), 1)
	}
	return delta
}

// conflictsChange is the change in a line's conflicts, max(k-1, 0) for k
// queens, when its count goes from k to k+by.
func conflictsChange(k, by int) int {
	return max(k+by-1, 0) - max(k-1, 0)
}

// repair swaps conflicting queens until none is left. It starts from the
// rows the start placed in conflict: on every line with k queens, k-1 of
// them. A swap that leaves a queen in conflict puts it back on the list,
// and a queen that finds no improving swap in its tries waits for the next
// pass, so the list always holds all but one queen of each crowded line.
// After a pass without progress each queen gets four times the tries, and
// past 4n tries repair gives up, for a restart. It checks ctx every 4096
// nodes.
func (b *localBoard) repair(ctx context.Context, nodes *uint64) (bool, error) {
	todo, later := b.crowded, []int32(nil)
	passHits := b.hits // conflicts when the pass began
	tries := repairTries
	for b.hits > 0 {
		if len(todo) == 0 {
			if b.hits == passHits {
				if tries *= 4; tries > 4*b.n {
					return false, nil // a local minimum
				}
			}
			passHits = b.hits
			todo, later = later, todo[:0]
			if len(todo) == 0 {
				// Only a slip in the bookkeeping above could get here.
				var err error
				if todo, err = b.conflictedRows(ctx, todo); err != nil {
					return false, err
				}
			}
		}
		i := int(todo[len(todo)-1])
		todo = todo[:len(todo)-1]
		if !b.conflicted(i) {
			continue
		}
		j, err := b.swapAway(ctx, i, tries, nodes)
		switch {
		case err != nil:
			return false, err
		case j < 0:
			later = append(later, int32(i))
			continue
		case b.conflicted(j):
			todo = append(todo, int32(j))
		}
		if b.conflicted(i) {
			todo = append(todo, int32(i))
		}
	}
	return true, nil
}

// swapAway tries up to tries random partners for row i's queen, and makes
// the first swap that lowers the conflicts. It returns the partner, or -1.
// The partners are drawn partnerBatch at a time, and on large boards their
// columns and lines are read before any swap is tried (readPartners).
func (b *localBoard) swapAway(ctx context.Context, i, tries int, nodes *uint64) (int, error) {
	var partners [partnerBatch]int32
	for left := tries; left > 0; {
		m := min(left, partnerBatch)
		left -= m
		for k := range m {
			partners[k] = int32(b.rand.below(b.n))
		}
		if b.n >= readAheadFrom {
			b.readPartners(i, partners[:m])
		}
		for _, j := range partners[:m] {
			*nodes++
			if int(j) != i && b.trySwap(i, int(j)) {
				return int(j), nil
			}
		}
		if *nodes-b.polled >= pollEvery {
			b.polled = *nodes
			if err := ctx.Err(); err != nil {
				return -1, err
			}
		}
	}
	return -1, nil
}

// readPartners reads the columns of row i's partners, and then the words
// of the lines that their swaps with row i would leave and join.
func (b *localBoard) readPartners(i int, partners []int32) {
	sink, ci := uint64(0), int(b.x[i])
	for _, j := range partners {
		sink += uint64(b.x[j])
	}
	for _, j := range partners {
		r, cj := int(j), int(b.x[j])
		sink += b.diag.word(b.diagLine(r, cj)) + b.anti.word(b.antiLine(r, cj)) +
			b.diag.word(b.diagLine(i, cj)) + b.anti.word(b.antiLine(i, cj)) +
			b.diag.word(b.diagLine(r, ci)) + b.anti.word(b.antiLine(r, ci))
	}
	b.sink += sink
}

// conflictedRows appends the rows whose queens are in conflict to rows, in
// O(n) time, checking ctx every 65536 rows.
func (b *localBoard) conflictedRows(ctx context.Context, rows []int32) ([]int32, error) {
	for r := range b.n {
		if r&0xffff == 0xffff && ctx.Err() != nil {
			return rows, ctx.Err()
		}
		if b.conflicted(r) {
			rows = append(rows, int32(r))
		}
	}
	return rows, nil
}

// solveMinConflicts runs restarts of start and repair until one succeeds.
func solveMinConflicts(r *solveRun, n int) (Found, error) {
	ctx := r.ctx
	if n == 2 || n == 3 {
		return Found{}, errors.New("no solution exists for n = 2 or 3")
	}
	b := newLocalBoard(n)
	b.rand = splitMix{r.rnd.Uint64()}
	var f Found
	for {
		if err := ctx.Err(); err != nil {
			return f, err
		}
		f.Attempts++
		if err := b.start(ctx); err != nil {
			return f, err
		}
		f.Nodes += uint64(n)
		b.polled = f.Nodes
		r.report(f)
		ok, err := b.repair(ctx, &f.Nodes)
		if err != nil {
			return f, err
		}
		if ok {
			f.Queens = b.x
			return f, nil
		}
	}
}
