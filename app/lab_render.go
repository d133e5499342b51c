package app

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

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
		l.renderNotices(),
		app.Div().Class("stage").Body(
			l.renderBoardArea(),
			untilLive(app.Aside().Class("panel"), l.live).Body(
				l.renderModes(),
				app.If(l.view.Random, l.renderRandomPanel()).Else(
					l.renderSizeControl(),
					l.renderSolutionLine(),
					l.renderNav(),
					l.renderCountLine(),
					l.renderPublished(),
					l.renderAlgorithm(),
				),
				l.renderWork(),
				l.renderShare(),
			),
		),
		l.renderPanels(),
		app.Footer().ID(pageEndID).Class("lab-footer").Body(
			app.Text("Every solution is computed in your browser, by Go compiled to WebAssembly, in a Web Worker."),
		),
	)
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
	if l.view.Random && l.view.N > maxBrowseN {
		return l.renderPlot()
	}
	if l.view.Panel == "steps" && l.steps.state != nil {
		return l.renderStepsBoard()
	}
	return app.Div().Class("board-frame").Body(
		renderBoard(l.view.N, l.queens, l.seeking && l.queens != nil),
	)
}

func (l *Lab) renderNotices() app.UI {
	messages := l.notices
	if l.err != "" {
		messages = append(messages[:len(messages):len(messages)], "The solver failed: "+l.err)
	}
	return app.Div().Class("notices").DataSet("testid", "notices").Attr("role", "status").Body(
		app.Range(messages).Slice(func(i int) app.UI {
			return app.P().Class("notice").Text(messages[i])
		}),
	)
}

func (l *Lab) renderSizeControl() app.UI {
	return app.Div().Class("size").Body(
		app.Label().For("n").Body(
			app.Span().Text("Board size "),
			app.Strong().Class("n-value").Text(fmt.Sprintf("n = %d", l.view.N)),
		),
		app.Input().
			ID("n").
			Type("range").
			Min(1).
			Max(solver.MaxN).
			Step(1).
			Value(l.view.N).
			DataSet("testid", "n").
			Aria("valuetext", fmt.Sprintf("n = %d", l.view.N)).
			OnInput(l.onSizeInput),
		app.Div().Class("scale").Aria("hidden", "true").Body(
			app.Span().Text("1"), app.Span().Text(strconv.Itoa(solver.MaxN)),
		),
	)
}

func (l *Lab) onSizeInput(ctx app.Context, e app.Event) {
	if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
		l.SetN(n)
	}
}

func (l *Lab) renderSolutionLine() app.UI {
	line := app.P().Class("solution").DataSet("testid", "solution").DataSet("index", l.view.K)
	switch {
	case l.counted && l.solutions == 0:
		return line.Class("none").Text(fmt.Sprintf("No solution exists for n = %d.", l.view.N))
	case l.seeking && l.queens == nil:
		return line.Text(fmt.Sprintf("Finding solution %d…", l.view.K))
	case l.counted:
		return line.Text(fmt.Sprintf("Solution %d of %d", l.view.K, l.solutions))
	}
	return line.Text(fmt.Sprintf("Solution %d", l.view.K))
}

func (l *Lab) renderNav() app.UI {
	none := l.counted && l.solutions == 0
	return app.Div().Class("nav").Body(
		navButton("prev", "Previous solution", "← Prev", none || l.view.K <= 1, l.Prev),
		navButton("next", "Next solution", "Next →", none || !l.hasNext(), l.Next),
	)
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

func (l *Lab) renderCountLine() app.UI {
	line := app.P().Class("count").DataSet("testid", "count")
	switch {
	case l.counted:
		line = line.Class("known").DataSet("solutions", l.solutions).DataSet("seconds", l.countTime.Seconds())
		if l.countedUnique {
			line = line.DataSet("unique", l.unique)
		}
		return line.Body(
			app.Strong().Text(formatCount(l.solutions)),
			app.Text(plural(l.solutions, " solution", " solutions")+fmt.Sprintf(" for n = %d", l.view.N)),
			app.If(l.countedUnique, app.Span().Class("unique").Text(
				fmt.Sprintf(", %s unique up to rotation and reflection", formatCount(l.unique)))),
			app.If(l.countTime > 0, app.Span().Class("count-cost").Text(fmt.Sprintf(
				"Counted by %s in %s: %s nodes, %s nodes/s.", l.view.Algo, formatDuration(l.countTime),
				formatCount(l.countNodes), formatRate(l.countNodes, l.countTime)))),
		)
	case l.counting:
		return line.Text(fmt.Sprintf("Counting the solutions… %d%%", l.count.percent()))
	}
	return line.Body(
		app.Button().
			Class("button secondary").
			DataSet("testid", "count-start").
			OnClick(func(app.Context, app.Event) { l.Count() }).
			Text("Count the solutions"),
		app.Span().Class("hint").Text(fmt.Sprintf("Counting grows about sixfold with each n: n = %d takes about half a minute here, n = 20 hours.", AutoCountMaxN+1)),
	)
}

// renderPublished shows the published counts, labelled as such.
func (l *Lab) renderPublished() app.UI {
	total, unique, ok := published(l.view.N)
	if !ok {
		return app.P().Class("published").DataSet("testid", "published").Text(
			fmt.Sprintf("No count has been published for n = %d: n = 27 is the largest known.", l.view.N))
	}
	return app.P().Class("published").DataSet("testid", "published").DataSet("published", total).Body(
		app.Span().Class("tag").Text("Published"),
		app.Text(fmt.Sprintf(" %s solutions (OEIS A000170), %s unique (A002562).", formatCount(total), formatCount(unique))),
	)
}

// renderAlgorithm lets the user pick the counting method.
func (l *Lab) renderAlgorithm() app.UI {
	current, _ := solver.Lookup(l.view.Algo)
	return app.Div().Class("algorithm").Body(
		app.Label().For("algorithm").Text("Counting method"),
		app.Select().
			ID("algorithm").
			DataSet("testid", "algorithm").
			OnChange(func(ctx app.Context, e app.Event) { l.SetAlgo(ctx.JSSrc().Get("value").String()) }).
			Body(app.Range(solver.Algorithms).Slice(func(i int) app.UI {
				a := solver.Algorithms[i]
				label := a.Name
				if a.Seed != "" {
					label += " (" + a.Seed + ")"
				}
				option := app.Option().Value(a.Name).Text(label)
				if a.Name == l.view.Algo {
					option = option.Selected(true) // only when true, as with disabled
				}
				return option
			})),
		app.P().Class("hint").Text(algorithmHint(current, l.view.N)),
		l.renderTeachingLink(),
	)
}

// renderTeachingLink links the counting method to the panel that shows it
// at work: the step-by-step search where it can be traced, else the race.
func (l *Lab) renderTeachingLink() app.UI {
	v := l.view
	v.PanelView = DefaultPanelView
	text := "Race it against the other methods"
	v.Panel = "race"
	if slices.Contains(TraceMethods, l.view.Algo) {
		v.Panel, v.Method = "steps", l.view.Algo
		text = "Watch it search step by step"
	}
	return app.A().Class("teach-link").DataSet("testid", "teach-link").Href("?" + v.Query().Encode()).Text(text)
}

func algorithmHint(a *solver.Algorithm, n int) string {
	if a == nil {
		return ""
	}
	hint := strings.ToUpper(a.Summary[:1]) + a.Summary[1:] + "."
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
	p := l.count
	label := "Counting"
	if elapsed := time.Since(l.countStart); p.done > 0 {
		label += fmt.Sprintf(" · %s left · %s nodes/s", formatDuration(p.eta(elapsed)), formatRate(l.countNodes, elapsed))
	}
	if l.seeking {
		p, label = l.seek, fmt.Sprintf("Finding solution %d", l.view.K)
		if l.view.Random {
			label = fmt.Sprintf("Finding a solution with %s", l.view.Solver)
			if l.random.attempts > 0 {
				label += fmt.Sprintf(" · %s %s, %s nodes so far", formatCount(l.random.attempts),
					plural(l.random.attempts, "attempt", "attempts"), formatCount(l.random.nodes))
			}
		}
	}
	return app.Div().Class("work").Attr("aria-busy", "true").Body(
		app.Label().For("work-progress").Text(label),
		app.Progress().ID("work-progress").Max(100).Value(p.percent()),
		app.Button().
			Class("button secondary").
			DataSet("testid", "cancel").
			OnClick(func(app.Context, app.Event) { l.Cancel() }).
			Text("Cancel"),
	)
}

func (l *Lab) renderShare() app.UI {
	return app.Div().Class("share").Body(
		app.Button().
			Class("button").
			DataSet("testid", "copy-link").
			OnClick(l.onCopyLink).
			Text("Copy link"),
		app.Span().Class("copy-status").DataSet("testid", "copy-status").Attr("role", "status").Text(l.copyStatus),
	)
}

func (l *Lab) onCopyLink(ctx app.Context, e app.Event) {
	link := app.Window().Get("location").Get("href").String()
	copyText(link, func(ok bool) {
		ctx.Dispatch(func(app.Context) {
			l.copyStatus = "Link copied."
			if !ok {
				l.copyStatus = "Copying is blocked here; copy the link from the address bar."
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
