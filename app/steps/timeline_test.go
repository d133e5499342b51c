//go:build !(js && wasm)

package steps

import (
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/worker"
	"nqueens/solver/trace"
)

// The timeline spans every step of a short trace, marks each of its
// solutions, and comes again for another method; a long trace's stops at
// the last step a link holds.
func TestTimelineSpansTheTrace(t *testing.T) {
	_, p := newStepsLab(6, "naive", 0)
	steps, solutions := 0, 0
	trace.Run("naive", 6, func(e trace.Event) bool {
		if steps++; e.Kind == trace.Solution {
			solutions++
		}
		return true
	})
	html := app.HTMLString(p.Render())
	for _, want := range []string{`data-total="` + strconv.Itoa(steps) + `"`, `data-solutions="` + strconv.Itoa(solutions) + `"`,
		`data-end="trace"`, `max="` + strconv.Itoa(steps) + `"`, `data-testid="steps-scrubber"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the timeline of naive on n = 6 lacks %s", want)
		}
	}
	if got := strings.Count(html, `<span style="left:`); got != solutions {
		t.Errorf("%d solutions marked, want %d", got, solutions)
	}
	p.SetMethod("bitmask") // navigates: the page hands the panel its new view
	if p.timeline.method != "bitmask" || !p.timeline.known || p.timeline.total >= steps {
		t.Errorf("bitmask's timeline: %+v", p.timeline)
	}

	p.timeline.take(worker.Response{Type: worker.TypeTimeline, Total: worker.MaxTraceStep, Counts: []uint64{5, uint64(maxStep), uint64(maxStep) + 1}})
	if tl := p.timeline; tl.total != maxStep || tl.ended || len(tl.solutions) != 2 {
		t.Errorf("a trace past the last linked step: %+v", tl)
	}
}
