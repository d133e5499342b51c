package backend

import (
	"slices"
	"time"

	"nqueens/app/worker"
	"nqueens/solver"
)

// A seekShare finds a far solution of a board whose seeks count the
// columns of the first queen (solver.SeekColumn: even boards from 14 to
// 16) with the counting pool's workers, where the seek's worker would
// count those columns alone: at n = 16 up to five columns of about 0.3 s
// each in a worker, and twice that in a fresh one, whose code V8 has not
// yet optimised. It has the pool's workers count each column the seek
// needs, in chunks of its units, two at a time each beside their counts
// (countPool.side), adds up their counts, keeps them in the page's
// process (solver.RememberColumn) and asks SeekColumn for the next. A
// worker with no chunk left to take counts one that another holds too (a
// worker may be busy with a count's part, or starting), and whichever
// answers first counts. Once the columns tell where the solution stands,
// the seek's worker seeks it with them (worker.Request.Columns): a walk of
// milliseconds. A worker that fails gets no more chunks; the seek fails
// when all have.
type seekShare struct {
	pool    *countPool
	walker  runner // the seek's worker
	gen     int    // the seek under way; the answers of older ones are ignored
	req     worker.Request
	on      func(worker.Response)
	lost    []runner // the pool's runners that failed
	walking bool     // the seek's worker seeks, with the columns counted
	// The column under way, the seek's column-th.
	column   int
	col      int
	chunks   []*columnChunk // in the order they are handed out
	next     int            // the first unit not yet in a chunk
	units    int
	counted  int
	counts   []uint64
	columns  int // the columns this seek counted
	estimate int // the columns it expects to count in all
	reported time.Time
}

// A columnChunk is a run of a column's units that workers count.
type columnChunk struct {
	first, last int
	holders     []runner // the runners it was handed to
	done        bool
}

// seekChunks is how many chunks a column's units are cut into: about
// 8 ms each in a worker at n = 16, enough for both workers to end a
// column together.
const seekChunks = 48

// shares reports whether the share seeks req: a seek from the start whose
// solution SeekColumn says needs columns.
func shares(req worker.Request) bool {
	if req.Op != worker.OpSeek || req.From != 0 {
		return false
	}
	_, _, ok := solver.SeekColumn(req.N, req.K)
	return ok
}

// start seeks req, stopping the seek under way, and calls on with its
// progress and then its result, as the seek's worker answers an OpSeek.
func (s *seekShare) start(req worker.Request, on func(worker.Response)) {
	s.stop()
	s.req, s.on, s.lost, s.columns, s.reported = req, on, nil, 0, time.Now()
	s.nextColumn()
}

// stop stops the seek under way. The chunks that the pool's workers hold
// are left to end unheard, a few milliseconds each, so as not to drop a
// count's parts with them; a seek that walks is stopped as the seek slot
// stops its requests.
func (s *seekShare) stop() {
	s.gen++
	if s.walking {
		s.walker.stop()
	}
	s.walking, s.chunks = false, nil
}

// nextColumn hands out the next column the seek needs, or has the seek's
// worker seek once it needs none.
func (s *seekShare) nextColumn() {
	col, columns, ok := solver.SeekColumn(s.req.N, s.req.K)
	if !ok {
		s.walk()
		return
	}
	c, err := solver.NewColumnCount(s.req.N, col)
	if err != nil {
		s.fail(err.Error())
		return
	}
	s.column++
	s.col, s.chunks, s.next, s.units, s.counted = col, nil, 0, c.Units(), 0
	s.counts, s.estimate = make([]uint64, s.req.N), s.columns+columns
	for range chunksAhead {
		for _, r := range s.runners() {
			s.feed(r)
		}
	}
}

// runners returns the pool's runners that have not failed.
func (s *seekShare) runners() []runner {
	return slices.DeleteFunc(slices.Clone(s.pool.runners), func(r runner) bool { return slices.Contains(s.lost, r) })
}

// feed hands r the next chunk of the column, or when every unit is in a
// chunk and r holds none under way, a chunk under way that r does not
// hold.
func (s *seekShare) feed(r runner) {
	var c *columnChunk
	if s.next < s.units {
		size := max(1, s.units/seekChunks)
		c = &columnChunk{first: s.next, last: min(s.next+size, s.units)}
		s.next = c.last
		s.chunks = append(s.chunks, c)
	} else {
		for _, held := range s.chunks {
			if !held.done && slices.Contains(held.holders, r) {
				return
			}
		}
		for i := len(s.chunks) - 1; i >= 0 && c == nil; i-- {
			if !s.chunks[i].done {
				c = s.chunks[i]
			}
		}
		if c == nil {
			return
		}
	}
	c.holders = append(c.holders, r)
	req := worker.Request{Op: worker.OpColumn, N: s.req.N, Column: s.col, First: c.first, Last: c.last}
	gen, column := s.gen, s.column
	current := func() bool { return gen == s.gen && column == s.column }
	s.pool.side(r, req, func() bool { return current() && !c.done }, func(res worker.Response) {
		switch {
		case !current() || res.Type == worker.TypeProgress:
		case c.done: // another worker counted it first
			s.feed(r)
		default:
			s.answered(r, c, res)
		}
	})
}

// answered takes r's answer res for chunk c, not yet counted.
func (s *seekShare) answered(r runner, c *columnChunk, res worker.Response) {
	switch {
	case res.Type == worker.TypeError:
		s.lost = append(s.lost, r)
		c.holders = slices.DeleteFunc(c.holders, func(h runner) bool { return h == r })
		if len(s.runners()) == 0 {
			s.fail(res.Error)
			return
		}
		for _, other := range s.runners() {
			s.feed(other)
		}
		return
	case len(res.Counts) != len(s.counts):
		s.fail("the solver answered a column with the wrong counts")
		return
	}
	c.done = true
	for d, count := range res.Counts {
		s.counts[d] += count
	}
	s.counted += c.last - c.first
	if s.counted == s.units {
		solver.RememberColumn(s.req.N, s.col, s.counts)
		s.columns++
		s.nextColumn()
		return
	}
	s.feed(r)
	if time.Since(s.reported) >= progressEvery {
		s.reported = time.Now()
		done := (float64(s.columns) + float64(s.counted)/float64(s.units)) / float64(max(s.estimate, s.columns+1))
		s.on(worker.Response{Type: worker.TypeProgress, Done: int(done * seekProgressScale), Total: seekProgressScale})
	}
}

// withColumns returns req, a seek, with the columns of its board that the
// page's process knows, so that its worker counts none of them again.
func withColumns(req worker.Request) worker.Request {
	if req.Op != worker.OpSeek {
		return req
	}
	for col, counts := range solver.KnownColumns(req.N) {
		if counts != nil {
			req.Columns = append(req.Columns, worker.ColumnCounts{Column: col, Counts: counts})
		}
	}
	return req
}

// seekProgressScale is the Total of the share's progress.
const seekProgressScale = 1_000_000

// walk has the seek's worker seek the solution, with the columns counted.
func (s *seekShare) walk() {
	req := withColumns(s.req)
	s.walking, s.chunks = true, nil
	s.column++ // the chunks still under way are not heard
	gen := s.gen
	s.walker.queue(req, func(res worker.Response) {
		if gen != s.gen {
			return
		}
		if res.Type != worker.TypeProgress {
			s.gen++ // the seek is over
			s.walking = false
		}
		s.on(res)
	})
}

// fail ends the seek with an error.
func (s *seekShare) fail(err string) {
	s.stop()
	s.on(worker.Response{Type: worker.TypeError, Error: err})
}
