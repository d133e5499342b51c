package steps

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

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
	{"Enter", "on a node of the tree: go to the step that entered it"},
}

// Key does what key, pressed with shift or not, does in the panel (see
// stepKeys), and reports whether it did something.
func (s *Panel) Key(key string, shift bool) bool {
	switch {
	case key == " ":
		s.TogglePlay()
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

// onKeyDown answers the keys of stepKeys, unless a field has the focus, or
// a button and the key is Space, which presses it.
func (s *Panel) onKeyDown(ctx app.Context, e app.Event) {
	key := e.Get("key").String()
	switch e.Get("target").Get("tagName").String() {
	case "INPUT", "SELECT", "TEXTAREA":
		return
	case "BUTTON":
		if key == " " || key == "Enter" {
			return
		}
	}
	if e.Get("altKey").Bool() || e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() {
		return
	}
	if key == "Enter" {
		s.onTreeClick(ctx, e) // a node of the tree
		return
	}
	if s.Key(key, e.Get("shiftKey").Bool()) {
		e.PreventDefault()
	}
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
