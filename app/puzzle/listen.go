package puzzle

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/task"
)

// Mount gives the mode the browser's storage, where the player's records
// are, and retitle, which names the page in the tab again once a puzzle
// is made or solved. The mode listens to the page (see pageEvents) while
// the page shows it.
func (m *Mode) Mount(storage app.BrowserStorage, retitle func()) {
	m.records.load(storage)
	m.retitle, m.mounted = retitle, true
	if m.active {
		m.events.listen(m)
	}
}

// Dismount stops listening to the page, and following the date.
func (m *Mode) Dismount() {
	m.mounted = false
	m.events.end()
	m.day.stop()
}

// end stops listening to the page, and a long press's wait.
func (p *pageEvents) end() {
	if p.stop != nil {
		p.endPress(nil)
		p.stop()
		p.stop = nil
	}
}

// pageEvents are the page's events that the mode answers in the browser
// with listeners of its own, since it must prevent their default in the
// event itself, which go-app's handlers run too late for: Ctrl+Z (Undo),
// Ctrl+Shift+Z and Ctrl+Y (Redo) anywhere on the page but in a text field,
// the board's keys, which would scroll the page, and a right click or a
// long press on the board (Mark); and the page's visibility, which pauses
// the timer.
type pageEvents struct {
	mode  *Mode
	stop  func() // stops listening
	press longPress
}

// listen listens to the page for mode m.
func (p *pageEvents) listen(m *Mode) {
	if !app.IsClient || p.stop != nil {
		return
	}
	p.mode = m
	doc := app.Window().Get("document")
	handlers := map[string]func(e app.Value){
		"keydown":          p.onKey,
		"keypress":         p.onKey, // where it comes apart from its keydown, as a page's tests send it
		"contextmenu":      p.onContextMenu,
		"pointerdown":      p.onPointerDown,
		"pointerup":        p.endPress,
		"pointercancel":    p.endPress,
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
	p.stop = func() {
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

// onKey answers Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y (or ⌘ on a Mac), and
// keeps the page still for the board's keys.
func (p *pageEvents) onKey(e app.Value) {
	m := p.mode
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
func (p *pageEvents) onContextMenu(e app.Value) {
	m := p.mode
	r, c, ok := squareOf(e)
	if !m.active || !ok {
		return
	}
	e.Call("preventDefault")
	if !p.press.touch {
		m.run(func() { m.Mark(r, c) })
	}
}

// onPointerDown starts a long press's wait, for a touch on a square.
func (p *pageEvents) onPointerDown(e app.Value) {
	m := p.mode
	p.endPress(e)
	p.press.dropClicks = time.Time{} // a new press: its click counts
	r, c, ok := squareOf(e)
	p.press.touch = e.Get("pointerType").String() == "touch"
	if !m.active || !ok || !p.press.touch {
		return
	}
	p.press.row, p.press.col = r, c
	if p.press.wait == nil {
		p.press.wait = task.New(p.longPressed)
	}
	p.press.wait.Schedule(longPressDelay)
}

// longPressed marks the square held, and drops the click that ends the
// press.
func (p *pageEvents) longPressed() {
	m, r, c := p.mode, p.press.row, p.press.col
	p.press.dropClicks = time.Now().Add(time.Second)
	m.run(func() { m.Mark(r, c) })
}

// endPress ends a long press's wait: when the touch ends before it, or
// once it fired.
func (p *pageEvents) endPress(app.Value) {
	if p.press.wait != nil {
		p.press.wait.Stop()
	}
}
