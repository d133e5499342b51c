package solver

import "fmt"

// How a SeekJob races its walk against the count of the openings.

// The share of the time the walk gets in its race with the count of the
// openings: a queen the walk places costs about 2/3 of one the fast
// counter places.
const (
	raceShare = 8 // the count gets 8 times the walk's time
	walkCost  = 2 // relative cost of a queen the walk places
	passCost  = 3 // and of one the fast counter places
)

// A pace sets the work of a SeekJob's steps.
type pace struct {
	walk      uint64 // queens the walk places per Step
	count     uint64 // queens the count of the openings places per Step, at least
	headStart uint64 // queens the walk places before the race starts
}

// seekPace steps about a millisecond at a time, and gives the walk a head
// start of a few milliseconds: enough for the first thousands of
// solutions of any board.
var seekPace = pace{walk: 1 << 16, count: 1 << 15, headStart: 1 << 20}

// walksNext reports whether the walk takes the next step: when the
// openings are not to be counted, during its head start, and then while
// its share of the time is behind. The walk's share is a ninth, or eight
// ninths while it looks nearer its end than the count: while its
// solutions left, at its pace so far, would take less time than the
// count's tasks left at the count's pace so far. The walk's pace is
// slowest at the start, where the edge columns have few solutions, so
// its estimate errs on the safe side there.
func (j *SeekJob) walksNext() bool {
	if !j.counting || j.walked < j.pace.headStart {
		return true
	}
	walk, count := float64(j.walked*walkCost), 0.0
	if j.pass != nil {
		count = float64(j.pass.nodes * passCost)
	}
	if j.pass == nil || j.pass.next == 0 || j.left == j.distance {
		return walk*raceShare <= count
	}
	walkLeft := walk * float64(j.left) / float64(j.distance-j.left)
	countLeft := count * float64(len(j.pass.tasks)-j.pass.next) / float64(j.pass.next)
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
	default:
		j.fail(fmt.Errorf("solver: the seek's start is not solution %d of n = %d", j.k+j.distance, j.n))
	}
}

// stepCount counts the openings for a slice, and goes on with them once
// they are known.
func (j *SeekJob) stepCount() {
	if j.pass == nil {
		j.pass = newOpeningsPass(j.n)
	}
	for start := j.pass.nodes; j.pass.nodes-start < j.pace.count; {
		if o := j.pass.step(); o != nil {
			remember(o)
			j.descend(o)
			return
		}
	}
}

// descend ends the race once the openings are known: it finds solution
// k's opening, and unless the walk under way is nearer, walks to k within
// the opening from its nearer end: from the far end on the mirrored
// board, whose opening is the mirrored one.
func (j *SeekJob) descend(o *openings) {
	j.open, j.pass, j.counting = nil, nil, false
	if j.k > o.total {
		j.exhaust(o.total)
		return
	}
	prefix, index, count := o.locate(j.k)
	flip := index > count/2
	if flip {
		prefix, index = mirror(j.n, prefix), count+1-index
	}
	if j.left <= index {
		return
	}
	j.walk, j.left, j.distance, j.flip, j.ranked = newCursor(j.n, prefix), index, index, flip, false
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
