package steps

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/task"
	"nqueens/solver/trace"
)

//go:generate go run ./internal/genlisting -o code_listing.go

// A codeListing is the code of a traced method, as code_listing.go holds
// it: the lesson of package trace that takes its steps, highlighted.
type codeListing struct {
	files string // the files of the module it comes from, as "solver/trace/lesson.go"
	// steps[kind] is the index of the line that does what a step of that
	// trace.Kind says, or -1.
	steps [4]int
	lines []string // the lines' HTML, numbered from 1
}

// codeMarks returns the numbers of the lines of method's listing that
// step st and the step before it took, 0 for none.
func codeMarks(method string, st *trace.State) (current, previous int) {
	l := listings[method]
	number := func(kind trace.Kind) int { return l.steps[kind] + 1 }
	if st.Steps >= 1 {
		current = number(st.Last.Kind)
	}
	if st.Steps >= 2 {
		previous = number(st.Prev.Kind)
	}
	return current, previous
}

// renderCode draws method's listing at step st. The listing's HTML is the
// same at every step, so that the browser keeps it, and its scroll, from
// one step to the next: the box names the lines to mark in data-line and
// data-previous, and markCode marks them. Until the page is live, as on
// the server, the HTML marks them itself.
func renderCode(method string, st *trace.State, live bool) app.UI {
	current, previous := codeMarks(method, st)
	html := codeHTML(method, 0, 0)
	if !live {
		html = codeHTML(method, current, previous)
	}
	l := listings[method]
	box := app.Div().Class("steps-code").DataSet("testid", "steps-code").DataSet("file", l.files)
	box = box.DataSet("line", current).DataSet("previous", previous)
	return box.Body(
		app.P().Class("steps-code-file").Text("The code that takes these steps, from "+l.files+": the marked line took the step shown, the faint one the step before."),
		app.Raw(html),
	)
}

// codeHTML returns the HTML of method's listing, the lines numbered
// current and previous marked (0 for none).
func codeHTML(method string, current, previous int) string {
	var b strings.Builder
	b.WriteString(`<pre class="code" tabindex="0" aria-label="The code, which scrolls to the line marked"><code>`) // a box that scrolls takes the focus
	for i, html := range listings[method].lines {
		number := i + 1
		class, attrs := "code-line", ""
		switch number {
		case current:
			class, attrs = class+" current", ` aria-current="step"`
		case previous:
			class += " previous"
		}
		fmt.Fprintf(&b, `<span class="%s" data-line="%d"%s><span class="line-number" aria-hidden="true">%d</span>%s</span>`,
			class, number, attrs, number, html)
	}
	b.WriteString(`</code></pre>`)
	return b.String()
}

// codeMarksOf reads the lines that a code box names, as renderCode wrote
// them.
func codeMarksOf(box app.Value) (current, previous string) {
	data := box.Get("dataset")
	return data.Get("line").String(), data.Get("previous").String()
}

// markCode marks, in each code box of the page, the lines it names: it
// changes classes only, which costs no layout.
func markCode() {
	boxes := app.Window().Get("document").Call("querySelectorAll", ".steps-code[data-line]")
	for i := range boxes.Length() {
		box := boxes.Index(i)
		current, previous := codeMarksOf(box)
		for _, class := range []string{"current", "previous"} {
			marked := box.Call("querySelectorAll", ".code-line."+class)
			for j := range marked.Length() {
				marked.Index(j).Get("classList").Call("remove", class)
				marked.Index(j).Call("removeAttribute", "aria-current")
			}
		}
		if line := box.Call("querySelector", `.code-line[data-line="`+previous+`"]`); line.Truthy() && previous != current {
			line.Get("classList").Call("add", "previous")
		}
		if line := box.Call("querySelector", `.code-line[data-line="`+current+`"]`); line.Truthy() {
			line.Get("classList").Call("add", "current")
			line.Call("setAttribute", "aria-current", "step")
		}
	}
}

// followCode scrolls each code box, not the page, so that its current
// line shows, a third of the way down, when it is out of sight. The box
// keeps its listing, and its scroll, from one step to the next.
func followCode() {
	lines := app.Window().Get("document").Call("querySelectorAll", ".steps-code .code-line.current")
	for i := range lines.Length() {
		line := lines.Index(i)
		box := line.Call("closest", "pre")
		if !box.Truthy() || box.Get("scrollHeight").Float() <= box.Get("clientHeight").Float() {
			continue
		}
		top, height := line.Get("offsetTop").Float(), box.Get("clientHeight").Float()
		if scroll := box.Get("scrollTop").Float(); top < scroll || top+line.Get("offsetHeight").Float() > scroll+height {
			box.Set("scrollTop", top-height/3)
		}
	}
}

// watchCode marks the code's lines whenever a code box's marks change or a
// box comes, before the browser paints: after a step, a key, a move of the
// scrubber, a tick of play; then, in a task of its own, where the layout
// costs least, it scrolls the box to the line. It returns the function
// that stops it.
func watchCode() func() {
	if !app.IsClient {
		return func() {}
	}
	follow := task.New(followCode)
	resized := app.FuncOf(func(app.Value, []app.Value) any {
		follow.Schedule(0)
		return nil
	})
	// A box that is sized after its line was marked, as when the style
	// comes late or an embed's frame fits its page, follows it then.
	sizes := app.Window().Get("ResizeObserver").New(resized)
	mark := app.FuncOf(func(app.Value, []app.Value) any {
		markCode()
		boxes := app.Window().Get("document").Call("querySelectorAll", ".steps-code pre")
		for i := range boxes.Length() {
			sizes.Call("observe", boxes.Index(i)) // once per box: observing again does nothing
		}
		follow.Schedule(0)
		return nil
	})
	observer := app.Window().Get("MutationObserver").New(mark)
	options := map[string]any{"subtree": true, "childList": true, "attributes": true, "attributeFilter": []any{"data-line", "data-previous"}}
	observer.Call("observe", app.Window().Get("document").Get("body"), options)
	mark.Invoke()
	return func() {
		observer.Call("disconnect")
		sizes.Call("disconnect")
		mark.Release()
		resized.Release()
		follow.Stop()
	}
}
