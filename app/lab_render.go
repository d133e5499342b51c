package app

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver"
)

// Render draws the page.
func (l *Lab) Render() app.UI {
	state := "prerendered"
	if l.live {
		state = "live"
	}
	class := "lab"
	if l.view.Panel != "" {
		class += " has-panel" // on a phone, the open panel comes right below the board
	}
	main := app.Main().Class(class).DataSet("app", state)
	if !l.live {
		main = main.DataSet("state", l.snapshot())
	}
	return main.Body(
		app.Header().Class("lab-header").Body(
			app.H1().Text("N-Queens Lab"),
			app.P().Class("tagline").Text("Place n queens on an n×n board so that no two share a row, a column or a diagonal."),
		),
		renderNotices(append(l.notices[:len(l.notices):len(l.notices)], l.gpuNotices()...), l.board.err, l.Retry),
		app.Div().Class("stage").Body(
			l.renderBoardArea(),
			&startStep{Starting: !l.live},
			untilLive(app.Aside().Class("panel"), l.live).Body(
				renderModes(&l.host, l.view.Random),
				l.renderControls(),
				l.renderWork(),
				&Share{},
			),
		),
		&startStep{Starting: !l.live},
		renderPanels(l.panelProps(), l.live),
		app.Footer().ID(pageEndID).Class("lab-footer").Body(
			app.Text("Every solution is computed in your browser, by Go compiled to WebAssembly, in a Web Worker."),
		),
	)
}

// renderControls draws the controls of the mode shown.
func (l *Lab) renderControls() app.UI {
	v, b := l.view, &l.board
	if v.Random {
		return renderRandomControls(&l.host, v, b)
	}
	none := l.count.counted && l.count.solutions == 0
	return app.Div().Class("browse").Body(
		renderSizeControl(&l.host, v.N),
		renderSolutionLine(v, b, &l.count),
		app.Div().Class("nav").Body(
			navButton("prev", "Previous solution", "← Prev", none || v.K <= 1, l.Prev),
			navButton("next", "Next solution", "Next →", none || !l.hasNext(), l.Next),
		),
		l.renderCount(),
		renderPublished(v.N),
		renderAlgorithm(&l.host, v, l.gpu.adapter != ""),
	)
}

// panelProps is what the page hands its open panel.
func (l *Lab) panelProps() PanelProps {
	p := PanelProps{Host: &l.host, View: l.view, Live: l.live}
	if len(l.board.queens) == l.view.N && l.view.N <= link.MaxBrowseN {
		p.Queens = worker.Ints(l.board.queens)
	}
	return p
}

// pageEndID names the page's last element, which its first paint waits for.
const pageEndID = "page-end"

// untilLive makes e inert while the page is prerendered: its controls are
// greyed out, and take no input that the live page would not see.
func untilLive[E interface{ Attr(string, any) E }](e E, live bool) E {
	if live {
		return e
	}
	return e.Attr("inert", true)
}

// renderBoardArea draws the board, or for a large one its plot.
func (l *Lab) renderBoardArea() app.UI {
	b := &l.board
	if l.view.Random && l.view.N > link.MaxBrowseN {
		return &Plot{N: l.view.N, Queens: b.queens, Live: l.live}
	}
	return app.Div().Class("board-frame").Body(
		renderBoard(l.view.N, worker.Ints(b.queens), b.seeking && b.queens != nil),
	)
}

// renderNotices shows what the page changed in the link, and the solver's
// error, with a button that has the solver try again.
func renderNotices(notices []string, err string, retry func()) app.UI {
	return app.Div().Class("notices").DataSet("testid", "notices").Attr("role", "status").Body(
		app.Range(notices).Slice(func(i int) app.UI {
			return app.P().Class("notice").Text(notices[i])
		}),
		app.If(err != "", app.P().Class("notice").Body(
			app.Text("The solver failed: "+err+" "),
			app.Button().Type("button").Class("button secondary retry").DataSet("testid", "retry").Text("Retry").
				OnClick(func(app.Context, app.Event) { retry() }),
		)),
	)
}

// progressBar shows p; with no total, as while a solution is sought, it
// is indeterminate: the browser animates it, rather than show it empty.
func progressBar(id string, p progress) app.UI {
	bar := app.Progress().ID(id).Max(100)
	if p.total > 0 {
		bar = bar.Value(p.percent())
	}
	return bar
}

// renderSizeControl is the slider of the board's size. A drag records one
// entry in the history, which its later moves replace.
func renderSizeControl(host *Host, n int) app.UI {
	return app.Div().Class("size").Body(
		app.Label().For("n").Body(
			app.Span().Text("Board size "),
			app.Strong().Class("n-value").Text(fmt.Sprintf("n = %d", n)),
		),
		app.Input().
			ID("n").
			Type("range").
			Min(1).
			Max(solver.MaxN).
			Step(1).
			Value(n).
			DataSet("testid", "n").
			Aria("valuetext", fmt.Sprintf("n = %d", n)).
			OnInput(func(ctx app.Context, e app.Event) {
				if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
					host.Navigate(func(v *link.View) { v.SetN(n) }, host.drag())
				}
			}).
			OnChange(func(app.Context, app.Event) { host.endDrag() }),
		app.Div().Class("scale").Aria("hidden", "true").Body(
			app.Span().Text("1"), app.Span().Text(strconv.Itoa(solver.MaxN)),
		),
	)
}

// renderSolutionLine says which solution the board shows.
func renderSolutionLine(v link.View, b *boardState, c *countState) app.UI {
	line := app.P().Class("solution").DataSet("testid", "solution").DataSet("index", v.K)
	switch {
	case c.counted && c.solutions == 0:
		return line.Class("none").Text(fmt.Sprintf("No solution exists for n = %d.", v.N))
	case b.seeking && b.queens == nil:
		return line.Text(fmt.Sprintf("Finding solution %s…", formatCount(v.K)))
	case b.stopped && b.queens == nil && !v.Random:
		return line.Text(fmt.Sprintf("Solution %s was not found: its search was stopped.", formatCount(v.K)))
	case c.counted:
		return line.Text(fmt.Sprintf("Solution %s of %s", formatCount(v.K), formatCount(c.solutions)))
	}
	return line.Text(fmt.Sprintf("Solution %s", formatCount(v.K)))
}

// navButton is a button that shows text and says what it does in its
// tooltip. Its name is text's words, as people read them.
func navButton(testID, tooltip, text string, disabled bool, action func()) app.UI {
	b := app.Button().
		Class("button").
		DataSet("testid", testID).
		Title(tooltip).
		OnClick(func(app.Context, app.Event) { action() }).
		Body(wordsOnly(text)...)
	if disabled {
		// Only when true: prerendering writes disabled="false" otherwise,
		// which disables the button too.
		b = b.Disabled(true)
	}
	return b
}

// wordsOnly writes text with its symbols, such as arrows, hidden from
// screen readers, which would read them out.
func wordsOnly(text string) []app.UI {
	var parts []app.UI
	for i, token := range strings.Fields(text) {
		if i > 0 {
			token = " " + token
		}
		if strings.IndexFunc(token, unicode.IsLetter) < 0 {
			parts = append(parts, app.Span().Aria("hidden", "true").Text(token))
		} else {
			parts = append(parts, app.Text(token))
		}
	}
	return parts
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
		app.Text(fmt.Sprintf(" %s %s (OEIS A000170), %s unique (A002562).", formatCount(total), plural(total, "solution", "solutions"), formatCount(unique))),
	)
}

// renderAlgorithm lets the user pick the counting method: the gpu method
// too where the page has a GPU, or the link names it.
func renderAlgorithm(host *Host, v link.View, gpu bool) app.UI {
	current, _ := solver.Lookup(solverAlgo(v.Algo))
	methods := solver.Algorithms
	if gpu || v.Algo == link.GPUAlgo {
		methods = append(methods[:len(methods):len(methods)], gpuMethod)
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
				if a.Seed != "" {
					label += " (" + a.Seed + ")"
				}
				option := app.Option().Value(a.Name).Text(label)
				if a.Name == v.Algo {
					option = option.Selected(true) // only when true, as with disabled
				}
				return option
			})),
		app.P().Class("hint").Text(algorithmHint(current, v)),
		renderTeachingLink(v),
	)
}

// renderTeachingLink links the counting method to the panel that shows it
// at work: the step-by-step search where it can be traced, the GPU bench
// for the GPU, which the race leaves out, else the race.
func renderTeachingLink(v link.View) app.UI {
	text := "Race it against the other methods"
	v.PanelView = link.PanelView{Panel: racePanel.Name}
	switch {
	case v.Algo == link.GPUAlgo:
		v.PanelView = link.PanelView{Panel: benchPanel.Name}
		text = "Time your GPU against one worker"
	case slices.Contains(TraceMethods, v.Algo):
		v.PanelView = link.PanelView{Panel: stepsPanel.Name, Params: stepsParams{Method: v.Algo, Speed: DefaultSpeed}.values().Encode()}
		text = "Watch it search step by step"
	}
	return app.A().Class("teach-link").DataSet("testid", "teach-link").Href("?" + v.Query().Encode()).Text(text)
}

func algorithmHint(a *solver.Algorithm, v link.View) string {
	if a == nil {
		return ""
	}
	n, summary := v.N, a.Summary
	if v.Algo == link.GPUAlgo {
		summary = gpuMethod.Summary
	}
	hint := strings.ToUpper(summary[:1]) + summary[1:] + "."
	if n > a.MaxN {
		hint += fmt.Sprintf(" It stops at n = %d: %s.", a.MaxN, a.Limit)
	}
	return hint
}

// renderWork shows the solver's progress and a Cancel button while it works.
func (l *Lab) renderWork() app.UI {
	if !l.busy() {
		return app.Div().Class("work idle")
	}
	c, b, v := &l.count, &l.board, l.view
	p, label := c.progress, c.workLabel()
	if b.seeking {
		p, label = b.seek, fmt.Sprintf("Finding solution %s", formatCount(v.K))
		switch left := b.seek.eta(time.Since(b.began)); {
		case left >= time.Minute:
			label += " · about " + formatLong(left.Seconds()) + " left"
		case left > 0:
			label += " · " + formatDuration(left) + " left"
		}
		if v.Random {
			label = fmt.Sprintf("Finding a solution with %s", v.Solver)
			if b.found.attempts > 0 {
				label += fmt.Sprintf(" · %s %s, %s nodes so far", formatCount(b.found.attempts),
					plural(b.found.attempts, "attempt", "attempts"), formatCount(b.found.nodes))
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

// Share is the Copy link button, and what became of the last copy.
type Share struct {
	app.Compo
	status string
}

// Render draws the button and its status.
func (s *Share) Render() app.UI {
	return app.Div().Class("share").Body(
		app.Button().
			Class("button").
			DataSet("testid", "copy-link").
			OnClick(s.copyLink).
			Text("Copy link"),
		app.Span().Class("copy-status").DataSet("testid", "copy-status").Attr("role", "status").Text(s.status),
	)
}

func (s *Share) copyLink(ctx app.Context, e app.Event) {
	link := app.Window().Get("location").Get("href").String()
	copyText(link, func(ok bool) {
		ctx.Dispatch(func(app.Context) {
			s.status = "Link copied."
			if !ok {
				s.status = "Copying is blocked here; copy the link from the address bar."
			}
		})
	})
}

func plural(n uint64, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// formatDuration writes d to about three digits.
func formatDuration(d time.Duration) string {
	switch {
	case d < time.Millisecond:
		return d.Round(time.Microsecond).String()
	case d < time.Second:
		return d.Round(time.Millisecond).String()
	case d < time.Minute:
		return d.Round(100 * time.Millisecond).String()
	}
	return d.Round(time.Second).String()
}

// formatRate writes nodes per second, or "—" with no time.
func formatRate(nodes uint64, d time.Duration) string {
	if d <= 0 {
		return "—"
	}
	rate := float64(nodes) / d.Seconds()
	switch {
	case rate >= 1e6:
		return fmt.Sprintf("%.1f M", rate/1e6)
	case rate >= 1e3:
		return fmt.Sprintf("%.0f k", rate/1e3)
	}
	return fmt.Sprintf("%.0f", rate)
}

// formatCount writes n with thin spaces between groups of three digits.
func formatCount(n uint64) string { return groupDigits(n, "\u202f") }

// groupDigits writes n with sep between groups of three digits.
func groupDigits(n uint64, sep string) string { return worker.GroupDigits(n, sep) }
