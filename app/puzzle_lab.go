package app

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/link"
	"nqueens/app/puzzle"
	solverpuzzle "nqueens/solver/puzzle"
)

// puzzlePart is puzzle mode: a puzzle, which a worker makes, and its game
// (puzzle.Mode).
type puzzlePart struct{ l *Lab }

// show shows puzzle-mode view v. A link without a seed gets one in the
// browser, with a short code; the server leaves it.
func (p puzzlePart) show(v link.View, notices []string) {
	l := p.l
	if v.Day == "" && v.Seed == 0 && app.IsClient {
		v.Seed = solverpuzzle.NewCodeSeed()
	}
	l.view, l.notices, l.board, l.count = v, notices, boardState{}, countState{}
	if v.Day != "" || v.Seed != 0 {
		l.puzzle.Sync(&l.host, &l.loop, v)
	}
}

// leave stops making the puzzle, the game's clock and the page's keys and
// pointer for the game; the game stays as it was saved.
func (p puzzlePart) leave() { p.l.puzzle.Leave() }

// restore shows the prerendered page's givens while the live page makes
// the puzzle again.
func (p puzzlePart) restore(s snapshot) { p.l.puzzle.Restore(p.l.view.N, s.Given) }

// resume makes the puzzle again, showing the prerendered givens meanwhile.
func (p puzzlePart) resume() { p.show(p.l.view, p.l.notices) }

// prerender makes the puzzle.
func (p puzzlePart) prerender(v link.View, notices []string) { p.show(v, notices) }

func (p puzzlePart) busy() bool          { return p.l.puzzle.Busy() }
func (p puzzlePart) cancel()             { p.l.puzzle.Cancel() }
func (puzzlePart) seekAgain()            {}
func (p puzzlePart) renderBoard() app.UI { return p.l.puzzle.RenderBoard(p.l.view, p.l.live) }

// renderControls draws the puzzle's controls, with the board's size among
// them.
func (p puzzlePart) renderControls() app.UI {
	l := p.l
	size := renderSizeControl(&l.host, l.view, l.live)
	if !l.live {
		return app.Div().Class("browse puzzle").Body(append([]app.UI{size}, untilLive(l.live, l.puzzle.RenderControls(l.view, nil))...)...)
	}
	return app.Div().Class("browse puzzle").Body(l.puzzle.RenderControls(l.view, size))
}

// title names the puzzle: the day's number, or its size, level and code.
func (puzzlePart) title(info pageInfo) string { return puzzle.Heading(info.view) + " — " + siteName }

// description says what a puzzle is, and of which day.
func (puzzlePart) description(info pageInfo) string {
	v := info.view
	d := fmt.Sprintf("An N-Queens puzzle: a few queens given on a %d×%d board, and exactly one way to place the others", v.N, v.N)
	switch {
	case v.DayPending():
		d = "Today's N-Queens puzzle: a few queens given on a board, and exactly one way to place the others"
	case v.Day != "":
		d = fmt.Sprintf("The N-Queens puzzle of %s: a few queens given on a %d×%d board, and exactly one way to place the others", v.Day, v.N, v.N)
	}
	return d + ". Solve it in your browser, against the clock."
}
