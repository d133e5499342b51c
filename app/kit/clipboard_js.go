//go:build js && wasm

package kit

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// CopyText puts text on the clipboard, with the Clipboard API where the
// page may use it and a selected text area where it may not, and reports
// whether that worked.
func CopyText(text string, done func(ok bool)) {
	clipboard := app.Window().Get("navigator").Get("clipboard")
	if !clipboard.Truthy() {
		done(copyWithSelection(text))
		return
	}
	var then, fail app.Func
	release := func() { then.Release(); fail.Release() }
	then = app.FuncOf(func(app.Value, []app.Value) any { release(); done(true); return nil })
	fail = app.FuncOf(func(app.Value, []app.Value) any { release(); done(copyWithSelection(text)); return nil })
	clipboard.Call("writeText", text).Call("then", then, fail)
}

func copyWithSelection(text string) bool {
	doc := app.Window().Get("document")
	area := doc.Call("createElement", "textarea")
	area.Set("value", text)
	area.Call("setAttribute", "readonly", "")
	area.Get("style").Set("position", "fixed")
	area.Get("style").Set("opacity", "0")
	doc.Get("body").Call("appendChild", area)
	area.Call("select")
	ok := doc.Call("execCommand", "copy").Truthy()
	area.Call("remove")
	return ok
}
