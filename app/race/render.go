package race

import (
	"fmt"
	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/solver"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// coresWords says how many cores the visitor's machine has: the browser's
// figure, which the prerendered page, drawn on the server, does not know.
func (p *Panel) coresWords() string {
	how := fmt.Sprintf("the fastest method, quarters from n = %d to %d and %s elsewhere", solver.QuartersFromN, solver.QuartersMaxN, solver.FastestSearch)
	if !p.Live {
		return "The page's own count spreads " + how + ", over all your machine's cores."
	}
	cores := backend.Cores()
	return fmt.Sprintf("This machine has %d %s; the page's own count spreads %s, over all of them.",
		cores, kit.Plural(uint64(cores), "core", "cores"), how)
}

// Render draws the method race panel.
func (p *Panel) Render() app.UI {
	r := &p.race
	ok, why := p.ok()
	return app.Div().Class("race").Body(
		app.P().Class("panel-intro").Text(
			fmt.Sprintf("The course notes timed five of these methods against each other on %d queens; the table's last column says which. ", notesN)+
				"Here each method counts the same "+
				"board in the same Web Worker, one after another, so that they share one core and their times compare. "+
				"Each counts it at least 3 times and keeps its fastest count but the first, which the browser runs while it still optimises the code. "+
				p.coresWords()),
		p.renderControls(),
		app.If(!ok, app.P().Class("notice").DataSet("testid", "race-unavailable").Text(why)),
		p.renderStatus(),
		app.If(ok && r.n == p.View.N, p.renderResults()),
	)
}

func (p *Panel) renderControls() app.UI {
	r := &p.race
	ok, _ := p.ok()
	label := "Start the race"
	switch {
	case r.running:
		label = "Cancel"
	case r.finished():
		label = "Race again"
	case r.anyTimed():
		label = "Race the others"
	}
	return app.Div().Class("panel-controls").Body(
		app.Div().Class("field").Body(
			app.Label().For("race-n").Text(fmt.Sprintf("Board size n (up to %d)", MaxN)),
			app.Input().ID("race-n").Type("number").Min(1).Max(MaxN).Value(p.View.N).
				DataSet("testid", "race-n").
				OnChange(func(ctx app.Context, _ app.Event) {
					if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
						p.Host.Navigate(func(v *link.View) { v.SetN(n) }, link.PushEntry)
					}
				}),
		),
		app.Button().Class("button").DataSet("testid", "race-start").
			Disabled(!ok).
			OnClick(func(app.Context, app.Event) { p.toggle() }).Text(label),
	)
}

func (p *Panel) renderStatus() app.UI {
	r := &p.race
	status := app.Div().Class("panel-status").DataSet("testid", "race-status").Attr("role", "status")
	switch {
	case r.err != "":
		return status.Body(app.P().Class("notice").Text(r.err))
	case r.running && r.current >= 0 && r.current < len(r.results):
		name := r.results[r.current].algo.Name
		label := fmt.Sprintf("%s counts n = %d…", name, r.n)
		if reps := r.results[r.current].reps; reps > 0 {
			label = fmt.Sprintf("%s counts n = %d again (%d)…", name, r.n, reps+1)
		}
		return status.Body(
			app.Label().For("race-progress").Text(label),
			app.Progress().ID("race-progress").Max(100).Value(r.done.Percent()),
		)
	case r.finished():
		return status.DataSet("done", "true").DataSet("seconds", r.took.Seconds()).Body(app.P().Text(
			fmt.Sprintf("Raced in %s: each method counted n = %d %d times or more.", kit.FormatDuration(r.took), r.n, minReps)))
	case r.stopped:
		return status.Body(app.P().Text("Stopped. The times so far stay; Start races the others."))
	}
	return status
}

// anyTimed reports whether a method has been timed.
func (r *state) anyTimed() bool {
	for _, res := range r.results {
		if res.timed {
			return true
		}
	}
	return false
}

func (p *Panel) renderResults() app.UI {
	r := &p.race
	timed := r.anyTimed()
	return app.Div().Class("experiment-results race-results").Body(
		app.If(timed, app.Div().Class("chart-frame").Body(newChart(r).render(), renderLegend())),
		app.If(timed, app.P().Class("verdict").DataSet("testid", "race-summary").Text(summary(r))),
		renderTable(r),
	)
}

// summary states the time per node and what the speedups come from.
func summary(r *state) string {
	var (
		slow, quick *result
		classes     []*result // the methods that count by symmetry classes
	)
	var joins, search *result // quarters, which searches nothing, and constellations
	for i := range r.results {
		res := &r.results[i]
		if !res.timed || res.nodes == 0 {
			continue
		}
		switch res.algo.Name {
		case solver.Quarters:
			joins = res
			continue
		case solver.FastestSearch:
			search = res
		}
		if res.algo.Unique {
			classes = append(classes, res)
			continue
		}
		if slow == nil || res.nsPerNode() > slow.nsPerNode() {
			slow = res
		}
		if quick == nil || res.nsPerNode() < quick.nsPerNode() {
			quick = res
		}
	}
	s := ""
	if slow != nil && quick != nil && slow != quick {
		s = fmt.Sprintf("Time per node: %.1f ns for %s, %.1f ns for %s, which walk the same tree of %s nodes: "+
			"the methods that search the whole tree differ only in how fast they test a square. ",
			slow.nsPerNode(), slow.algo.Name, quick.nsPerNode(), quick.algo.Name, kit.FormatCount(quick.nodes))
	}
	var visits []string
	for _, res := range classes {
		v := fmt.Sprintf("%s takes %.1f ns per node but visits only %s nodes", res.algo.Name, res.nsPerNode(), kit.FormatCount(res.nodes))
		if quick != nil && quick.nodes > 0 {
			v += fmt.Sprintf(", %.0f%% of the tree", 100*float64(res.nodes)/float64(quick.nodes))
		}
		visits = append(visits, v)
	}
	switch len(visits) {
	case 0:
	case 1:
		s += visits[0] + ", since it counts each class of solutions under the board's 8 symmetries once."
	default:
		s += strings.Join(visits, "; ") + ": each counts every class of solutions under the board's 8 symmetries once."
	}
	if search != nil {
		s += " " + search.algo.Name + " also places next the row with the fewest open squares, which halves its nodes again."
	}
	if joins != nil {
		s += " " + quartersWords(joins, search)
	}
	return strings.TrimSpace(s)
}

func renderTable(r *state) app.UI {
	head := []string{"method", "what it does", "solutions", "time", "nodes", "ns per node", "speedup over naive", "course notes"}
	return app.Div().Class("table-scroll").Attr("tabindex", "0").Aria("label", "Race times").Body(
		app.Elem("table").Class("figures").DataSet("testid", "race-table").Body(
			kit.TableCaption(fmt.Sprintf("n = %d, each method alone in one worker; a time under %.0f ms is the mean of repeated counts.",
				r.n, minCount*1000)),
			app.Elem("thead").Body(app.Elem("tr").Body(app.Range(head).Slice(func(i int) app.UI {
				return app.Elem("th").Attr("scope", "col").Text(head[i])
			}))),
			app.Elem("tbody").Body(app.Range(r.results).Slice(func(i int) app.UI {
				return renderRow(r, r.results[i])
			})),
		),
	)
}

func renderRow(r *state, res result) app.UI {
	w := words[res.algo.Name]
	name := app.Elem("th").Attr("scope", "row").Text(res.algo.Name)
	what := app.Elem("td").Class("does").Body(withCode(w.does)...)
	notes := app.Elem("td").Class("notes").Text(w.notes)
	row := app.Elem("tr").DataSet("testid", "race-row").DataSet("method", res.algo.Name)
	switch {
	case res.skipped != "":
		return row.Class("skipped").Body(name, what, app.Elem("td").Attr("colspan", 5).Class("skip").Text(res.skipped), notes)
	case !res.timed:
		return row.Body(name, what, app.Elem("td").Attr("colspan", 5).Class("skip").Text("waiting"), notes)
	}
	speedup := "—"
	if x := r.speedup(res); x > 0 {
		speedup = fmt.Sprintf("%.1f×", x)
		row = row.DataSet("speedup", x)
	}
	return row.DataSet("seconds", res.seconds).DataSet("solutions", res.solutions).DataSet("nodes", res.nodes).
		DataSet("reps", res.reps).Body(
		name,
		what,
		app.Elem("td").Text(kit.FormatCount(res.solutions)),
		app.Elem("td").Text(kit.FormatSeconds(res.seconds)),
		app.Elem("td").Text(kit.FormatCount(res.nodes)),
		app.Elem("td").Text(fmt.Sprintf("%.1f", res.nsPerNode())),
		app.Elem("td").Text(speedup),
		notes,
	)
}

// quartersWords says how quarters counts, which searches nothing, and how
// it fared against constellations, the fastest search, if that was timed.
func quartersWords(joins, search *result) string {
	s := fmt.Sprintf("quarters searches nothing: it lists every set of queens that a quarter of the board can hold, "+
		"joins them into %s half-boards, its nodes, and counts the pairs of halves that share no diagonal", kit.FormatCount(joins.nodes))
	if search != nil && search.seconds > 0 && joins.seconds > 0 {
		s += fmt.Sprintf("; here it took %s, against %s for %s", kit.FormatSeconds(joins.seconds), kit.FormatSeconds(search.seconds), search.algo.Name)
		if x := search.seconds / joins.seconds; x >= 1.1 {
			s += fmt.Sprintf(", %.1f times as fast", x)
		} else if n := solver.QuartersFromN; joins.seconds > search.seconds*1.1 {
			s += fmt.Sprintf(": on boards this small its lists cost more than the search saves, and the page counts with it from n = %d", n)
		}
	}
	return s + "."
}
