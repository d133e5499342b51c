package puzzle

import (
	"fmt"

	"nqueens/solver"
)

// A Level is how hard a person finds a puzzle, by how a solver that
// reasons as a person does gets through it (Grade).
type Level int

// The levels of a puzzle.
const (
	// Easy: every step is a forced square, the only free square left in
	// a row or a column.
	Easy Level = iota
	// Medium: it also needs to look one queen ahead: a square whose queen
	// would leave a row or a column with no square is ruled out.
	Medium
	// Hard: it needs more than that.
	Hard
)

var levelNames = [...]string{"easy", "medium", "hard"}

func (l Level) valid() bool { return l >= Easy && l <= Hard }

// String returns the level's name: easy, medium or hard.
func (l Level) String() string {
	if !l.valid() {
		return fmt.Sprintf("Level(%d)", int(l))
	}
	return levelNames[l]
}

// ParseLevel reads a level's name.
func ParseLevel(s string) (Level, error) {
	for l, name := range levelNames {
		if s == name {
			return Level(l), nil
		}
	}
	return 0, fmt.Errorf("no puzzle level %q: choose easy, medium or hard", s)
}

// levelDistance is how far apart two levels are.
func levelDistance(a, b Level) int { return int(max(a-b, b-a)) }

// A deduction is a person's view of a board: the queens placed and the
// squares ruled out.
type deduction struct {
	n      int
	queens solver.Placement
	out    []bool // square r*n+c ruled out
}

func newDeduction(placed solver.Placement) *deduction {
	return &deduction{n: len(placed), queens: append(solver.Placement(nil), placed...), out: make([]bool, len(placed)*len(placed))}
}

func (d *deduction) clone() *deduction {
	return &deduction{n: d.n, queens: append(solver.Placement(nil), d.queens...), out: append([]bool(nil), d.out...)}
}

// open reports whether a queen may still go on square (r, c): its row and
// column hold none, no queen attacks it, and it is not ruled out.
func (d *deduction) open(r, c int) bool {
	if d.queens[r] != solver.Free || d.out[r*d.n+c] {
		return false
	}
	for qr, qc := range d.queens {
		if qc != solver.Free && (qc == c || qr-r == qc-c || qr-r == c-qc) {
			return false
		}
	}
	return true
}

// A Forced is a square that a person finds forced, and why.
type Forced struct {
	Row, Col int
	Why      string // such as "the only square left in row 7"
}

// forced returns a forced square: the only open square of a row or a
// column that has no queen; ok is false when there is none, and stuck
// true when such a row or column has no open square at all.
func (d *deduction) forced() (f Forced, ok, stuck bool) {
	colHasQueen := make([]bool, d.n)
	for _, c := range d.queens {
		if c != solver.Free {
			colHasQueen[c] = true
		}
	}
	for r := range d.n {
		if d.queens[r] != solver.Free {
			continue
		}
		count, last := 0, -1
		for c := range d.n {
			if d.open(r, c) {
				count, last = count+1, c
			}
		}
		switch count {
		case 0:
			return Forced{}, false, true
		case 1:
			return Forced{r, last, fmt.Sprintf("the only square left in row %d", r+1)}, true, false
		}
	}
	for c := range d.n {
		if colHasQueen[c] {
			continue
		}
		count, last := 0, -1
		for r := range d.n {
			if d.open(r, c) {
				count, last = count+1, r
			}
		}
		switch count {
		case 0:
			return Forced{}, false, true
		case 1:
			return Forced{last, c, fmt.Sprintf("the only square left in column %d", c+1)}, true, false
		}
	}
	return Forced{}, false, false
}

// propagate places forced queens while there are some; it reports false
// when it comes to a row or a column with no open square.
func (d *deduction) propagate() bool {
	for {
		f, ok, stuck := d.forced()
		if stuck {
			return false
		}
		if !ok {
			return true
		}
		d.queens[f.Row] = f.Col
	}
}

func (d *deduction) solved() bool { return d.queens.Placed() == d.n }

// lookAhead rules out each open square whose queen, with the forced
// squares it brings, leaves a row or a column with no open square, and
// reports whether it ruled one out.
func (d *deduction) lookAhead() bool {
	ruled := false
	for r := range d.n {
		for c := range d.n {
			if !d.open(r, c) {
				continue
			}
			try := d.clone()
			try.queens[r] = c
			if !try.propagate() {
				d.out[r*d.n+c], ruled = true, true
			}
		}
	}
	return ruled
}

// Grade returns the level of a puzzle whose givens are given: Easy when
// forced squares alone finish it, Medium when looking one queen ahead as
// well does, Hard otherwise. It costs O(n⁵) at most for Medium.
func Grade(given solver.Placement) Level {
	d := newDeduction(given)
	if d.propagate() && d.solved() {
		return Easy
	}
	for d.lookAhead() {
		if !d.propagate() {
			return Hard // a puzzle with no completion
		}
		if d.solved() {
			return Medium
		}
	}
	return Hard
}

// Hint returns a square for a player whose board, the puzzle's givens
// and their queens, is placed, with the squares they ruled out marked
// (by r*n+c; nil for none): a forced square, and why; or, where none is
// forced, an open square whose queen leaves no completion, to rule out. A
// mark on the completion's square is ignored. ok is false when the board
// is solved, or can no longer be finished.
func (p Puzzle) Hint(placed solver.Placement, marked []bool) (f Forced, ruleOut, ok bool) {
	if !p.Check(placed) || p.Solved(placed) {
		return Forced{}, false, false
	}
	d := newDeduction(placed)
	for i, out := range marked {
		d.out[i] = out && p.Solution[i/p.N] != i%p.N
	}
	if f, ok, _ := d.forced(); ok {
		return f, false, true
	}
	for r := range p.N {
		for c := range p.N {
			if d.open(r, c) && c != p.Solution[r] {
				return Forced{r, c, fmt.Sprintf("a queen on row %d, column %d leaves no way to finish", r+1, c+1)}, true, true
			}
		}
	}
	return Forced{}, false, false
}
