package puzzle

import (
	"time"

	"nqueens/solver"
)

// A Saved is a game as the browser keeps it between visits: the player's
// queens and marks, the time on the clock, the hints, and whether it is
// solved. Its history of moves is not kept.
type Saved struct {
	Queens  string  `json:"queens,omitempty"` // the player's, row.column, as links write queens
	Marks   []int   `json:"marks,omitempty"`  // the squares marked, r*n+c
	Seconds float64 `json:"seconds,omitempty"`
	Hints   int     `json:"hints,omitempty"`
	Solved  bool    `json:"solved,omitempty"`
	Opened  string  `json:"opened,omitempty"` // the player's date when the game started; older pages kept none
}

// Save returns the game as the browser keeps it.
func (g *Game) Save() Saved {
	s := Saved{Queens: g.playerQueens(), Seconds: g.Took().Seconds(), Hints: g.hints, Solved: g.Solved(), Opened: g.Opened}
	for i, marked := range g.board.marks {
		if marked {
			s.Marks = append(s.Marks, i)
		}
	}
	return s
}

// Resume takes up a game saved: its queens where they do not clash with
// the givens' rows, its marks on the board, its time, which runs on if it
// had started and is not solved, its hints, and the day it started.
func (g *Game) Resume(s Saved) {
	n := g.N()
	mine, _ := solver.ParsePlacement(n, s.Queens)
	for r, c := range mine {
		if c != solver.Free && g.Puzzle.Given[r] == solver.Free {
			g.board.queens[r] = c
		}
	}
	for _, i := range s.Marks {
		if i >= 0 && i < n*n && g.board.queens[i/n] != i%n {
			g.board.marks[i] = true
		}
	}
	g.hints = max(s.Hints, 0)
	if s.Opened != "" {
		g.Opened = s.Opened
	}
	g.clock = Timer{counted: seconds(max(s.Seconds, 0))}
	if s.Seconds > 0 || g.Placed() > 0 || g.Marks() > 0 {
		g.clock.Start(g.now())
	}
	g.changed()
}

// resumeGame takes up the game of the puzzle just made where the player
// left it, then plays the taps made while it was made.
func (m *Mode) resumeGame() {
	if saved, ok := m.records.savedGame(m.key); ok {
		m.game.Resume(saved)
	}
	m.renameTab()
	queued := m.queued
	m.queued = nil
	for _, q := range queued {
		if q.mark {
			m.Mark(q.row, q.col)
		} else {
			m.Tap(q.row, q.col)
		}
	}
}

// seconds converts a time in seconds to a Duration.
func seconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }
