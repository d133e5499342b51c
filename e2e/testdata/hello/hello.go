// Command hello is go-app v9's own hello world, the empty page that
// make lighthouse measures beside ours: one component that renders an H1,
// served by go-app's Handler with go-app's default loader (app.js), and
// nothing else. The wasm side is wasm.go, the server side server.go; as in
// go-app's getting started, both register the route.
//
// It lives under testdata so that ./... does not reach it; the Makefile
// builds it into .tools/hello.
package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// hello displays a heading, as go-app's getting started does.
type hello struct {
	app.Compo
}

func (h *hello) Render() app.UI {
	return app.H1().Text("Hello, world")
}
