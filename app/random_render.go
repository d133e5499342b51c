package app

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// renderModes switches between browsing the solutions and random ones.
func (l *Lab) renderModes() app.UI {
	tab := func(testID, text string, random bool) app.UI {
		class := "tab"
		if l.view.Random == random {
			class += " active"
		}
		return app.Button().Class(class).DataSet("testid", testID).
			Aria("pressed", strconv.FormatBool(l.view.Random == random)).
			OnClick(func(app.Context, app.Event) { l.SetMode(random) }).Text(text)
	}
	return app.Div().Class("modes").Attr("role", "group").Aria("label", "Mode").Body(
		tab("mode-browse", "Browse all", false),
		tab("mode-random", "Random solution", true),
	)
}

// renderRandomPanel is the panel of random mode.
func (l *Lab) renderRandomPanel() app.UI {
	v := l.view
	return app.Div().Class("random").Body(
		app.Label().For("n-input").Text(fmt.Sprintf("Board size, up to %s", formatCount(MaxRandomN))),
		app.Input().ID("n-input").Type("number").Min(1).Max(MaxRandomN).Value(v.N).
			DataSet("testid", "n-input").
			OnChange(func(ctx app.Context, e app.Event) {
				if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
					l.SetRandom(n, v.Solver, v.Step, false)
				}
			}),
		app.Label().For("solver").Text("Solver"),
		app.Select().ID("solver").DataSet("testid", "solver").
			OnChange(func(ctx app.Context, e app.Event) {
				l.SetRandom(v.N, ctx.JSSrc().Get("value").String(), v.Step, true)
			}).
			Body(app.Range(RandomSolvers).Slice(func(i int) app.UI {
				s := RandomSolvers[i]
				o := app.Option().Value(s.Name).Text(fmt.Sprintf("%s (n ≤ %s)", s.Name, formatCount(uint64(s.MaxN))))
				if s.Name == v.Solver {
					o = o.Selected(true)
				}
				if v.N > s.MaxN {
					o = o.Disabled(true)
				}
				return o
			})),
		app.If(v.Solver == "hybrid", l.renderStep()),
		app.Div().Class("seed").Body(
			app.Label().For("seed").Text("Seed"),
			app.Input().ID("seed").Type("text").Attr("inputmode", "numeric").Value(v.Seed).
				DataSet("testid", "seed").
				OnChange(func(ctx app.Context, e app.Event) {
					if seed, err := strconv.ParseUint(ctx.JSSrc().Get("value").String(), 10, 64); err == nil && seed != 0 {
						l.view.Seed = seed
						l.SetRandom(v.N, v.Solver, v.Step, true)
					} else {
						l.notices = []string{"A seed is a whole number from 1 to 18446744073709551615."}
					}
				}),
			app.Button().Class("button").DataSet("testid", "reroll").
				OnClick(func(app.Context, app.Event) { l.Reroll() }).Text("Re-roll"),
		),
		l.renderFound(),
	)
}

func (l *Lab) renderStep() app.UI {
	v := l.view
	return app.Div().Class("step").Body(
		app.Label().For("step").Body(
			app.Text("stepVegas: rows placed at random "),
			app.Strong().Text(fmt.Sprintf("%d of %d", v.Step, v.N)),
		),
		app.Input().ID("step").Type("range").Min(0).Max(v.N).Value(v.Step).
			DataSet("testid", "step").
			OnChange(func(ctx app.Context, e app.Event) {
				if step, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
					l.SetRandom(v.N, v.Solver, step, true)
				}
			}),
	)
}

// renderFound says what finding the solution cost.
func (l *Lab) renderFound() app.UI {
	line := app.P().Class("found").DataSet("testid", "found")
	switch {
	case l.seeking || l.queens == nil:
		return line // the work under way shows below
	}
	return line.DataSet("attempts", l.random.attempts).DataSet("nodes", l.random.nodes).Text(fmt.Sprintf(
		"Found by %s in %s: %s %s, %s nodes. Verified.", l.view.Solver, formatDuration(l.random.took),
		formatCount(l.random.attempts), plural(l.random.attempts, "attempt", "attempts"), formatCount(l.random.nodes)))
}

// renderPlot draws a large board on a canvas, with controls to zoom and
// pan down to real squares.
func (l *Lab) renderPlot() app.UI {
	w := l.random.window
	control := func(testID, label, text string, action func()) app.UI {
		return app.Button().Class("button secondary").DataSet("testid", testID).Aria("label", label).
			OnClick(func(ctx app.Context, e app.Event) { action(); l.redrawLater(ctx) }).Text(text)
	}
	return app.Div().Class("plot-frame").Body(
		app.Canvas().ID("plot").Class("plot").DataSet("testid", "plot").
			DataSet("n", l.view.N).DataSet("span", w.Span).
			Attr("width", plotPixels).Attr("height", plotPixels).
			Attr("role", "img").
			Aria("label", fmt.Sprintf("Plot of the %d queens of a %d by %d board, rows %d to %d and columns %d to %d shown",
				l.view.N, l.view.N, l.view.N, w.Row+1, w.Row+w.Span, w.Col+1, w.Col+w.Span)),
		untilLive(app.Div().Class("plot-controls"), l.live).Body(
			control("zoom-in", "Zoom in", "+", func() { l.Zoom(1, 2) }),
			control("zoom-out", "Zoom out", "−", func() { l.Zoom(2, 1) }),
			control("pan-up", "Pan up", "↑", func() { l.Pan(-1, 0) }),
			control("pan-down", "Pan down", "↓", func() { l.Pan(1, 0) }),
			control("pan-left", "Pan left", "←", func() { l.Pan(0, -1) }),
			control("pan-right", "Pan right", "→", func() { l.Pan(0, 1) }),
			app.Span().Class("hint").Text(fmt.Sprintf("rows %s–%s", formatCount(uint64(w.Row+1)), formatCount(uint64(w.Row+w.Span)))),
		),
	)
}

// plotPixels is the plot's size in canvas pixels.
const plotPixels = 560
