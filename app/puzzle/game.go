package puzzle

import (
	"fmt"
	"slices"
	"time"

	"nqueens/app/kit"
	"nqueens/solver"
	solverpuzzle "nqueens/solver/puzzle"
)

// A Game is a puzzle being played: the puzzle, the player's board with its
// history for Undo and Redo, the timer, and the hints. Its methods are
// what the player does; the page draws it and calls them.
type Game struct {
	Puzzle solverpuzzle.Puzzle
	Number int    // the day's puzzle's number, 0 for another puzzle
	Day    string // the day's date, YYYY-MM-DD, or ""
	Opened string // the player's date when the game started, YYYY-MM-DD, or "" if not known

	board      cells
	undo, redo []cells
	clock      Timer
	now        func() time.Time

	hints   int
	hint    *Hint  // the hint shown, until the next move
	checked string // what Check last said, until the next move
}

// cells are the queens on the board, the givens' and the player's, and the
// squares the player marked as ruled out.
type cells struct {
	queens solver.Placement
	marks  []bool // by row*n + column
}

func (c cells) clone() cells {
	return cells{slices.Clone(c.queens), slices.Clone(c.marks)}
}

// A Hint is a square the player is shown, and why: a queen's square that
// is forced, one to rule out, or a queen of the player's to take away.
type Hint struct {
	Row, Col int
	RuleOut  bool // the square is to be ruled out
	Wrong    bool // the player's queen on the square is not in the solution
	Text     string
}

// NewGame starts puzzle p, the day's puzzle number of day when number > 0,
// on a board with its givens; now is the game's clock.
func NewGame(p solverpuzzle.Puzzle, number int, day string, now func() time.Time) *Game {
	return &Game{Puzzle: p, Number: number, Day: day, now: now,
		board: cells{slices.Clone(p.Given), make([]bool, p.N*p.N)}}
}

// N is the board's size.
func (g *Game) N() int { return g.Puzzle.N }

// Queen returns the column of row r's queen, or solver.Free.
func (g *Game) Queen(r int) int { return g.board.queens[r] }

// Given reports whether square (r, c) holds a given queen.
func (g *Game) Given(r, c int) bool { return g.Puzzle.Given[r] == c }

// Marked reports whether the player marked square (r, c) as ruled out.
func (g *Game) Marked(r, c int) bool { return g.board.marks[r*g.N()+c] }

// Marks returns how many squares are marked.
func (g *Game) Marks() int {
	count := 0
	for _, m := range g.board.marks {
		if m {
			count++
		}
	}
	return count
}

// Tap is a click or tap on square (r, c): an empty square gets a queen,
// which moves the row's queen if it has one; a queen becomes a mark; a
// mark goes. In a given's row, a tap marks a square or takes its mark
// away; a given stays.
func (g *Game) Tap(r, c int) {
	if !g.playable(r, c) {
		return
	}
	next := g.board.clone()
	i := r*g.N() + c
	switch {
	case g.Puzzle.Given[r] != solver.Free:
		next.marks[i] = !next.marks[i]
	case next.queens[r] == c:
		next.queens[r], next.marks[i] = solver.Free, true
	case next.marks[i]:
		next.marks[i] = false
	default:
		next.queens[r] = c
	}
	g.move(next)
}

// Mark is a right click or a long press on square (r, c): it marks the
// square, taking away a queen there, or takes its mark away.
func (g *Game) Mark(r, c int) {
	if !g.playable(r, c) {
		return
	}
	next := g.board.clone()
	i := r*g.N() + c
	if next.queens[r] == c {
		next.queens[r], next.marks[i] = solver.Free, true
	} else {
		next.marks[i] = !next.marks[i]
	}
	g.move(next)
}

// playable reports whether square (r, c) can change: it is on the board,
// holds no given, and the puzzle is not solved.
func (g *Game) playable(r, c int) bool {
	n := g.N()
	return !g.Solved() && r >= 0 && r < n && c >= 0 && c < n && !g.Given(r, c)
}

// move makes next the board, as one step of the history, and starts the
// timer; a solved board stops it.
func (g *Game) move(next cells) {
	g.undo, g.redo = append(g.undo, g.board), nil
	g.board = next
	g.clock.Start(g.now())
	g.changed()
}

// changed drops what was said of the last board, and sees whether the
// board is solved.
func (g *Game) changed() {
	g.hint, g.checked = nil, ""
	if g.Puzzle.Solved(g.board.queens) {
		g.clock.Stop(g.now())
	}
}

// Undo takes back the last move, Redo makes it again; neither changes a
// solved board.
func (g *Game) Undo() { g.travel(&g.undo, &g.redo) }

// Redo makes the last move taken back again.
func (g *Game) Redo() { g.travel(&g.redo, &g.undo) }

func (g *Game) travel(from, to *[]cells) {
	if g.Solved() || len(*from) == 0 {
		return
	}
	last := len(*from) - 1
	*to = append(*to, g.board)
	g.board, *from = (*from)[last], (*from)[:last]
	g.changed()
}

// CanUndo and CanRedo report whether Undo and Redo have a move to take.
func (g *Game) CanUndo() bool { return !g.Solved() && len(g.undo) > 0 }

// CanRedo reports whether Redo has a move to make again.
func (g *Game) CanRedo() bool { return !g.Solved() && len(g.redo) > 0 }

// Restart takes every queen and mark of the player's away, as a move.
func (g *Game) Restart() {
	if g.Solved() || g.Placed() == 0 && g.Marks() == 0 {
		return
	}
	g.move(cells{slices.Clone(g.Puzzle.Given), make([]bool, g.N()*g.N())})
}

// Placed returns how many queens the player placed.
func (g *Game) Placed() int { return g.board.queens.Placed() - g.Puzzle.Given.Placed() }

// Check says whether the queens and marks on the board can still be
// finished: whether every queen is in the solution, and no mark is on one
// of its squares. It gives no square away.
func (g *Game) Check() string {
	switch {
	case g.Solved():
		g.checked = "Solved."
	case !g.Puzzle.Check(g.board.queens):
		g.checked = "No: your queens cannot all be in the solution. Undo, or take queens away."
	case g.wrongMark() >= 0:
		g.checked = "No: one of your marks rules out a queen's square."
	case g.Placed() == 0 && g.Marks() == 0:
		g.checked = "Place a queen first: the givens alone can be finished, in one way."
	default:
		g.checked = fmt.Sprintf("Yes: your %d %s and %d %s can still be finished.", g.Placed(), kit.Plural(uint64(g.Placed()), "queen", "queens"),
			g.Marks(), kit.Plural(uint64(g.Marks()), "mark", "marks"))
	}
	return g.checked
}

// Checked is what Check said of the board, or "".
func (g *Game) Checked() string { return g.checked }

// AskHint shows one square, and says why: a forced queen's, or where none
// is forced, one whose queen leaves no way to finish. On a board that can
// no longer be finished it shows a queen of the player's that is not in the
// solution, which Check, free, does not. Each hint counts,
// once: asked again before a move, it is the same hint.
func (g *Game) AskHint() *Hint {
	if g.Solved() || g.hint != nil {
		return g.hint // the hint shown stands until the next move, and counts once
	}
	f, ruleOut, ok := g.Puzzle.Hint(g.board.queens, g.board.marks)
	switch {
	case ok && g.wrongMark() >= 0:
		r := g.wrongMark()
		g.hint = &Hint{Row: r, Col: g.Puzzle.Solution[r], Text: fmt.Sprintf("Take away the mark on row %d, column %d: it rules out the square of a queen.", r+1, g.Puzzle.Solution[r]+1)}
	case !ok:
		r := g.wrongQueen()
		g.hint = &Hint{Row: r, Col: g.board.queens[r], Wrong: true, Text: fmt.Sprintf("The queen on row %d, column %d is not in the solution: take it away.", r+1, g.board.queens[r]+1)}
	case ruleOut:
		g.hint = &Hint{Row: f.Row, Col: f.Col, RuleOut: true, Text: fmt.Sprintf("Rule out row %d, column %d: %s.", f.Row+1, f.Col+1, f.Why)}
	default:
		g.hint = &Hint{Row: f.Row, Col: f.Col, Text: fmt.Sprintf("A queen goes on row %d, column %d: %s.", f.Row+1, f.Col+1, f.Why)}
	}
	g.hints++
	g.clock.Start(g.now())
	return g.hint
}

// wrongQueen returns the first row whose queen, the player's, is not the
// solution's, or -1.
func (g *Game) wrongQueen() int {
	for r, c := range g.board.queens {
		if c != solver.Free && c != g.Puzzle.Solution[r] {
			return r
		}
	}
	return -1
}

// wrongMark returns the first row whose completion's square is marked, or
// -1.
func (g *Game) wrongMark() int {
	for r, c := range g.Puzzle.Solution {
		if g.Marked(r, c) {
			return r
		}
	}
	return -1
}

// ShownHint is the hint shown, or nil.
func (g *Game) ShownHint() *Hint { return g.hint }

// Hints is how many hints the player asked for.
func (g *Game) Hints() int { return g.hints }

// solvedText says how the puzzle was solved: "Solved in 2:13, with 1
// hint."
func (g *Game) solvedText() string {
	return fmt.Sprintf("Solved in %s, with %d %s.", Clock(g.Took()), g.Hints(), kit.Plural(uint64(g.Hints()), "hint", "hints"))
}

// Solved reports whether the board is the puzzle's completion.
func (g *Game) Solved() bool { return g.Puzzle.Solved(g.board.queens) }

// Clock is the game's timer.
func (g *Game) Clock() *Timer { return &g.clock }

// Took is the time on the clock now: the solving time once solved.
func (g *Game) Took() time.Duration { return g.clock.Elapsed(g.now()) }

// Hidden pauses the timer while the page is hidden, and starts it again
// when it shows.
func (g *Game) Hidden(hidden bool) { g.clock.Hide(hidden, g.now()) }

// Attacked reports whether a queen on the board, other than one on the
// square, attacks square (r, c).
func (g *Game) Attacked(r, c int) bool {
	for y, x := range g.board.queens {
		if x != solver.Free && (y != r || x != c) && (x == c || y == r || y-x == r-c || y+x == r+c) {
			return true
		}
	}
	return false
}
