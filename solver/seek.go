package solver

import (
	"context"
	"errors"
)

// A SeekJob finds solution k of a board, in the lexicographic order of
// Solutions, a bounded piece of work per Step, so that the caller can
// report progress or stop between steps.
//
// Mirroring a solution left to right reverses the order, so when the
// board's published count N (Published) says that k is past the middle,
// the job seeks solution N+1−k and mirrors it: the last solution costs
// what the first does. It walks the backtracking search towards the
// solution it seeks, from the first solution or from a known one, and
// races that walk against a count that ranks it (a ranker): for even n
// from 14 to 16, the columns of the first queen, a column at a time, from
// the nearer of the left edge and the middle (columns.go); for n = 6 to
// 17 otherwise, the board's openings, how many solutions begin with each
// placement of the first three queens (openings.go). Once the count knows
// which first queens the solution has, it is a walk among the solutions
// that begin with them, from whichever end is nearer, unless the walk
// under way is nearer. After a head start of a few milliseconds, the walk
// gets a ninth of the time, or eight ninths while it looks nearer its end
// than the count. So at n = 16 a seek costs at most five counts of a
// column, each about a third of a count of the board by quarters (about
// 0.2 s on one core), and a walk past up to 70,000 solutions; at n = 15
// or 17, about 1.1 fast counts of the board; and a few milliseconds when
// k is near the start, the end or the known solution it starts from. What
// the counts find is kept for each board: later seeks on it cost
// milliseconds.
type SeekJob struct {
	ctx context.Context
	n   int
	k   uint64

	// The job ranks solution target: k, or when mirrored, N+1−k, whose
	// mirror is solution k, N being the board's published count.
	target   uint64
	mirrored bool

	walk      *cursor // the walk, nil once the job is done
	flip      bool    // what the walk finds is to be mirrored
	left      uint64  // solutions the walk still has to pass to stand on its goal
	distance  uint64  // and had to pass at its start
	ranked    bool    // the walk goes forward from solution 0 or another of known rank, towards k, so its end gives the board's count
	fromStart bool    // the walk goes from the start towards the mirror of solution k, which the published count says is there
	walked    uint64  // queens the walk placed so far

	rank    ranker // the count that ranks the solution, while it runs
	located *place // where the solution stands, once known and not yet used

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
	j := &SeekJob{ctx: ctx, n: n, k: k, pace: seekPace}
	j.aim()
	j.walkFromStart()
	j.race()
	return j, nil
}

// walkFromStart has the walk go towards the solution ranked, from the
// start of the order.
func (j *SeekJob) walkFromStart() {
	j.walk, j.left, j.distance, j.flip = newCursor(j.n, nil), j.target, j.target, j.mirrored
	j.ranked, j.fromStart = !j.mirrored, j.mirrored
}

// NewSeekJobFrom starts looking for solution k of the board of queens,
// from queens, which the caller knows to be solution k0: it walks from
// there, forwards or backwards, so that a nearby k costs microseconds;
// or from the nearer end of the order, when k is nearer to it.
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
	if j.aim(); j.target < j.distance {
		j.walkFromStart()
	}
	j.race()
	return j, nil
}

// aim picks the solution to rank: k, or its mirror's index from the end
// when the board's published count says that it is nearer that end.
func (j *SeekJob) aim() { j.target, j.mirrored = aim(j.n, j.k) }

// aim returns the solution of an n×n board that a seek of solution k
// ranks, and whether it is the mirror of solution k: N+1−k when the
// board's published count N says that k is past the middle, else k.
func aim(n int, k uint64) (target uint64, mirrored bool) {
	if total, _, ok := Published(n); ok && k <= total && 2*k > total+1 {
		return total + 1 - k, true
	}
	return k, false
}

// publishedHalf returns half the published count of an even board, n×n,
// when solution target is in that half, else 0: the solutions whose first
// queen stands in the left half of the board.
func publishedHalf(n int, target uint64) uint64 {
	if total, _, ok := Published(n); ok && n%2 == 0 && target <= total/2 {
		return total / 2
	}
	return 0
}

// race lines up the count that ranks the solution: its place is known
// already, or a ranker counts it, if one serves the board.
func (j *SeekJob) race() {
	half := publishedHalf(j.n, j.target)
	if p, ok := knownPlace(j.n, j.target, half); ok {
		j.located = &p
		return
	}
	j.rank = newRanker(j.n, j.target, half, j.pace)
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
	case j.rank != nil:
		done, total = int(j.rank.progress()*progressScale), progressScale
	default:
		done, total = int(float64(j.distance-j.left)/float64(max(j.distance, 1))*progressScale), progressScale
	}
	j.progress = max(j.progress, done*progressScale/total)
}

// Step does a bounded piece of the search, about a millisecond (up to
// 10 ms when it meets a long task of the count of the openings of n = 17),
// and reports whether the search is over: the solution was found, the
// board has fewer solutions than k, or the job's context is done.
func (j *SeekJob) Step() (done bool) {
	if j.done {
		return true
	}
	if err := j.ctx.Err(); err != nil {
		j.fail(err)
		return true
	}
	switch {
	case j.located != nil:
		j.descend(*j.located)
	case j.walksNext():
		j.stepWalk()
	default:
		j.stepRank()
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
// n = 17). A SeekJob does the work, on one core: at n = 16 up to about
// 1 s, at n = 15 or 17 about 1.1 fast counts of the board (12 s at
// n = 17), and once its counts are known, milliseconds; for k near the
// start or the end of a board whose count is published, a few
// milliseconds; past n = 17, a walk through the solutions between k and
// the nearer end.
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
