package app

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/worker"
)

// randomState is what random mode shows: the solution a solver found and
// what it cost, and the part of a large board the plot shows.
type randomState struct {
	attempts, nodes uint64
	took            time.Duration
	window          plotWindow
}

// newSeed draws a seed for a link that has none.
func newSeed() uint64 { return rand.Uint64()>>1 + 1 }

// showRandom finds the solution of random-mode view v.
func (l *Lab) showRandom(v View, notices []string) {
	if v.Seed == 0 {
		v.Seed = newSeed()
	}
	l.backend.Stop(CountSlot)
	l.counting, l.counted, l.countedUnique = false, false, false
	l.view, l.notices, l.err, l.copyStatus = v, notices, "", ""
	l.random.window = fullWindow(v.N)
	l.startRandom()
	l.syncPanel()
	l.syncURL()
}

func (l *Lab) startRandom() {
	if len(l.queens) != l.view.N {
		l.queens = nil
	}
	l.random.attempts, l.random.nodes = 0, 0
	l.seeking, l.seek = true, progress{}
	req := worker.Request{Op: worker.OpRandom, N: l.view.N, Solver: l.view.Solver, Step: l.view.Step, Seed: l.view.Seed}
	l.backend.Start(SeekSlot, req, l.deliver(l.onFound))
}

func (l *Lab) onFound(r worker.Response) {
	switch r.Type {
	case worker.TypeProgress:
		l.random.attempts, l.random.nodes = r.Attempts, r.Nodes
		return
	case worker.TypeError:
		l.err, l.queens = r.Error, nil
	case worker.TypeFound:
		l.queens = r.Queens
		if r.Packed != nil {
			l.queens = worker.Unpack(r.Packed)
		}
		l.random.attempts, l.random.nodes = r.Attempts, r.Nodes
		l.random.took = time.Duration(r.Seconds * float64(time.Second))
	}
	l.seeking = false
}

// SetMode switches between browsing the solutions and random solutions,
// keeping n where the other mode allows it.
func (l *Lab) SetMode(random bool) {
	if random == l.view.Random {
		return
	}
	if random {
		n := l.view.N
		l.showRandom(View{N: n, K: 1, Algo: l.view.Algo, Random: true, Solver: defaultSolver(n), Step: defaultStep(n), PanelView: l.view.PanelView}, nil)
		return
	}
	l.view.Random = false
	l.show(View{N: min(l.view.N, maxBrowseN), K: 1, Algo: l.view.Algo, PanelView: l.view.PanelView}, nil)
}

// SetRandom changes the board size, solver or step of random mode, and
// finds a solution with a new seed, unless keepSeed.
func (l *Lab) SetRandom(n int, solverName string, step int, keepSeed bool) {
	v := l.view
	var notices []string
	if n < 1 || n > MaxRandomN {
		notices = append(notices, fmt.Sprintf("n must be from 1 to %d.", MaxRandomN))
		n = min(max(n, 1), MaxRandomN)
	}
	if n != v.N {
		step = defaultStep(n)
	}
	if max := randomSolverMaxN(solverName); max == 0 || n > max {
		if max != 0 {
			notices = append(notices, fmt.Sprintf("%s takes too long past n = %d, so the page uses %s.", solverName, max, defaultSolver(n)))
		}
		solverName = defaultSolver(n)
	}
	v.N, v.Solver, v.Step = n, solverName, min(max(step, 0), n)
	if !keepSeed {
		v.Seed = 0
	}
	l.showRandom(v, notices)
}

// Reroll finds another random solution, with a new seed.
func (l *Lab) Reroll() { l.SetRandom(l.view.N, l.view.Solver, l.view.Step, false) }

// Zoom scales the plot's window by num/den. Its columns follow the queen
// of its middle row, so that zooming in keeps a queen in sight: on a large
// board a square picked at random almost never holds one.
func (l *Lab) Zoom(num, den int) {
	w := l.random.window.zoom(num, den, l.view.N)
	if middle := w.Row + w.Span/2; middle < len(l.queens) {
		w.Col = l.queens[middle] - w.Span/2
		w = w.clamp(l.view.N)
	}
	l.random.window = w
}

// Pan moves the plot's window by quarters of its span.
func (l *Lab) Pan(dRow, dCol int) { l.random.window = l.random.window.pan(dRow, dCol, l.view.N) }

// redrawLater draws the plot once the page has rendered.
func (l *Lab) redrawLater(ctx app.Context) {
	if l.view.Random && l.view.N > maxBrowseN {
		ctx.Defer(func(app.Context) { l.drawPlotCanvas() })
	}
}
