package constellations

import (
	"context"
	"slices"
	"testing"
)

// FuzzConstellationSearch checks the search, which chooses its rows, on
// any constellation of a board up to 13, in any orientation, from any row
// with any placement of the rows above, against a top-down enumeration of
// the same rows (Layout.split to the last row).
func FuzzConstellationSearch(f *testing.F) {
	f.Add(uint8(8), uint16(0), uint8(0), uint8(0), uint16(0))
	f.Add(uint8(7), uint16(300), uint8(5), uint8(3), uint16(9))
	f.Fuzz(func(t *testing.T, size uint8, which uint16, turn, start uint8, pick uint16) {
		n := 6 + int(size)%8
		list := constellations(n)
		c := list[int(which)%len(list)]
		image := slices.Clone(c.Queens)
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
		lay := NewLayout(n, image)
		type task struct {
			row int
			at  Lines
		}
		var tasks []task
		var nodes uint64
		lay.split(1, 1+int(start)%(n-1), Lines{}, &nodes, func(row int, at Lines) {
			tasks = append(tasks, task{row, at})
		})
		if len(tasks) == 0 {
			return
		}
		tk := tasks[int(pick)%len(tasks)]
		var want uint64
		lay.split(tk.row, n-1, tk.at, &nodes, func(int, Lines) { want++ })
		s := &constellationSearch{ctx: context.Background()}
		if got := s.countFrom(&lay, tk.row, tk.at); got != want {
			t.Fatalf("n = %d, queens %v, from row %d: %d solutions, want %d", n, image, tk.row, got, want)
		}
	})
}
