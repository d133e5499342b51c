package steps

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/solver/trace"
)

// A prediction is predict mode's question about the step the search is
// about to take: before safe tests a square, whether it is safe; before
// bitmask places a queen, in which column. naive and iterative place a
// queen on the square that Safe has just found safe, so they are asked of
// their tests alone, and bitmask, which tests no square, of its queens.
type prediction struct {
	at      int         // the step it asks about
	event   trace.Event // what that step does
	n       int         // the board's size
	resume  bool        // whether play goes on once it is answered
	said    string      // what the last answer got, shown with the step
	right   int         // answers right, of asked: the score, which no link holds
	asked   int
	pending bool // whether the question waits for its answer
}

// asks reports whether predict mode asks about a step that does e.
func asks(method string, e trace.Event) bool {
	if method == "bitmask" {
		return e.Kind == trace.Place
	}
	return e.Kind == trace.Try
}

// ask asks about step at of an n×n board's search by method, which does
// e, unless it is a step predict mode does not ask about. It reports
// whether it asks. playing says whether play is to go on once answered.
func (q *prediction) ask(method string, n, at int, e trace.Event, playing bool) bool {
	if !asks(method, e) {
		return false
	}
	*q = prediction{at: at, event: e, n: n, resume: playing, right: q.right, asked: q.asked, pending: true}
	return true
}

// answer keeps the score of an answer to the question, "safe" or
// "attacked" for a test, a column's number for a queen, and says why it
// is right or not.
func (q *prediction) answer(answer string) {
	q.pending = false
	q.asked++
	if answer == q.truth() {
		q.right++
		q.said = "Right: " + q.explain()
	} else {
		q.said = "Not this time: " + q.explain()
	}
}

// truth is the answer to the question.
func (q *prediction) truth() string {
	if q.event.Kind == trace.Try {
		if q.event.Against >= 0 {
			return "attacked"
		}
		return "safe"
	}
	return strconv.Itoa(q.event.Col)
}

// explain says why the answer is what it is.
func (q *prediction) explain() string {
	e := q.event
	if e.Kind == trace.Try {
		if e.Against >= 0 {
			return fmt.Sprintf("the queen of row %d attacks row %d, column %d.", e.Against, e.Row, e.Col)
		}
		return fmt.Sprintf("no queen above attacks row %d, column %d.", e.Row, e.Col)
	}
	return fmt.Sprintf("p := free & -free takes column %d, the lowest free column of row %d.", e.Col, e.Row)
}

// keyAnswer returns the answer that key gives: S or A for a test, a digit
// for a column up to 9.
func (q *prediction) keyAnswer(key string) (string, bool) {
	switch {
	case !q.pending:
	case q.event.Kind == trace.Try && (key == "s" || key == "S"):
		return "safe", true
	case q.event.Kind == trace.Try && (key == "a" || key == "A"):
		return "attacked", true
	case q.event.Kind == trace.Place && len(key) == 1 && key[0] >= '0' && key[0] <= '9' && int(key[0]-'0') < q.n:
		return key, true
	}
	return "", false
}

// render draws the question while it waits, with its answers, whose
// buttons call onAnswer; or what the last answer got; and the score.
func (q *prediction) render(onAnswer app.EventHandler) app.UI {
	box := app.Div().Class("steps-predict").DataSet("testid", "steps-predict").DataSet("score", fmt.Sprintf("%d/%d", q.right, q.asked)).
		DataSet("pending", q.pending).Attr("role", "group").Aria("label", "Predict the next step")
	score := app.Span().Class("predict-score").Text(fmt.Sprintf("Score: %d right of %d.", q.right, q.asked))
	if !q.pending {
		return box.Body(app.P().Attr("aria-live", "polite").Body(app.Text(q.said+" "), score))
	}
	button := func(answer, text string) app.HTMLButton {
		return app.Button().Type("button").Class("button secondary").DataSet("testid", "predict-"+answer).DataSet("answer", answer).
			OnClick(onAnswer).Text(text)
	}
	e := q.event
	question := fmt.Sprintf("Step %d: which column of row %d does the next queen go to?", q.at, e.Row)
	var answers []app.UI
	if e.Kind == trace.Try {
		question = fmt.Sprintf("Step %d: is row %d, column %d safe, or attacked by a queen above?", q.at, e.Row, e.Col)
		answers = []app.UI{button("safe", "Safe (S)"), button("attacked", "Attacked (A)")}
	} else {
		for c := range q.n {
			answers = append(answers, button(strconv.Itoa(c), strconv.Itoa(c)).Aria("label", "Column "+strconv.Itoa(c)))
		}
	}
	return box.Body(
		app.P().Attr("aria-live", "polite").Body(app.Strong().Text(question+" "), score),
		app.Div().Class("predict-answers").Body(answers...),
	)
}

// askFirst reports whether predict mode stops the step forward to ask
// about it first, and if so asks: it pauses play, which goes on once the
// question is answered.
func (s *Panel) askFirst() bool {
	q := &s.predict
	if !s.params.Predict || q.pending {
		return q.pending
	}
	tr := &s.window.trace
	i := s.params.At - tr.start // the next step's event, when the window held has it
	if s.state == nil || i < 0 || i >= len(tr.events) || !q.ask(s.params.Method, s.state.N, s.params.At+1, tr.events[i], s.player.playing) {
		return false
	}
	s.player.pause(s)
	return true
}

// Answer answers predict mode's question (see prediction.answer), and
// shows the step asked about.
func (s *Panel) Answer(answer string) {
	q := &s.predict
	if !q.pending {
		return
	}
	q.answer(answer)
	s.StepTo(q.at)
	if q.resume {
		s.player.play(s)
	}
}

// onAnswer answers with the button's answer: one handler for every button,
// as go-app keeps an element's first.
func (s *Panel) onAnswer(ctx app.Context, e app.Event) {
	s.Answer(ctx.JSSrc().Get("dataset").Get("answer").String())
}
