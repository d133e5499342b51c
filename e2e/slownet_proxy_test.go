package e2e

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
	"time"
)

// A netProfile is a network to model: its rates each way and its round
// trip.
type netProfile struct {
	name     string
	down, up float64 // bits a second
	rtt      time.Duration
}

// A throttle is a TCP proxy on loopback in front of the server that
// models a slow network link for everything a browser fetches through it,
// its Web Workers' and service worker's requests included, which
// DevTools' throttling leaves alone. Each direction is a link of its own
// rate, shared fairly by the connections (see link). A new connection
// sends nothing until a round trip after it opened (the handshake), and
// each segment reaches the other end half a round trip after the link
// sent it, so a response's first byte comes a round trip after its
// request at the least. It logs the bytes it delivers to the browser, and
// the requests it sees on each connection (the browser speaks HTTP/1.1 to
// it, one request at a time on a connection).
type throttle struct {
	Addr string // host:port, on loopback

	target   string
	rtt      time.Duration
	up, down *link
	ln       net.Listener
	done     chan struct{}

	mu         sync.Mutex
	conns      map[net.Conn]bool
	deliveries []delivery
	requests   []*request
}

// A delivery is a downstream write to the browser.
type delivery struct {
	at    time.Time
	bytes int
}

// A request is one HTTP request the browser sent through the throttle,
// with the bytes of its response.
type request struct {
	conn          int
	line          string // "GET /web/app.wasm"
	sent          time.Time
	first, last   time.Time
	responseBytes int
}

// newThrottle starts a throttle of profile in front of target (host:port).
func newThrottle(target string, profile netProfile) (*throttle, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	done := make(chan struct{})
	t := &throttle{
		Addr:   ln.Addr().String(),
		target: target,
		rtt:    profile.rtt,
		up:     newLink(profile.up, profile.rtt/2, done),
		down:   newLink(profile.down, profile.rtt/2, done),
		ln:     ln,
		done:   done,
		conns:  map[net.Conn]bool{},
	}
	go t.accept()
	return t, nil
}

// Close stops the throttle and ends its connections.
func (t *throttle) Close() {
	close(t.done)
	t.ln.Close()
	t.mu.Lock()
	defer t.mu.Unlock()
	for c := range t.conns {
		c.Close()
	}
}

func (t *throttle) accept() {
	for id := 1; ; id++ {
		client, err := t.ln.Accept()
		if err != nil {
			return
		}
		go t.serve(id, client)
	}
}

// serve carries one connection to the server and back.
func (t *throttle) serve(id int, client net.Conn) {
	server, err := net.Dial("tcp", t.target)
	if err != nil {
		client.Close()
		return
	}
	if !t.track(client, server) {
		return
	}
	open := time.Now().Add(t.rtt)
	c := &connection{throttle: t, id: id}
	up, down := t.up.newFlow(), t.down.newFlow()
	var pipes sync.WaitGroup
	pipes.Add(2)
	fail := func() { client.Close(); server.Close() }
	go func() {
		defer pipes.Done()
		t.deliver(t.up, up, server, nil, fail)
	}()
	go func() {
		defer pipes.Done()
		t.deliver(t.down, down, client, t.delivered, fail)
	}()
	go t.read(t.up, up, client, open, c.sent)
	go t.read(t.down, down, server, open, c.answering)
	pipes.Wait()
	fail()
	t.mu.Lock()
	delete(t.conns, client)
	delete(t.conns, server)
	t.mu.Unlock()
}

// track adds a connection's two ends to those Close ends, unless the
// throttle is closed.
func (t *throttle) track(client, server net.Conn) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	select {
	case <-t.done:
		client.Close()
		server.Close()
		return false
	default:
	}
	t.conns[client], t.conns[server] = true, true
	return true
}

// read queues what src sends on the flow, in segments that may leave no
// sooner than open; tag gives each its request.
func (t *throttle) read(l *link, f *flow, src net.Conn, open time.Time, tag func([]byte) *request) {
	buf := make([]byte, mss)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			data := bytes.Clone(buf[:n])
			l.push(f, segment{data: data, queued: time.Now(), ready: open, req: tag(data)})
		}
		if err != nil {
			l.push(f, segment{eof: true, queued: time.Now(), ready: open})
			return
		}
	}
}

// deliver writes the flow's segments to dst at their time, logged first,
// and ends dst's writing after the last; on a failed write it drops the
// flow and calls fail.
func (t *throttle) deliver(l *link, f *flow, dst net.Conn, logged func(segment, time.Time), fail func()) {
	for {
		var s segment
		select {
		case s = <-f.out:
		case <-t.done:
			return
		}
		time.Sleep(time.Until(s.at))
		if s.eof {
			if tcp, ok := dst.(*net.TCPConn); ok {
				tcp.CloseWrite()
			}
			return
		}
		if logged != nil {
			logged(s, time.Now())
		}
		if _, err := dst.Write(s.data); err != nil {
			l.drop(f)
			fail()
			return
		}
	}
}

// delivered logs a segment written to the browser.
func (t *throttle) delivered(s segment, at time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.deliveries = append(t.deliveries, delivery{at: at, bytes: len(s.data)})
	if r := s.req; r != nil {
		if r.first.IsZero() {
			r.first = at
		}
		r.last = at
		r.responseBytes += len(s.data)
	}
}

// A connection follows the requests on one connection, so that each
// response's bytes are counted to its request.
type connection struct {
	throttle *throttle
	id       int
	current  *request
}

// sent notes a request when a segment from the browser starts one.
func (c *connection) sent(data []byte) *request {
	method, rest, found := strings.Cut(string(data[:min(len(data), 512)]), " ")
	if !found || !isHTTPMethod(method) {
		return nil
	}
	target, _, _ := strings.Cut(rest, " ")
	r := &request{conn: c.id, line: method + " " + target, sent: time.Now()}
	t := c.throttle
	t.mu.Lock()
	t.requests = append(t.requests, r)
	c.current = r
	t.mu.Unlock()
	return r
}

// answering tags a segment from the server with the request it answers.
func (c *connection) answering([]byte) *request {
	c.throttle.mu.Lock()
	defer c.throttle.mu.Unlock()
	return c.current
}

func isHTTPMethod(s string) bool {
	switch s {
	case "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH":
		return true
	}
	return false
}

// bytesBefore returns the bytes delivered to the browser before at.
func (t *throttle) bytesBefore(at time.Time) int {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := 0
	for _, d := range t.deliveries {
		if d.at.Before(at) {
			n += d.bytes
		}
	}
	return n
}

// lastDelivery returns when the throttle last delivered bytes to the
// browser, and their total.
func (t *throttle) lastDelivery() (time.Time, int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	var last time.Time
	n := 0
	for _, d := range t.deliveries {
		last = d.at
		n += d.bytes
	}
	return last, n
}

// writeRequests writes the log of requests, their times from start: when
// the browser sent each, and when the first and last bytes of its
// response reached it.
func (t *throttle) writeRequests(w io.Writer, start time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	fmt.Fprintf(w, "    requests, in ms from the navigation's start:\n")
	ms := func(at time.Time) string {
		if at.IsZero() {
			return "-"
		}
		return fmt.Sprintf("%.0f", at.Sub(start).Seconds()*1000)
	}
	fmt.Fprintf(w, "    %4s  %8s  %8s  %8s  %10s  %s\n", "conn", "sent ms", "first ms", "last ms", "bytes", "request")
	for _, r := range t.requests {
		fmt.Fprintf(w, "    %4d  %8s  %8s  %8s  %10d  %s\n", r.conn, ms(r.sent), ms(r.first), ms(r.last), r.responseBytes, r.line)
	}
}
