package experiment

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// handOverFocus moves the focus from the button whose data-testid is from
// to the one of to, once the panel is drawn anew, if from has it: the run
// button is disabled while a run goes on, and Cancel goes with the run, so
// that the focus, which a keyboard user left there, would fall to the
// page's top.
func (p *Panel) handOverFocus(from, to string) {
	if p.afterRender == nil {
		return // not mounted, as on the server and in tests
	}
	doc := app.Window().Get("document")
	if active := doc.Get("activeElement"); !active.Truthy() || active.Call("getAttribute", "data-testid").String() != from {
		return
	}
	p.afterRender(func() {
		if b := doc.Call("querySelector", `[data-testid="`+to+`"]`); b.Truthy() {
			b.Call("focus")
		}
	})
}
