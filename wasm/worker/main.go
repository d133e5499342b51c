//go:build js && wasm

// Command worker is the solver that runs inside a Web Worker, built to
// web/solver.wasm and started by web/worker.js. It defines the global
// function nqueensHandle, which takes a JSON worker.Request and posts JSON
// worker.Responses back to the page.
package main

import (
	"encoding/json"
	"syscall/js"

	"nqueens/app/worker"
)

func main() {
	post := js.Global().Get("postMessage")
	send := func(r worker.Response) {
		b, err := json.Marshal(r)
		if err != nil {
			b = []byte(`{"type":"error","error":"cannot encode the response"}`)
		}
		post.Invoke(string(b))
	}
	js.Global().Set("nqueensHandle", js.FuncOf(func(_ js.Value, args []js.Value) any {
		var req worker.Request
		if len(args) != 1 || args[0].Type() != js.TypeString {
			send(worker.Response{Type: worker.TypeError, Error: "nqueensHandle takes one JSON string"})
			return nil
		}
		if err := json.Unmarshal([]byte(args[0].String()), &req); err != nil {
			send(worker.Response{Type: worker.TypeError, Error: "bad request: " + err.Error()})
			return nil
		}
		worker.Handle(req, send)
		return nil
	}))
	select {}
}
