package worker

import (
	"context"
	"fmt"
	"time"

	"nqueens/solver/puzzle"
)

// A Puzzle is a puzzle as OpPuzzle sends it (see puzzle.Puzzle): rows and
// columns 0-based.
type Puzzle struct {
	N        int    `json:"n"`
	Seed     uint64 `json:"seed"`
	Level    string `json:"level"`
	Day      string `json:"day,omitempty"`    // the puzzle of the day's date
	Number   int    `json:"number,omitempty"` // and its number, from 1
	Given    []int  `json:"given"`            // each row's given column, or solver.Free
	Solution []int  `json:"solution"`
}

// Puzzle returns the solver's puzzle that p describes.
func (p *Puzzle) Puzzle() (puzzle.Puzzle, error) {
	level, err := puzzle.ParseLevel(p.Level)
	if err != nil || len(p.Given) != p.N || len(p.Solution) != p.N {
		return puzzle.Puzzle{}, fmt.Errorf("a puzzle of n = %d with %d givens' rows and a solution of %d: %v", p.N, len(p.Given), len(p.Solution), err)
	}
	return puzzle.Puzzle{N: p.N, Seed: p.Seed, Level: level, Given: p.Given, Solution: p.Solution}, nil
}

// makePuzzle answers OpPuzzle.
func makePuzzle(ctx context.Context, req Request) (Response, error) {
	var p puzzle.Puzzle
	answer := Puzzle{Day: req.Day}
	if req.Day != "" {
		day, err := time.Parse(time.DateOnly, req.Day)
		if err != nil {
			return Response{}, fmt.Errorf("the day %q is not a date such as 2026-12-01", req.Day)
		}
		if p, answer.Number, err = puzzle.DayPuzzleContext(ctx, day); err != nil {
			return Response{}, err
		}
	} else {
		level, err := puzzle.ParseLevel(req.Level)
		if err != nil {
			return Response{}, err
		}
		if p, err = puzzle.NewPuzzleContext(ctx, req.N, req.Seed, level); err != nil {
			return Response{}, err
		}
	}
	answer.N, answer.Seed, answer.Level, answer.Given, answer.Solution = p.N, p.Seed, p.Level.String(), p.Given, p.Solution
	return Response{Type: TypePuzzle, Puzzle: &answer}, nil
}
