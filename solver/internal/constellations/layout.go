package constellations

import "nqueens/solver/internal/plan"

// A Layout is a constellation on the board, turned to the way its search
// runs best: the columns that the fixed queens leave open in each row, and
// in each fixed row the column of its queen. A search then needs no other
// trace of the fixed queens: the plan's splits and the GPU kernel place a
// queen in each row from 1 to n-2 with bitmasks shifted by one column a
// row, as the bitmask method does, a fixed row being a row with one open
// square, and the CPU search places the free rows in the order it
// chooses.
type Layout struct {
	N     int               // the board's size
	Open  [plan.MaxN]uint64 // Open[y]: the columns open in row y
	Fixed uint64            // the rows whose queen is fixed, a bit each
}

// NewLayout lays out the search of the n×n board whose fixed queens are
// queens, row and column each. It takes O(n·len(queens)) time.
func NewLayout(n int, queens [][2]int) Layout {
	lay := Layout{N: n}
	mask := uint64(1)<<uint(n) - 1 // every column
	for y := range n {
		lay.Open[y] = mask
	}
	for _, q := range queens {
		r, c := q[0], q[1]
		for y := range n {
			dy := y - r
			if dy < 0 {
				dy = -dy
			}
			bit := uint64(1) << uint(c)
			lay.Open[y] &^= bit | bit<<uint(dy) | bit>>uint(dy)
		}
	}
	for _, q := range queens {
		lay.Open[q[0]] = 1 << uint(q[1])
		lay.Fixed |= 1 << uint(q[0])
	}
	return lay
}

// split calls task with each placement of rows y to stop-1, from the lines
// attacked in row y, and counts the nodes.
func (lay *Layout) split(y, stop int, at Lines, nodes *uint64, task func(y int, at Lines)) {
	if y >= stop {
		task(y, at)
		return
	}
	for free := lay.Open[y] &^ (at.Left | at.Right | at.Down); free != 0; free &= free - 1 {
		*nodes++
		lay.split(y+1, stop, at.Next(free&-free), nodes, task)
	}
}

// Lines are the squares that the queens placed attack in the row a search
// is at: by diagonals going down to the right (Left, shifted left each
// row), down to the left (Right, shifted right each row), and by columns
// (Down).
type Lines struct{ Left, Right, Down uint64 }

// Next returns the lines of the next row, after a queen on bit.
func (at Lines) Next(bit uint64) Lines {
	return Lines{(at.Left | bit) << 1, (at.Right | bit) >> 1, at.Down | bit}
}

// Row returns the squares that at attacks in its row.
func (at Lines) Row() uint64 { return at.Left | at.Right | at.Down }

// bestLayout lays out the image of the fixed queens, under the board's 8
// symmetries, whose search is likely the smallest. Every image has as many
// solutions. The last row's queen is best near a corner, as in
// NQueensFAF, and among those images the one whose rows 1 to n-4 leave the
// fewest placements, each row's open columns counted alone: both save
// about a third of the nodes against a fixed orientation.
func bestLayout(n int, queens [][2]int) *Layout {
	var (
		best      Layout
		bestScore [2]float64
	)
	image := append([][2]int(nil), queens...)
	for mirror := range 2 {
		for turn := range 4 {
			lay := NewLayout(n, image)
			score := [2]float64{float64(lastQueenToCorner(n, image)), plan.OpenProduct(&lay.Open, 1, n-4, 0, 0, 0)}
			if mirror+turn == 0 || score[0] < bestScore[0] || score[0] == bestScore[0] && score[1] < bestScore[1] {
				best, bestScore = lay, score
			}
			for i, q := range image {
				image[i] = [2]int{q[1], n - 1 - q[0]}
			}
		}
		if mirror == 0 {
			for i, q := range image {
				image[i] = [2]int{q[0], n - 1 - q[1]}
			}
		}
	}
	return &best
}

// lastQueenToCorner returns how many columns the queen of row n-1 is from
// the nearer corner.
func lastQueenToCorner(n int, queens [][2]int) int {
	for _, q := range queens {
		if q[0] == n-1 {
			return min(q[1], n-1-q[1])
		}
	}
	return n
}
