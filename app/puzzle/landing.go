package puzzle

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// A boardLanding brings the board into view when another puzzle takes
// its place, as New puzzle, Today's puzzle or a level, picked under the
// board on a phone, ask: the new board is not left above the screen. A
// board already in view stays where it is. It draws nothing.
type boardLanding struct {
	app.Compo
	Puzzle string // the key of the puzzle shown (see puzzleKey)
}

// OnUpdate brings the board into view, once drawn, when the puzzle changed.
func (l *boardLanding) OnUpdate(ctx app.Context) {
	ctx.Defer(func(app.Context) { scrollIntoView(".puzzle-frame") })
}

// scrollIntoView scrolls the page as little as it can to show the element
// that selector finds whole, if it is not: to its top when it is above
// the screen or taller than it, to its bottom when it is below.
func scrollIntoView(selector string) {
	e := app.Window().Get("document").Call("querySelector", selector)
	if !e.Truthy() {
		return
	}
	r := e.Call("getBoundingClientRect")
	top, bottom := r.Get("top").Float(), r.Get("bottom").Float()
	if top >= 0 && bottom <= app.Window().Get("innerHeight").Float() {
		return
	}
	e.Call("scrollIntoView", map[string]any{"block": "nearest"})
}

// Render draws nothing.
func (*boardLanding) Render() app.UI { return app.Text("") }
