package backendtest

import (
	"slices"
	"testing"

	"nqueens/app/backend"
	"nqueens/app/worker"
)

// TestRecorderRecordsAndRuns checks that a Recorder records every request
// in order, and runs them on Run when it has one.
func TestRecorderRecordsAndRuns(t *testing.T) {
	var answers []worker.Response
	on := func(r worker.Response) { answers = append(answers, r) }
	idle := &Recorder{}
	idle.Start(backend.SeekSlot, worker.Request{Op: worker.OpCount, N: 6}, on)
	idle.Stop(backend.SeekSlot)
	running := &Recorder{Run: idle}
	running.Start(backend.CountSlot, worker.Request{Op: worker.OpSeek, N: 8, K: 1}, on)
	if !slices.Equal(idle.Ops(), []worker.Op{worker.OpCount, worker.OpSeek}) || !slices.Equal(running.Ops(), []worker.Op{worker.OpSeek}) {
		t.Errorf("recorded %v and %v", idle.Ops(), running.Ops())
	}
	if len(answers) != 0 {
		t.Errorf("a Recorder without Run answered %v", answers)
	}
}
