//go:build !(js && wasm)

package steps

import (
	"fmt"
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

// The timeline's words say how many steps it spans and what its marks
// are: all the solutions of a search that ends in it, or the first of
// those found when there are more than it marks.
func TestTimelineWords(t *testing.T) {
	for _, tt := range []struct {
		tl   stepsTimeline
		want string
	}{
		{stepsTimeline{total: 5_000, ended: true, found: 4, solutions: []int{1, 2, 3, 4}},
			"Timeline: step 40 of 5,000. The marks are the 4 solutions found in them."},
		{stepsTimeline{total: 5_000, ended: true, found: 1, solutions: []int{1}},
			"Timeline: step 40 of 5,000. The mark is the one solution found in them."},
		{stepsTimeline{total: 5_000, ended: true},
			"Timeline: step 40 of 5,000, and finds no solution in them."},
		{stepsTimeline{total: 2_000_000, found: 14_200, solutions: make([]int, 1_000)},
			"Timeline: step 40 of the first 2,000,000, as far as the panel goes; the search takes more. The marks are the first 1,000 of the 14,200 solutions found in them."},
	} {
		if got := strings.ReplaceAll(tt.tl.words(40), "\u202f", ","); got != tt.want { // thin spaces group the digits
			t.Errorf("got  %q\nwant %q", got, tt.want)
		}
	}
}

// The speed's label counts its steps in words that agree with the number.
func TestSpeedLabel(t *testing.T) {
	_, p := newStepsLab(6, "naive", 0)
	for _, tt := range []struct {
		speed       int
		label, aria string
	}{{1, "Speed: 1 step/s", "1 step per second"}, {speeds[len(speeds)-1], fmt.Sprintf("Speed: %d steps/s", speeds[len(speeds)-1]), "steps per second"}} {
		p.SetSpeed(tt.speed)
		html := app.HTMLString(p.Render())
		if !strings.Contains(html, tt.label+"<") || !strings.Contains(html, tt.aria) {
			t.Errorf("speed %d: no %q or %q in the controls", tt.speed, tt.label, tt.aria)
		}
	}
}
