package solver

import (
	"fmt"
	"slices"
)

// A TraceKind says what a step of a traced search did.
type TraceKind uint8

// The steps of a traced search.
const (
	// TraceTry tests a square of the current row against the queens
	// above, by Check (naive and iterative).
	TraceTry TraceKind = iota
	// TracePlace puts a queen on a safe square: a node of the search.
	TracePlace
	// TraceSolution follows the TracePlace that fills the last row.
	TraceSolution
	// TraceBacktrack leaves a row that has no square left to try, and
	// takes away the queen of the row above.
	TraceBacktrack
)

// A TraceEvent is one step of a traced search.
type TraceEvent struct {
	Kind TraceKind
	Row  int // the row searched
	Col  int // the square tried or placed; -1 for TraceBacktrack

	// Against is, for TraceTry, the earlier row whose queen attacks the
	// square, or -1 when it is safe; Checks is how many earlier rows
	// Check compared it with.
	Against, Checks int

	// The bitmask method's masks for Row, bit c for column c: the columns
	// and both diagonals attacked, and Free, the squares left to try,
	// with Col's bit still set in a TracePlace. Backtrack leaves Free = 0.
	Cols, LD, RD, Free uint64
}

// A Tracer hears each step of a traced search; it returns false to stop it.
type Tracer func(TraceEvent) bool

// TraceMethods are the counting methods that can be traced.
var TraceMethods = []string{"naive", "iterative", "bitmask"}

// MaxTraceN is the largest board Trace searches.
const MaxTraceN = 16

// Trace runs the named method on an n×n board, n ≤ MaxTraceN, and calls
// hear with each of its steps, in order, until hear returns false. The
// steps come from the lessons (lesson.go): the course notes' searches, as
// the step-by-step panel shows them. It takes O(steps) time.
func Trace(method string, n int, hear Tracer) error {
	if err := CheckSize(n); err != nil {
		return err
	}
	if n > MaxTraceN {
		return fmt.Errorf("n = %d: %w for tracing, which stops at n = %d", n, ErrSize, MaxTraceN)
	}
	if !slices.Contains(TraceMethods, method) {
		return fmt.Errorf("unknown traced method %q: choose one of naive, iterative, bitmask", method)
	}
	traceLesson(method, n, hear)
	return nil
}

// A TraceState is the board as a trace leaves it: replaying a trace's
// events with Apply shows each step of the search.
type TraceState struct {
	Method string
	N      int
	Queens []int // the columns of the queens placed, row by row
	Row    int   // the row being searched
	Last   TraceEvent
	Prev   TraceEvent // the step before Last, when Steps ≥ 2
	Steps  int        // events applied

	Nodes, Solutions uint64
	Found            [][]int // the last few solutions found, the latest last
	// Masks holds the bitmask method's masks of each row entered, up to
	// Row, as its TracePlace and TraceBacktrack events gave them.
	Masks []TraceEvent
	// Tree holds the search tree's rows that the path goes through, n
	// nodes a row: see TreeLevel.
	Tree []TreeNode
}

// keepFound is how many solutions a TraceState keeps.
const keepFound = 4

// NewTraceState returns the empty n×n board, before the first step of
// the named method.
func NewTraceState(method string, n int) *TraceState {
	return &TraceState{Method: method, N: n, Queens: make([]int, 0, n), Tree: make([]TreeNode, n, n*n), Last: TraceEvent{Col: -1, Against: -1}}
}

// Apply replays one step of a trace.
func (s *TraceState) Apply(e TraceEvent) {
	s.Steps++
	s.Prev, s.Last = s.Last, e
	s.growTree()
	switch e.Kind {
	case TraceTry:
		s.Queens, s.Row = s.Queens[:e.Row], e.Row
	case TracePlace:
		s.Queens, s.Row = append(s.Queens[:e.Row], e.Col), e.Row
		s.Nodes++
		s.setMasks(e)
	case TraceSolution:
		s.Solutions++
		if len(s.Found) == keepFound {
			s.Found = s.Found[1:]
		}
		s.Found = append(s.Found, slices.Clone(s.Queens))
	case TraceBacktrack:
		s.setMasks(e)
		s.Row = max(e.Row-1, 0)
		s.Queens = s.Queens[:min(len(s.Queens), s.Row)]
	}
}

func (s *TraceState) setMasks(e TraceEvent) {
	if s.Method != "bitmask" {
		return
	}
	s.Masks = append(s.Masks[:min(len(s.Masks), e.Row)], e)
}

// Clone returns a copy of s that shares nothing with it.
func (s *TraceState) Clone() *TraceState {
	c := *s
	c.Queens = append(make([]int, 0, s.N), s.Queens...)
	c.Masks = slices.Clone(s.Masks)
	c.Found = slices.Clone(s.Found)
	c.Tree = append(make([]TreeNode, 0, s.N*s.N), s.Tree...)
	return &c
}

// Attacked reports whether a queen placed above row attacks the square.
func (s *TraceState) Attacked(row, col int) bool { return s.Attacker(row, col) >= 0 }

// Attacker returns the first row above row whose queen attacks the square,
// as Check finds it, or -1 when none does.
func (s *TraceState) Attacker(row, col int) int {
	for r, c := range s.Queens[:min(row, len(s.Queens))] {
		if c == col || row-r == col-c || row-r == c-col {
			return r
		}
	}
	return -1
}
