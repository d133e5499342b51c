package solver

import (
	"context"
	"errors"
)

// The minconflicts solver finds a solution of a large board by local
// search, after Sosič and Gu's QS4 (1991) and Minton et al. (1992). The
// queens always form a permutation, one per row and column, so only the
// diagonals can conflict, and a move swaps the columns of two rows.
//
//   - Start: rows take a random free column, drawn until one has both
//     diagonals empty, at most initTries times; the last rows, where such
//     columns are rare, just take a random one. This leaves only a few
//     conflicts, whatever n.
//   - Repair: for each queen in conflict, swap it with random rows until a
//     swap lowers the number of conflicts.
//
// Time and memory are O(n): about 0.3 s and 20 bytes per queen for n = 10^6.

const (
	initTries   = 32  // draws per row for a conflict-free start
	repairTries = 100 // random partners tried for one queen at first
)

// localBoard is a permutation of columns with its diagonal counts. The
// counts are bytes, which keeps them in the processor's cache for a
// million queens and makes the search three times faster than with int32;
// no move may fill a diagonal past maxOnDiagonal.
type localBoard struct {
	n    int
	x    []int32 // x[r] is row r's column
	diag []uint8 // queens on each r - c + n - 1
	anti []uint8 // queens on each r + c
	hits int     // conflicts: the sum over diagonals of queens - 1
}

const maxOnDiagonal = 255

func newLocalBoard(n int) *localBoard {
	return &localBoard{n: n, x: make([]int32, n), diag: make([]uint8, 2*n), anti: make([]uint8, 2*n)}
}

// add puts row r's queen in column c, and returns the change in conflicts.
func (b *localBoard) add(r, c int) int {
	d, a := r-c+b.n-1, r+c
	delta := 0
	if b.diag[d] > 0 {
		delta++
	}
	if b.anti[a] > 0 {
		delta++
	}
	b.diag[d]++
	b.anti[a]++
	b.x[r] = int32(c)
	return delta
}

// remove takes row r's queen off column c, and returns the change.
func (b *localBoard) remove(r, c int) int {
	d, a := r-c+b.n-1, r+c
	b.diag[d]--
	b.anti[a]--
	delta := 0
	if b.diag[d] > 0 {
		delta--
	}
	if b.anti[a] > 0 {
		delta--
	}
	return delta
}

func (b *localBoard) conflicted(r int) bool {
	c := int(b.x[r])
	return b.diag[r-c+b.n-1] > 1 || b.anti[r+c] > 1
}

// full reports whether a queen at row r, column c would overfill a diagonal.
func (b *localBoard) full(r, c int) bool {
	return b.diag[r-c+b.n-1] == maxOnDiagonal || b.anti[r+c] == maxOnDiagonal
}

// trySwap swaps the columns of rows i and j if that lowers the conflicts.
func (b *localBoard) trySwap(i, j int) bool {
	ci, cj := int(b.x[i]), int(b.x[j])
	if b.full(i, cj) || b.full(j, ci) {
		return false
	}
	delta := b.remove(i, ci) + b.remove(j, cj) + b.add(i, cj) + b.add(j, ci)
	if delta < 0 {
		b.hits += delta
		return true
	}
	b.remove(i, cj)
	b.remove(j, ci)
	b.add(i, ci)
	b.add(j, cj)
	return false
}

// start places a fresh permutation with few conflicts. It checks ctx every
// 65536 rows.
func (b *localBoard) start(ctx context.Context, rnd *rng) error {
	clear(b.diag)
	clear(b.anti)
	n := b.n
	cols := make([]int32, n) // free columns: cols[r:]
	for c := range cols {
		cols[c] = int32(c)
	}
	b.hits = 0
	for r := range n {
		if r&0xffff == 0xffff && ctx.Err() != nil {
			return ctx.Err()
		}
		left := n - r
		pick := r + rnd.uniform(left)
		for try := 1; ; try++ {
			c := int(cols[pick])
			if b.diag[r-c+n-1] == 0 && b.anti[r+c] == 0 || try >= initTries && !b.full(r, c) {
				break
			}
			pick = r + rnd.uniform(left)
		}
		cols[r], cols[pick] = cols[pick], cols[r]
		b.hits += b.add(r, int(cols[r]))
	}
	return nil
}

// repair swaps conflicting queens until none is left. A queen that finds
// no improving swap in its tries waits for the next pass over the
// conflicts. After a pass without progress each queen gets four times the
// tries, and past 4n tries repair gives up, for a restart.
func (b *localBoard) repair(ctx context.Context, rnd *rng, nodes *uint64) (bool, error) {
	var todo []int
	passHits := -1 // conflicts when the pass began
	tries := repairTries
	for b.hits > 0 {
		if len(todo) == 0 {
			if b.hits == passHits {
				if tries *= 4; tries > 4*b.n {
					return false, nil // a local minimum
				}
			}
			passHits = b.hits
			for r := range b.n {
				if b.conflicted(r) {
					todo = append(todo, r)
				}
			}
		}
		i := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if !b.conflicted(i) {
			continue
		}
		for range tries {
			j := rnd.uniform(b.n)
			*nodes++
			if j != i && b.trySwap(i, j) {
				if b.conflicted(j) {
					todo = append(todo, j)
				}
				if b.conflicted(i) {
					todo = append(todo, i)
				}
				break
			}
		}
		if *nodes&0xfff == 0 && ctx.Err() != nil {
			return false, ctx.Err()
		}
	}
	return true, nil
}

// solveMinConflicts runs restarts of start and repair until one succeeds.
func solveMinConflicts(r *solveRun, n int) (Found, error) {
	ctx, rnd := r.ctx, r.rnd
	if n == 2 || n == 3 {
		return Found{}, errors.New("no solution exists for n = 2 or 3")
	}
	b := newLocalBoard(n)
	var f Found
	for {
		if err := ctx.Err(); err != nil {
			return f, err
		}
		f.Attempts++
		if err := b.start(ctx, rnd); err != nil {
			return f, err
		}
		f.Nodes += uint64(n)
		r.report(f)
		ok, err := b.repair(ctx, rnd, &f.Nodes)
		if err != nil {
			return f, err
		}
		if ok {
			f.Queens = make([]int, n)
			for r, c := range b.x {
				f.Queens[r] = int(c)
			}
			return f, nil
		}
	}
}
