// Package constellations is the machinery of package solver's
// constellations method, which the GPU kernel and the counts of
// completions use too. The constellations counter places the queens on
// the board's four edges first, in the manner of start constellations
// (Preußer's q27, NQueensFAF):
//
//   - A solution with no queen in a corner has a queen in column i of row
//     0, column j of row n-1, row k of column 0 and row l of column n-1:
//     its constellation (i, j, k, l). The 8 symmetries of the board map
//     constellations to constellations, so the counter keeps one of each
//     class (the least) and weighs its solutions by the size of the class:
//     8, 4 when a rotation by 180° maps the constellation to itself, or 2
//     when a rotation by 90° does.
//   - A solution with a queen in a corner has exactly one: rotated to
//     (0, 0), with row n-1's queen in column j and column n-1's in row l.
//     Its transposition has j and l swapped, so j < l keeps one of each
//     class of 8.
//
// The inner board, the n-4 rows and columns left (n-3 with a corner), is
// searched with bitmasks. Every task then knows its class sizes, so no
// solution is compared with its images, as the fast counter must. The
// searches of the symmetric constellations, which are few, also count the
// solutions that are symmetric themselves (Fixes), to tell the classes of
// solutions apart.
//
// Plan splits a board's count into Tasks, from one Constellation of each
// class; each task searches a Layout of its constellation from given
// Lines.
package constellations

// An edgeQuadruple is a constellation without a corner queen: row 0's
// queen is in column i, row n-1's in column j, column 0's in row k and
// column n-1's in row l.
type edgeQuadruple struct{ i, j, k, l int }

// rotate returns the quadruple of the board turned by 90°, (r, c) going
// to (c, n-1-r).
func (q edgeQuadruple) rotate(n int) edgeQuadruple {
	return edgeQuadruple{n - 1 - q.k, n - 1 - q.l, q.j, q.i}
}

// mirror returns the quadruple of the board mirrored left to right.
func (q edgeQuadruple) mirror(n int) edgeQuadruple {
	return edgeQuadruple{n - 1 - q.i, n - 1 - q.j, q.l, q.k}
}

func (q edgeQuadruple) less(p edgeQuadruple) bool {
	if q.i != p.i {
		return q.i < p.i
	}
	if q.j != p.j {
		return q.j < p.j
	}
	if q.k != p.k {
		return q.k < p.k
	}
	return q.l < p.l
}

// classOf returns whether q is the least of its 8 images, and how many of
// them equal q: 1, 2 (a rotation by 180° fixes it) or 4 (one by 90° too).
func (q edgeQuadruple) classOf(n int) (least bool, stabiliser int) {
	least = true
	for _, start := range [2]edgeQuadruple{q, q.mirror(n)} {
		image := start
		for range 4 {
			if image == q {
				stabiliser++
			}
			if image.less(q) {
				least = false
			}
			image = image.rotate(n)
		}
	}
	return least, stabiliser
}

// valid reports whether the quadruple's four queens, each strictly inside
// its edge, attack none of the others.
func (q edgeQuadruple) valid(n int) bool {
	last := n - 1
	return q.i != q.j && q.k != q.l && // columns and rows
		q.i != q.k && q.j != q.l && // anti-diagonals
		q.i != last-q.l && q.j != last-q.k // diagonals
}

// queens returns the quadruple's four queens, row and column each.
func (q edgeQuadruple) queens(n int) [][2]int {
	return [][2]int{{0, q.i}, {n - 1, q.j}, {q.k, 0}, {q.l, n - 1}}
}

// EdgeQueens returns the queens of the constellation without a corner
// queen (i, j, k, l) of an n×n board: row 0's queen in column i, row
// n-1's in column j, column 0's in row k and column n-1's in row l, each
// strictly inside its edge; and whether none of them attacks another.
func EdgeQueens(n, i, j, k, l int) (queens [][2]int, ok bool) {
	q := edgeQuadruple{i, j, k, l}
	if !q.valid(n) {
		return nil, false
	}
	return q.queens(n), true
}

// A Constellation is the queens fixed on a board's edges, and how many
// solutions each solution found with them stands for.
type Constellation struct {
	Queens [][2]int // row and column
	// Weight is the size of the constellation's class: each solution
	// counted with it stands for Weight solutions.
	Weight int
	// Stabiliser is 8/Weight, the symmetries that map the constellation
	// to itself, all of them rotations.
	Stabiliser int
}

// constellations lists one constellation of each class of an n×n board,
// n ≥ 5: those with a corner queen, then the others. It takes O(n⁴) time.
func constellations(n int) []Constellation {
	var list []Constellation
	for j := 1; j <= n-2; j++ {
		for l := j + 1; l <= n-2; l++ {
			list = append(list, Constellation{
				Queens: [][2]int{{0, 0}, {n - 1, j}, {l, n - 1}}, Weight: 8, Stabiliser: 1})
		}
	}
	for i := 1; i <= n-2; i++ {
		for j := 1; j <= n-2; j++ {
			for k := 1; k <= n-2; k++ {
				for l := 1; l <= n-2; l++ {
					q := edgeQuadruple{i, j, k, l}
					if !q.valid(n) {
						continue
					}
					if least, stab := q.classOf(n); least {
						list = append(list, Constellation{Queens: q.queens(n), Weight: 8 / stab, Stabiliser: stab})
					}
				}
			}
		}
	}
	return list
}
