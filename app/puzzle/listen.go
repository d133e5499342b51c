package puzzle

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Mount gives the mode the browser's storage, where the player's scores
// and options are, and has it listen to the page (see listen).
func (m *Mode) Mount(storage app.BrowserStorage) {
	m.storage = storage
	m.load()
	m.listen()
}

// Dismount stops listening to the page.
func (m *Mode) Dismount() {
	if m.stop != nil {
		m.stop()
		m.stop = nil
	}
}

// listen has the mode answer, in the browser, the events whose default it
// must prevent in the event itself, which go-app's handlers run too late
// for: Ctrl+Z (Undo), Ctrl+Shift+Z and Ctrl+Y (Redo) anywhere on the page
// but in a text field, and a right click or a long press on the board
// (Mark); and the page's visibility, which pauses the timer.
func (m *Mode) listen() {
	if !app.IsClient || m.stop != nil {
		return
	}
	doc := app.Window().Get("document")
	handlers := map[string]func(e app.Value){
		"keydown":          m.onPageKey,
		"keypress":         m.onPageKey, // where it comes apart from its keydown, as a page's tests send it
		"contextmenu":      m.onContextMenu,
		"pointerdown":      m.onPointerDown,
		"pointerup":        m.endPress,
		"pointercancel":    m.endPress,
		"visibilitychange": func(app.Value) { m.run(func() { m.Hidden(doc.Get("visibilityState").String() == "hidden") }) },
	}
	funcs := map[string]app.Func{}
	for name, handle := range handlers {
		funcs[name] = app.FuncOf(func(_ app.Value, args []app.Value) any {
			handle(args[0])
			return nil
		})
		doc.Call("addEventListener", name, funcs[name])
	}
	m.stop = func() {
		for name, f := range funcs {
			doc.Call("removeEventListener", name, f)
			f.Release()
		}
	}
}

// run runs f on the page's loop, which redraws the page.
func (m *Mode) run(f func()) {
	if m.loop != nil {
		m.loop.Run(f)
	}
}

// boardKeys are the board's keys that the browser would scroll the page
// with.
var boardKeys = map[string]bool{" ": true, "ArrowUp": true, "ArrowDown": true, "ArrowLeft": true, "ArrowRight": true, "Home": true, "End": true}

// onPageKey answers Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y (or ⌘ on a Mac), and
// keeps the page still for the board's keys.
func (m *Mode) onPageKey(e app.Value) {
	if m.active && boardKeys[e.Get("key").String()] && !e.Get("ctrlKey").Bool() && !e.Get("metaKey").Bool() && !e.Get("altKey").Bool() &&
		e.Get("target").Get("closest").Truthy() && e.Get("target").Call("closest", ".puzzle-board").Truthy() {
		e.Call("preventDefault")
		return
	}
	if !m.active || e.Get("type").String() != "keydown" || m.game == nil || !(e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool()) || e.Get("altKey").Bool() {
		return
	}
	target := e.Get("target")
	if tag := target.Get("tagName"); tag.Truthy() && (strings.Contains("INPUT TEXTAREA SELECT", tag.String()) || target.Get("isContentEditable").Bool()) {
		return // the field's own undo
	}
	redo := e.Get("shiftKey").Bool()
	switch strings.ToLower(e.Get("key").String()) {
	case "z":
	case "y":
		redo = true
	default:
		return
	}
	e.Call("preventDefault")
	if redo {
		m.run(m.Redo)
	} else {
		m.run(m.Undo)
	}
}

// onContextMenu marks the square right-clicked, without the browser's
// menu. A touch's long press marks through onPointerDown instead.
func (m *Mode) onContextMenu(e app.Value) {
	r, c, ok := squareOf(e)
	if !m.active || !ok {
		return
	}
	e.Call("preventDefault")
	if !m.press.touch {
		m.run(func() { m.Mark(r, c) })
	}
}

// onPointerDown starts a long press's wait, for a touch on a square.
func (m *Mode) onPointerDown(e app.Value) {
	m.endPress(e)
	m.press.dropClicks = time.Time{} // a new press: its click counts
	r, c, ok := squareOf(e)
	m.press.touch = e.Get("pointerType").String() == "touch"
	if !m.active || !ok || !m.press.touch {
		return
	}
	m.press.fire = app.FuncOf(func(app.Value, []app.Value) any {
		m.endPress(nil)
		m.press.dropClicks = time.Now().Add(time.Second)
		m.run(func() { m.Mark(r, c) })
		return nil
	})
	m.press.timer = app.Window().Call("setTimeout", m.press.fire, longPressDelay.Milliseconds())
}

// endPress ends a long press's wait: when the touch ends before it, or
// once it fired.
func (m *Mode) endPress(app.Value) {
	if m.press.timer != nil {
		app.Window().Call("clearTimeout", m.press.timer)
		m.press.fire.Release()
		m.press.timer, m.press.fire = nil, nil
	}
}
