//go:build js && wasm

// Command worker is the solver that runs inside a Web Worker, built to
// web/solver.wasm and started by web/worker.js. It defines two global
// functions: nqueensHandle(text, done), which runs the JSON
// worker.Request text, posts JSON worker.Responses back to the page and
// then calls done; and nqueensCancel(id), which stops the requests whose
// ID is at most id, running or not, within milliseconds (a running one
// answers with an error). A response with packed queens is posted as an
// object {json, packed}: its JSON without them, and the packed bytes in a
// Uint8Array whose buffer is transferred, not copied.
package main

import (
	"syscall/js"

	"nqueens/app/worker"
)

func main() {
	post := js.Global().Get("postMessage")
	send := func(r worker.Response) {
		packed := r.Packed
		r.Packed = nil
		b, err := worker.AppendResponse(nil, &r)
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
	session := &worker.Session{Context: newYielding}
	js.Global().Set("nqueensHandle", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 2 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeFunction {
			send(worker.Response{Type: worker.TypeError, Error: "nqueensHandle takes a JSON string and a function"})
			return nil
		}
		text, done := args[0].String(), args[1]
		go func() {
			defer done.Invoke()
			req, err := worker.ParseRequest([]byte(text))
			if err != nil {
				send(worker.Response{Type: worker.TypeError, Error: "bad request: " + err.Error()})
				return
			}
			session.Run(req, send)
		}()
		return nil
	}))
	js.Global().Set("nqueensCancel", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 1 && args[0].Type() == js.TypeNumber {
			session.Cancel(args[0].Int())
		}
		return nil
	}))
	select {}
}
