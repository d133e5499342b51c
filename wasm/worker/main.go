//go:build js && wasm

// Command worker is the solver that runs inside a Web Worker, built to
// web/solver.wasm and started by web/worker.js. It defines the global
// function nqueensHandle, which takes a JSON worker.Request and posts JSON
// worker.Responses back to the page. A response with packed queens is
// posted as an object {json, packed}: its JSON without them, and the
// packed bytes in a Uint8Array whose buffer is transferred, not copied.
package main

import (
	"encoding/json"
	"syscall/js"

	"nqueens/app/worker"
)

func main() {
	post := js.Global().Get("postMessage")
	send := func(r worker.Response) {
		packed := r.Packed
		r.Packed = nil
		b, err := json.Marshal(r)
		if err != nil {
			b = []byte(`{"type":"error","error":"cannot encode the response"}`)
		}
		if packed == nil {
			post.Invoke(string(b))
			return
		}
		bytes := js.Global().Get("Uint8Array").New(len(packed))
		js.CopyBytesToJS(bytes, packed)
		message := map[string]any{"json": string(b), "packed": bytes}
		post.Invoke(message, []any{bytes.Get("buffer")})
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
