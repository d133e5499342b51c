//go:build !(js && wasm)

package board

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// A plotCanvas has no canvas to draw on outside the browser.
type plotCanvas struct{}

func (*plotCanvas) mount(app.Context, *Plot) {}
func (*plotCanvas) dismount()                {}
func (*plotCanvas) request()                 {}
func (*plotCanvas) pending() bool            { return false }
