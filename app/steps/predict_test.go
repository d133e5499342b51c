//go:build !(js && wasm)

package steps

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Predict mode asks before naive's tests and bitmask's queens, shows the
// step once answered, and keeps a score that the link does not hold.
func TestPredictAsksAndScores(t *testing.T) {
	l, p := newStepsLab(4, "naive", 0)
	p.SetPredict(true)
	p.StepForward() // step 1 tests row 0, column 0: safe
	if !p.predict.pending || p.params.At != 0 {
		t.Fatalf("the step forward showed step %d, asking %v", p.params.At, p.predict.pending)
	}
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "is row 0, column 0 safe") || !strings.Contains(html, `data-score="0/0"`) {
		t.Errorf("the question: %s", html)
	}
	p.StepForward() // a second step forward waits for the answer
	if p.params.At != 0 {
		t.Errorf("a step forward past the question showed step %d", p.params.At)
	}
	p.Answer("safe")
	if p.params.At != 1 || p.predict.right != 1 || p.predict.asked != 1 || !strings.HasPrefix(p.predict.said, "Right") {
		t.Errorf("after a right answer: step %d, %+v", p.params.At, p.predict)
	}
	p.StepForward() // step 2 places the queen: not asked
	if p.params.At != 2 || p.predict.pending {
		t.Errorf("the queen's step: %d, asking %v", p.params.At, p.predict.pending)
	}
	p.StepForward() // step 3 tests row 1, column 0: attacked
	if !p.Key("s", false) || p.params.At != 3 || p.predict.right != 1 || p.predict.asked != 2 {
		t.Errorf("after a wrong answer by key: step %d, %+v", p.params.At, p.predict)
	}
	if q := l.View.Query(); q.Get("predict") != "1" || strings.Contains(q.Encode(), "score") {
		t.Errorf("the link is %s", q.Encode())
	}
	p.StepForward()
	p.StepBack() // a move elsewhere drops the question
	if p.predict.pending {
		t.Error("the question stays after a step back")
	}

	_, b := newStepsLab(5, "bitmask", 0)
	b.SetPredict(true)
	b.StepForward()
	if _, ok := b.predict.keyAnswer("5"); ok || !b.predict.pending {
		t.Errorf("column 5 of a 5×5 board answers, or nothing is asked: %+v", b.predict)
	}
	b.Answer("0")
	if b.params.At != 1 || b.predict.right != 1 {
		t.Errorf("bitmask's first queen goes to column 0: step %d, %+v", b.params.At, b.predict)
	}
}

// A jump past the search's end shows its last step and says so, in the
// link too; a jump within it says nothing.
func TestJumpPastTheEnd(t *testing.T) {
	l, p := newStepsLab(5, "naive", 0)
	p.Jump(40)
	if p.params.At != 40 || p.notice != "" {
		t.Errorf("a jump to 40 shows step %d, says %q", p.params.At, p.notice)
	}
	p.Jump(99_999)
	end := p.params.At
	if !p.atEnd() || end >= 99_999 || !strings.Contains(p.notice, "The search ends at step") || stepsOf(l.View).At != end {
		t.Errorf("a jump past the end shows step %d (link %d), says %q", end, stepsOf(l.View).At, p.notice)
	}
	p.StepBack()
	if p.notice != "" {
		t.Errorf("a step back still says %q", p.notice)
	}
}
