package worker

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// TestOpsAndKindsTravelAsTheirNames checks the wire format of every Op and
// Kind, which web/worker.js reads too: a message carries them as plain
// strings and gets them back from JSON.
func TestOpsAndKindsTravelAsTheirNames(t *testing.T) {
	ops := map[Op]string{OpCount: "count", OpSeek: "seek", OpPart: "part", OpRandom: "random",
		OpRank: "rank", OpExperiment: "experiment", OpExact: "exact", OpTrace: "trace", OpTimeline: "timeline", OpCancel: "cancel",
		OpComplete: "complete", OpHint: "hint", OpRemovals: "removals", OpPuzzle: "puzzle", OpColumn: "column"}
	kinds := map[Kind]string{TypeProgress: "progress", TypeCount: "count", TypeTally: "tally", TypeFound: "found",
		TypeSolution: "solution", TypeRank: "rank", TypeSteps: "steps", TypeExact: "exact", TypeTrace: "trace", TypeTimeline: "timeline", TypeCounts: "counts", TypePuzzle: "puzzle", TypeError: "error"}
	type message struct {
		msg  any // a Request or a Response
		wire string
	}
	var tests []message
	for op, name := range ops {
		tests = append(tests, message{Request{ID: 7, Op: op, N: 8}, `{"id":7,"op":"` + name + `","n":8}`})
	}
	for kind, name := range kinds {
		tests = append(tests, message{Response{ID: 3, Type: kind}, `{"id":3,"type":"` + name + `"}`})
	}
	for _, tt := range tests {
		b, err := json.Marshal(tt.msg)
		if err != nil {
			t.Fatal(err)
		}
		if string(b) != tt.wire {
			t.Errorf("%+v travels as %s, want %s", tt.msg, b, tt.wire)
		}
		back := reflect.New(reflect.TypeOf(tt.msg))
		if err := json.Unmarshal(b, back.Interface()); err != nil || !reflect.DeepEqual(back.Elem().Interface(), tt.msg) {
			t.Errorf("%+v came back from %s as %+v: %v", tt.msg, b, back.Elem().Interface(), err)
		}
	}
	for _, op := range handledOps {
		if _, ok := ops[op]; !ok {
			t.Errorf("Handle runs %s, which this test does not check", op)
		}
	}
}

// TestUnknownOpGetsAnError sends requests, as JSON from the page, whose
// op the solver does not run: each gets one error response that names the
// op and the ones it runs.
func TestUnknownOpGetsAnError(t *testing.T) {
	const runs = "; the solver runs count, seek, part, random, rank, experiment, exact, trace, timeline, complete, hint, removals, puzzle, column"
	tests := []struct {
		json string
		want string
	}{
		{`{"id":8,"op":"dance","n":8}`, `unknown operation "dance"` + runs},
		{`{"id":8,"op":"COUNT","n":8}`, `unknown operation "COUNT"` + runs},
		{`{"id":8,"n":8}`, `no operation: the request has no "op"` + runs},
		{`{"id":8,"op":"cancel"}`, `operation "cancel" is a Session's, which stops the requests it names` + runs},
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
