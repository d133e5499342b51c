//go:build js && wasm

package backend

import (
	"encoding/json"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/worker"
)

// Rehearse runs, in the loader Worker, the page's side of the solvers'
// protocol, so that its code is compiled before the page needs it (see
// app.Rehearse): a request written and a worker's answer read, numbers
// with fractions included, whose parsing is the largest code the page
// would otherwise compile on its main thread when its workers first
// answer; and a timer waited for in a select, as go-app's loop and the
// page's delays wait.
func Rehearse() {
	b, _ := json.Marshal(worker.Request{ID: 1, Op: worker.OpPart, N: 14, First: 0, Last: 4, Place: []int{-1, 1}})
	var req worker.Request
	json.Unmarshal(b, &req)
	event := app.ValueOf(map[string]any{"data": `{"id":1,"type":"progress","done":1,"total":2,"solutions":365596,` +
		`"unique":45752,"nodes":27358552,"seconds":0.30000000000000004,"share":1.5e-3,"fingerprint":"f","k":3,"queens":[0,4,7,5,2,6,1,3]}`})
	readMessage(event)
	readMessage(app.ValueOf(map[string]any{"message": "rehearsal"}))
	tick := time.NewTicker(time.Millisecond)
	defer tick.Stop()
	done := make(chan struct{})
	time.AfterFunc(time.Millisecond, func() { close(done) })
	for waiting := true; waiting; {
		select {
		case <-tick.C:
		case <-done:
			waiting = false
		}
	}
}
