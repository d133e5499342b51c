package trace

import (
	"math/bits"

	"nqueens/solver"
)

// The lessons: the three searches that the step-by-step panel animates,
// written as the course notes teach them. Run runs them, and the panel
// shows their code beside the board (app/steps/internal/listing). Each
// line that tells the tracer of a step (b.tell…) is left out of what the
// panel shows, and the line after it is the one the panel marks for that
// kind of step: the line that does what the step says.

// A backtracker is the state of the course notes' backtracking search.
type backtracker struct {
	n     int   // the board is n×n
	x     []int // x[row] is the column of the queen in row
	count int   // the solutions found so far
	tell  *teller
}

// place puts a queen on each safe column of row in turn, and for each
// goes on to the next row: the notes' recursive Backtrack(t).
func (b *backtracker) place(row int) {
	if row == b.n {
		b.tell.solution()
		b.count++
		return
	}
	for col := 0; col < b.n; col++ {
		b.tell.try(b.x, row, col)
		if solver.Safe(b.x, row, col) {
			b.tell.place(row, col)
			b.x[row] = col
			b.place(row + 1)
		}
	}
	b.tell.backtrack(row)
	return // no column left: back to the row above
}

// iterate is the same search without recursion, as the notes write it: the
// queen of row moves right until it is safe, and past the last column the
// search backtracks to the row above.
func (b *backtracker) iterate() {
	row := 0
	b.x[row] = -1
	for row >= 0 {
		col := b.x[row] + 1
		for col < b.n {
			b.tell.try(b.x, row, col)
			if solver.Safe(b.x, row, col) {
				break
			}
			col++
		}
		if col == b.n {
			b.tell.backtrack(row)
			row-- // no column left: back to the row above
			continue
		}
		b.tell.place(row, col)
		b.x[row] = col
		if row == b.n-1 {
			b.tell.solution()
			b.count++
		} else {
			row++
			b.x[row] = -1
		}
	}
}

// A bitmasker is the state of the notes' bitmask search.
type bitmasker struct {
	all   uint64 // a bit for each column: the notes' upperlim = (1<<n)-1
	count int    // the solutions found so far
	tell  *teller
}

// test places the queens of a row, knowing the columns and diagonals that
// the queens above attack in it: bit c of cols, ld and rd is column c. The
// notes call it test(row, ld, rd), with row for cols and pos for free.
func (b *bitmasker) test(cols, ld, rd uint64) {
	if cols == b.all {
		b.tell.solution()
		b.count++
		return
	}
	free := b.all &^ (cols | ld | rd)
	for free != 0 {
		b.tell.placeLowest(cols, ld, rd, free)
		p := free & -free
		free -= p
		b.test(cols|p, (ld|p)<<1, (rd|p)>>1)
	}
	b.tell.backtrackMasks(cols, ld, rd)
	return // no column left: back to the row above
}

// A teller tells a Tracer of a lesson's steps. When the tracer says stop,
// it stops the lesson by a panic that runLesson recovers: the lessons keep
// no flag of their own for it.
type teller struct {
	hear Tracer
	last Event // the last queen placed
}

// stopLesson is the panic that stops a lesson.
type stopLesson struct{}

// runLesson runs lesson, telling hear of its steps, until it ends or hear
// returns false.
func runLesson(hear Tracer, lesson func(*teller)) {
	t := &teller{hear: hear}
	defer func() {
		if r := recover(); r != nil && r != (stopLesson{}) {
			panic(r)
		}
	}()
	lesson(t)
}

// tell tells the tracer of e, and stops the lesson when it says so.
func (t *teller) tell(e Event) {
	if !t.hear(e) {
		panic(stopLesson{})
	}
}

// try tells of Check on the square (row, col), with the queen that
// attacks it.
func (t *teller) try(x []int, row, col int) {
	against := attacker(x, row, col)
	t.tell(Event{Kind: Try, Row: row, Col: col, Against: against, Checks: checks(row, against)})
}

// place tells of a queen placed.
func (t *teller) place(row, col int) {
	t.last = Event{Kind: Place, Row: row, Col: col, Against: -1}
	t.tell(t.last)
}

// solution tells of the solution that the last queen placed completes.
func (t *teller) solution() {
	e := t.last
	e.Kind = Solution
	t.tell(e)
}

// backtrack tells of a row left with no column to try.
func (t *teller) backtrack(row int) {
	t.tell(Event{Kind: Backtrack, Row: row, Col: -1, Against: -1})
}

// placeLowest tells of the bitmask search's queen placed on the lowest of
// the free columns of a row, whose queens above attack cols, ld and rd;
// the row is the count of queens above.
func (t *teller) placeLowest(cols, ld, rd, free uint64) {
	t.last = Event{Kind: Place, Row: bits.OnesCount64(cols), Col: bits.TrailingZeros64(free), Against: -1, Cols: cols, LD: ld, RD: rd, Free: free}
	t.tell(t.last)
}

// backtrackMasks tells of the bitmask search's row left with no column.
func (t *teller) backtrackMasks(cols, ld, rd uint64) {
	t.tell(Event{Kind: Backtrack, Row: bits.OnesCount64(cols), Col: -1, Against: -1, Cols: cols, LD: ld, RD: rd})
}

// traceLesson runs the named method's lesson on an n×n board, telling hear
// of each step, and returns the solutions it counted.
func traceLesson(method string, n int, hear Tracer) (count int) {
	runLesson(hear, func(t *teller) {
		switch method {
		case "naive":
			b := &backtracker{n: n, x: make([]int, n), tell: t}
			defer func() { count = b.count }()
			b.place(0)
		case "iterative":
			b := &backtracker{n: n, x: make([]int, n), tell: t}
			defer func() { count = b.count }()
			b.iterate()
		case "bitmask":
			b := &bitmasker{all: 1<<uint(n) - 1, tell: t}
			defer func() { count = b.count }()
			b.test(0, 0, 0)
		}
	})
	return count
}

// checks is how many earlier rows Check compares before it finds the one
// that attacks, or all of them.
func checks(row, against int) int {
	if against < 0 {
		return row
	}
	return against + 1
}

// attacker is Check that says which earlier row's queen attacks the
// square, the first from the top, or -1 if none does.
func attacker(x []int, row, col int) int {
	for i := 0; i < row; i++ {
		if x[i] == col || row-i == col-x[i] || row-i == x[i]-col {
			return i
		}
	}
	return -1
}
