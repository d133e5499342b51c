package worker

import (
	"encoding/json"
	"runtime"
	"strings"
	"testing"
	"time"
)

// sessionRun is what one request of a Session sent.
type sessionRun struct {
	final   Response      // the last response, which is not progress
	answers int           // how many responses were not progress
	after   time.Duration // from the cancel to the final response
}

// runAndCancel runs req in a fresh Session, cancels it after wait, and
// returns what it sent, or fails the test when it has not answered within
// limit of the cancel.
func runAndCancel(t *testing.T, req Request, wait, limit time.Duration) sessionRun {
	t.Helper()
	if runtime.GOOS == "js" {
		// One thread and no preemption: the cancel would wait for the
		// request. The Web Worker yields to read it; e2e's
		// TestWorkerCancelsRequests tests that.
		t.Skip("cancels a running request, which needs a second thread or the Web Worker's yields")
	}
	s := &Session{}
	responses := make(chan Response, 16)
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		s.Run(req, func(r Response) {
			if r.Type != TypeProgress {
				responses <- r
			}
		})
	}()
	time.Sleep(wait)
	cancelled := time.Now()
	s.Run(Request{ID: req.ID, Op: OpCancel}, func(r Response) { t.Errorf("a cancel answered %+v", r) })
	select {
	case <-finished:
	case <-time.After(limit):
		b, _ := json.Marshal(req)
		t.Fatalf("%s ran on %v after its cancel", b, limit)
	}
	run := sessionRun{after: time.Since(cancelled)}
	close(responses)
	for r := range responses {
		run.final = r
		run.answers++
	}
	return run
}

// TestSessionCancelsRunningRequests runs requests that would take minutes
// or for ever, cancels each while it runs, and checks that it answers
// once, with the context's error, soon after.
func TestSessionCancelsRunningRequests(t *testing.T) {
	requests := []Request{
		{ID: 1, Op: OpExperiment, N: 8, First: 0, Last: 9, Trials: 1_000_000_000_000},
		{ID: 2, Op: OpCount, N: 19},
		{ID: 3, Op: OpPart, N: 18, First: 0, Last: Parts},
		{ID: 7, Op: OpCount, N: 26},                       // a task lasts minutes
		{ID: 8, Op: OpPart, N: 30, First: 0, Last: Parts}, // and hours
		{ID: 4, Op: OpSeek, N: 30, K: 1e15},
		{ID: 5, Op: OpRandom, N: 40, Solver: "hybrid", Step: 0, Seed: 1},
		{ID: 6, Op: OpRank, N: 32, Queens: mirroredFirstSolution(t, 32)},
	}
	for _, req := range requests {
		run := runAndCancel(t, req, 30*time.Millisecond, 5*time.Second)
		if run.answers != 1 || run.final.ID != req.ID || run.final.Type != TypeError || !strings.Contains(run.final.Error, "canceled") {
			t.Errorf("%s request: %d answers, the last %+v; want one error", req.Op, run.answers, run.final)
		}
		t.Logf("%s stopped %v after its cancel", req.Op, run.after.Round(time.Millisecond))
	}
}

// mirroredFirstSolution is the mirror image of the first solution of an
// n×n board: its queen in row 0 is far right, so that ranking it counts
// most of the board.
func mirroredFirstSolution(t *testing.T, n int) []int {
	t.Helper()
	var sent []Response
	Handle(Request{Op: OpSeek, N: n, K: 1}, func(r Response) { sent = append(sent, r) })
	x := sent[len(sent)-1].Queens
	if len(x) != n {
		t.Fatalf("no first solution of n = %d: %+v", n, sent[len(sent)-1])
	}
	for r := range x {
		x[r] = n - 1 - x[r]
	}
	return x
}

// TestSessionCancelsBeforeTheStart checks that a request that a cancel
// named before it started stops at once.
func TestSessionCancelsBeforeTheStart(t *testing.T) {
	s := &Session{}
	s.Cancel(5)
	var sent []Response
	s.Run(Request{ID: 4, Op: OpCount, N: 19}, func(r Response) { sent = append(sent, r) })
	if len(sent) != 1 || sent[0].Type != TypeError {
		t.Errorf("a request cancelled before it started sent %+v", sent)
	}
	sent = nil
	s.Run(Request{ID: 6, Op: OpCount, N: 8}, func(r Response) { sent = append(sent, r) })
	if len(sent) != 1 || sent[0].Solutions != 92 {
		t.Errorf("a request after the cancel sent %+v", sent)
	}
}

// TestBoundedRequests sends requests whose counts are out of bounds, or
// whose totals would overflow: each gets one clear error at once.
func TestBoundedRequests(t *testing.T) {
	tests := []struct {
		json string
		want string
	}{
		{`{"id":1,"op":"experiment","n":8,"first":0,"last":1,"trials":9223372036854775807}`, "trials = 9223372036854775807: each step takes from 1 to 1000000000000 attempts"},
		{`{"id":1,"op":"experiment","n":32,"first":0,"last":33,"trials":4611686018427387904}`, "each step takes from 1 to"},
		{`{"id":1,"op":"experiment","n":9223372036854775807,"first":0,"last":1,"trials":1}`, "the experiment takes boards from n = 1 to 32"},
		{`{"id":1,"op":"experiment","n":8,"first":-1,"last":1,"trials":1}`, "steps -1 to 0 are not in 0..8"},
		{`{"id":1,"op":"part","n":8,"first":0,"last":9223372036854775807}`, "are not in the count's"},
		{`{"id":1,"op":"trace","algorithm":"naive","n":8,"at":9223372036854775807}`, "it goes from step 0 to"},
		{`{"id":1,"op":"count","n":-9223372036854775808}`, "n = -9223372036854775808"},
		{`{"id":1,"op":"random","n":100000000,"solver":"minconflicts"}`, "a worker finds solutions of boards up to n = 10000000"},
	}
	for _, tt := range tests {
		var req Request
		if err := json.Unmarshal([]byte(tt.json), &req); err != nil {
			t.Fatal(err)
		}
		var sent []Response
		start := time.Now()
		Handle(req, func(r Response) { sent = append(sent, r) })
		if len(sent) != 1 || sent[0].Type != TypeError || !strings.Contains(sent[0].Error, tt.want) {
			t.Errorf("%s: sent %+v, want one error with %q", tt.json, sent, tt.want)
		}
		if d := time.Since(start); d > time.Second {
			t.Errorf("%s took %v to refuse", tt.json, d)
		}
	}
}

// FuzzRequest decodes arbitrary bytes as a Request and runs what decodes
// in a Session, cancelling it after a few milliseconds: it must answer
// exactly once, with its own ID, within a second of the cancel.
func FuzzRequest(f *testing.F) {
	for _, seed := range []string{
		`{"id":1,"op":"count","n":8}`,
		`{"id":2,"op":"part","n":12,"first":0,"last":1048576}`,
		`{"id":3,"op":"seek","n":10,"k":500}`,
		`{"id":4,"op":"random","n":1000,"solver":"minconflicts","seed":3}`,
		`{"id":5,"op":"rank","n":4,"queens":[1,3,0,2]}`,
		`{"id":6,"op":"experiment","n":8,"first":0,"last":1,"trials":9223372036854775807}`,
		`{"id":7,"op":"experiment","n":32,"first":0,"last":33,"trials":4611686018427387904}`,
		`{"id":8,"op":"exact","n":7}`,
		`{"id":9,"op":"trace","algorithm":"bitmask","n":8,"at":50,"next":true}`,
		`{"id":10,"op":"seek","n":8,"k":3,"from":1,"queens":[0,4,7,5,2,6,1,3]}`,
		`{"id":11,"op":"cancel"}`,
		`{"op":`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var req Request
		if json.Unmarshal(data, &req) != nil || req.Op == OpCancel {
			return
		}
		if req.Op == OpRandom && req.N > 100_000 {
			return // minconflicts's first placement of 10^7 queens takes a second before it looks at the context
		}
		run := runAndCancel(t, req, 5*time.Millisecond, time.Second)
		if run.answers != 1 || run.final.ID != req.ID {
			t.Errorf("%s: %d answers, the last %+v; want one with ID %d", data, run.answers, run.final, req.ID)
		}
	})
}
