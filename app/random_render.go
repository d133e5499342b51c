package app

import (
	"fmt"
	"nqueens/app/kit"
	"nqueens/app/link"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// renderModes switches between browsing the solutions, random ones, play
// and puzzles; on the prerendered page its tabs are links. The live
// Puzzle tab goes back to the puzzle that lastPuzzle shows, the last one
// left unfinished, and else to today's, as its link does.
func renderModes(host *kit.Host, v link.View, live bool, lastPuzzle func(*link.View) bool) app.UI {
	mode := v.Mode
	tab := func(testID, text, tooltip string, tabMode link.Mode) app.UI {
		class := "tab"
		if mode == tabMode {
			class += " active"
		}
		closesLesson := false // the last change closed the lesson, the stage
		change := func(v *link.View) {
			arriving := v.Mode != tabMode
			if closesLesson = arriving && stepsStage(*v); closesLesson {
				openPanel(v, "", nil) // the mode's board takes the lesson's place
			}
			v.SetMode(tabMode)
			if arriving && tabMode == link.Puzzle {
				lastPuzzle(v)
			}
		}
		if !live {
			href := hrefOf(v, change)
			if tabMode == link.Puzzle {
				href = "?mode=" + link.Puzzle.String() // today's, whenever it is followed
			}
			a := app.A().Class(class).DataSet("testid", testID).Title(tooltip).Href(href).Text(text)
			if mode == tabMode {
				a = a.Aria("current", "page")
			}
			return a
		}
		return app.Button().Class(class).DataSet("testid", testID).Title(tooltip).
			Aria("pressed", strconv.FormatBool(mode == tabMode)).
			OnClick(func(app.Context, app.Event) {
				host.Navigate(change, link.PushEntry)
				if closesLesson {
					app.Window().Call("scrollTo", 0, 0) // the mode's board, at the top
				}
			}).
			Text(text)
	}
	return app.Div().Class("modes").Attr("role", "group").Aria("label", "Mode").Body(
		tab("mode-browse", "Browse", "Browse all the solutions, in order", link.Browse),
		tab("mode-random", "Random", "A random solution, from a randomized solver", link.Random),
		tab("mode-play", "Play", "Place your own queens, and count their completions", link.Play),
		tab("mode-puzzle", "Puzzle", "A few queens given, and one way to finish: today's puzzle, or any", link.Puzzle),
	)
}

// renderRandomControls are random mode's board size, solver, step and
// seed, and what finding the solution cost. Each control changes the view
// shown when it fires, so that the others' values stay.
func renderRandomControls(host *kit.Host, v link.View, b *boardState) app.UI {
	return app.Div().Class("random").Body(
		app.Label().For("n-input").Text(fmt.Sprintf("Board size, up to %s", kit.FormatCount(link.MaxRandomN))),
		app.Input().ID("n-input").Type("number").Min(1).Max(link.MaxRandomN).Value(v.N).
			DataSet("testid", "n-input").
			OnChange(func(ctx app.Context, e app.Event) {
				if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
					host.Navigate(func(v *link.View) { v.SetN(n) }, link.PushEntry)
				} else {
					host.Navigate(func(v *link.View) {}, link.ReplaceEntry) // puts n back in the field
				}
			}),
		app.Label().For("solver").Text("Solver"),
		app.Select().ID("solver").DataSet("testid", "solver").
			OnChange(func(ctx app.Context, e app.Event) {
				name := ctx.JSSrc().Get("value").String()
				host.Navigate(func(v *link.View) { v.Solver = name }, link.PushEntry)
			}).
			Body(app.Range(link.RandomSolvers).Slice(func(i int) app.UI {
				s := link.RandomSolvers[i]
				o := app.Option().Value(s.Name).Text(fmt.Sprintf("%s (n ≤ %s)", s.Name, kit.FormatCount(uint64(s.MaxN))))
				if s.Name == v.Solver {
					o = o.Selected(true)
				}
				if v.N > s.MaxN {
					o = o.Disabled(true)
				}
				return o
			})),
		app.If(v.Solver == "hybrid", renderStep(host, v)),
		renderSeed(host, v),
		renderFoundCost(v, b),
	)
}

// renderStep is the slider of hybrid's stepVegas.
func renderStep(host *kit.Host, v link.View) app.UI {
	return app.Div().Class("step").Body(
		app.Label().For("step").Body(
			app.Text("stepVegas: rows placed at random "),
			app.Strong().Text(fmt.Sprintf("%s of %s", kit.FormatCount(uint64(v.Step)), kit.FormatCount(uint64(v.N)))),
		),
		app.Input().ID("step").Type("range").Min(0).Max(v.N).Value(v.Step).
			DataSet("testid", "step").
			OnChange(func(ctx app.Context, e app.Event) {
				if step, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
					host.Navigate(func(v *link.View) { v.Step = step }, link.PushEntry)
				}
			}),
	)
}

// renderSeed is the seed's field, and Re-roll, which draws another.
func renderSeed(host *kit.Host, v link.View) app.UI {
	return app.Div().Class("seed").Body(
		app.Label().For("seed").Text("Seed"),
		app.Input().ID("seed").Type("text").Attr("inputmode", "numeric").Value(v.Seed).
			DataSet("testid", "seed").
			OnChange(func(ctx app.Context, e app.Event) {
				s := ctx.JSSrc().Get("value").String()
				seed, err := strconv.ParseUint(s, 10, 64)
				if err != nil || seed == 0 {
					seed = 0 // ParseView says why, and a new one is drawn
				}
				host.Navigate(func(v *link.View) { v.Seed = seed }, link.PushEntry)
			}),
		app.Button().Class("button").DataSet("testid", "reroll").
			OnClick(func(app.Context, app.Event) {
				host.Navigate(func(v *link.View) { v.Seed = 0 }, link.PushEntry)
			}).Text("Re-roll"),
	)
}

// renderFoundCost says what finding the solution cost.
func renderFoundCost(v link.View, b *boardState) app.UI {
	line := app.P().Class("found").DataSet("testid", "found")
	if b.Seeking || b.Queens == nil {
		return line // the work under way shows below
	}
	f := b.Found
	return line.DataSet("n", len(b.Queens)).DataSet("attempts", f.Attempts).DataSet("nodes", f.Nodes).Text(fmt.Sprintf(
		"Found by %s%s: %s %s, %s %s. Verified.", v.Solver, tookWords(f.Took),
		kit.FormatCount(f.Attempts), kit.Plural(f.Attempts, "attempt", "attempts"), kit.FormatCount(f.Nodes), kit.Plural(f.Nodes, "node", "nodes")))
}
