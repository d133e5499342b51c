//go:build !(js && wasm)

package server

import (
	"nqueens/app/worker"
	"nqueens/solver"
)

// The work that a prerender may give each request of the solver's, in the
// checks of its context (see checkpoints), and the bounds on the requests
// it runs at all. A request is either run within its work, or left to the
// browser, by the request alone: whether a link's page shows its answer
// never depends on the machine's load, nor on the requests before it. The
// times are this 2-core machine's.
const (
	// seekWork is 128 steps of a seek, at two checks a step: a step walks
	// 2^16 queens, or counts 2^15 of the board's openings, about 0.3 ms.
	// About 40 ms in all: n = 28's first solution takes 93 checks, and
	// n = 30's 1,729.
	seekWork = 256
	// countWork is more than any count up to countMaxN takes: n = 12's
	// takes 1,475 checks, in 4 ms.
	countWork = 4096
	// randomWork is 2,048 attempts of a random solver, or of minconflicts'
	// starts and runs of 65,536 swaps: about 50 µs each at n = 1,000, where
	// lasvegas takes 440 to 18,349 attempts, hybrid 17 to 65, and
	// minconflicts 2 to 5 checks.
	randomWork = 2048
	// puzzleWork is 64 of a puzzle's draws (puzzle.PuzzleDraws at most),
	// at a check each: up to about 1 ms each at n = 16. Most puzzles take
	// a few; an easy one of n = 16 may take a hundred.
	puzzleWork = 64
)

// The requests a prerender runs.
const (
	// countMaxN is the largest board whose count, of the whole board or of
	// a placement's completions, or whose queens to take away (OpRemovals)
	// a prerender finds: the count of n = 12 fits countWork.
	countMaxN = 12
	// A seek past solution seekOpeningsMaxK of a board of n from
	// seekOpeningsMinN to seekOpeningsMaxN, counted from the nearer end of
	// the order when the board's count is published (a seek of a solution
	// past the middle seeks its mirror, solver.Published), is left to the
	// browser. Past its first few thousand solutions, such a seek counts
	// the board's openings, or the columns of its first queen, which the
	// solver keeps for the later seeks of the board: they cost less than
	// the first, so that a link could be prerendered after another link
	// and not before. Up to n = 12 every seek fits seekWork (n = 12's last
	// solution takes 28 checks); the first and last 1,000 solutions of
	// larger boards are found before any count (n = 17's 1,000th takes 14
	// checks); past n = 17 a seek counts nothing.
	seekOpeningsMinN = countMaxN + 1
	seekOpeningsMaxN = 17
	seekOpeningsMaxK = 1000
	// randomMaxN is the largest board whose random solution a prerender
	// finds, since an attempt's work grows with n (and the page asks for
	// none past it either: its snapshot would hold the queens).
	randomMaxN = 1000
	// randomBacktrackMaxRows is the most rows hybrid may leave to
	// backtracking for a prerender, as its default step does up to
	// n = 1,000: more make an attempt a backtracking search of its own,
	// whose 65,536 nodes between checks cost up to 50 ms each at n = 1,000
	// (plain backtracking, step 0).
	randomBacktrackMaxRows = 16
)

// prerenderWork returns how many checks of its context a prerender gives
// req, or 0 when it leaves req to the browser.
func prerenderWork(req worker.Request) int {
	switch req.Op {
	case worker.OpSeek:
		if req.N >= seekOpeningsMinN && req.N <= seekOpeningsMaxN && fromNearerEnd(req.N, req.K) > seekOpeningsMaxK {
			return 0
		}
		return seekWork
	case worker.OpCount, worker.OpRemovals:
		if req.N <= countMaxN {
			return countWork
		}
	case worker.OpPuzzle:
		return puzzleWork
	case worker.OpRandom:
		if req.N <= countMaxN || req.N <= randomMaxN && shortAttempts(req) {
			return randomWork
		}
	}
	return 0
}

// fromNearerEnd returns solution k's index from the nearer end of the
// order of an n×n board, as a seek counts it: from the end past the middle
// of a board whose count is published, else from the start.
func fromNearerEnd(n int, k uint64) uint64 {
	if total, _, ok := solver.Published(n); ok && k <= total {
		return min(k, total+1-k)
	}
	return k
}

// shortAttempts reports whether random request req's solver makes short
// attempts: minconflicts' starts, lasvegas' rows at random, and hybrid's
// when it leaves at most randomBacktrackMaxRows to backtracking.
func shortAttempts(req worker.Request) bool {
	switch req.Solver {
	case "minconflicts", "lasvegas":
		return true
	case "hybrid":
		return req.N-req.Step <= randomBacktrackMaxRows
	}
	return false
}
