package app

import (
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
	boardShown
	k       uint64 // the index of Queens in browse mode, 0 if unknown
	err     string // the last error from the solver
	seek    kit.Progress
	began   time.Time // when the seek under way began
	stopped bool      // Cancel stopped the seek before it found solution k
	// sharing says that the seek under way counts the columns of the first
	// queen on the counting pool's workers (solver.SeekColumn): a count
	// started meanwhile waits for its end.
	sharing bool
}

// boardShown is what the board shows, which a prerendered page hands to
// the live one in its snapshot.
type boardShown struct {
	Queens  []int32   `json:"queens,omitempty"` // the solution on the board, nil until found
	Seeking bool      `json:"seeking,omitempty"`
	Found   foundCost `json:"found,omitzero"` // what a random solver spent to find it
}

// foundCost is what finding a random solution cost.
type foundCost struct {
	Attempts uint64        `json:"attempts,omitempty"`
	Nodes    uint64        `json:"nodes,omitempty"`
	Took     time.Duration `json:"took,omitempty"`
}

// Count starts counting the solutions of the board shown.
func (l *Lab) Count() {
	if !l.count.counting && !l.count.Counted && l.view.Mode != link.Random {
		l.startCount()
	}
}

// Cancel stops the search, the count and the help under way.
func (l *Lab) Cancel() {
	if l.busy() && !slices.Contains(l.notices, stoppedNotice) {
		l.notices = append(l.notices, stoppedNotice)
	}
	l.board.stopped = l.board.Seeking && l.board.Queens == nil
	l.stopWork()
	l.part(l.view.Mode).cancel()
	l.count.lookedUp = false // the count stopped may have saved its work
}

// stopWork stops the seek and the count under way.
func (l *Lab) stopWork() {
	l.host.Stop(backend.SeekSlot)
	l.host.Stop(backend.CountSlot)
	l.board.Seeking, l.board.sharing, l.count.counting, l.count.waiting = false, false, false, false
}

// Retry has the solver try again what it failed to do: find the board's
// solution, and count its solutions if that failed too.
func (l *Lab) Retry() {
	b := &l.board
	b.err = ""
	if len(b.Queens) != l.view.N && !b.Seeking {
		l.part(l.view.Mode).seekAgain()
	}
	if l.count.failed {
		l.startCount()
	}
}

// busy reports whether the solver is working for the page.
func (l *Lab) busy() bool {
	return l.board.Seeking || l.count.counting || l.part(l.view.Mode).busy()
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
	if l.board.Seeking && l.board.sharing {
		l.count.waiting = true // the board first: its seek counts on the count's workers (browsePart.countAfterSeek)
		return
	}
	if on := l.host.Deliver(backend.CountSlot, &l.loop, l.onCount); !l.startSavedCount(on) {
		l.host.Start(backend.CountSlot, countRequest(l.view), on)
	}
}

func (l *Lab) onCount(r worker.Response) {
	c := &l.count
	switch r.Type {
	case worker.TypeProgress:
		c.share, c.Nodes, c.elapsed = r.Share, r.Nodes, seconds(r.Seconds)
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
		c.Nodes, c.Took = r.Nodes, time.Since(c.start)
		if r.Seconds > 0 {
			c.Took = time.Duration(r.Seconds * float64(time.Second))
		}
		if a, err := solver.Lookup(countRequest(l.view).Algorithm); err == nil && a.Unique {
			c.Unique, c.CountedUnique = r.Unique, true
		}
		if l.view.Mode == link.Play && r.Solutions == 0 {
			l.play.Advise()
		}
	}
	c.counting = false
}

// setCount records the board's count, which ends a count under way: a
// search that ran through every solution counted them too.
func (l *Lab) setCount(solutions uint64) {
	c := &l.count
	c.Counted, c.Solutions, c.Took, c.Nodes = true, solutions, 0, 0
	l.syncTitle()
	if c.counting {
		l.host.Stop(backend.CountSlot)
		c.counting = false
	}
}
