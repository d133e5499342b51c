package puzzle

import (
	"fmt"
	"time"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver"
)

// Mode is the page's puzzle mode: the puzzle of the view shown, which a
// worker makes, the game being played, and the player's scores and
// options. The page keeps one, and hands it its host, loop and view
// whenever the view changes (Sync).
type Mode struct {
	host *kit.Host
	loop *kit.Loop

	key     string           // the view's puzzle, as its link writes it
	opens   string           // the day of the view's puzzle, still to come for the player, or ""
	making  bool             // a worker makes the puzzle
	err     string           // why the puzzle could not be made
	given   solver.Placement // the prerendered page's givens, shown while the puzzle is made
	game    *Game
	active  bool // the page shows puzzle mode
	cursor  [2]int
	said    string       // what the board last told screen readers
	summary summary      // the solve's card
	queued  []queuedMove // taps while the puzzle was made
	records records
	events  pageEvents
	mounted bool   // in the browser's page: see Mount
	retitle func() // names the page in the tab again: see Mount
	day     dayWatch
}

// A queuedMove is a tap or a mark on square (Row, Col) before the puzzle
// was made.
type queuedMove struct {
	row, col int
	mark     bool
}

// puzzleKey names the puzzle of view v: its day, or its board, seed and
// level.
func puzzleKey(v link.View) string {
	if v.Day != "" {
		return "day " + v.Day
	}
	return fmt.Sprintf("%d %d %s", v.N, v.Seed, v.Level)
}

// Sync gives the mode the page's host and loop, and the view shown, a
// puzzle view: a new puzzle is asked of a worker, and starts a new game;
// but a day's puzzle whose day has not come for the player is not made
// (the page says when it opens).
func (m *Mode) Sync(host *kit.Host, loop *kit.Loop, v link.View) {
	m.host, m.loop, m.active = host, loop, true
	if m.mounted {
		m.events.listen(m)
	}
	m.day.start(func() { m.run(m.newDay) })
	key := puzzleKey(v)
	if key == m.key && (m.opens == "" || !link.Opened(m.opens)) {
		return // the puzzle shown, or the day still to come
	}
	if m.making {
		host.Stop(backend.SeekSlot)
	}
	m.key, m.game, m.err, m.making, m.summary, m.queued, m.opens = key, nil, "", true, summary{}, nil, ""
	if v.Day != "" && !link.Opened(v.Day) {
		m.opens, m.making, m.given = v.Day, false, nil
		return
	}
	opened := link.Today()
	req := worker.Request{Op: worker.OpPuzzle, N: v.N, Seed: v.Seed, Level: v.Level, Day: v.Day}
	host.Run(backend.SeekSlot, req, loop, func(r worker.Response) {
		if key != m.key {
			return // another puzzle's
		}
		switch {
		case r.Type == worker.TypeProgress:
			return
		case r.Type == worker.TypePuzzle && r.Puzzle != nil:
			p, err := r.Puzzle.Puzzle()
			if err != nil {
				m.err = err.Error()
				break
			}
			m.game = NewGame(p, r.Puzzle.Number, r.Puzzle.Day, time.Now)
			m.game.Opened = opened
			m.said = fmt.Sprintf("The puzzle is ready: %d queens given on a %d by %d board.", p.Given.Placed(), p.N, p.N)
			m.resumeGame()
		case r.Type == worker.TypeError:
			m.err = r.Error
		}
		m.making, m.given = false, nil
	})
}

// Leave tells the mode that the page shows another mode: it stops
// listening to the page's keys and pointer, and forgets the puzzle, whose
// game, clock and all, stays as it was last saved.
func (m *Mode) Leave() {
	if m.making {
		m.host.Stop(backend.SeekSlot)
	}
	m.events.end()
	m.day.stop()
	m.active, m.key, m.game, m.making, m.opens = false, "", nil, false, ""
}

// Busy reports whether a worker is making the puzzle.
func (m *Mode) Busy() bool { return m.making }

// Cancel forgets the puzzle being made, which the page has stopped.
func (m *Mode) Cancel() {
	if m.making {
		m.making, m.key = false, ""
		m.err = "stopped before the puzzle was made"
	}
}

// Game is the game being played, or nil while its puzzle is made.
func (m *Mode) Game() *Game { return m.game }

// Restore shows the prerendered page's givens, such as "0.4,3.2", while
// the live page makes the puzzle again.
func (m *Mode) Restore(n int, given string) {
	if given != "" {
		m.given, _ = solver.ParsePlacement(n, given)
	}
}

// Given returns the puzzle's givens as a link writes queens, such as
// "0.4,3.2", or "" while it is made.
func (m *Mode) Given() string {
	if m.game == nil {
		return ""
	}
	return m.game.Puzzle.Given.Format(".")
}

// Title names the puzzle shown for the browser's tab, as Heading does,
// and once it is solved says so: "Solved in 2:13 · Puzzle #5 · 10×10
// hard"; or "" while it is made.
func (m *Mode) Title(v link.View) string {
	g := m.game
	if g == nil {
		return ""
	}
	if g.Solved() {
		return fmt.Sprintf("Solved in %s · %s", Clock(g.Took()), m.heading(v))
	}
	return m.heading(v)
}

// heading is Heading of the puzzle made for view v, with its level: a seed
// may give no puzzle of the level asked for.
func (m *Mode) heading(v link.View) string {
	if m.game != nil {
		v.Level = m.game.Puzzle.Level.String()
	}
	return Heading(v)
}

// Heading names the puzzle of view v: "Puzzle #5 · 10×10 hard" for a
// day's, "Puzzle · 10×10 hard · K7QX2M" for another, by its code (or an
// older link's seed, where no code stands for it), and "Today's puzzle"
// while its day is still to be picked.
func Heading(v link.View) string {
	if v.DayPending() {
		return "Today's puzzle"
	}
	if number, ok := dayNumber(v.Day); ok {
		return fmt.Sprintf("Puzzle #%d · %d×%d %s", number, v.N, v.N, v.Level)
	}
	heading := fmt.Sprintf("Puzzle · %d×%d %s", v.N, v.N, v.Level)
	switch {
	case v.Code() != "":
		heading += " · " + v.Code()
	case v.Seed != 0:
		heading += fmt.Sprintf(" · seed %d", v.Seed)
	}
	return heading
}
