package experiment

import (
	"fmt"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/app/worker"
)

// Render draws the stepVegas experiment panel.
func (p *Panel) Render() app.UI {
	e := &p.run
	ok, why := p.ok()
	return app.Div().Class("experiment").Body(
		app.P().Class("panel-intro").Text(
			"The hybrid solver places stepVegas rows at random, then backtracks the rest; an attempt fails when "+
				"no solution completes its random rows, and the solver starts again. For each stepVegas from 0 to n, the page "+
				"runs the attempts below and measures p, the share that succeed, and t = s + (1−p)/p·e, the nodes expected "+
				"to reach a solution, s and e being the mean nodes of a success and of a failure."),
		p.renderControls(),
		app.If(!ok, app.P().Class("notice").DataSet("testid", "experiment-unavailable").Text(why)),
		p.renderStatus(),
		app.If(e.measured > 0 && e.n == p.View.N, p.renderResults()),
	)
}

// renderControls are the panel's n, trials, seed, its run button, which
// always reads as what it does next, and Cancel beside it during a run.
func (p *Panel) renderControls() app.UI {
	e := &p.run
	params := p.params()
	ok, _ := p.ok()
	return app.Div().Class("panel-controls").Body(
		app.Div().Class("field").Body(
			app.Label().For("exp-n").Text(fmt.Sprintf("Board size n (up to %d)", MaxN)),
			app.Input().ID("exp-n").Type("number").Min(1).Max(MaxN).Value(p.View.N).
				DataSet("testid", "experiment-n").
				OnChange(func(ctx app.Context, _ app.Event) {
					if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
						p.setN(n)
					}
				}),
		),
		app.Div().Class("field").Body(
			app.Label().For("exp-trials").Text("Attempts per step"),
			app.Input().ID("exp-trials").Type("number").Min(1).Max(MaxTrials).Value(params.Trials).
				DataSet("testid", "experiment-trials").
				OnChange(func(ctx app.Context, _ app.Event) {
					if t, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
						p.SetTrials(t)
					} else {
						p.run.err = fmt.Sprintf("Attempts per step is a whole number from 1 to %s.", kit.FormatCount(MaxTrials))
					}
				}),
		),
		app.Div().Class("field seed-field").Body(
			app.Label().For("exp-seed").Text("Seed"),
			app.Input().ID("exp-seed").Type("text").Attr("inputmode", "numeric").Value(params.Seed).
				DataSet("testid", "experiment-seed").
				OnChange(func(ctx app.Context, _ app.Event) {
					seed, err := strconv.ParseUint(ctx.JSSrc().Get("value").String(), 10, 64)
					if err != nil || seed == 0 {
						p.run.err = "A seed is a whole number from 1 to 18446744073709551615."
						return
					}
					p.SetSeed(seed)
				}),
			app.Button().Class("button secondary").DataSet("testid", "experiment-reseed").
				OnClick(func(app.Context, app.Event) { p.SetSeed(0) }).Text("New seed"),
		),
		app.Div().Class("run-buttons").Body(
			kit.Button("button", "experiment-start", e.runLabel(), !ok || e.running, p.Run),
			app.If(e.running, kit.Button("button secondary", "experiment-cancel", "Cancel", false, p.cancelByButton)),
		),
	)
}

// runLabel is what the run button does next: run the experiment, measure
// the steps that a Cancel left, or run it again, with a new seed.
func (e *experimentState) runLabel() string {
	switch {
	case e.running:
		return "Running…"
	case e.complete():
		return "Run again with a new seed"
	case e.measured > 0:
		left := len(e.steps) - e.measured
		return fmt.Sprintf("Measure the other %d %s", left, kit.Plural(uint64(left), "step", "steps"))
	}
	return "Run the experiment"
}

// renderStatus says what the panel is doing, or did.
func (p *Panel) renderStatus() app.UI {
	e := &p.run
	status := app.Div().Class("panel-status").DataSet("testid", "experiment-status").Attr("role", "status")
	var lines []app.UI
	switch {
	case e.err != "":
		lines = append(lines, app.P().Class("notice").Text(e.err))
	case e.running:
		p := e.progress()
		label := fmt.Sprintf("Measuring: %d of %d steps done, %d%%, with %d %s", e.measured, len(e.steps), p.Percent(),
			e.workers, kit.Plural(uint64(e.workers), "worker", "workers"))
		if left := e.eta(time.Now()); left > 0 {
			label += fmt.Sprintf(" · about %s left", kit.FormatDuration(left))
		}
		lines = append(lines, app.Label().For("exp-progress").Text(label),
			app.Progress().ID("exp-progress").Max(100).Value(p.Percent()))
	case e.complete():
		status = status.DataSet("seconds", e.took.Seconds()).DataSet("done", "true")
		lines = append(lines, app.P().Text(fmt.Sprintf("Measured %d steps × %s attempts in %s, with %d %s, seed %d.",
			len(e.steps), kit.FormatCount(uint64(e.trials)), kit.FormatDuration(e.took), e.workers,
			kit.Plural(uint64(e.workers), "worker", "workers"), e.seed)))
	case e.stopped:
		lines = append(lines, app.P().Text(fmt.Sprintf("Stopped with %d of %d steps measured.", e.measured, len(e.steps))))
	case e.measured == 0:
		if ok, _ := p.ok(); ok {
			attempts := (p.View.N + 1) * p.params().Trials // the prerendered panel has no run yet
			lines = append(lines, app.P().Class("hint").Text(fmt.Sprintf(
				"%s attempts in all, which run in Web Workers, one per core.", kit.FormatCount(uint64(attempts)))))
		}
	}
	switch {
	case e.exactRunning:
		lines = append(lines, app.P().Class("hint").Text("Computing the exact values, every random choice with its probability…"))
	case e.exactErr != "":
		lines = append(lines, app.P().Class("notice").Text("The exact values failed: "+e.exactErr))
	}
	return status.Body(lines...)
}

// renderResults draws the chart, the verdict, the export and
// the table.
func (p *Panel) renderResults() app.UI {
	e := &p.run
	chart := newExperimentChart(e.n, e.steps, e.exact)
	title := fmt.Sprintf("p and t against stepVegas for n = %d, %s attempts per step", e.n, kit.FormatCount(uint64(e.trials)))
	desc := "Points are measured, with bars of ±2 standard errors; the table below gives the figures."
	if e.exact != nil {
		desc += " Dashed lines are the exact values."
	}
	if chart.best >= 0 {
		desc += fmt.Sprintf(" The best is stepVegas = %d.", chart.best)
	}
	complete := e.measured == len(e.steps)
	return app.Div().Class("experiment-results").Body(
		app.Div().Class("chart-frame").Body(
			chart.render(title, desc),
			app.P().Class("chart-legend").Aria("hidden", "true").Body(
				app.Span().Class("key measured").Text("measured, ±2 standard errors"),
				app.If(e.exact != nil, app.Span().Class("key exact").Text("exact")),
				app.If(chart.best >= 0, app.Span().Class("key best").Text("best stepVegas")),
			),
		),
		app.P().Class("verdict").DataSet("testid", "experiment-best").DataSet("step", chart.best).
			Text(experimentVerdict(e, chart.best)),
		app.If(complete, p.renderExport()),
		renderExperimentTable(e, chart.best),
	)
}

// renderExport offers the results as CSV: a download, and a
// copy for where downloads are blocked.
func (p *Panel) renderExport() app.UI {
	e := &p.run
	text := experimentCSV(e)
	return app.Div().Class("export").Body(
		app.A().Class("button secondary").DataSet("testid", "experiment-csv").
			Href(dataURL("text/csv", text)).Attr("download", experimentCSVName(e)).
			Text("Download CSV"),
		app.Button().Class("button secondary").DataSet("testid", "experiment-copy-csv").
			OnClick(func(ctx app.Context, _ app.Event) {
				kit.CopyText(experimentCSV(&p.run), func(ok bool) {
					ctx.Dispatch(func(app.Context) {
						p.run.csvStatus = "CSV copied."
						if !ok {
							p.run.csvStatus = "Copying is blocked here; use Download CSV."
						}
					})
				})
			}).Text("Copy CSV"),
		app.Span().Class("copy-status").Attr("role", "status").Text(e.csvStatus),
	)
}

// experimentVerdict names the best step and says why the hybrid wins.
func experimentVerdict(e *experimentState, best int) string {
	if best < 0 {
		if e.measured == len(e.steps) && (e.n == 2 || e.n == 3) {
			return fmt.Sprintf("No attempt found a solution: n = %d has none.", e.n)
		}
		return "No attempt has found a solution yet."
	}
	so := ""
	if e.measured < len(e.steps) {
		so = "So far, "
	}
	tb := *e.steps[best].T
	s := fmt.Sprintf("%sstepVegas = %d is best: about %s nodes to reach a solution", so, best, formatFigure(tb))
	var against []string
	if st := e.steps[0]; st != nil && st.T != nil && best != 0 {
		against = append(against, fmt.Sprintf("%s for plain backtracking (stepVegas = 0)", formatFigure(*st.T)))
	}
	if st := e.steps[e.n]; st != nil && best != e.n {
		if st.T != nil {
			against = append(against, fmt.Sprintf("%s for placing every row at random (stepVegas = %d)", formatFigure(*st.T), e.n))
		} else {
			against = append(against, fmt.Sprintf("no solution in %s attempts placing every row at random", kit.FormatCount(uint64(st.Trials))))
		}
	}
	switch len(against) {
	case 1:
		s += ", against " + against[0]
	case 2:
		s += ", against " + against[0] + " and " + against[1]
	}
	s += ". "
	switch {
	case best == 0:
		s += "On so small a board plain backtracking reaches a solution quickly, and random rows only add failed attempts."
	case best == e.n:
		s += "Here every row placed at random is best: failed attempts are cheap, and p is not too small."
	default:
		s += "The hybrid wins because a few random rows cost a node each and move the search away from plain " +
			"backtracking's fixed start, which is slow on most boards, while they leave enough rows to backtracking " +
			"that most attempts still succeed; with more random rows p falls, and failed attempts pile up."
	}
	if xb := bestExactStep(e.exact); xb >= 0 && len(e.exact) == len(e.steps) {
		s += exactVerdict(best, xb, *e.exact[xb].TF)
	}
	return s
}

// exactVerdict says whether the exact values agree with the measured best
// step, best: the exact best is exactBest, with t = exactT nodes.
func exactVerdict(best, exactBest int, exactT float64) string {
	if exactBest == best {
		return fmt.Sprintf(" The exact values agree: t = %s.", formatFigure(exactT))
	}
	return fmt.Sprintf(" The exact values put the best at stepVegas = %d instead, with t = %s: a measure over a sample of attempts has some noise.",
		exactBest, formatFigure(exactT))
}

// renderExperimentTable gives the chart's figures as a table.
func renderExperimentTable(e *experimentState, best int) app.UI {
	exact := e.exact != nil && len(e.exact) == len(e.steps)
	head := []string{"stepVegas", "p ± se", "s", "e", "t ± se", "time per attempt"}
	if exact {
		head = append(head, "exact p", "exact t")
	}
	return app.Div().Class("table-scroll").Attr("tabindex", "0").Aria("label", "Figures of each step").Body(
		app.Elem("table").Class("figures").DataSet("testid", "experiment-table").Body(
			kit.TableCaption(fmt.Sprintf("n = %d, %s attempts per step, seed %d; se is one standard error. "+
				"A worker's first steps run while the browser still optimises its code, so their time per attempt is high.",
				e.n, kit.FormatCount(uint64(e.trials)), e.seed)),
			app.Elem("thead").Body(app.Elem("tr").Body(app.Range(head).Slice(func(i int) app.UI {
				return app.Elem("th").Attr("scope", "col").Text(head[i])
			}))),
			app.Elem("tbody").Body(app.Range(e.steps).Slice(func(i int) app.UI {
				st := e.steps[i]
				if st == nil {
					return nil
				}
				return experimentRow(*st, i == best, exact, e.exact)
			})),
		),
	)
}

func experimentRow(st worker.ExperimentStep, best, withExact bool, exact []worker.ExactStep) app.UI {
	step := app.Elem("th").Attr("scope", "row").Text(strconv.Itoa(st.Step))
	if best {
		step = app.Elem("th").Attr("scope", "row").Body(app.Text(strconv.Itoa(st.Step)+" "), app.Span().Class("star").Aria("label", "best").Text("★"))
	}
	cells := []app.UI{
		step,
		app.Elem("td").Text(fmt.Sprintf("%.3f ± %.3f", st.P, st.PStdErr)),
		app.Elem("td").Text(optFigure(st.S)),
		app.Elem("td").Text(optFigure(st.E)),
		app.Elem("td").Text(withErr(st.T, st.TStdErr)),
		app.Elem("td").Text(kit.FormatDuration(time.Duration(st.Seconds * float64(time.Second)))),
	}
	if withExact {
		x := exact[st.Step]
		cells = append(cells,
			app.Elem("td").Body(app.Span().Class("fraction").Text(x.P), app.Text(fmt.Sprintf(" ≈ %.3f", x.PF))),
			app.Elem("td").Text(optFigure(x.TF)))
	}
	row := app.Elem("tr").DataSet("testid", "experiment-row").DataSet("step", st.Step)
	if best {
		row = row.Class("best")
	}
	return row.Body(cells...)
}

// optFigure writes a figure that may not exist.
func optFigure(x *float64) string {
	if x == nil {
		return "—"
	}
	return formatFigure(*x)
}

func withErr(x, se *float64) string {
	switch {
	case x == nil:
		return "—"
	case se == nil:
		return formatFigure(*x)
	}
	return formatFigure(*x) + " ± " + formatFigure(*se)
}
