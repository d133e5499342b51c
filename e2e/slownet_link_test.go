package e2e

import (
	"slices"
	"sync"
	"time"
)

// A link is one direction of a modelled network link, shared by every
// connection: it sends the segments of its flows one at a time at its
// rate, taking turns between the flows that have some waiting, as TCP
// roughly shares a bottleneck, and hands each segment to its flow a half
// round trip after the link has sent it.
type link struct {
	bitsPerSecond float64
	delay         time.Duration // one way

	mu     sync.Mutex
	active []*flow // the flows with segments waiting, in turn order
	next   int     // the index in active of the flow whose turn it is
	wake   chan struct{}
	done   chan struct{}
}

// A flow is one connection's direction on a link.
type flow struct {
	queue []segment    // waiting for the link
	out   chan segment // sent by the link, to be delivered at their time
	dead  bool         // its connection has failed: its segments are dropped
}

// A segment is at most one TCP segment's payload (mss bytes), or the end of
// a flow.
type segment struct {
	data   []byte
	eof    bool
	queued time.Time // when it came to the link
	ready  time.Time // when it may be sent: not before its connection is open
	at     time.Time // when it reaches the other end
	req    *request  // the request it answers, on the way down
}

// mss is the payload of a TCP segment on a 1500-byte Ethernet link.
const mss = 1460

// newLink starts a link of the given rate and one-way delay; close(done)
// stops it.
func newLink(bitsPerSecond float64, delay time.Duration, done chan struct{}) *link {
	l := &link{bitsPerSecond: bitsPerSecond, delay: delay, wake: make(chan struct{}, 1), done: done}
	go l.run()
	return l
}

// newFlow returns a flow on the link. Its out channel holds more segments
// than a test ever sends, so that a slow reader never holds up the link.
func (l *link) newFlow() *flow {
	return &flow{out: make(chan segment, 8192)}
}

// push queues a segment on its flow.
func (l *link) push(f *flow, s segment) {
	l.mu.Lock()
	if !f.dead {
		if len(f.queue) == 0 {
			l.active = append(l.active, f)
		}
		f.queue = append(f.queue, s)
	}
	l.mu.Unlock()
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

// drop forgets a flow whose connection has failed.
func (l *link) drop(f *flow) {
	l.mu.Lock()
	defer l.mu.Unlock()
	f.dead, f.queue = true, nil
	if i := slices.Index(l.active, f); i >= 0 {
		l.active = slices.Delete(l.active, i, i+1)
	}
}

// run sends the segments, one at a time: a segment starts when the link is
// free, or when it came if the link was idle, and takes its length over
// the rate; the link's clock runs on from the last segment's end rather
// than from a timer's wake, so that late wakes do not lower the rate.
func (l *link) run() {
	free := time.Now()
	for {
		l.mu.Lock()
		s, f, wait := l.pick(time.Now())
		l.mu.Unlock()
		if f == nil {
			timer := time.NewTimer(wait)
			select {
			case <-l.wake:
			case <-timer.C:
			case <-l.done:
				timer.Stop()
				return
			}
			timer.Stop()
			continue
		}
		start := latest(free, s.queued, s.ready)
		free = start.Add(time.Duration(float64(len(s.data)) * 8 / l.bitsPerSecond * float64(time.Second)))
		s.at = free.Add(l.delay)
		f.out <- s
		time.Sleep(time.Until(free))
	}
}

// pick takes the head segment of the next flow in turn whose segment may
// be sent at now; with none, it returns how long until one may (an hour
// when none waits: a push wakes the link).
func (l *link) pick(now time.Time) (segment, *flow, time.Duration) {
	wait := time.Hour
	for i := range l.active {
		k := (l.next + i) % len(l.active)
		f := l.active[k]
		s := f.queue[0]
		if until := s.ready.Sub(now); until > 0 {
			wait = min(wait, until)
			continue
		}
		f.queue = f.queue[1:]
		l.next = k + 1
		if len(f.queue) == 0 {
			l.active = slices.Delete(l.active, k, k+1)
			l.next = k
		}
		return s, f, 0
	}
	return segment{}, nil, wait
}

// latest returns the latest of times.
func latest(times ...time.Time) time.Time {
	return slices.MaxFunc(times, time.Time.Compare)
}
