//go:build js && wasm

// Command app is the page's code in the browser, built to web/app.wasm.
package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	nqapp "nqueens/app"
)

func main() {
	nqapp.Register()
	app.RunWhenOnBrowser()
}
