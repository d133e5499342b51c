package worker

import (
	"context"
	"sync"
)

// A Session runs the requests of one worker and cancels them on request:
// a Request with OpCancel stops every request whose ID is at most the
// cancel's, whether it waits or runs. Its zero value is ready to use, and
// its methods may be called from several goroutines.
type Session struct {
	// Context, if not nil, wraps the context of each request: the Web
	// Worker's makes ctx.Err hand the thread back to JavaScript now and
	// then, so that a cancel can arrive while a request runs.
	Context func(context.Context) context.Context

	mu        sync.Mutex
	running   map[int]func() // cancels the running requests, by ID
	cancelled int            // the highest ID a cancel named
	anyCancel bool           // whether cancelled is set
}

// Run computes req as HandleContext does, calling send with its progress
// and then once with its result, unless req is OpCancel: then it cancels
// the requests that req names and sends nothing. A request that a cancel
// named before it started gets a context already done, and so its
// context's error at once.
func (s *Session) Run(req Request, send func(Response)) {
	if req.Op == OpCancel {
		s.Cancel(req.ID)
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	s.mu.Lock()
	if s.running == nil {
		s.running = make(map[int]func())
	}
	if s.anyCancel && req.ID <= s.cancelled {
		cancel()
	}
	s.running[req.ID] = cancel
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.running, req.ID)
		s.mu.Unlock()
	}()
	if s.Context != nil {
		ctx = s.Context(ctx)
	}
	HandleContext(ctx, req, send)
}

// Cancel stops every request of the session whose ID is at most id: those
// running stop within milliseconds and send their context's error, and
// those that start later stop at once.
func (s *Session) Cancel(id int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.anyCancel || id > s.cancelled {
		s.cancelled, s.anyCancel = id, true
	}
	for running, cancel := range s.running {
		if running <= id {
			cancel()
		}
	}
}
