//go:build js && wasm

package worker

import (
	"encoding/json"
	"syscall/js"
)

// InSolverWorker reports whether the program runs in a solver's Web
// Worker: web/js sets self.nqueensSolverWorker before it runs the
// page's wasm there, which then serves the worker protocol (Serve) rather
// than mounting the page.
func InSolverWorker() bool { return js.Global().Get("nqueensSolverWorker").Truthy() }

// Serve serves the worker protocol in a solver's Web Worker, and never
// returns. It defines two global functions: nqueensHandle(text, done),
// which runs the JSON Request text, posts JSON Responses back to the page
// and then calls done; and nqueensCancel(id), which stops the requests
// whose ID is at most id, running or not, within milliseconds (a running
// one answers with an error). A response with packed queens is posted as
// an object {json, packed}: its JSON without them, and the packed bytes in
// a Uint8Array whose buffer is transferred, not copied.
func Serve() {
	post := js.Global().Get("postMessage")
	send := func(r Response) {
		text, packed := encodeResponse(r)
		if packed == nil {
			post.Invoke(text)
			return
		}
		bytes := js.Global().Get("Uint8Array").New(len(packed))
		js.CopyBytesToJS(bytes, packed)
		message := map[string]any{"json": text, "packed": bytes}
		post.Invoke(message, []any{bytes.Get("buffer")})
	}
	session := &Session{Context: newYielding}
	js.Global().Set("nqueensHandle", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 2 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeFunction {
			send(Response{Type: TypeError, Error: "nqueensHandle takes a JSON string and a function"})
			return nil
		}
		text, done := args[0].String(), args[1]
		go func() {
			defer done.Invoke()
			var req Request
			if err := json.Unmarshal([]byte(text), &req); err != nil {
				send(Response{Type: TypeError, Error: "bad request: " + err.Error()})
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
