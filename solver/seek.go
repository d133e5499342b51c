package solver

import (
	"context"
	"errors"
)

// A SeekJob finds solution k of a board, in the lexicographic order of
// Solutions, a bounded piece of work per Step, so that the caller can
// report progress or stop between steps.
//
// It walks the backtracking search towards solution k, from the first
// solution or from a known one, and races that walk against a count of
// the board's openings (n = 6 to 17): how many solutions begin with each
// placement of the first three queens, which the fast counter finds in
// one count of about an eighth of the search tree. Once the openings are
// known, solution k is a walk within its opening, from whichever end is
// nearer (solution N+1−k is the mirror of solution k), unless the walk
// under way is nearer. After a head start of a few milliseconds, the walk
// gets a ninth of the time, or eight ninths while it looks nearer its end
// than the count. So a seek costs at most about 1.1 fast counts plus a
// walk within one opening, about 2 s on one core at n = 16 for any k, and
// a few milliseconds when k is near the start or near the known solution
// it starts from. The openings of each board are kept: later seeks on it
// cost milliseconds.
type SeekJob struct {
	ctx context.Context
	n   int
	k   uint64

	walk     *cursor // the walk towards solution k, nil once the job is done
	flip     bool    // the walk is on the mirrored board: mirror what it finds
	left     uint64  // solutions the walk still has to pass to stand on k
	distance uint64  // and had to pass at its start
	ranked   bool    // the walk goes forward from a solution of known rank, so its end gives the board's count
	walked   uint64  // queens the walk placed so far

	counting bool          // the openings are to be counted
	pass     *openingsPass // their count under way, made at its first step
	open     *openings     // the openings, once known and not yet used

	pace      pace
	progress  int // out of progressScale
	done      bool
	found     []int  // solution k
	exhausted bool   // the board has fewer than k solutions
	total     uint64 // the board's count, when exhausted
	last      []int  // the board's last solution, when exhausted
	err       error
}

// NewSeekJobContext starts looking for solution k, 1-based, of an n×n
// board. Once ctx is done, the
// next Step ends the search, and Result returns ctx's error. A Step is
// about a millisecond of work, and at most 10 ms up to n = 17.
func NewSeekJobContext(ctx context.Context, n int, k uint64) (*SeekJob, error) {
	if k < 1 {
		return nil, ErrIndex
	}
	if err := CheckSize(n); err != nil {
		return nil, err
	}
	j := &SeekJob{ctx: ctx, n: n, k: k, pace: seekPace, walk: newCursor(n, nil), left: k, distance: k, ranked: true}
	j.race()
	return j, nil
}

// NewSeekJobFrom starts looking for solution k of the board of queens,
// from queens, which the caller knows to be solution k0: it walks from
// there, forwards or backwards, so that a nearby k costs microseconds.
// The job trusts k0, which it does not check (RankContext finds it): a wrong one
// gives wrong answers or an error. Queens must be a solution (Verify).
func NewSeekJobFrom(ctx context.Context, queens []int, k0, k uint64) (*SeekJob, error) {
	n := len(queens)
	if k < 1 || k0 < 1 {
		return nil, ErrIndex
	}
	if err := CheckSize(n); err != nil {
		return nil, err
	}
	if err := Verify(queens); err != nil {
		return nil, err
	}
	j := &SeekJob{ctx: ctx, n: n, k: k, pace: seekPace}
	switch {
	case k == k0:
		j.found, j.done = append([]int(nil), queens...), true
		return j, nil
	case k > k0:
		j.walk, j.left, j.ranked = cursorAt(queens), k-k0, true
	default:
		j.walk, j.left, j.flip = cursorAt(mirror(n, queens)), k0-k, true
	}
	j.distance = j.left
	j.race()
	return j, nil
}

// race lines up the openings to race the walk: known already, or to count.
func (j *SeekJob) race() {
	if j.open = knownOpenings(j.n); j.open == nil {
		j.counting = j.n >= openingsMinN && j.n <= openingsMaxN
	}
}

// progressScale is the total that Progress reports.
const progressScale = 1_000_000 // fine enough to show a far walk move

// Progress reports how far the job is, as done out of total, never going
// back: the share of the tasks of the count of the openings while it
// runs, else the share of the solutions the walk has passed on its way to
// k. (The walk's place in the board's tree says little of the time left:
// at n = 27 it promised solution 5·10⁹ in under an hour, where the walk
// passes about 13,000 solutions a second.)
func (j *SeekJob) Progress() (done, total int) { return j.progress, progressScale }

// measure updates the job's progress.
func (j *SeekJob) measure() {
	done, total := 1, 1
	switch {
	case j.done:
	case j.pass != nil:
		done, total = j.pass.next, len(j.pass.tasks)+1
	default:
		done, total = int(float64(j.distance-j.left)/float64(max(j.distance, 1))*progressScale), progressScale
	}
	j.progress = max(j.progress, done*progressScale/total)
}

// Step does a bounded piece of the search, about a millisecond (up to
// 10 ms when it meets a long task of the count of the openings of n = 16
// or 17), and reports whether the search is over: the solution was found,
// the board has fewer solutions than k, or the job's context is done.
func (j *SeekJob) Step() (done bool) {
	if j.done {
		return true
	}
	if err := j.ctx.Err(); err != nil {
		j.fail(err)
		return true
	}
	switch {
	case j.open != nil:
		j.descend(j.open)
	case j.walksNext():
		j.stepWalk()
	default:
		j.stepCount()
	}
	j.measure()
	return j.done
}

// Result returns the k-th solution once Step has reported done, a
// *RangeError when the board has fewer than k solutions, or the context's
// error when it stopped the search.
func (j *SeekJob) Result() ([]int, error) {
	switch {
	case j.found != nil:
		return append([]int(nil), j.found...), nil
	case j.err != nil:
		return nil, j.err
	case j.exhausted:
		return nil, &RangeError{N: j.n, K: j.k, Solutions: j.total}
	}
	return nil, errors.New("solver: the seek is not done")
}

// Last returns the last solution of the board and its index when the search
// ran past it, so that a caller can clamp k, or solution k and k when it
// was found. It returns nil and 0 when the board has no solutions, or the
// search did not end.
func (j *SeekJob) Last() (x []int, k uint64) {
	switch {
	case j.found != nil:
		return append([]int(nil), j.found...), j.k
	case j.last != nil:
		return append([]int(nil), j.last...), j.total
	}
	return nil, 0
}

// Unrank returns solution k, 1-based, of an n×n board in lexicographic
// order, the inverse of RankContext; or a *RangeError when there is no such
// solution; or ctx's error once ctx is done, within a millisecond or so
// (10 ms at most, between two tasks of the count of the openings of
// n = 16 or 17). A SeekJob does the work: for n ≤ 17 it takes at most
// about 1.1 fast counts of the board on one core, 2 s at n = 16, and once
// the board's openings are known, milliseconds; for k near the start, a
// few milliseconds on any board; past n = 17, a walk through the
// solutions before k.
func Unrank(ctx context.Context, n int, k uint64) ([]int, error) {
	j, err := NewSeekJobContext(ctx, n, k)
	if err != nil {
		return nil, err
	}
	for !j.Step() {
	}
	return j.Result()
}

// Solution returns solution k, 1-based, of an n×n board in lexicographic
// order, or a *RangeError when there is no such solution. It is Unrank
// without a context.
func Solution(n int, k uint64) ([]int, error) {
	return Unrank(context.Background(), n, k)
}
