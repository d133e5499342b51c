package play

import (
	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver"
)

// Help is play mode's help for the placement shown, which it asks of a
// worker, and the board's keyboard cursor. The page keeps one, and hands
// it its host, loop and view whenever the view changes (Sync); a new
// placement drops the help of the last one at once.
type Help struct {
	host *kit.Host
	loop *kit.Loop

	n      int
	placed solver.Placement // the placement the help is for
	key    string           // placed as the link writes it

	cursor [2]int // the keyboard's square: row, column
	said   string // what the board last told screen readers

	asking   string // the help a worker is asked for: askHint, askCompletion, askAdvice, or ""
	progress kit.Progress
	hint     hint
	shown    []int // the completion shown, nil if none
	none     bool  // whether the placement has no completion
	advice   advice
	err      string // the worker's error, if the last help failed
}

// What Help asks a worker for.
const (
	askHint       = "hint"
	askCompletion = "completion"
	askAdvice     = "advice"
)

// A hint is the completions of each square of a free row.
type hint struct {
	row    int // -1 for none
	counts []uint64
}

// advice is, on a dead end, the queen whose removal leaves the most
// completions.
type advice struct {
	asked bool
	known bool
	row   int    // the queen's row, -1 when no single removal helps
	count uint64 // the completions without it
}

// Sync gives the help the page's host and loop, and the view shown: a new
// board or placement drops the help of the last one, and stops the
// worker's request for it.
func (h *Help) Sync(host *kit.Host, loop *kit.Loop, v link.View) {
	h.host, h.loop = host, loop
	if v.N == h.n && v.Placed == h.key && h.placed != nil {
		return
	}
	if h.asking != "" {
		h.host.Stop(backend.SeekSlot)
	}
	h.n, h.key, h.placed = v.N, v.Placed, v.Placement()
	h.asking, h.hint, h.shown, h.none, h.advice, h.err = "", hint{row: -1}, nil, false, advice{}, ""
	h.cursor = [2]int{min(h.cursor[0], v.N-1), min(h.cursor[1], v.N-1)}
}

// Busy reports whether a worker is working on the help.
func (h *Help) Busy() bool { return h.asking != "" }

// Work labels the help's work under way, and its progress.
func (h *Help) Work() (string, kit.Progress) {
	switch h.asking {
	case askHint:
		return "Counting the completions of each square of the next free row", h.progress
	case askAdvice:
		return "Looking for the queen to take away", h.progress
	}
	return "Finding a completion", h.progress
}

// Cancel forgets the help under way, which the page has stopped.
func (h *Help) Cancel() { h.asking = "" }

// nextFreeRow returns the first row with no queen, or -1.
func (h *Help) nextFreeRow() int {
	for r, c := range h.placed {
		if c == solver.Free {
			return r
		}
	}
	return -1
}

// ask sends req for the help what, and hands its answer to done.
func (h *Help) ask(what string, req worker.Request, done func(worker.Response)) {
	req.N, req.Place = h.n, []int(h.placed)
	h.asking, h.progress, h.err = what, kit.Progress{}, ""
	key := h.key
	h.host.Run(backend.SeekSlot, req, h.loop, func(r worker.Response) {
		if key != h.key || h.asking != what {
			return // help for another placement, or cancelled
		}
		switch r.Type {
		case worker.TypeProgress:
			h.progress = kit.Progress{Done: r.Done, Total: r.Total}
			return
		case worker.TypeError:
			h.err = r.Error
		default:
			done(r)
		}
		h.asking = ""
	})
}

// Hint counts the completions of each square of the next free row.
func (h *Help) Hint() {
	row := h.nextFreeRow()
	if row < 0 || h.host == nil {
		return
	}
	h.ask(askHint, worker.Request{Op: worker.OpHint, At: row}, func(r worker.Response) {
		h.hint = hint{row: row, counts: r.Counts}
	})
}

// ShowCompletion finds the first completion, in the page's order, and
// shows it; or hides the one shown.
func (h *Help) ShowCompletion() {
	if h.shown != nil {
		h.shown = nil
		return
	}
	if h.host == nil {
		return
	}
	h.ask(askCompletion, worker.Request{Op: worker.OpComplete}, func(r worker.Response) {
		h.shown, h.none = r.Queens, len(r.Queens) == 0
		h.said = "The first completion is shown on the board, its queens apart from yours."
		if h.none {
			h.said = "No solution extends these queens."
		}
	})
}

// Advise, on a dead end, finds the queen whose removal leaves the most
// completions. The page calls it once the count says there are none.
func (h *Help) Advise() {
	if h.advice.asked || h.placed.Placed() == 0 || h.host == nil {
		return
	}
	h.advice.asked = true
	h.ask(askAdvice, worker.Request{Op: worker.OpRemovals}, func(r worker.Response) {
		h.advice = advice{asked: true, known: true, row: -1}
		for row, count := range r.Counts {
			if count > h.advice.count {
				h.advice.row, h.advice.count = row, count
			}
		}
	})
}

// place puts a queen on square (r, c), or takes the one there away,
// through the page's navigation, and moves the cursor there.
func (h *Help) place(r, c int) {
	if h.host == nil || r < 0 || r >= h.n || c < 0 || c >= h.n {
		return
	}
	h.cursor = [2]int{r, c}
	switch h.placed[r] {
	case c:
		h.said = "Queen taken away from " + squareName(r, c) + "."
	case solver.Free:
		h.said = "Queen placed on " + squareName(r, c) + "."
	default:
		h.said = "Queen moved to " + squareName(r, c) + "."
	}
	h.host.Navigate(func(v *link.View) { v.Toggle(r, c) }, link.PushEntry)
}

// press handles a key pressed on the board: the arrows move the cursor,
// Enter and Space place or take away a queen there. It reports whether
// it used the key.
func (h *Help) press(name string) bool {
	if name == "Enter" || name == " " {
		h.place(h.cursor[0], h.cursor[1])
		return true
	}
	cursor, moved := kit.MoveCursor(h.cursor, h.n, name)
	if moved {
		h.cursor = cursor
		h.said = h.describe(cursor[0], cursor[1])
	}
	return moved
}
