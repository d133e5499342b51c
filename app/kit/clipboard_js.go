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

// Share hands text and link to the device's share sheet, with the Web
// Share API where the browser has it, and otherwise puts them on the
// clipboard, one line each (CopyText). done is told how it went: Shared,
// Copied, Cancelled (the player closed the share sheet) or Failed.
func Share(text, link string, done func(ShareResult)) {
	navigator := app.Window().Get("navigator")
	if !navigator.Get("share").Truthy() {
		copyShared(text, link, done)
		return
	}
	var then, fail app.Func
	release := func() { then.Release(); fail.Release() }
	then = app.FuncOf(func(app.Value, []app.Value) any { release(); done(Shared); return nil })
	fail = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		if len(args) > 0 && args[0].Truthy() && args[0].Get("name").String() == "AbortError" {
			done(Cancelled)
		} else {
			copyShared(text, link, done) // not allowed here, as in a frame
		}
		return nil
	})
	navigator.Call("share", map[string]any{"text": text, "url": link}).Call("then", then, fail)
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
