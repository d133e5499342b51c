package app

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/board"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/worker"
)

// randomPart is random mode: one solution of a board, which a randomized
// solver finds in a worker from the view's seed.
type randomPart struct{ l *Lab }

// show finds the solution of view v, unless the board shows it already.
// A view without a seed gets one.
func (p randomPart) show(v link.View, notices []string) {
	l := p.l
	if v.Seed == 0 {
		v.Seed = link.NewSeed()
	}
	l.host.Stop(backend.CountSlot)
	l.count = countState{}
	sameBoard := l.view.Mode == link.Random && v.N == l.view.N && v.Solver == l.view.Solver && v.Step == l.view.Step &&
		v.Seed == l.view.Seed && len(l.board.Queens) == v.N && l.board.err == ""
	l.view, l.notices, l.board.err = v, notices, ""
	if !sameBoard {
		p.startRandom()
	}
}

// leave stops the search.
func (p randomPart) leave() { p.l.stopWork() }

// resume finds the solution that the prerender left to the browser.
func (p randomPart) resume() {
	if p.l.board.Queens == nil {
		p.show(p.l.view, p.l.notices) // draws a seed if the link has none
	}
}

// prerender shows the solution of a link with its seed, on a board whose
// snapshot stays small; one without gets a seed in the browser.
func (p randomPart) prerender(v link.View, notices []string) {
	if v.Seed != 0 && v.N <= prerenderRandomMaxN {
		p.show(v, notices)
	}
}

func (randomPart) restore(snapshot) {}
func (randomPart) busy() bool       { return false }
func (randomPart) cancel()          {}
func (p randomPart) seekAgain()     { p.startRandom() }

// renderBoard draws the solution, or for a board too large to draw, its
// plot.
func (p randomPart) renderBoard() app.UI {
	l := p.l
	if l.view.N > link.MaxBrowseN {
		return &board.Plot{N: l.view.N, Queens: l.board.Queens, Live: l.live}
	}
	return renderSolutionBoard(l.view.N, &l.board)
}

// renderControls draws the board's size, the solver, its step and seed,
// and what finding the solution cost.
func (p randomPart) renderControls() app.UI {
	return untilLive(p.l.live, renderRandomControls(&p.l.host, p.l.view, &p.l.board))[0]
}

// title names the solver, its step and seed.
func (randomPart) title(info pageInfo) string {
	v := info.view
	s := v.Solver
	if v.Solver == "hybrid" {
		s += fmt.Sprintf(", step %d", v.Step)
	}
	if v.Seed != 0 {
		s += fmt.Sprintf(", seed %d", v.Seed)
	}
	return info.boardTitle(s)
}

// description says which solver placed the queens.
func (randomPart) description(info pageInfo) string {
	v := info.view
	n := kit.GroupDigits(uint64(v.N), ",")
	d := fmt.Sprintf("%s queens on a %s×%s board, none attacking another, placed by the %s solver", n, n, n, v.Solver)
	if v.Seed != 0 {
		d += fmt.Sprintf(" with seed %d", v.Seed)
	}
	return d + ", in your browser."
}

// startRandom has a worker find the solution of the view.
func (p randomPart) startRandom() {
	l := p.l
	b := &l.board
	if len(b.Queens) != l.view.N {
		b.Queens = nil
	}
	b.Found, b.k = foundCost{}, 0
	b.Seeking, b.seek = true, kit.Progress{}
	req := worker.Request{Op: worker.OpRandom, N: l.view.N, Solver: l.view.Solver, Step: l.view.Step, Seed: l.view.Seed}
	l.host.Run(backend.SeekSlot, req, &l.loop, p.onFound)
}

func (p randomPart) onFound(r worker.Response) {
	b := &p.l.board
	switch r.Type {
	case worker.TypeProgress:
		b.Found.Attempts, b.Found.Nodes = r.Attempts, r.Nodes
		return
	case worker.TypeError:
		b.err, b.Queens = r.Error, nil
	case worker.TypeFound:
		b.Queens = worker.Columns(r.Queens)
		if r.Packed != nil {
			b.Queens = worker.PackedColumns(r.Packed)
		}
		b.Found = foundCost{r.Attempts, r.Nodes, seconds(r.Seconds)}
	}
	b.Seeking = false
}
