package steps

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/solver"
)

//go:generate go run ./internal/genlisting -o code_listing.go

// A codeListing is the code of a traced method, as code_listing.go holds it:
// the functions of package solver that make its steps, highlighted.
type codeListing struct {
	file  string   // the file of package solver that holds it
	funcs []string // the functions it shows, whose lines listedFuncs holds
	// steps[kind] is the index of the line that tells the trace of a step
	// of that solver.TraceKind, in the first function, or -1.
	steps [4]int
	lines []codeLine // the functions' lines, a line numbered 0 between two
}

// init joins each listing's functions.
func init() {
	for method, l := range listings {
		for i, f := range l.funcs {
			if i > 0 {
				l.lines = append(l.lines, codeLine{})
			}
			l.lines = append(l.lines, listedFuncs[f]...)
		}
		listings[method] = l
	}
}

// A codeLine is a line of a listing: its number in its file, and its HTML.
type codeLine struct {
	number int
	html   string
}

// codeHTML returns the HTML of method's listing at step st: the line that
// told the trace of st's step marked current, and the step's before it
// marked previous. It names them in data-line and data-previous, the
// numbers of their lines in the listing's file, 0 for none.
func codeHTML(method string, st *solver.TraceState) string {
	l, ok := listings[method]
	if !ok {
		return ""
	}
	current, previous := -1, -1
	if st.Steps >= 1 {
		current = l.steps[st.Last.Kind]
	}
	if st.Steps >= 2 {
		previous = l.steps[st.Prev.Kind]
	}
	number := func(i int) int {
		if i < 0 {
			return 0
		}
		return l.lines[i].number
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<div class="steps-code" data-testid="steps-code" data-file="%s" data-line="%d" data-previous="%d">`,
		l.file, number(current), number(previous))
	fmt.Fprintf(&b, `<p class="steps-code-file">%s, the code that takes the steps</p><pre class="code"><code>`, l.file)
	for i, line := range l.lines {
		class, attrs := "code-line", ""
		switch i {
		case current:
			class, attrs = class+" current", ` aria-current="step"`
		case previous:
			class += " previous"
		}
		if line.number == 0 {
			b.WriteString(`<span class="code-line gap"></span>`)
			continue
		}
		fmt.Fprintf(&b, `<span class="%s" data-line="%d"%s><span class="line-number" aria-hidden="true">%d</span>%s</span>`,
			class, line.number, attrs, line.number, line.html)
	}
	b.WriteString(`</code></pre></div>`)
	return b.String()
}

// followCode scrolls the code, not the page, so that its current line
// shows: a third of the way down, when it was out of sight.
func followCode() {
	if !app.IsClient {
		return
	}
	doc := app.Window().Get("document")
	pre, line := doc.Call("querySelector", ".steps-code pre"), doc.Call("querySelector", ".steps-code .code-line.current")
	if !pre.Truthy() || !line.Truthy() {
		return
	}
	top, height := line.Get("offsetTop").Float(), pre.Get("clientHeight").Float()
	if scroll := pre.Get("scrollTop").Float(); top < scroll || top+line.Get("offsetHeight").Float() > scroll+height {
		pre.Set("scrollTop", top-height/3)
	}
}
