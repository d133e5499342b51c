package solver

import (
	"slices"

	"nqueens/solver/internal/constellations"
)

// completionSearchMaxN is the largest board whose completions are counted
// by a plain search, row by row, rather than by constellations: up to it
// the search of a placement takes less time than a plan of constellations
// takes to make (at n = 12 with one queen, 0.3 ms against 6 ms here).
const completionSearchMaxN = 12

// searchTasks splits the completions of placed, whose queens attack none
// of the others, into one task for each square of its first free row,
// or one task when it has none.
func searchTasks(placed Placement) []task {
	n := len(placed)
	lay := constellations.NewLayout(n, placed.Queens())
	group := placed.symmetries()
	first := slices.Index(placed, Free)
	if first < 0 {
		return []task{&searchTask{lay: &lay, group: group, prefix: slices.Clone(placed)}}
	}
	var tasks []task
	prefix := slices.Clone(placed[:first+1])
	for open := lay.Open[first] &^ prefixLines(prefix[:first]).Row(); open != 0; open &= open - 1 {
		prefix[first] = bitColumn(open & -open)
		tasks = append(tasks, &searchTask{lay: &lay, group: group, prefix: slices.Clone(prefix)})
	}
	return tasks
}

// A searchTask counts the completions of a placement whose first rows
// hold the queens of prefix, by a search of the rows after them.
type searchTask struct {
	lay    *constellations.Layout // the placement's open squares, every row
	group  []int                  // the symmetries that keep the placement
	prefix []int
}

// prefixLines returns the lines that the queens of prefix, rows 0 to
// len(prefix)-1, attack in the next row.
func prefixLines(prefix []int) constellations.Lines {
	var at constellations.Lines
	for _, c := range prefix {
		at = at.Next(1 << uint(c))
	}
	return at
}

// bitColumn returns the column of a square's bit.
func bitColumn(bit uint64) int {
	c := 0
	for bit > 1 {
		bit >>= 1
		c++
	}
	return c
}

// Count counts the completions of the task's prefix, and their classes
// under the placement's symmetries.
func (t *searchTask) Count() Tally {
	n := t.lay.N
	x := make([]int, n)
	copy(x, t.prefix)
	var tally Tally
	var search func(y int, at constellations.Lines)
	search = func(y int, at constellations.Lines) {
		if y == n {
			tally.Solutions++
			if t.leastOfClass(x) {
				tally.Unique++
			}
			return
		}
		for open := t.lay.Open[y] &^ at.Row(); open != 0; open &= open - 1 {
			bit := open & -open
			tally.Nodes++
			x[y] = bitColumn(bit)
			search(y+1, at.Next(bit))
		}
	}
	search(len(t.prefix), prefixLines(t.prefix))
	return tally
}

// leastOfClass reports whether solution x is the least of its images
// under the task's symmetries, which counts each class once.
func (t *searchTask) leastOfClass(x []int) bool {
	if len(t.group) == 1 {
		return true
	}
	images := Symmetries(x)
	for _, s := range t.group {
		if slices.Compare(images[s], x) < 0 {
			return false
		}
	}
	return true
}
