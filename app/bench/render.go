package bench

import (
	"fmt"
	"nqueens/app/backend"
	"nqueens/app/kit"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Render draws the GPU benchmark.
func (p *Panel) Render() app.UI {
	b := &p.bench
	return app.Div().Class("bench").Body(
		app.P().Class("panel-intro").Text(
			"How fast does a GPU count? One Web Worker counts boards on the GPU, through WebGPU, if the browser gives it one, "+
				"and then on its CPU core, with the constellations method. Each engine counts n = 10, 11, … until a count takes a few seconds, "+
				"and is timed on its faster of two counts of that board. The GPU and the worker count nodes a little differently "+
				"(the worker's search looks ahead from a row's shape): compare nodes per second, and the times on a board both counted. "+
				"For fair figures, run it once the page's own count is done."),
		app.Div().Class("panel-controls").Body(
			app.Button().Class("button").DataSet("testid", "bench-start").Disabled(!p.Live).
				OnClick(func(app.Context, app.Event) { p.toggle() }).Text(buttonLabel(b)),
		),
		p.renderStatus(),
		app.If(b.began, app.Div().Style("display", "grid").Style("gap", "0.75rem").Body(
			renderGPUNotice(b),
			renderTable(b),
			app.If(b.ratio() > 0, app.P().Class("verdict").DataSet("testid", "bench-ratio").DataSet("ratio", b.ratio()).
				Text(verdict(b))),
			app.If(b.finished() && len(b.gpu.counts) > 0, p.renderReport()),
		)),
	)
}

// buttonLabel is the label of the button that runs or stops the benchmark.
func buttonLabel(b *state) string {
	switch {
	case b.running:
		return "Stop"
	case b.began:
		return "Run again"
	}
	return "Run the benchmark"
}

func (p *Panel) renderStatus() app.UI {
	b := &p.bench
	status := app.Div().Class("panel-status").DataSet("testid", "bench-status").Attr("role", "status")
	switch {
	case !p.Live:
		return status.Body(app.P().Text("The benchmark starts once the page has loaded."))
	case b.err != "":
		return status.Body(app.P().Class("notice").Text(b.err))
	case b.running && b.counting != nil:
		label := fmt.Sprintf("The worker counts n = %d on its CPU…", b.n)
		if b.counting == &b.gpu {
			label = fmt.Sprintf("The GPU counts n = %d…", b.n)
		}
		return status.Body(app.Label().For("bench-progress").Text(label), app.Progress().ID("bench-progress"))
	case b.stopped:
		return status.Body(app.P().Text("Stopped. The figures so far stay; Run again starts afresh."))
	case b.finished():
		return status.DataSet("done", "true").Body(app.P().Text("Done in " + kit.FormatDuration(b.took) + "."))
	}
	return status
}

// renderGPUNotice names the GPU, says plainly when it is a software one,
// and says why there is none.
func renderGPUNotice(b *state) app.UI {
	notice := app.P().DataSet("testid", "bench-gpu-notice")
	g := &b.gpu
	switch why := b.noGPU(); {
	case why != "":
		return notice.Class("notice").DataSet("kind", "none").Text(
			"This browser gives the page no GPU to count on (" + why + "), so only the worker is timed. WebGPU needs " +
				"a GPU the browser can use; it is in Chrome, Edge and Safari, and in Firefox on Windows.")
	case g.err != "":
		return notice.Class("notice").DataSet("kind", "failed").Text(
			"The GPU stopped (" + g.err + "); its figure is its last count.")
	case g.software():
		return notice.Class("notice").DataSet("kind", "software").Text(
			"Your GPU here is " + g.adapter + ", a software GPU: it runs the kernel on the CPU, so its figure says nothing " +
				"about a real GPU.")
	case g.adapter != "":
		return notice.DataSet("kind", "gpu").Text("Your GPU: " + g.adapter + ".")
	}
	return notice
}

func renderTable(b *state) app.UI {
	head := []string{"engine", "n", "time", "nodes/s", "nodes"}
	return app.Div().Class("table-scroll").Attr("tabindex", "0").Aria("label", "Benchmark figures").Body(
		app.Elem("table").Class("figures bench-figures").DataSet("testid", "bench-table").Body(
			kit.TableCaption("Each engine's faster count of its largest board."),
			app.Elem("thead").Body(app.Elem("tr").Body(app.Range(head).Slice(func(i int) app.UI {
				return app.Elem("th").Attr("scope", "col").Text(head[i])
			}))),
			app.Elem("tbody").Body(
				renderRow(b, &b.gpu, "GPU", "gpu"),
				renderRow(b, &b.cpu, "1 worker (CPU)", "cpu"),
			),
		),
	)
}

func renderRow(b *state, e *engine, name, id string) app.UI {
	row := app.Elem("tr").DataSet("testid", "bench-row").DataSet("engine", id)
	head := app.Elem("th").Attr("scope", "row").Text(name)
	c, ok := e.figure()
	if !ok {
		why := "waiting"
		switch {
		case e.err != "":
			why = "no GPU"
		case b.counting == e && b.running:
			why = "counting…"
		case b.counting == e:
			why = "stopped"
		case !b.running:
			why = "not run"
		}
		return row.Body(head, app.Elem("td").Attr("colspan", 4).Class("skip").Text(why))
	}
	return row.DataSet("n", c.n).DataSet("seconds", c.seconds).DataSet("nodes", c.nodes).DataSet("rate", c.rate()).Body(
		head,
		app.Elem("td").Text(c.n),
		app.Elem("td").Text(kit.FormatSeconds(c.seconds)),
		app.Elem("td").Text(kit.FormatRate(c.nodes, c.duration())),
		app.Elem("td").Text(kit.FormatCount(c.nodes)),
	)
}

// verdict compares the engines' times on the largest board both
// counted, then their nodes per second, which differ in kind.
func verdict(b *state) string {
	nodes := fmt.Sprintf("the GPU places %s as many nodes per second as one worker, but its top-down search places about twice the nodes of the worker's, which chooses its rows", formatRatio(b.ratio()))
	if n, g, c, ok := b.common(); ok && g.seconds > 0 {
		return fmt.Sprintf("On n = %d, which both counted, the GPU took %s and one worker %s: %s the worker's speed; the kernel aims at 20× or more on a real GPU. Per second, %s.",
			n, kit.FormatSeconds(g.seconds), kit.FormatSeconds(c.seconds), formatRatio(c.seconds/g.seconds), nodes)
	}
	return "Per second, " + nodes + "; the kernel aims at 20× or more on a real GPU."
}

// renderReport invites visitors to report their figures, on one line to
// copy.
func (p *Panel) renderReport() app.UI {
	line := p.bench.line(backend.Cores())
	return app.Div().Class("bench-report").Body(
		app.P().Style("margin-top", "0").Text("Have a real GPU? Please report your figures in the project's issue #14, on this line:"),
		app.P().Body(app.Code().DataSet("testid", "bench-line").Style("overflow-wrap", "anywhere").Text(line)),
		app.Div().Class("export").Body(
			app.Button().Class("button secondary").DataSet("testid", "bench-copy").
				OnClick(func(ctx app.Context, _ app.Event) {
					kit.CopyText(p.bench.line(backend.Cores()), func(ok bool) {
						ctx.Dispatch(func(app.Context) {
							p.copied = "Copied."
							if !ok {
								p.copied = "Copying is blocked here; select the line and copy it."
							}
						})
					})
				}).Text("Copy the line"),
			app.Span().Class("copy-status").Attr("role", "status").Text(p.copied),
		),
	)
}
