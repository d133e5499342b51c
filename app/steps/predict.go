package steps

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/solver"
)

// A prediction is predict mode's question about the step the search is
// about to take: before safe tests a square, whether it is safe; before
// bitmask places a queen, in which column. naive and iterative place a
// queen on the square that safe has just found safe, so they are asked of
// their tests alone, and bitmask, which tests no square, of its queens.
type prediction struct {
	at      int               // the step it asks about
	event   solver.TraceEvent // what that step does
	resume  bool              // whether play goes on once it is answered
	said    string            // what the last answer got, shown with the step
	right   int               // answers right, of asked: the score, which no link holds
	asked   int
	pending bool // whether the question waits for its answer
}

// asks reports whether predict mode asks about a step that does e.
func asks(method string, e solver.TraceEvent) bool {
	if method == "bitmask" {
		return e.Kind == solver.TracePlace
	}
	return e.Kind == solver.TraceTry
}

// nextEvent returns the event of the step after the one shown, when the
// window held has it.
func (s *Panel) nextEvent() (solver.TraceEvent, bool) {
	tr := &s.trace
	i := s.params.At - tr.start
	if s.state == nil || i < 0 || i >= len(tr.events) {
		return solver.TraceEvent{}, false
	}
	return tr.events[i], true
}

// askFirst reports whether predict mode stops the step forward to ask
// about it first, and if so asks.
func (s *Panel) askFirst() bool {
	q := &s.predict
	if !s.params.Predict || q.pending {
		return q.pending
	}
	e, ok := s.nextEvent()
	if !ok || !asks(s.params.Method, e) {
		return false
	}
	q.resume = s.playing
	s.Pause()
	q.at, q.event, q.pending, q.said = s.params.At+1, e, true, ""
	return true
}

// Answer answers predict mode's question: "safe" or "attacked" for a
// test, a column's number for a queen. It keeps the score, and shows the
// step asked about.
func (s *Panel) Answer(answer string) {
	q := &s.predict
	if !q.pending {
		return
	}
	truth := q.truth()
	q.pending = false
	q.asked++
	if answer == truth {
		q.right++
		q.said = "Right: " + q.explain()
	} else {
		q.said = "Not this time: " + q.explain()
	}
	s.StepTo(q.at)
	if q.resume {
		s.Play()
	}
}

// truth is the answer to the question.
func (q *prediction) truth() string {
	if q.event.Kind == solver.TraceTry {
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
	if e.Kind == solver.TraceTry {
		if e.Against >= 0 {
			return fmt.Sprintf("the queen of row %d attacks row %d, column %d.", e.Against, e.Row, e.Col)
		}
		return fmt.Sprintf("no queen above attacks row %d, column %d.", e.Row, e.Col)
	}
	return fmt.Sprintf("p := free & -free takes column %d, the lowest free column of row %d.", e.Col, e.Row)
}

// renderPredict draws predict mode's question while it waits, with its
// answers, or what the last answer got; and the score.
func (s *Panel) renderPredict() app.UI {
	q := &s.predict
	score := fmt.Sprintf("%d/%d", q.right, q.asked)
	box := app.Div().Class("steps-predict").DataSet("testid", "steps-predict").DataSet("score", score).
		DataSet("pending", q.pending).Attr("role", "group").Aria("label", "Predict the next step")
	scoreText := app.Span().Class("predict-score").Text(fmt.Sprintf("Score: %d right of %d.", q.right, q.asked))
	if !q.pending {
		return box.Body(app.P().Attr("aria-live", "polite").Body(app.Text(q.said+" "), scoreText))
	}
	e := q.event
	var question string
	var answers []app.UI
	if e.Kind == solver.TraceTry {
		question = fmt.Sprintf("Step %d: is row %d, column %d safe, or attacked by a queen above?", q.at, e.Row, e.Col)
		answers = []app.UI{s.answerButton("safe", "Safe (S)"), s.answerButton("attacked", "Attacked (A)")}
	} else {
		question = fmt.Sprintf("Step %d: which column of row %d does the next queen go to?", q.at, e.Row)
		for c := range s.state.N {
			answers = append(answers, s.answerButton(strconv.Itoa(c), strconv.Itoa(c)).Aria("label", "Column "+strconv.Itoa(c)))
		}
	}
	return box.Body(
		app.P().Attr("aria-live", "polite").Body(app.Strong().Text(question+" "), scoreText),
		app.Div().Class("predict-answers").Body(answers...),
	)
}

// answerButton is the button of an answer.
func (s *Panel) answerButton(answer, text string) app.HTMLButton {
	return app.Button().Type("button").Class("button secondary").DataSet("testid", "predict-"+answer).DataSet("answer", answer).
		OnClick(s.onAnswer).Text(text)
}

// onAnswer answers with the button's answer: one handler for every button,
// as go-app keeps an element's first.
func (s *Panel) onAnswer(ctx app.Context, e app.Event) {
	s.Answer(ctx.JSSrc().Get("dataset").Get("answer").String())
}

// answerKey answers the question by key: S or A for a test, a digit for a
// column up to 9. It reports whether the key answered.
func (s *Panel) answerKey(key string) bool {
	if !s.predict.pending {
		return false
	}
	switch {
	case s.predict.event.Kind == solver.TraceTry && (key == "s" || key == "S"):
		s.Answer("safe")
	case s.predict.event.Kind == solver.TraceTry && (key == "a" || key == "A"):
		s.Answer("attacked")
	case s.predict.event.Kind == solver.TracePlace && len(key) == 1 && key[0] >= '0' && key[0] <= '9' && int(key[0]-'0') < s.state.N:
		s.Answer(key)
	default:
		return false
	}
	return true
}
