// Package trace is the teaching trace: the course notes' searches (naive,
// iterative and bitmask), written as the notes teach them and run step by
// step, each step told to a Tracer, and the board, counts and search tree
// that replaying the steps with a State shows. The step-by-step panel
// animates it, and shows the lessons' code beside the board
// (app/steps/internal/listing).
package trace

import (
	"fmt"
	"slices"

	"nqueens/solver"
)

// A Kind says what a step of a traced search did.
type Kind uint8

// The steps of a traced search.
const (
	// Try tests a square of the current row against the queens
	// above, by Check (naive and iterative).
	Try Kind = iota
	// Place puts a queen on a safe square: a node of the search.
	Place
	// Solution follows the Place that fills the last row.
	Solution
	// Backtrack leaves a row that has no square left to try, and
	// takes away the queen of the row above.
	Backtrack
)

// An Event is one step of a traced search.
type Event struct {
	Kind Kind
	Row  int // the row searched
	Col  int // the square tried or placed; -1 for Backtrack

	// Against is, for Try, the earlier row whose queen attacks the
	// square, or -1 when it is safe; Checks is how many earlier rows
	// Check compared it with.
	Against, Checks int

	// The bitmask method's masks for Row, bit c for column c: the columns
	// and both diagonals attacked, and Free, the squares left to try,
	// with Col's bit still set in a Place. Backtrack leaves Free = 0.
	Cols, LD, RD, Free uint64
}

// A Tracer hears each step of a traced search; it returns false to stop it.
type Tracer func(Event) bool

// Methods are the counting methods that can be traced.
var Methods = []string{"naive", "iterative", "bitmask"}

// MaxN is the largest board Run searches.
const MaxN = 16

// Run runs the named method on an n×n board, n ≤ MaxN, and calls
// hear with each of its steps, in order, until hear returns false. The
// steps come from the lessons (lesson.go): the course notes' searches, as
// the step-by-step panel shows them. It takes O(steps) time.
func Run(method string, n int, hear Tracer) error {
	if err := solver.CheckSize(n); err != nil {
		return err
	}
	if n > MaxN {
		return fmt.Errorf("n = %d: %w for tracing, which stops at n = %d", n, solver.ErrSize, MaxN)
	}
	if !slices.Contains(Methods, method) {
		return fmt.Errorf("unknown traced method %q: choose one of naive, iterative, bitmask", method)
	}
	traceLesson(method, n, hear)
	return nil
}

// A State is the board as a trace leaves it: replaying a trace's
// events with Apply shows each step of the search.
type State struct {
	Method string
	N      int
	Queens []int // the columns of the queens placed, row by row
	Row    int   // the row being searched
	Last   Event
	Prev   Event // the step before Last, when Steps ≥ 2
	Steps  int   // events applied

	Nodes, Solutions uint64
	Found            [][]int // the last few solutions found, the latest last
	// Masks holds the bitmask method's masks of each row entered, up to
	// Row, as its Place and Backtrack events gave them.
	Masks []Event
	// Tree holds the search tree's rows that the path goes through, n
	// nodes a row: see TreeLevel.
	Tree []TreeNode
}

// keepFound is how many solutions a State keeps.
const keepFound = 4

// NewState returns the empty n×n board, before the first step of
// the named method.
func NewState(method string, n int) *State {
	return &State{Method: method, N: n, Queens: make([]int, 0, n), Tree: make([]TreeNode, n, n*n), Last: Event{Col: -1, Against: -1}}
}

// Apply replays one step of a trace.
func (s *State) Apply(e Event) {
	s.Steps++
	s.Prev, s.Last = s.Last, e
	s.growTree()
	switch e.Kind {
	case Try:
		s.Queens, s.Row = s.Queens[:e.Row], e.Row
	case Place:
		s.Queens, s.Row = append(s.Queens[:e.Row], e.Col), e.Row
		s.Nodes++
		s.setMasks(e)
	case Solution:
		s.Solutions++
		if len(s.Found) == keepFound {
			s.Found = s.Found[1:]
		}
		s.Found = append(s.Found, slices.Clone(s.Queens))
	case Backtrack:
		s.setMasks(e)
		s.Row = max(e.Row-1, 0)
		s.Queens = s.Queens[:min(len(s.Queens), s.Row)]
	}
}

func (s *State) setMasks(e Event) {
	if s.Method != "bitmask" {
		return
	}
	s.Masks = append(s.Masks[:min(len(s.Masks), e.Row)], e)
}

// Clone returns a copy of s that shares nothing with it.
func (s *State) Clone() *State {
	c := *s
	c.Queens = append(make([]int, 0, s.N), s.Queens...)
	c.Masks = slices.Clone(s.Masks)
	c.Found = slices.Clone(s.Found)
	c.Tree = append(make([]TreeNode, 0, s.N*s.N), s.Tree...)
	return &c
}

// Attacked reports whether a queen placed above row attacks the square.
func (s *State) Attacked(row, col int) bool { return s.Attacker(row, col) >= 0 }

// Attacker returns the first row above row whose queen attacks the square,
// as Check finds it, or -1 when none does.
func (s *State) Attacker(row, col int) int {
	for r, c := range s.Queens[:min(row, len(s.Queens))] {
		if c == col || row-r == col-c || row-r == c-col {
			return r
		}
	}
	return -1
}
