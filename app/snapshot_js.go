//go:build js && wasm

package app

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// prerenderedSnapshot returns the snapshot the server wrote into the page,
// or "" once the live page has replaced it.
func prerenderedSnapshot() string {
	main := app.Window().Get("document").Call("querySelector", "main[data-state]")
	if !main.Truthy() {
		return ""
	}
	return main.Call("getAttribute", "data-state").String()
}
