package worker

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// TestOpsTravelAsTheirNames checks the wire format of every Op, which
// web/worker.js reads too: a Request carries its Op as a plain string and
// gets it back from JSON.
func TestOpsTravelAsTheirNames(t *testing.T) {
	tests := []struct {
		op   Op
		wire string
	}{
		{OpCount, "count"}, {OpSeek, "seek"}, {OpPart, "part"}, {OpRandom, "random"},
		{OpRank, "rank"}, {OpExperiment, "experiment"}, {OpExact, "exact"}, {OpCancel, "cancel"},
	}
	var tested []Op
	for _, tt := range tests {
		b, err := json.Marshal(Request{ID: 7, Op: tt.op, N: 8})
		if err != nil {
			t.Fatal(err)
		}
		if want := `{"id":7,"op":"` + tt.wire + `","n":8}`; string(b) != want {
			t.Errorf("%s travels as %s, want %s", tt.op, b, want)
		}
		var back Request
		if err := json.Unmarshal(b, &back); err != nil || back.Op != tt.op {
			t.Errorf("%s came back from %s as %q: %v", tt.op, b, back.Op, err)
		}
		tested = append(tested, tt.op)
	}
	for _, op := range handledOps {
		if !slices.Contains(tested, op) {
			t.Errorf("Handle runs %s, which this test does not check", op)
		}
	}
}

// TestKindsTravelAsTheirNames is TestOpsTravelAsTheirNames for the kinds
// of Response.
func TestKindsTravelAsTheirNames(t *testing.T) {
	tests := []struct {
		kind Kind
		wire string
	}{
		{TypeProgress, "progress"}, {TypeCount, "count"}, {TypeTally, "tally"}, {TypeFound, "found"},
		{TypeSolution, "solution"}, {TypeRank, "rank"}, {TypeSteps, "steps"}, {TypeExact, "exact"},
		{TypeError, "error"},
	}
	for _, tt := range tests {
		b, err := json.Marshal(Response{ID: 3, Type: tt.kind})
		if err != nil {
			t.Fatal(err)
		}
		if want := `{"id":3,"type":"` + tt.wire + `"}`; string(b) != want {
			t.Errorf("%s travels as %s, want %s", tt.kind, b, want)
		}
		var back Response
		if err := json.Unmarshal(b, &back); err != nil || back.Type != tt.kind {
			t.Errorf("%s came back from %s as %q: %v", tt.kind, b, back.Type, err)
		}
	}
}

// TestUnknownOpGetsAnError sends requests, as JSON from the page, whose
// op the solver does not run: each gets one error response that names the
// op and the ones it runs.
func TestUnknownOpGetsAnError(t *testing.T) {
	const runs = "; the solver runs count, seek, part, random, rank, experiment, exact"
	tests := []struct {
		json string
		want string
	}{
		{`{"id":8,"op":"dance","n":8}`, `unknown operation "dance"` + runs},
		{`{"id":8,"op":"COUNT","n":8}`, `unknown operation "COUNT"` + runs},
		{`{"id":8,"n":8}`, `no operation: the request has no "op"` + runs},
		{`{"id":8,"op":"cancel"}`, `operation "cancel" is web/worker.js's, which drops the requests still waiting` + runs},
	}
	for _, tt := range tests {
		var req Request
		if err := json.Unmarshal([]byte(tt.json), &req); err != nil {
			t.Fatalf("%s: %v", tt.json, err)
		}
		var sent []Response
		Handle(req, func(r Response) { sent = append(sent, r) })
		if len(sent) != 1 || sent[0].ID != 8 || sent[0].Type != TypeError || sent[0].Error != tt.want {
			t.Errorf("%s: sent %+v, want one error %q", tt.json, sent, tt.want)
		}
		if len(sent) == 1 && !strings.Contains(sent[0].Error, string(req.Op)) {
			t.Errorf("%s: the error %q does not name the op", tt.json, sent[0].Error)
		}
	}
}
