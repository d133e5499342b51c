package solver

import (
	"context"
	"runtime"
	"slices"
	"testing"
)

// quadrupleOf returns the edge quadruple of solution x, and whether it has
// one: no queen in a corner.
func quadrupleOf(x []int) (edgeQuadruple, bool) {
	n := len(x)
	q := edgeQuadruple{i: x[0], j: x[n-1]}
	for r, c := range x {
		switch c {
		case 0:
			q.k = r
		case n - 1:
			q.l = r
		}
	}
	corner := q.i == 0 || q.i == n-1 || q.j == 0 || q.j == n-1
	return q, !corner
}

// TestQuadruplesTurnWithTheBoard checks rotate and mirror against the
// board's own symmetries: the quadruple of a solution's image is the image
// of its quadruple.
func TestQuadruplesTurnWithTheBoard(t *testing.T) {
	for n := 6; n <= 9; n++ {
		all, _ := Solutions(n)
		for x := range all {
			q, ok := quadrupleOf(x)
			if !ok {
				continue
			}
			images := Symmetries(x)
			if got, _ := quadrupleOf(images[1]); got != q.rotate(n) {
				t.Errorf("n = %d, %v: turned, its quadruple is %v, not %v", n, x, got, q.rotate(n))
			}
			if got, _ := quadrupleOf(images[4]); got != q.mirror(n) {
				t.Errorf("n = %d, %v: mirrored, its quadruple is %v, not %v", n, x, got, q.mirror(n))
			}
			if !q.valid(n) {
				t.Errorf("n = %d: the quadruple %v of solution %v is called invalid", n, q, x)
			}
		}
	}
}

// TestConstellationsCoverEveryClass counts, from the list of solutions,
// the solutions of each constellation the counter keeps, and checks that
// they weighted by the class sizes add up to every solution, and that
// constellationFixes finds the symmetric ones.
func TestConstellationsCoverEveryClass(t *testing.T) {
	symmetric := map[int]int{} // the constellations checked for symmetric solutions, by stabiliser
	for n := 6; n <= 10; n++ {
		kept := map[edgeQuadruple]constellation{}
		corners := 0
		for _, c := range constellations(n) {
			if c.queens[0] == [2]int{0, 0} {
				corners++
				continue
			}
			kept[edgeQuadruple{c.queens[0][1], c.queens[1][1], c.queens[2][0], c.queens[3][0]}] = c
		}
		found := map[edgeQuadruple]uint64{}
		fix180 := map[edgeQuadruple]uint64{}
		fix90 := map[edgeQuadruple]uint64{}
		var total, inCorner uint64
		all, _ := Solutions(n)
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
			images := Symmetries(x)
			if slices.Equal(images[2], x) {
				fix180[q]++
			}
			if slices.Equal(images[1], x) {
				fix90[q]++
			}
		}
		sum := inCorner
		for q, c := range kept {
			sum += found[q] * uint64(c.weight)
			if c.stabiliser == 1 {
				continue
			}
			symmetric[c.stabiliser]++
			got180, got90 := constellationFixes(n, &c)
			if got180 != fix180[q] || c.stabiliser == 4 && got90 != fix90[q] {
				t.Errorf("n = %d, %v: constellationFixes = %d, %d; the solutions have %d, %d", n, q, got180, got90, fix180[q], fix90[q])
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

// TestClassMethodsMatchOEIS counts n = 1 to 16 (15 under wasm) with the
// methods that count classes, on 2 goroutines, against A000170 and
// A002562.
func TestClassMethodsMatchOEIS(t *testing.T) {
	maxN := 16
	if runtime.GOARCH == "wasm" {
		maxN = 15
	}
	for _, name := range classMethods {
		for n := 1; n <= maxN; n++ {
			p, err := NewPlan(name, n)
			if err != nil {
				t.Fatal(err)
			}
			got, err := p.Run(context.Background(), 2, nil)
			if err != nil || got.Solutions != a000170[n] || got.Unique != a002562[n] {
				t.Errorf("%s n = %d: %+v, %v; want %d solutions, %d unique", name, n, got, err, a000170[n], a002562[n])
			}
		}
	}
}

// TestConstellationTasksEstimateTheirNodes checks that the tasks' costs
// follow their nodes: r ≥ 0.8 (0.92 measured for n = 14 and 16).
func TestConstellationTasksEstimateTheirNodes(t *testing.T) {
	for _, n := range []int{12, 14} {
		p, err := NewPlan("constellations", n)
		if err != nil {
			t.Fatal(err)
		}
		var costs, nodes []float64
		for i := range p.Tasks() {
			costs = append(costs, p.Cost(i))
			nodes = append(nodes, float64(p.CountTask(i).Nodes))
		}
		if r := pearson(costs, nodes); r < 0.8 {
			t.Errorf("n = %d: the tasks' costs and nodes correlate at r = %.3f, want 0.8 or more", n, r)
		}
	}
}

// FuzzConstellationSearch checks the search, which chooses its rows, on
// any constellation of a board up to 13, in any orientation, from any row
// with any placement of the rows above, against a top-down enumeration of
// the same rows (layout.split to the last row).
func FuzzConstellationSearch(f *testing.F) {
	f.Add(uint8(8), uint16(0), uint8(0), uint8(0), uint16(0))
	f.Add(uint8(7), uint16(300), uint8(5), uint8(3), uint16(9))
	f.Fuzz(func(t *testing.T, size uint8, which uint16, turn, start uint8, pick uint16) {
		n := 6 + int(size)%8
		list := constellations(n)
		c := list[int(which)%len(list)]
		image := slices.Clone(c.queens)
		for range turn % 4 {
			for i, q := range image {
				image[i] = [2]int{q[1], n - 1 - q[0]}
			}
		}
		if turn&4 != 0 {
			for i, q := range image {
				image[i] = [2]int{q[0], n - 1 - q[1]}
			}
		}
		lay := newLayout(n, image)
		type task struct {
			row int
			at  lines
		}
		var tasks []task
		var nodes uint64
		lay.split(1, 1+int(start)%(n-1), lines{}, &nodes, func(row int, at lines) {
			tasks = append(tasks, task{row, at})
		})
		if len(tasks) == 0 {
			return
		}
		tk := tasks[int(pick)%len(tasks)]
		var want uint64
		lay.split(tk.row, n-1, tk.at, &nodes, func(int, lines) { want++ })
		s := &constellationSearch{ctx: context.Background()}
		if got := s.countFrom(&lay, tk.row, tk.at); got != want {
			t.Fatalf("n = %d, queens %v, from row %d: %d solutions, want %d", n, image, tk.row, got, want)
		}
	})
}
