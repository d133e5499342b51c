package backend

import (
	"slices"
	"testing"

	"nqueens/app/worker"
	"nqueens/solver"
)

// silentRunner takes requests and never answers: a worker that has not
// started yet.
type silentRunner struct{ runs int }

func (s *silentRunner) queue(worker.Request, func(worker.Response)) { s.runs++ }
func (s *silentRunner) stop()                                       {}
func (s *silentRunner) drop()                                       {}

// failingRunner answers every request with an error.
type failingRunner struct{ loop *eventLoop }

func (f failingRunner) queue(_ worker.Request, on func(worker.Response)) {
	f.loop.queue = append(f.loop.queue, func() { on(worker.Response{Type: worker.TypeError, Error: "it stopped"}) })
}
func (failingRunner) stop() {}
func (failingRunner) drop() {}

// forgetfulRunner answers with the worker's handler, as handleRunner
// does, but forgets the requests it holds when stopped or dropped, as a
// Web Worker ended or told to cancel them does.
type forgetfulRunner struct {
	handleRunner
	held []*bool // whether each request it holds is still to be answered
}

func (f *forgetfulRunner) queue(req worker.Request, on func(worker.Response)) {
	live := true
	f.held = append(f.held, &live)
	f.handleRunner.queue(req, func(res worker.Response) {
		if live {
			on(res)
		}
	})
}

func (f *forgetfulRunner) stop() { f.drop() }
func (f *forgetfulRunner) drop() {
	for _, live := range f.held {
		*live = false
	}
	f.held = nil
}

// recordingRunner records the seeks that it hands on to its runner.
type recordingRunner struct {
	runner
	asked *[]worker.Request
}

func (r *recordingRunner) queue(req worker.Request, on func(worker.Response)) {
	if req.Op == worker.OpSeek {
		*r.asked = append(*r.asked, req)
	}
	r.runner.queue(req, on)
}

// shareSolution seeks solution k of an n×n board with a share of a pool
// of runners and the walker, the page knowing no column before, and
// returns the result and the progress reported; before, it runs meddle,
// if not nil.
func shareSolution(t *testing.T, loop *eventLoop, pool *countPool, walker runner, n int, k uint64, meddle func()) (*worker.Response, []worker.Response) {
	t.Helper()
	solver.ForgetColumns(n)
	s := &seekShare{pool: pool, walker: walker}
	req := worker.Request{Op: worker.OpSeek, N: n, K: k}
	if !shares(req) {
		t.Fatalf("the share does not seek solution %d of n = %d", k, n)
	}
	var result *worker.Response
	var progress []worker.Response
	s.start(req, func(r worker.Response) {
		if r.Type == worker.TypeProgress {
			progress = append(progress, r)
			return
		}
		if result != nil {
			t.Fatalf("a second result: %+v", r)
		}
		result = &r
	})
	if meddle != nil {
		meddle()
	}
	loop.drain()
	return result, progress
}

// wantSolution returns solution k of an n×n board, and has the page's
// process forget the columns that finding it counted.
func wantSolution(t *testing.T, n int, k uint64) []int {
	t.Helper()
	x, err := solver.Solution(n, k)
	if err != nil {
		t.Fatal(err)
	}
	solver.ForgetColumns(n)
	return x
}

// The pool's workers share the columns of a far seek of n = 14, and the
// seek's worker then seeks with them: the solution is the one a seek
// finds alone, and the progress moves forward.
func TestSeekShare(t *testing.T) {
	const n = 14
	total, _, _ := solver.Published(n)
	for _, k := range []uint64{total / 3, total / 2, total - total/5} {
		want := wantSolution(t, n, k)
		loop := &eventLoop{}
		runners, rs := newRunners(loop, 3)
		var seeks []worker.Request
		walker := &recordingRunner{runner: runners[2], asked: &seeks}
		result, progress := shareSolution(t, loop, &countPool{runners: rs[:2]}, walker, n, k, nil)
		if result == nil || result.Type != worker.TypeSolution || result.K != k || !slices.Equal(result.Queens, want) {
			t.Fatalf("solution %d: %+v, want %v", k, result, want)
		}
		if runners[0].runs < 2 || runners[1].runs < 2 || runners[1].most > chunksAhead {
			t.Errorf("solution %d: the workers ran %d and %d requests, the second up to %d at once", k, runners[0].runs, runners[1].runs, runners[1].most)
		}
		if len(seeks) != 1 || len(seeks[0].Columns) == 0 || runners[2].runs != 1 {
			t.Errorf("solution %d: the seek's worker was asked for %+v, want one seek with the columns", k, seeks)
		}
		for i, p := range progress {
			if p.Done < 0 || p.Done > p.Total || i > 0 && p.Done < progress[i-1].Done {
				t.Fatalf("progress %+v", progress)
			}
		}
	}
}

// A worker of the pool that never answers, as one that has not started,
// or that fails, leaves the columns to the others; when all fail, the
// seek fails.
func TestSeekShareWithoutHelp(t *testing.T) {
	const n = 14
	total, _, _ := solver.Published(n)
	k := total / 3
	want := wantSolution(t, n, k)
	for _, tt := range []struct {
		name  string
		other func(*eventLoop) runner
	}{
		{"silent", func(*eventLoop) runner { return &silentRunner{} }},
		{"failing", func(l *eventLoop) runner { return failingRunner{l} }},
	} {
		loop := &eventLoop{}
		_, rs := newRunners(loop, 2)
		result, _ := shareSolution(t, loop, &countPool{runners: []runner{tt.other(loop), rs[0]}}, rs[1], n, k, nil)
		if result == nil || result.Type != worker.TypeSolution || !slices.Equal(result.Queens, want) {
			t.Errorf("with a %s worker: %+v, want %v", tt.name, result, want)
		}
	}
	loop := &eventLoop{}
	_, rs := newRunners(loop, 1)
	result, _ := shareSolution(t, loop, &countPool{runners: []runner{failingRunner{loop}, failingRunner{loop}}}, rs[0], n, k, nil)
	if result == nil || result.Type != worker.TypeError || result.Error != "it stopped" {
		t.Errorf("with failing workers: %+v, want their error", result)
	}
}

// A count's stop, which makes the pool's workers forget what they hold,
// hands them the seek's chunks again.
func TestSeekShareOutlivesACountsStop(t *testing.T) {
	const n = 14
	total, _, _ := solver.Published(n)
	k := total / 2
	want := wantSolution(t, n, k)
	loop := &eventLoop{}
	forgetful := []*forgetfulRunner{{handleRunner: handleRunner{loop: loop}}, {handleRunner: handleRunner{loop: loop}}}
	pool := &countPool{runners: []runner{forgetful[0], forgetful[1]}}
	_, rs := newRunners(loop, 1)
	result, _ := shareSolution(t, loop, pool, rs[0], n, k, func() {
		loop.queue = loop.queue[:1] // the workers answer one chunk, and the count stops
		loop.drain()
		pool.stop()
	})
	if result == nil || result.Type != worker.TypeSolution || !slices.Equal(result.Queens, want) {
		t.Errorf("after a count's stop: %+v, want %v", result, want)
	}
	if len(pool.sides[forgetful[0]])+len(pool.sides[forgetful[1]]) != 0 {
		t.Errorf("the pool still holds side requests: %d and %d", len(pool.sides[forgetful[0]]), len(pool.sides[forgetful[1]]))
	}
}

// A seek stopped, or replaced by another, hears nothing more.
func TestSeekShareStops(t *testing.T) {
	const n = 14
	total, _, _ := solver.Published(n)
	solver.ForgetColumns(n)
	loop := &eventLoop{}
	_, rs := newRunners(loop, 3)
	s := &seekShare{pool: &countPool{runners: rs[:2]}, walker: rs[2]}
	heard := 0
	s.start(worker.Request{Op: worker.OpSeek, N: n, K: total / 3}, func(worker.Response) { heard++ })
	s.stop()
	loop.drain()
	if heard != 0 {
		t.Errorf("after a stop: %d answers heard", heard)
	}
	var result *worker.Response
	for _, k := range []uint64{total / 2, total / 3} {
		s.start(worker.Request{Op: worker.OpSeek, N: n, K: k}, func(r worker.Response) {
			if r.Type != worker.TypeProgress {
				result = &r
			}
		})
	}
	loop.drain()
	if result == nil || result.K != total/3 {
		t.Errorf("the second seek gave %+v", result)
	}
}

// The share seeks only what needs columns: not a walk from the board, a
// solution near an end, or a board whose seeks count no columns; and a
// seek it leaves to the seek's worker takes the columns the page knows.
func TestSharesOnlyFarSeeks(t *testing.T) {
	total, _, _ := solver.Published(16)
	for _, req := range []worker.Request{
		{Op: worker.OpSeek, N: 16, K: 5},
		{Op: worker.OpSeek, N: 16, K: total},
		{Op: worker.OpSeek, N: 16, K: total / 2, From: total/2 - 1, Queens: make([]int, 16)},
		{Op: worker.OpSeek, N: 15, K: 1 << 20},
		{Op: worker.OpCount, N: 16},
	} {
		if shares(req) {
			t.Errorf("the share seeks %+v", req)
		}
	}
	if !shares(worker.Request{Op: worker.OpSeek, N: 16, K: total / 2}) {
		t.Errorf("the share leaves solution %d of n = 16", total/2)
	}
	solver.ForgetColumns(14)
	if c := withColumns(worker.Request{Op: worker.OpSeek, N: 14, K: 9}).Columns; c != nil {
		t.Errorf("with no column known, a seek takes %v", c)
	}
	counts := make([]uint64, 14)
	counts[3] = 7
	solver.RememberColumn(14, 5, counts)
	defer solver.ForgetColumns(14)
	if c := withColumns(worker.Request{Op: worker.OpSeek, N: 14, K: 9}).Columns; len(c) != 1 || c[0].Column != 5 || !slices.Equal(c[0].Counts, counts) {
		t.Errorf("a seek takes the columns %v", c)
	}
}
