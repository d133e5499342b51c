package app

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/bench"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/play"
	"nqueens/app/race"
	"nqueens/app/steps"
	"nqueens/app/worker"
	"nqueens/solver"
	"nqueens/solver/puzzle"
)

// Render draws the page.
func (l *Lab) Render() app.UI {
	state := "prerendered"
	if l.live {
		state = "live"
	}
	class := "lab mode-" + l.view.Mode.String() // the layout of a phone on its side, for the modes of a board
	if l.view.Panel != "" {
		class += " has-panel" // on a phone, the open panel comes right below the board
	}
	part := l.part(l.view.Mode)
	main := app.Main().Class(class).DataSet("app", state)
	if !l.live {
		main = main.DataSet("state", l.snapshot())
	}
	shown := shownNotices(l.notices, gpuNotices(l.view, l.gpu, l.count.gpuFailure), l.dismissed)
	notices := renderNotices(shown, l.board.err, l.Retry, l.DismissNotices)
	if l.embed {
		return renderEmbed(main, l.view, l.panelProps(), notices, func() app.UI {
			var line app.UI
			if l.view.Mode != link.Puzzle { // a puzzle's bar says what it is
				line = renderSolutionLine(l.view, &l.board, &l.count)
			}
			return app.Div().Class("embed-board").Body(part.renderBoard(), line)
		})
	}
	step := func(draw func() app.UI) app.UI { return inStep(l.starting, draw) }
	focus := l.view.Mode == link.Puzzle // a puzzle shows the game alone, the rest folded away
	var share app.UI = &Share{}
	props := l.panelProps()
	if stepsStage(l.view) {
		props.Share, share = share, nil // the lesson is the stage: it shares itself
	}
	panels := step(func() app.UI { return renderPanels(props, l.live) })
	if focus {
		panels, share = renderMore(l.view, untilLive(l.live, share)[0], panels), nil
	}
	stage := app.Div().Class("stage").Body(
		step(func() app.UI { return app.If(!stepsStage(l.view), part.renderBoard()) }),
		app.Aside().Class("panel").Body(append(
			[]app.UI{
				step(func() app.UI { return renderModes(&l.host, l.view, l.live, l.puzzle.OpenLast) }),
				step(part.renderControls),
			},
			untilLive(l.live, l.renderWork(), app.If(l.view.Mode == link.Play, play.RenderTeaching()), share)...,
		)...),
	)
	var first, second app.UI = stage, panels
	if l.view.Panel != "" && !focus {
		first, second = panels, stage // a link to a panel lands on it
	}
	return main.Body(
		app.Header().Class("lab-header").Body(
			app.H1().Text("N-Queens Lab"),
			app.P().Class("tagline").Text("Place n queens on an n×n board so that no two share a row, a column or a diagonal."),
		),
		notices,
		first,
		second,
		app.Footer().ID(PageEndID).Class("lab-footer").Body(
			app.Text("Every solution is computed in your browser, by Go compiled to WebAssembly, in a Web Worker."),
		),
	)
}

// navControl is Prev or Next of view v: on the live page a button that
// runs action, on the prerendered one a link to the view that change
// makes. Disabled, it is a disabled button on both, which leads nowhere.
func navControl(v link.View, live bool, testID, tooltip, text string, disabled bool, action func(), change func(*link.View)) app.UI {
	if live || disabled {
		return kit.NavButton(testID, tooltip, text, disabled, action)
	}
	return kit.NavLink(testID, tooltip, text, hrefOf(v, change))
}

// panelProps is what the page hands its open panel.
func (l *Lab) panelProps() kit.PanelProps {
	p := kit.PanelProps{Host: &l.host, View: l.view, Live: l.live, Embedded: l.embed, Starting: l.starting}
	if len(l.board.Queens) == l.view.N && l.view.N <= link.MaxBrowseN {
		p.Queens = worker.Ints(l.board.Queens)
	}
	return p
}

// PageEndID names the page's last element, which its first paint waits
// for: the server's page asks the browser to wait for it (rel="expect").
const PageEndID = "page-end"

// progressBar shows p; with no total, as while a solution is sought, it
// is indeterminate: the browser animates it, rather than show it empty.
func progressBar(id string, p kit.Progress) app.UI {
	bar := app.Progress().ID(id).Max(100)
	if p.Total > 0 {
		bar = bar.Value(p.Percent())
	}
	return bar
}

// renderSizeControl is the slider of the board's size in view v. A drag
// records one entry in the history, which its later moves replace. On the
// prerendered page it sits in a form (renderSizeForm).
func renderSizeControl(host *kit.Host, v link.View, live bool) app.UI {
	n, lo, hi := v.N, 1, solver.MaxN
	if v.Mode == link.Puzzle {
		lo, hi = puzzle.MinPuzzleN, puzzle.MaxPuzzleN
	}
	slider := app.Input().
		ID("n").
		Type("range").
		Min(lo).
		Max(hi).
		Step(1).
		Value(n).
		DataSet("testid", "n").
		Aria("valuetext", fmt.Sprintf("n = %d", n)).
		OnInput(func(ctx app.Context, e app.Event) {
			if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
				host.Navigate(func(v *link.View) { v.SetN(n) }, host.Drag())
			}
		}).
		OnChange(func(app.Context, app.Event) { host.EndDrag() })
	label := app.Label().For("n").Body(
		app.Span().Text("Board size "),
		app.Strong().Class("n-value").Text(fmt.Sprintf("n = %d", n)),
	)
	scale := app.Div().Class("scale").Aria("hidden", "true").Body(
		app.Span().Text(strconv.Itoa(lo)), app.Span().Text(strconv.Itoa(hi)),
	)
	if !live {
		return renderSizeForm(v, label, slider.Name("n"), scale)
	}
	return app.Div().Class("size").Body(label, slider, scale)
}

// renderSolutionLine says which solution the board shows: while the next
// one is sought, still the one shown, so that the line and the board
// change together.
func renderSolutionLine(v link.View, b *boardState, c *countState) app.UI {
	if b.Seeking && b.Queens != nil && b.k > 0 {
		v.K = b.k
	}
	line := app.P().Class("solution").DataSet("testid", "solution").DataSet("index", v.K)
	switch {
	case c.Counted && c.Solutions == 0:
		return line.Class("none").Text(fmt.Sprintf("No solution exists for n = %d.", v.N))
	case b.Seeking && b.Queens == nil:
		return line.Text(fmt.Sprintf("Finding solution %s…", kit.FormatCount(v.K)))
	case b.stopped && b.Queens == nil && v.Mode != link.Random:
		return line.Text(fmt.Sprintf("Solution %s was not found: its search was stopped.", kit.FormatCount(v.K)))
	case c.Counted:
		return line.Text(fmt.Sprintf("Solution %s of %s", kit.FormatCount(v.K), kit.FormatCount(c.Solutions)))
	}
	return line.Text(fmt.Sprintf("Solution %s", kit.FormatCount(v.K)))
}

// renderPublished shows the published counts, labelled as such.
func renderPublished(n int) app.UI {
	total, unique, ok := link.Published(n)
	if !ok {
		return app.P().Class("published").DataSet("testid", "published").Text(
			fmt.Sprintf("No count has been published for n = %d: n = 27 is the largest known.", n))
	}
	return app.P().Class("published").DataSet("testid", "published").DataSet("published", total).Body(
		app.Span().Class("tag").Text("Published"),
		app.Text(fmt.Sprintf(" %s %s (OEIS A000170), %s unique (A002562).", kit.FormatCount(total), kit.Plural(total, "solution", "solutions"), kit.FormatCount(unique))),
	)
}

// renderAlgorithm lets the user pick the counting method: the fastest
// for the board, the default, first, then each of the solver's, and the
// gpu method too where the page has a GPU, or the link names it.
func renderAlgorithm(host *kit.Host, v link.View, gpu bool) app.UI {
	methods := append([]*solver.Algorithm{fastestMethod(v.N)}, solver.Algorithms...)
	if gpu || v.Algo == link.GPUAlgo {
		methods = append(methods, gpuMethod)
	}
	return app.Div().Class("algorithm").Body(
		app.Label().For("algorithm").Text("Counting method"),
		app.Select().
			ID("algorithm").
			DataSet("testid", "algorithm").
			OnChange(func(ctx app.Context, e app.Event) {
				algo := ctx.JSSrc().Get("value").String()
				host.Navigate(func(v *link.View) { v.Algo = algo }, link.PushEntry)
			}).
			Body(app.Range(methods).Slice(func(i int) app.UI {
				a := methods[i]
				label := a.Name
				if a.Note != "" {
					label += " (" + a.Note + ")"
				}
				option := app.Option().Value(a.Name).Text(label)
				if a.Name == v.Algo {
					option = option.Selected(true) // only when true, as with disabled
				}
				return option
			})),
		app.P().Class("hint").DataSet("testid", "algorithm-hint").Text(algorithmHint(v, gpu)),
		renderTeachingLink(v),
	)
}

// fastestMethod is the default method as the method picker shows it for
// an n×n board: named fastest, with the method it counts with.
func fastestMethod(n int) *solver.Algorithm {
	return &solver.Algorithm{Name: link.DefaultAlgo, Note: solver.FastestAlgorithm(n) + " for n = " + strconv.Itoa(n)}
}

// renderTeachingLink links the counting method to the panel that shows it
// at work: the step-by-step search where it can be traced, the GPU bench
// for the GPU, which the race leaves out, else the race.
func renderTeachingLink(v link.View) app.UI {
	text := "Race it against the other methods"
	v.PanelView = link.PanelView{Panel: race.Spec.Name}
	switch {
	case v.Algo == link.GPUAlgo:
		v.PanelView = link.PanelView{Panel: bench.Spec.Name}
		text = "Time your GPU against one worker"
	case slices.Contains(steps.TraceMethods, v.Algo):
		v.PanelView = steps.Open(v.Algo)
		text = "Watch it search step by step"
	}
	return app.A().Class("teach-link").DataSet("testid", "teach-link").Href("?" + v.Encode()).Text(text)
}

// algorithmHint says how the method of view v counts, and for the default
// method which one it counts with; gpu says whether the page has a GPU.
func algorithmHint(v link.View, gpu bool) string {
	a, err := solver.Lookup(v.CountAlgorithm())
	if err != nil {
		return ""
	}
	summary := methodSummary(a)
	if v.Algo == link.GPUAlgo {
		summary = gpuMethod.Summary
	}
	hint := strings.ToUpper(summary[:1]) + summary[1:] + "."
	if v.Algo == link.DefaultAlgo {
		hint = fmt.Sprintf("For n = %d the page counts with %s. %s", v.N, a.Name, hint)
		switch {
		case !gpu || v.N < backend.GPUMinN:
		case a.Name == gpuSolverAlgo:
			hint += " Where a first timing finds your GPU faster than the workers, the GPU counts it."
		default:
			hint += fmt.Sprintf(" Where a first timing finds your GPU faster still, the GPU counts it with %s instead.", gpuSolverAlgo)
		}
	}
	if v.N > a.MaxN {
		hint += fmt.Sprintf(" It stops at n = %d: %s.", a.MaxN, a.Limit)
	}
	return hint
}

// methodSummaries say how some methods count in the page's own words,
// where their Summary, written for the command line, reads less well on
// the page or no longer holds: constellations is the fastest search, but
// no longer the fastest method natively, where quarters, which searches
// nothing, counts twice as fast from n = 14 to 21.
var methodSummaries = map[string]string{
	solver.FastestSearch: "it places the queens of the four edges first, one constellation per class under the 8 symmetries, " +
		"weighted by its class's size, then counts the inner board with bitmasks, placing next the row with the fewest open squares: " +
		"the fastest search",
	solver.Quarters: "it searches nothing: it lists every set of queens that a quarter of the board can hold, " +
		"joins a north and a south quarter into each half, and counts the pairs of halves that share no diagonal, " +
		"64 at a time, with a sieve. The unique solutions follow from Burnside's lemma, " +
		"with the solutions that a half or a quarter turn keeps",
}

// methodSummary says how method a counts, in a sentence that follows a
// colon or starts with a capital.
func methodSummary(a *solver.Algorithm) string {
	if s, ok := methodSummaries[a.Name]; ok {
		return s
	}
	return a.Summary
}

// renderWork shows the solver's progress and a Cancel button while it works.
func (l *Lab) renderWork() app.UI {
	if !l.busy() {
		if slices.Contains(l.notices, stoppedNotice) {
			return app.Div().Class("work stopped").Body(
				app.P().Class("notice").Attr("role", "status").DataSet("testid", "stopped").Text(stoppedNotice))
		}
		return app.Div().Class("work idle")
	}
	c, b, v := &l.count, &l.board, l.view
	p, label := c.progress, c.workLabel(c.method(v))
	if !c.counting && l.play.Busy() {
		label, p = l.play.Work()
	}
	if b.Seeking {
		p, label = b.seek, fmt.Sprintf("Finding solution %s", kit.FormatCount(v.K))
		switch left := b.seek.ETA(time.Since(b.began)); {
		case left >= time.Minute:
			label += " · about " + kit.FormatLong(left.Seconds()) + " left"
		case left > 0:
			label += " · " + kit.FormatDuration(left) + " left"
		}
		if v.Mode == link.Random {
			label = fmt.Sprintf("Finding a solution with %s", v.Solver)
			if b.Found.Attempts > 0 {
				label += fmt.Sprintf(" · %s %s, %s nodes so far", kit.FormatCount(b.Found.Attempts),
					kit.Plural(b.Found.Attempts, "attempt", "attempts"), kit.FormatCount(b.Found.Nodes))
			}
		}
	}
	return app.Div().Class("work").Attr("aria-busy", "true").Body(
		app.Label().For("work-progress").Text(label),
		progressBar("work-progress", p),
		app.Button().
			Class("button secondary").
			DataSet("testid", "cancel").
			OnClick(func(app.Context, app.Event) { l.Cancel() }).
			Text("Cancel"),
	)
}
