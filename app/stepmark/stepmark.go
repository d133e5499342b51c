// Package stepmark says what the step-by-step panel marks on each square
// of a traced search's board at a step: the row being searched, the
// squares that the queens above attack, and what the last step did there.
// The page's panel draws the marks as CSS classes and the server's preview
// image as colours; the package holds no UI.
package stepmark

import (
	"strings"

	"nqueens/solver/trace"
)

// A Step is the mark that the last step leaves on a square.
type Step uint8

// The marks of the last step.
const (
	None        Step = iota
	TrySafe          // the square tried, which Safe finds safe
	TryRejected      // the square tried, which a queen above attacks
	Attacker         // the queen that attacks the square tried
	Checked          // a queen that Safe compared the square tried with, which does not attack it
	Placed           // the queen just placed
	Backtrack        // a square of the row left with no square to try
)

// stepClasses are the steps' CSS classes, by Step.
var stepClasses = [...]string{"", "try-safe", "try-rejected", "attacker", "checked", "placed", "backtrack-row"}

// A Square is what the panel marks on one square at a step.
type Square struct {
	CurrentRow bool // a square of the row being searched
	Attacked   bool // a square of a row without a queen that a queen above attacks
	Step       Step
	Solved     bool // a queen of the solution that the last step found
}

// At returns the marks of square (r, c) of the board s.
func At(s *trace.State, r, c int) Square {
	e := s.Last
	solved := e.Kind == trace.Solution
	queen := r < len(s.Queens) && c == s.Queens[r]
	sq := Square{
		CurrentRow: r == s.Row && !solved && s.Steps > 0,
		Attacked:   r >= len(s.Queens) && s.Attacked(r, c),
		Solved:     solved && queen,
	}
	switch {
	case s.Steps == 0:
	case e.Kind == trace.Try && r == e.Row && c == e.Col:
		sq.Step = TrySafe
		if e.Against >= 0 {
			sq.Step = TryRejected
		}
	case e.Kind == trace.Try && r < e.Checks && queen:
		sq.Step = Checked
		if r == e.Against {
			sq.Step = Attacker
		}
	case e.Kind == trace.Place && r == e.Row && c == e.Col:
		sq.Step = Placed
	case e.Kind == trace.Backtrack && r == e.Row:
		sq.Step = Backtrack
	}
	return sq
}

// Classes writes the marks as the page's CSS classes, each after a space,
// such as " current-row attacked try-safe"; "" for none.
func (sq Square) Classes() string {
	var b strings.Builder
	if sq.CurrentRow {
		b.WriteString(" current-row")
	}
	if sq.Attacked {
		b.WriteString(" attacked")
	}
	if sq.Step != None {
		b.WriteString(" " + stepClasses[sq.Step])
	}
	if sq.Solved {
		b.WriteString(" solved")
	}
	return b.String()
}
