package backend

import (
	"time"

	"nqueens/app/worker"
)

// saveEvery spaces a count's saves, and a count saves nothing before it
// has run that long: a reload loses at most that much of its work.
const saveEvery = time.Second

// countSaving is how a pooled count saves the parts it counted: under its
// key in the pool's store, as they come, at most every saveEvery.
type countSaving struct {
	store        countStore // nil if the count is not saved
	key          string
	ok           bool      // whether the store can save: false if the browser's storage failed
	earlier      float64   // the share of the count counted in earlier visits
	earlierParts int       // and its parts
	prior        float64   // the seconds spent on them
	begun        time.Time // when this visit began counting
	savedAt      time.Time // when the count was last saved
	dirty        bool      // whether parts were counted since
	written      bool      // whether this visit saved anything
}

// startSaved counts req as start does, from the parts of it that the pool's
// store holds, once its engine is chosen; resumed, if not nil, hears the
// share they hold.
func (p *countPool) startSaved(req worker.Request, on func(worker.Response), resumed func(float64, bool)) {
	c := p.newCount(req, on, resumed)
	c.chooseEngine(func() {
		req := c.req // its method may have changed for the GPU
		if !p.saves(req) {
			c.begin(savedCount{})
			return
		}
		key := countKey(req.Algorithm, req.N)
		p.store.load(key, func(record string, ok bool) {
			if c.stale() {
				return
			}
			c.saving = countSaving{store: p.store, key: key, ok: ok}
			saved, damaged := decodeSavedCount(record)
			if damaged {
				p.store.forget(key) // and the count starts afresh
			}
			c.begin(saved)
		})
	})
}

// saves reports whether the pool saves req's count as it goes: a board's
// of n ≥ savedMinN, where it has a store. The completions of a placement,
// which the user changes as they play, are not saved.
func (p *countPool) saves(req worker.Request) bool {
	return p.store != nil && req.N >= savedMinN && len(req.Place) == 0
}

// savedShare tells then the share of req's count that the pool's store
// holds, and whether it can save: under the key of the method that the
// pool would count it with (resolve).
func (p *countPool) savedShare(req worker.Request, then func(share float64, saving bool)) {
	if !p.saves(req) {
		then(0, p.store != nil)
		return
	}
	p.resolve(req, func(req worker.Request) {
		p.store.load(countKey(req.Algorithm, req.N), func(record string, ok bool) {
			saved, _ := decodeSavedCount(record)
			then(saved.total().Share, ok)
		})
	})
}

// forgetSaved drops the parts of req's count that the pool's store holds.
func (p *countPool) forgetSaved(req worker.Request) {
	if p.saves(req) {
		p.resolve(req, func(req worker.Request) { p.store.forget(countKey(req.Algorithm, req.N)) })
	}
}

// begin notes the parts counted in earlier visits.
func (s *countSaving) begin(counted savedCount) {
	t := counted.total()
	s.earlier, s.earlierParts, s.prior = t.Share, t.Last, counted.Seconds
	s.begun, s.savedAt = time.Now(), time.Now()
}

// flush saves the parts counted, if the count has run for saveEvery, and
// unless stopping, if it was last saved saveEvery ago.
func (c *poolCount) flush(stopping bool) {
	s := &c.saving
	if s.store == nil || !s.ok {
		return
	}
	now := time.Now()
	if !stopping {
		s.dirty = true
	}
	if !s.dirty || now.Sub(s.begun) < saveEvery || !stopping && now.Sub(s.savedAt) < saveEvery {
		return
	}
	record := c.counted
	record.Seconds = s.prior + c.seconds()
	s.store.save(s.key, record.encode())
	s.savedAt, s.dirty, s.written = now, false, true
}

// drop forgets the count's saved parts once it is known.
func (s *countSaving) drop() {
	if s.store != nil && (s.earlierParts > 0 || s.written) {
		s.store.forget(s.key)
	}
	s.store = nil
}

// plansDiffer fails a count whose workers answered on different plans.
const plansDiffer = "the workers split the count in different ways"

// samePlan checks that res was counted on the plan of the parts counted so
// far, and reports false if not. Parts saved in an earlier visit on
// another plan are stale: the count forgets them and starts afresh. Two
// plans within one visit fail the count.
func (c *poolCount) samePlan(res worker.Response) bool {
	first := c.done == c.saving.earlierParts // the visit's first answer
	switch {
	case first && c.done == 0:
		c.counted.Fingerprint = res.Fingerprint
		return true
	case res.Fingerprint == c.counted.Fingerprint:
		return true
	case first:
		c.afresh()
	default:
		c.fail(worker.Response{Type: worker.TypeError, Error: plansDiffer})
	}
	return false
}

// afresh forgets the count's saved parts and counts it from the start.
func (c *poolCount) afresh() {
	s := c.saving
	s.store.forget(s.key)
	c.pool.current = nil // nothing of this count is saved again
	fresh := c.pool.newCount(c.req, c.on, c.resumed)
	fresh.saving = countSaving{store: s.store, key: s.key, ok: s.ok}
	fresh.begin(savedCount{})
}
