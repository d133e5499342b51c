//go:build !(js && wasm)

package steps

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Predict mode asks naive where a row's queen goes before its first test,
// then each test, and bitmask where each queen goes; it shows the step
// once answered, and keeps a score that the link does not hold.
func TestPredictAsksAndScores(t *testing.T) {
	l, p := newStepsLab(4, "naive", 0)
	p.SetPredict(true)
	p.StepForward() // step 1 tests row 0, column 0, which gets the queen
	if !p.predict.pending || p.params.At != 0 {
		t.Fatalf("the step forward showed step %d, asking %v", p.params.At, p.predict.pending)
	}
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "the search tries row 0 from column 0 on") ||
		!strings.Contains(html, `data-score="0/0"`) || !strings.Contains(html, `data-answer="none"`) {
		t.Errorf("the column's question: %s", html)
	}
	p.StepForward() // a second step forward waits for the answer
	if p.params.At != 0 {
		t.Errorf("a step forward past the question showed step %d", p.params.At)
	}
	p.Answer("0")
	if p.params.At != 0 || !p.predict.pending || p.predict.right != 1 || p.predict.asked != 1 {
		t.Fatalf("after the column's answer: step %d, %+v", p.params.At, p.predict)
	}
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "is row 0, column 0 safe") || !strings.Contains(html, "Right, so far") {
		t.Errorf("the test's question after the column's: %s", html)
	}
	p.Answer("safe")
	if p.params.At != 1 || p.predict.right != 2 || p.predict.asked != 2 || !strings.HasPrefix(p.predict.said, "Right") {
		t.Errorf("after a right answer: step %d, %+v", p.params.At, p.predict)
	}
	p.StepForward() // step 2 places the queen: not asked
	if p.params.At != 2 || p.predict.pending || p.predict.said != "" {
		t.Errorf("the queen's step: %d, asking %v, still saying %q", p.params.At, p.predict.pending, p.predict.said)
	}
	p.StepForward() // step 3 begins row 1's tests: its queen goes to column 2
	if html := app.HTMLString(p.renderBoard()); strings.Contains(html, " attacked") {
		t.Errorf("while it asks, the board gives the answer away, marking the squares attacked: %s", html)
	}
	if !p.Key("n", false) || p.predict.right != 2 || p.predict.asked != 3 || !strings.HasPrefix(p.predict.follows, "Not this time: the tests") {
		t.Errorf("after a wrong column by key: %+v", p.predict)
	}
	if !p.Key("s", false) || p.params.At != 3 || p.predict.right != 2 || p.predict.asked != 4 {
		t.Errorf("after a wrong test by key: step %d, %+v", p.params.At, p.predict)
	}
	if html := app.HTMLString(p.renderBoard()); !strings.Contains(html, " attacked") {
		t.Errorf("once answered, the board does not mark the squares attacked: %s", html)
	}
	p.StepForward() // step 4 tests row 1, column 1: not the row's first test, so no column
	if p.predict.asksColumn() || p.predict.truth() != "attacked" {
		t.Errorf("step 4 asks %+v", p.predict)
	}
	if q := l.View.Query(); q.Get("predict") != "1" || strings.Contains(q.Encode(), "score") {
		t.Errorf("the link is %s", q.Encode())
	}
	p.StepBack() // a move elsewhere drops the question
	if p.predict.pending {
		t.Error("the question stays after a step back")
	}
	p.StepBack()
	p.StepForward()
	p.StepForward() // back before step 3: its column is asked again
	if !p.predict.pending || p.predict.at != 3 || p.predict.truth() != "2" {
		t.Errorf("step 3 again asks %+v", p.predict)
	}

	_, big := newStepsLab(12, "bitmask", 0)
	big.SetPredict(true)
	big.StepForward()
	if _, ok := big.predict.keyAnswer("1"); ok || !big.predict.pending {
		t.Errorf("on a 12×12 board the key 1 answers, which could mean 10 or 11: %+v", big.predict)
	}

	_, it := newStepsLab(4, "iterative", 0)
	it.SetPredict(true)
	it.Jump(40)
	found := false
	for range 200 { // a row with no safe column left: none answers
		it.StepForward()
		if it.predict.pending && it.predict.truth() == none {
			found = true
			break
		}
		if it.predict.pending {
			it.Answer(it.predict.truth())
		}
	}
	if !found {
		t.Error("iterative never asked of a row whose columns are all attacked")
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
