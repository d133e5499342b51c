package steps

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/worker"
)

// timelineSlot is the worker that finds the panel's timeline, beside the
// one that replays its windows.
const timelineSlot = backend.PanelSlot + 1

// A stepsTimeline is what the panel knows of the whole trace, from its
// worker (worker.OpTimeline): its steps, up to a link's last, and the
// steps of its solutions.
type stepsTimeline struct {
	method    string
	n         int
	gen       int // the request under way; older answers are dropped
	known     bool
	total     int    // the steps, at most maxStep
	ended     bool   // whether the trace ends at total
	found     uint64 // the solutions up to total
	solutions []int  // the steps of the first of them, worker.MaxTimelineMarks at most
	marks     string // their ticks' HTML (solutionMarksHTML), written once
}

// ask asks host's worker for the timeline of method's trace on an n×n
// board, unless tl has it or asked for it; the answer comes on loop.
func (tl *stepsTimeline) ask(host *kit.Host, loop *kit.Loop, method string, n int) {
	if tl.method == method && tl.n == n || method == "" {
		return
	}
	gen := tl.gen + 1
	*tl = stepsTimeline{method: method, n: n, gen: gen}
	req := worker.Request{Op: worker.OpTimeline, Algorithm: method, N: n}
	host.Run(timelineSlot, req, loop, func(res worker.Response) {
		if tl.gen == gen && res.Type == worker.TypeTimeline {
			tl.take(res)
		}
	})
}

// take keeps the worker's timeline, up to maxStep.
func (tl *stepsTimeline) take(res worker.Response) {
	tl.known, tl.total, tl.ended, tl.found, tl.solutions = true, min(res.Total, maxStep), res.Exhausted && res.Total <= maxStep, res.Solutions, nil
	for _, step := range res.Counts {
		if int(step) <= tl.total {
			tl.solutions = append(tl.solutions, int(step))
		}
	}
	tl.marks = solutionMarksHTML(tl)
}

// render draws the scrubber over every step of the trace of method on an
// n×n board, up to a link's last, at step at, with its solutions marked;
// a drag calls scrub, which shows the step under it.
func (tl *stepsTimeline) render(method string, n, at int, scrub app.EventHandler) app.UI {
	if !tl.known || tl.method != method || tl.n != n || tl.total == 0 {
		return app.Div().Class("steps-timeline").DataSet("testid", "steps-timeline")
	}
	endsAt := "trace" // where the timeline ends: the trace's end, or the panel's last step
	if !tl.ended {
		endsAt = "panel"
	}
	return app.Div().Class("steps-timeline").DataSet("testid", "steps-timeline").DataSet("total", tl.total).
		DataSet("solutions", len(tl.solutions)).DataSet("end", endsAt).Body(
		app.Label().For("steps-scrubber").Text(tl.words(at)),
		app.Div().Class("scrubber").Body(
			app.Raw(tl.marks),
			&scrubber{Total: tl.total, At: at, OnScrub: scrub},
		),
	)
}

// words says where step at lies on the timeline, and what its marks are.
func (tl *stepsTimeline) words(at int) string {
	where := fmt.Sprintf("Timeline: step %s of %s", kit.FormatCount(uint64(at)), kit.FormatCount(uint64(tl.total)))
	if !tl.ended {
		where = fmt.Sprintf("Timeline: step %s of the first %s, as far as the panel goes; the search takes more", kit.FormatCount(uint64(at)), kit.FormatCount(uint64(tl.total)))
	}
	found := kit.FormatCount(tl.found)
	switch {
	case tl.found == 0:
		return where + ", and finds no solution in them."
	case uint64(len(tl.solutions)) < tl.found:
		return fmt.Sprintf("%s. The marks are the first %s of the %s solutions found in them.", where, kit.FormatCount(uint64(len(tl.solutions))), found)
	}
	if tl.found == 1 {
		return where + ". The mark is the one solution found in them."
	}
	return fmt.Sprintf("%s. The marks are the %s solutions found in them.", where, found)
}

// onScrub shows the step the scrubber is dragged to.
func (s *Panel) onScrub(ctx app.Context, e app.Event) {
	if t, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
		s.player.pause(s)
		s.StepTo(t)
	}
}

// solutionMarksHTML draws a tick at each solution's place on the
// timeline, as one element.
func solutionMarksHTML(tl *stepsTimeline) string {
	var b strings.Builder
	b.WriteString(`<div class="solution-marks" aria-hidden="true">`)
	var num []byte
	for _, step := range tl.solutions {
		num = strconv.AppendFloat(num[:0], 100*float64(step)/float64(tl.total), 'f', 3, 64)
		b.WriteString(`<span style="left:`)
		b.Write(num)
		b.WriteString(`%"></span>`)
	}
	b.WriteString(`</div>`)
	return b.String()
}

// A scrubber is the timeline's range input: its own component, so that
// when it mounts it can put itself at its step, as go-app sets a new
// element's attributes in no set order, and a value set before max is cut
// to 100.
type scrubber struct {
	app.Compo
	Total, At int
	OnScrub   app.EventHandler
}

// OnMount puts the scrubber at its step.
func (s *scrubber) OnMount(ctx app.Context) { ctx.JSSrc().Set("value", s.At) }

// Render draws the range input.
func (s *scrubber) Render() app.UI {
	return app.Input().ID("steps-scrubber").Type("range").Min(0).Max(s.Total).Step(1).Value(s.At).
		DataSet("testid", "steps-scrubber").Aria("valuetext", "step "+strconv.Itoa(s.At)).OnInput(s.OnScrub)
}
