package steps

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/app/worker"
)

// stepKeys are the keys the panel answers while it has the focus, as its
// help lists them.
var stepKeys = []struct{ keys, does string }{
	{"Space", "play or pause"},
	{"← →", "step back or forward"},
	{"Shift+← Shift+→", "run to the solution before or the next"},
	{"B", "run to the next backtrack"},
	{"Home End", "the first step or the last"},
	{"S A 0–9 N", "in predict mode: answer safe, attacked, a column (up to n = 10), or none"},
	{"Enter", "on a node of the tree: go to the step that entered it"},
}

// Key does what key, pressed with shift or not, does in the panel (see
// stepKeys), and reports whether it did something.
func (s *Panel) Key(key string, shift bool) bool {
	answer, answers := s.predict.keyAnswer(key)
	switch {
	case answers:
		s.Answer(answer)
	case key == " ":
		s.player.toggle(s)
	case key == "ArrowRight" && shift:
		s.RunToSolution()
	case key == "ArrowRight":
		s.StepForward()
	case key == "ArrowLeft" && shift:
		s.runTo(worker.SeekPrevious)
	case key == "ArrowLeft":
		s.StepBack()
	case key == "b" || key == "B":
		s.runTo(worker.SeekBacktrack)
	case key == "Home":
		s.Restart()
	case key == "End":
		s.End()
	default:
		return false
	}
	return true
}

// onKeyDown answers the keys of stepKeys.
func (s *Panel) onKeyDown(ctx app.Context, e app.Event) {
	key, ok := panelKey(e.Value)
	switch {
	case !ok:
	case key == "Enter":
		s.onTreeClick(ctx, e) // a node of the tree
	case s.Key(key, e.Get("shiftKey").Bool()):
		e.PreventDefault()
	}
}

// panelKey returns the key of a keydown event e for the panel: not in a
// field, nor Space or Enter on a button, which presses it, nor with Alt,
// Ctrl or Meta.
func panelKey(e app.Value) (string, bool) {
	key := e.Get("key").String()
	switch e.Get("target").Get("tagName").String() {
	case "INPUT", "SELECT", "TEXTAREA":
		return "", false
	case "BUTTON":
		if key == " " || key == "Enter" {
			return "", false
		}
	}
	if e.Get("altKey").Bool() || e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() {
		return "", false
	}
	return key, true
}

// scrollKeys are the panel's keys that the browser would scroll the page
// with.
var scrollKeys = map[string]bool{" ": true, "ArrowLeft": true, "ArrowRight": true, "Home": true, "End": true}

// listenToPage answers, with key, the panel's keys pressed with nothing
// focused, as when a link has just opened (the keys go to the page's
// body), while the panel shows. It also stops the browser from scrolling
// the page with the keys that the panel answers, in the keydown event
// itself: go-app runs the panel's handler when the event is over, too late
// to prevent it. Space scrolls on its keypress, which a keydown prevented
// by a keyboard never sends, but a synthetic key (a test's, an assistive
// tool's) may: that is prevented too. key runs on the page's loop. It
// returns the function that stops listening.
func listenToPage(loop *kit.Loop, key func(key string, shift bool) bool) func() {
	if !app.IsClient {
		return func() {}
	}
	doc := app.Window().Get("document")
	listen := app.FuncOf(func(this app.Value, args []app.Value) any {
		e := args[0]
		k, ok := panelKey(e)
		if !ok {
			return nil
		}
		target := e.Get("target")
		unfocused := (target.Equal(doc.Get("body")) || target.Equal(doc.Get("documentElement"))) && shown(doc.Call("querySelector", ".steps"))
		if scrollKeys[k] && (unfocused || target.Call("closest", ".steps").Truthy()) {
			e.Call("preventDefault")
		}
		if unfocused && e.Get("type").String() == "keydown" {
			shift := e.Get("shiftKey").Bool()
			loop.Run(func() { key(k, shift) })
		}
		return nil
	})
	for _, event := range []string{"keydown", "keypress"} {
		doc.Call("addEventListener", event, listen)
	}
	return func() {
		for _, event := range []string{"keydown", "keypress"} {
			doc.Call("removeEventListener", event, listen)
		}
		listen.Release()
	}
}

// shown reports whether element e is on the page and not hidden, as in a
// folded part: the panel takes the keys of nothing focused only then.
func shown(e app.Value) bool {
	if !e.Truthy() {
		return false
	}
	return e.Get("checkVisibility").IsUndefined() || e.Call("checkVisibility").Bool()
}

// renderKeys lists the panel's keys, folded.
func renderKeys() app.UI {
	return app.Details().Class("steps-keys").DataSet("testid", "steps-keys").Body(
		app.Summary().Text("Keys"),
		app.Ul().Body(app.Range(stepKeys).Slice(func(i int) app.UI {
			return app.Li().Body(app.Kbd().Text(stepKeys[i].keys), app.Text(" "+stepKeys[i].does))
		})),
	)
}

// togglePresent shows the panel full screen, board and code in larger
// type, or leaves: through the Fullscreen API where the browser has it,
// else by a class that lays the panel over the page.
func togglePresent() {
	if !app.IsClient {
		return
	}
	doc := app.Window().Get("document")
	panel := doc.Call("querySelector", ".steps")
	switch {
	case !panel.Truthy():
	case doc.Get("fullscreenElement").Truthy():
		doc.Call("exitFullscreen")
	case panel.Get("requestFullscreen").Truthy():
		panel.Call("requestFullscreen")
	default:
		panel.Get("classList").Call("toggle", "presenting")
	}
	if board := doc.Call("querySelector", ".steps-board"); board.Truthy() {
		board.Call("focus") // the keys go on working
	}
}
