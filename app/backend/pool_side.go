package backend

import (
	"slices"

	"nqueens/app/worker"
)

// Side requests are work that the counting pool's runners do beside its
// counts, for another part of the page: the columns of a far seek
// (seekShare), which the pool's workers, warmed up on the same code,
// count faster than a fresh one. A runner takes them in turn with the
// count's parts. A count's stop may end a runner's worker or drop what it
// holds, which forgets every request it was given: the pool then hands the
// side requests still wanted and unanswered to their runners again, ahead
// of the next count's parts.

// A sideRequest is a request given to one of the pool's runners beside
// its counts.
type sideRequest struct {
	req    worker.Request
	on     func(worker.Response)
	wanted func() bool // whether an answer is still awaited
}

// side hands req to runner r, one of the pool's, and calls on with its
// answers, until wanted says that none is awaited any more.
func (p *countPool) side(r runner, req worker.Request, wanted func() bool, on func(worker.Response)) {
	s := &sideRequest{req: req, wanted: wanted}
	s.on = func(res worker.Response) {
		if res.Type != worker.TypeProgress {
			p.sides[r] = slices.DeleteFunc(p.sides[r], func(x *sideRequest) bool { return x == s })
		}
		on(res)
	}
	if p.sides == nil {
		p.sides = map[runner][]*sideRequest{}
	}
	p.sides[r] = append(p.sides[r], s)
	r.queue(req, s.on)
}

// resendSides hands the side requests still wanted and unanswered to
// their runners again, after a stop forgot them, in the order first
// given; it forgets the others.
func (p *countPool) resendSides() {
	if p.sides == nil {
		return
	}
	for _, r := range p.runners {
		p.sides[r] = slices.DeleteFunc(p.sides[r], func(s *sideRequest) bool { return !s.wanted() })
		for _, s := range p.sides[r] {
			r.queue(s.req, s.on)
		}
	}
}
