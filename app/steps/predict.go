package steps

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/solver/trace"
)

// A prediction is predict mode's question about the step the search is
// about to take. Before Safe tests a square (naive and iterative), it
// asks whether the square is safe; and before each queen, which column it
// goes to: bitmask, which tests no square, before it places a queen, and
// naive and iterative before the first test of a row's run of tests, as
// their queen goes on the first square found safe (or on none, when the
// search backtracks). There the test's question follows the column's.
type prediction struct {
	at       int         // the step it asks about
	event    trace.Event // what that step does
	n        int         // the board's size
	column   string      // for a question about a column, its answer: a column's number, or none
	resume   bool        // whether play goes on once it is answered
	said     string      // what the last answer got, shown with the step
	follows  string      // the column's answer, while the test's question of its step waits
	right    int         // answers right, of asked: the score, which no link holds
	asked    int
	pending  bool // whether the question waits for its answer
	columnAt int  // the step whose column was last asked about
}

// none is the answer that no column of the row is safe.
const none = "none"

// ask asks about step at of an n×n board's search by method, which does
// event i of events, unless it is a step predict mode does not ask about
// (see prediction). first says whether events[i] is the first step of
// the search. It reports whether it asks. playing says whether play is
// to go on once answered.
func (q *prediction) ask(method string, n, at int, events []trace.Event, i int, first, playing bool) bool {
	e := events[i]
	column := ""
	switch {
	case method == "bitmask" && e.Kind == trace.Place:
		column = strconv.Itoa(e.Col)
	case method == "bitmask" || e.Kind != trace.Try:
		return false
	case q.columnAt != at && (first || i > 0 && (events[i-1].Kind != trace.Try || events[i-1].Row != e.Row)):
		column = nextQueen(events[i:], e.Row) // "" past the events held: the test is asked alone
	}
	*q = prediction{at: at, event: e, n: n, column: column, resume: playing, right: q.right, asked: q.asked, pending: true, columnAt: q.columnAt}
	if column != "" {
		q.columnAt = at
	}
	return true
}

// nextQueen returns where the queen of row goes in events, which start
// with a test of row: the column of its next Place, or none if the
// search backtracks from row first; "" if events end before either.
func nextQueen(events []trace.Event, row int) string {
	for _, e := range events {
		switch {
		case e.Row != row:
		case e.Kind == trace.Place:
			return strconv.Itoa(e.Col)
		case e.Kind == trace.Backtrack:
			return none
		}
	}
	return ""
}

// answer keeps the score of an answer to the question, "safe" or
// "attacked" for a test, a column's number or none for a queen, and says
// why it is right or not.
func (q *prediction) answer(answer string) {
	q.pending = false
	q.asked++
	right := answer == q.truth()
	if right {
		q.right++
	}
	switch {
	case q.mayBeNone() && right: // the row's tests, asked next, would be given away
		q.said = "Right, so far: the tests of the row will show why."
	case q.mayBeNone():
		q.said = "Not this time: the tests of the row will show where it goes."
	case right:
		q.said = "Right: " + q.explain()
	default:
		q.said = "Not this time: " + q.explain()
	}
}

// asksColumn reports whether the question is about a column.
func (q *prediction) asksColumn() bool { return q.column != "" }

// truth is the answer to the question.
func (q *prediction) truth() string {
	switch {
	case q.asksColumn():
		return q.column
	case q.event.Against >= 0:
		return "attacked"
	}
	return "safe"
}

// explain says why the answer is what it is.
func (q *prediction) explain() string {
	e := q.event
	switch {
	case e.Kind == trace.Place:
		return fmt.Sprintf("p := free & -free takes column %d, the lowest free column of row %d.", e.Col, e.Row)
	case e.Against >= 0:
		return fmt.Sprintf("the queen of row %d attacks row %d, column %d.", e.Against, e.Row, e.Col)
	}
	return fmt.Sprintf("no queen above attacks row %d, column %d.", e.Row, e.Col)
}

// mayBeNone reports whether none answers the question: a row of naive
// or iterative may have no safe column left.
func (q *prediction) mayBeNone() bool { return q.asksColumn() && q.event.Kind == trace.Try }

// keyAnswer returns the answer that key gives: S or A for a test, a digit
// for a column of a board up to 10×10, N for none.
func (q *prediction) keyAnswer(key string) (string, bool) {
	switch {
	case !q.pending:
	case !q.asksColumn() && (key == "s" || key == "S"):
		return "safe", true
	case !q.asksColumn() && (key == "a" || key == "A"):
		return "attacked", true
	case q.mayBeNone() && (key == "n" || key == "N"):
		return none, true
	case q.asksColumn() && q.n <= 10 && len(key) == 1 && key[0] >= '0' && key[0] <= '9' && int(key[0]-'0') < q.n:
		return key, true // a larger board's columns 10 and up take two digits: its buttons answer them
	}
	return "", false
}

// render draws the question while it waits, with its answers, whose
// buttons call onAnswer, and under them what the column's answer got, for
// a test's question that follows it; or what the last answer got; and the
// score.
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
	question := fmt.Sprintf("Step %d: is row %d, column %d safe, or attacked by a queen above?", q.at, e.Row, e.Col)
	answers := []app.UI{button("safe", "Safe (S)"), button("attacked", "Attacked (A)")}
	if q.asksColumn() {
		question = fmt.Sprintf("Step %d: which column of row %d does the next queen go to?", q.at, e.Row)
		if q.mayBeNone() {
			question = fmt.Sprintf("Step %d: the search tries row %d from column %d on. Which column gets its queen?", q.at, e.Row, e.Col)
		}
		answers = answers[:0]
		for c := range q.n {
			answers = append(answers, button(strconv.Itoa(c), strconv.Itoa(c)).Aria("label", "Column "+strconv.Itoa(c)))
		}
		if q.mayBeNone() {
			answers = append(answers, button(none, "None (N)").Aria("label", "None: back to the row above"))
		}
	}
	return box.Body(
		app.P().Attr("aria-live", "polite").Body(app.Strong().Text(question+" "), score),
		app.Div().Class("predict-answers").Body(answers...),
		app.If(q.follows != "", app.P().Class("predict-follows").Attr("aria-live", "polite").Text(q.follows)),
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
	if s.state == nil || i < 0 || i >= len(tr.events) ||
		!q.ask(s.params.Method, s.state.N, s.params.At+1, tr.events, i, tr.start == 0 && i == 0, s.player.playing) {
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
	if q.mayBeNone() { // naive's column: its step's test is asked next
		said, resume := q.said, q.resume
		s.askFirst()
		q.follows, q.resume = said, resume
		return
	}
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
