package constellations_test

import (
	"slices"
	"testing"

	"nqueens/solver"
	"nqueens/solver/internal/constellations"
)

// The tests of this file hold the constellations to the solutions that
// package solver lists, and to its symmetries: they import solver, which
// imports constellations, so they are tests of another package, and
// reach the unexported names of constellations through export_test.go.

// a000170 holds OEIS A000170 up to n = 10: the number of solutions of the
// n-queens problem, indexed by n.
var a000170 = []uint64{1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724}

// quadrupleOf returns the edge quadruple of solution x, and whether it has
// one: no queen in a corner.
func quadrupleOf(x []int) (constellations.Quadruple, bool) {
	n := len(x)
	i, j, k, l := x[0], x[n-1], 0, 0
	for r, c := range x {
		switch c {
		case 0:
			k = r
		case n - 1:
			l = r
		}
	}
	corner := i == 0 || i == n-1 || j == 0 || j == n-1
	return constellations.NewQuadruple(i, j, k, l), !corner
}

// TestQuadruplesTurnWithTheBoard checks rotate and mirror against the
// board's own symmetries: the quadruple of a solution's image is the image
// of its quadruple.
func TestQuadruplesTurnWithTheBoard(t *testing.T) {
	for n := 6; n <= 9; n++ {
		all, _ := solver.Solutions(n)
		for x := range all {
			q, ok := quadrupleOf(x)
			if !ok {
				continue
			}
			images := solver.Symmetries(x)
			if got, _ := quadrupleOf(images[1]); got != q.Rotate(n) {
				t.Errorf("n = %d, %v: turned, its quadruple is %v, not %v", n, x, got, q.Rotate(n))
			}
			if got, _ := quadrupleOf(images[4]); got != q.Mirror(n) {
				t.Errorf("n = %d, %v: mirrored, its quadruple is %v, not %v", n, x, got, q.Mirror(n))
			}
			if !q.Valid(n) {
				t.Errorf("n = %d: the quadruple %v of solution %v is called invalid", n, q, x)
			}
		}
	}
}

// TestConstellationsCoverEveryClass counts, from the list of solutions,
// the solutions of each constellation the counter keeps, and checks that
// they weighted by the class sizes add up to every solution, and that
// Fixes finds the symmetric ones.
func TestConstellationsCoverEveryClass(t *testing.T) {
	symmetric := map[int]int{} // the constellations checked for symmetric solutions, by stabiliser
	for n := 6; n <= 10; n++ {
		kept := map[constellations.Quadruple]constellations.Constellation{}
		corners := 0
		for _, c := range constellations.List(n) {
			if c.Queens[0] == [2]int{0, 0} {
				corners++
				continue
			}
			kept[constellations.NewQuadruple(c.Queens[0][1], c.Queens[1][1], c.Queens[2][0], c.Queens[3][0])] = c
		}
		found := map[constellations.Quadruple]uint64{}
		fix180 := map[constellations.Quadruple]uint64{}
		fix90 := map[constellations.Quadruple]uint64{}
		var total, inCorner uint64
		all, _ := solver.Solutions(n)
		for x := range all {
			total++
			q, ok := quadrupleOf(x)
			if !ok {
				inCorner++
				continue
			}
			if _, ok := kept[q]; !ok {
				continue
			}
			found[q]++
			images := solver.Symmetries(x)
			if slices.Equal(images[2], x) {
				fix180[q]++
			}
			if slices.Equal(images[1], x) {
				fix90[q]++
			}
		}
		sum := inCorner
		for q, c := range kept {
			sum += found[q] * uint64(c.Weight)
			if c.Stabiliser == 1 {
				continue
			}
			symmetric[c.Stabiliser]++
			got180, got90 := constellations.Fixes(n, &c)
			if got180 != fix180[q] || c.Stabiliser == 4 && got90 != fix90[q] {
				t.Errorf("n = %d, %v: Fixes = %d, %d; the solutions have %d, %d", n, q, got180, got90, fix180[q], fix90[q])
			}
		}
		if sum != total || total != a000170[n] {
			t.Errorf("n = %d: the kept constellations weighted give %d solutions of %d", n, sum, total)
		}
	}
	if symmetric[2] == 0 || symmetric[4] == 0 {
		t.Errorf("checked %d constellations fixed by 180° and %d by 90°: want some of each", symmetric[2], symmetric[4])
	}
}
