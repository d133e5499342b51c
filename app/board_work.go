package app

import (
	"fmt"
	"slices"
	"time"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver"
)

// boardState is the board the page shows: the solution found, and while
// it is found, the search's progress.
type boardState struct {
	queens  []int32 // the solution on the board, nil until found
	k       uint64  // the index of queens in browse mode, 0 if unknown
	err     string  // the last error from the solver
	seeking bool
	seek    kit.Progress
	began   time.Time // when the seek under way began
	stopped bool      // Cancel stopped the seek before it found solution k
	found   foundCost // what a random solver spent to find it
}

// foundCost is what finding a random solution cost.
type foundCost struct {
	attempts, nodes uint64
	took            time.Duration
}

// Count starts counting the solutions of the board shown.
func (l *Lab) Count() {
	if !l.count.counting && !l.count.counted && !l.view.Random {
		l.startCount()
	}
}

// Cancel stops the search and the count under way.
func (l *Lab) Cancel() {
	if l.busy() && !slices.Contains(l.notices, stoppedNotice) {
		l.notices = append(l.notices, stoppedNotice)
	}
	l.host.Stop(backend.SeekSlot)
	l.host.Stop(backend.CountSlot)
	l.board.stopped = l.board.seeking && l.board.queens == nil
	l.board.seeking, l.count.counting = false, false
	l.play.Cancel()
	l.puzzle.Cancel()
	l.count.lookedUp = false // the count stopped may have saved its work
}

// Retry has the solver try again what it failed to do: find the board's
// solution, and count its solutions if that failed too.
func (l *Lab) Retry() {
	b := &l.board
	b.err = ""
	if len(b.queens) != l.view.N && !b.seeking && !l.view.Play {
		if l.view.Random {
			l.startRandom()
		} else {
			l.startSeek()
		}
	}
	if l.count.failed {
		l.startCount()
	}
}

// busy reports whether the solver is working for the page.
func (l *Lab) busy() bool {
	return l.board.seeking || l.count.counting || l.play.Busy() || l.puzzle.Busy()
}

// seekWalkMax is the farthest solution a seek walks to from the one on the
// board, solution by solution: a few nodes each, where a seek from the
// start may first count the board's openings (about 2 s at n = 16).
const seekWalkMax = 100_000

func (l *Lab) startSeek() {
	b := &l.board
	if len(b.queens) != l.view.N {
		b.queens = nil // the board keeps the last solution until the next one comes
	}
	b.seeking, b.seek, b.began, b.stopped = true, kit.Progress{}, time.Now(), false
	req := worker.Request{Op: worker.OpSeek, N: l.view.N, K: l.view.K}
	if len(b.queens) == l.view.N && b.k > 0 && max(b.k, l.view.K)-min(b.k, l.view.K) <= seekWalkMax {
		req.Queens, req.From = worker.Ints(b.queens), b.k // Next and Prev walk from the board
	}
	l.host.Start(backend.SeekSlot, req, l.loop.Deliver(l.onSeek))
}

// stoppedNotice says that Cancel stopped the work; the next count drops it.
// The work's place in the panel shows it, not the notices above the
// board: there it would move the board as Cancel is clicked, and a click
// on the board just after it would land on another square.
const stoppedNotice = "Stopped."

// withoutStopped returns a copy of notices without stoppedNotice.
func withoutStopped(notices []string) []string {
	return slices.DeleteFunc(slices.Clone(notices), func(s string) bool { return s == stoppedNotice })
}

func (l *Lab) startCount() {
	l.notices = slices.DeleteFunc(l.notices, func(s string) bool { return s == stoppedNotice })
	l.count = countState{counting: true, start: time.Now(), unsaved: l.count.unsaved}
	if on := l.loop.Deliver(l.onCount); !l.startSavedCount(on) {
		l.host.Start(backend.CountSlot, countRequest(l.view), on)
	}
}

func (l *Lab) onSeek(r worker.Response) {
	b := &l.board
	switch r.Type {
	case worker.TypeProgress:
		b.seek = kit.Progress{Done: r.Done, Total: r.Total}
		return
	case worker.TypeError:
		b.err, b.queens = r.Error, nil
	case worker.TypeSolution:
		b.queens, b.k = worker.Columns(r.Queens), r.K
		if r.Exhausted {
			// A search that ran through every solution counted them, but
			// the gpu method's count under way is the GPU's to give, and a
			// count done says more: how long it took, and where.
			if !l.count.counted && (l.view.Algo != link.GPUAlgo || !l.count.counting) {
				l.setCount(r.Solutions)
			}
			if r.K < l.view.K && r.Solutions > 0 {
				l.notices = append(l.notices, fmt.Sprintf(
					"n = %d has %d solutions, so the page shows the last one instead of solution %d.",
					l.view.N, r.Solutions, l.view.K))
				l.view.K = r.K
				l.record(link.ReplaceEntry)
			}
		}
	}
	b.seeking = false
}

func (l *Lab) onCount(r worker.Response) {
	c := &l.count
	switch r.Type {
	case worker.TypeProgress:
		c.share, c.nodes, c.elapsed = r.Share, r.Nodes, seconds(r.Seconds)
		c.engine, c.adapter, c.gpuFailure = r.Engine, r.Adapter, r.Error
		if r.Share == 0 && r.Total > 0 { // a count that no pool shares
			c.share = float64(r.Done) / float64(r.Total)
		}
		c.progress = shareProgress(c.share)
		return
	case worker.TypeError:
		l.board.err, c.failed = r.Error, true
	case worker.TypeCount:
		l.setCount(r.Solutions)
		c.engine, c.adapter, c.gpuFailure = r.Engine, r.Adapter, r.Error
		c.nodes, c.took = r.Nodes, time.Since(c.start)
		if r.Seconds > 0 {
			c.took = time.Duration(r.Seconds * float64(time.Second))
		}
		if a, err := solver.Lookup(countRequest(l.view).Algorithm); err == nil && a.Unique {
			c.unique, c.countedUnique = r.Unique, true
		}
		if l.view.Play && r.Solutions == 0 {
			l.play.Advise()
		}
	}
	c.counting = false
}

// setCount records the board's count, which ends a count under way: a
// search that ran through every solution counted them too.
func (l *Lab) setCount(solutions uint64) {
	c := &l.count
	c.counted, c.solutions, c.took, c.nodes = true, solutions, 0, 0
	l.syncTitle()
	if c.counting {
		l.host.Stop(backend.CountSlot)
		c.counting = false
	}
}

// showRandom finds the solution of random-mode view v.
func (l *Lab) showRandom(v link.View, notices []string) {
	if v.Seed == 0 {
		v.Seed = link.NewSeed()
	}
	l.host.Stop(backend.CountSlot)
	l.count = countState{}
	sameBoard := v.N == l.view.N && v.Solver == l.view.Solver && v.Step == l.view.Step && v.Seed == l.view.Seed &&
		l.view.Random && len(l.board.queens) == v.N && l.board.err == ""
	l.view, l.notices, l.board.err = v, notices, ""
	if !sameBoard {
		l.startRandom()
	}
}

func (l *Lab) startRandom() {
	b := &l.board
	if len(b.queens) != l.view.N {
		b.queens = nil
	}
	b.found, b.k = foundCost{}, 0
	b.seeking, b.seek = true, kit.Progress{}
	req := worker.Request{Op: worker.OpRandom, N: l.view.N, Solver: l.view.Solver, Step: l.view.Step, Seed: l.view.Seed}
	l.host.Start(backend.SeekSlot, req, l.loop.Deliver(l.onFound))
}

func (l *Lab) onFound(r worker.Response) {
	b := &l.board
	switch r.Type {
	case worker.TypeProgress:
		b.found.attempts, b.found.nodes = r.Attempts, r.Nodes
		return
	case worker.TypeError:
		b.err, b.queens = r.Error, nil
	case worker.TypeFound:
		b.queens = worker.Columns(r.Queens)
		if r.Packed != nil {
			b.queens = worker.PackedColumns(r.Packed)
		}
		b.found = foundCost{r.Attempts, r.Nodes, time.Duration(r.Seconds * float64(time.Second))}
	}
	b.seeking = false
}
