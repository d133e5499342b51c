package solver

import "fmt"

// How a SeekJob races its walk against the count that ranks the solution.

// The share of the time the walk gets in its race with the count: a
// queen the walk places costs about 2/3 of one the fast counter places.
const (
	raceShare = 8 // the count gets 8 times the walk's time
	walkCost  = 2 // relative cost of a queen the walk places
	passCost  = 3 // and of one the fast counter places
)

// A pace sets the work of a SeekJob's steps.
type pace struct {
	walk      uint64 // queens the walk places per Step
	count     uint64 // the count's work per Step, at least, in queens the fast counter places
	headStart uint64 // queens the walk places before the race starts
}

// seekPace steps about a millisecond at a time, and gives the walk a head
// start of a few milliseconds: enough for the first thousands of
// solutions of any board.
var seekPace = pace{walk: 1 << 16, count: 1 << 15, headStart: 1 << 20}

// A ranker counts, a bounded step at a time, what a seek needs to know
// which first queens the solution it seeks has: where it stands.
type ranker interface {
	// step counts about the pace's work, and once it knows, returns
	// where the solution stands and true.
	step() (place, bool)
	// spent is the work done so far, in cost units: walkCost for each
	// queen the walk would place in the same time.
	spent() float64
	// left estimates the work left, in cost units, or is negative while
	// the ranker has no estimate.
	left() float64
	// progress is the share of its work done, from 0 to 1.
	progress() float64
}

// newRanker returns the ranker of solution target of an n×n board, half
// being the first half of its published count when target is in it, or
// nil when no ranker serves the board: its seeks walk.
func newRanker(n int, target, half uint64, p pace) ranker {
	switch {
	case columnsServe(n):
		return newColumnRanker(n, target, half, p)
	case n >= openingsMinN && n <= openingsMaxN:
		return &openingsRanker{n: n, target: target, perStep: p.count}
	}
	return nil
}

// knownPlace returns where solution target of an n×n board stands, when
// the counts of an earlier seek tell.
func knownPlace(n int, target, half uint64) (place, bool) {
	if o := knownOpenings(n); o != nil {
		return o.place(target), true
	}
	if n%2 != 0 {
		return place{}, false
	}
	p, _, ok := knownColumns(n).locate(target, half)
	return p, ok
}

// A place says where a solution stands: it is the index-th, from 1, of
// the count solutions that begin with prefix; or with exhausted, the
// board has only total solutions, fewer than the one sought.
type place struct {
	prefix       []int
	index, count uint64
	exhausted    bool
	total        uint64
}

// walksNext reports whether the walk takes the next step: when no count
// ranks the solution, during its head start, and then while its share of
// the time is behind. The walk's share is a ninth, or eight ninths while
// it looks nearer its end than the count: while its solutions left, at
// its pace so far, would take less time than the count's estimate of its
// work left. The walk's pace is slowest at the start, where the edge
// columns have few solutions, so its estimate errs on the safe side
// there.
func (j *SeekJob) walksNext() bool {
	if j.rank == nil || j.walked < j.pace.headStart {
		return true
	}
	walk, count := float64(j.walked*walkCost), j.rank.spent()
	countLeft := j.rank.left()
	if countLeft < 0 || j.left == j.distance {
		return walk*raceShare <= count
	}
	walkLeft := walk * float64(j.left) / float64(j.distance-j.left)
	if walkLeft < countLeft {
		return walk <= count*raceShare
	}
	return walk*raceShare <= count
}

// stepWalk walks a slice.
func (j *SeekJob) stepWalk() {
	passed, nodes, end := j.walk.advance(j.left, j.pace.walk)
	j.left -= passed
	j.walked += nodes
	switch {
	case j.left == 0:
		x := j.walk.queens()
		if j.flip {
			x = mirror(j.n, x)
		}
		j.found, j.done = x, true
	case !end:
	case j.ranked:
		j.exhaust(j.k - j.left)
	case j.fromStart:
		total, _, _ := Published(j.n)
		j.fail(fmt.Errorf("solver: n = %d has fewer solutions than its published count, %d", j.n, total))
	default:
		j.fail(fmt.Errorf("solver: the seek's start is not solution %d of n = %d", j.k+j.distance, j.n))
	}
}

// stepRank counts for a slice, and goes on from the solution's place once
// the count knows it.
func (j *SeekJob) stepRank() {
	if p, ok := j.rank.step(); ok {
		j.descend(p)
	}
}

// descend ends the race once the solution's place is known: unless the
// walk under way is nearer, it walks to the solution among those that
// begin with the same first queens, from the nearer end: from the far end
// on the mirrored board, whose solutions with the mirrored first queens
// come in the reverse order. A board with fewer solutions than k is
// exhausted.
func (j *SeekJob) descend(p place) {
	j.located, j.rank = nil, nil
	if p.exhausted {
		if j.mirrored {
			total, _, _ := Published(j.n)
			j.fail(fmt.Errorf("solver: n = %d has %d solutions, not its published %d", j.n, p.total, total))
			return
		}
		j.exhaust(p.total)
		return
	}
	prefix, index := p.prefix, p.index
	flip := index > p.count/2
	if flip {
		prefix, index = mirror(j.n, prefix), p.count+1-index
	}
	if j.left <= index {
		return
	}
	j.walk, j.left, j.distance, j.flip, j.ranked, j.fromStart = newCursor(j.n, prefix), index, index, flip != j.mirrored, false, false
}

// exhaust ends a search for a k past the board's total solutions; the
// last one is the mirror of the first.
func (j *SeekJob) exhaust(total uint64) {
	j.exhausted, j.total, j.done, j.walk = true, total, true, nil
	if total > 0 {
		first := newCursor(j.n, nil)
		first.advance(1, ^uint64(0))
		j.last = mirror(j.n, first.queens())
	}
}

// fail ends the search with err.
func (j *SeekJob) fail(err error) {
	j.err, j.done, j.walk = err, true, nil
}
