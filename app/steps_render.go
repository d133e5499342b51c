package app

import (
	"fmt"
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/board"
	"nqueens/app/kit"
	"nqueens/solver"
)

// renderBoard draws the board at the step shown, with the current row,
// the squares the queens attack and the last step marked.
func (s *StepsPanel) renderBoard() app.UI {
	st := s.state
	return app.Div().Class("board-frame steps-board").DataSet("testid", "steps-board").
		DataSet("step", s.params.At).DataSet("kind", kindName(st)).DataSet("solutions", st.Solutions).Body(
		app.Raw(s.drawing(st).board),
	)
}

// A stepsDrawing is the HTML of a step's board and of what it shows below
// it, which the panel keeps while it shows that step: it renders again at
// each word from its worker, and at each frame of play.
type stepsDrawing struct {
	state                *solver.TraceState // the step drawn
	board, detail, found string
}

// drawing returns the HTML of step st, which it writes once.
func (s *StepsPanel) drawing(st *solver.TraceState) *stepsDrawing {
	d := &s.drawn
	if d.state == st && d.board != "" {
		return d
	}
	*d = stepsDrawing{state: st, board: markedBoardHTML(st.N, st.Queens, func(r, c int) string { return stepMark(st, r, c) }), found: foundHTML(st)}
	if st.Method == "bitmask" {
		d.detail = masksHTML(st)
	} else {
		d.detail = checksHTML(st)
	}
	return d
}

// The parts of the panel that change with each step and hold many
// elements are written as HTML (app.Raw), which the browser parses at once:
// go-app would mount them one element and one attribute at a time from
// wasm, which for a 16×16 board, its solutions found and its masks took
// over 100 ms of the page's main thread. They hold numbers and fixed words
// only, escaped all the same.

// A markup writes HTML.
type markup struct{ strings.Builder }

// open writes an element's start tag with attrs, pairs of name and value.
func (m *markup) open(tag string, attrs ...string) *markup {
	m.WriteString("<" + tag)
	for i := 0; i+1 < len(attrs); i += 2 {
		m.WriteString(" " + attrs[i] + `="` + html.EscapeString(attrs[i+1]) + `"`)
	}
	m.WriteString(">")
	return m
}

// text writes escaped text.
func (m *markup) text(s string) *markup {
	m.WriteString(html.EscapeString(s))
	return m
}

// close writes an element's end tag.
func (m *markup) close(tag string) *markup {
	m.WriteString("</" + tag + ">")
	return m
}

// element writes an element that holds text only.
func (m *markup) element(tag, text string, attrs ...string) *markup {
	return m.open(tag, attrs...).text(text).close(tag)
}

// openBoard writes the start tag of renderBoard's board element.
func (m *markup) openBoard(class string, n int, queens []int) {
	m.open("div", "class", class, "data-testid", "board", "data-n", strconv.Itoa(n),
		"style", "--n:"+strconv.Itoa(n), "role", "img", "aria-label", board.Label(n, queens))
}

// piece writes a queen.
func (m *markup) piece() {
	m.open("span", "class", "piece", "aria-hidden", "true").text("♛").close("span")
}

// markedBoardHTML is renderMarkedBoard as HTML: every square, with the
// classes mark gives it.
func markedBoardHTML(n int, queens []int, mark func(r, c int) string) string {
	var m markup
	m.Grow(80 * n * n)
	m.openBoard("board", n, queens)
	for r := range n {
		for c := range n {
			m.open("div", "class", board.SquareClass(r, c, queens)+mark(r, c), "data-row", strconv.Itoa(r), "data-col", strconv.Itoa(c))
			if r < len(queens) && queens[r] == c {
				m.piece()
			}
			m.close("div")
		}
	}
	m.close("div")
	return m.String()
}

// board writes renderBoard's board: the queens on the board's background.
func (m *markup) board(n int, queens []int) {
	m.openBoard("board sparse", n, queens)
	for r, c := range queens {
		m.open("div", "class", board.SquareClass(r, c, queens), "data-row", strconv.Itoa(r), "data-col", strconv.Itoa(c),
			"style", "grid-area:"+strconv.Itoa(r+1)+" / "+strconv.Itoa(c+1))
		m.piece()
		m.close("div")
	}
	m.close("div")
}

// kindName names the last step's kind for tests and styles.
func kindName(s *solver.TraceState) string {
	if s.Steps == 0 {
		return "start"
	}
	return [...]string{"try", "place", "solution", "backtrack"}[s.Last.Kind]
}

// stepMark returns the classes of square (r, c) at the step shown.
func stepMark(s *solver.TraceState, r, c int) string {
	var b strings.Builder
	e := s.Last
	filled := s.Last.Kind == solver.TraceSolution
	if r == s.Row && !filled && s.Steps > 0 {
		b.WriteString(" current-row")
	}
	if r >= len(s.Queens) && s.Attacked(r, c) {
		b.WriteString(" attacked")
	}
	switch {
	case s.Steps == 0:
	case e.Kind == solver.TraceTry && r == e.Row && c == e.Col:
		if e.Against >= 0 {
			b.WriteString(" try-rejected")
		} else {
			b.WriteString(" try-safe")
		}
	case e.Kind == solver.TraceTry && r < e.Checks && r < len(s.Queens) && c == s.Queens[r]:
		if r == e.Against {
			b.WriteString(" attacker")
		} else {
			b.WriteString(" checked")
		}
	case e.Kind == solver.TracePlace && r == e.Row && c == e.Col:
		b.WriteString(" placed")
	case e.Kind == solver.TraceBacktrack && r == e.Row:
		b.WriteString(" backtrack-row")
	}
	if filled && r < len(s.Queens) && c == s.Queens[r] {
		b.WriteString(" solved")
	}
	return b.String()
}

// Render draws the panel: its board, its controls and what the step did.
func (s *StepsPanel) Render() app.UI {
	if !s.ok() {
		return app.P().Class("hint").DataSet("testid", "steps-unavailable").Text(fmt.Sprintf(
			"The step-by-step search animates boards up to n = %d in browse mode: move the slider down to watch one.", MaxStepsN))
	}
	if s.state == nil {
		return s.renderPreparing()
	}
	st := s.state
	return s.renderSteps(st, s.renderBoard(), app.Strong().Text(fmt.Sprintf("Step %s. ", kit.FormatCount(uint64(s.params.At)))), app.Text(stepWords(st)))
}

// renderPreparing draws the panel while its worker replays the search up
// to the first step it shows: an empty board and the controls disabled,
// the elements that the step then only changes.
func (s *StepsPanel) renderPreparing() app.UI {
	method := stepsOf(s.View).Method
	empty := s.drawn.state
	if empty == nil || empty.Steps != 0 || empty.Method != method || empty.N != s.View.N {
		empty = solver.NewTraceState(method, s.View.N)
	}
	board := app.Div().Class("board-frame steps-board preparing").DataSet("testid", "steps-preparing").Body(
		app.Raw(s.drawing(empty).board))
	words := "Preparing the search…" + s.replayWords()
	if s.err != "" {
		words = ""
	}
	return s.renderSteps(empty, board, app.Text(words))
}

// renderSteps draws the panel with board, and words that say what step st
// did.
func (s *StepsPanel) renderSteps(st *solver.TraceState, board app.UI, words ...app.UI) app.UI {
	tally := ""
	if s.state != nil {
		tally = stepTally(st)
	}
	return app.Div().Class("steps").Body(
		board,
		s.renderControls(),
		s.renderReplay(),
		app.P().Class("step-words").DataSet("testid", "step-words").Attr("aria-live", "polite").Body(words...),
		app.P().Class("step-tally").DataSet("testid", "step-tally").Text(tally),
		app.Raw(s.drawing(st).detail),
		app.Raw(s.drawing(st).found),
		renderStepsLegend(st.Method),
	)
}

// renderReplay says that the worker replays the search to the step asked
// for, while the board keeps the step it showed; or why it could not.
func (s *StepsPanel) renderReplay() app.UI {
	if s.err != "" {
		return app.P().Class("error").DataSet("testid", "steps-error").Text(s.errorWords())
	}
	if waiting, _ := s.waiting(); !waiting || s.state == nil {
		return app.P().Class("steps-replay").DataSet("testid", "steps-replay")
	}
	what := "the next solution"
	if !s.fetch.next {
		what = "step " + kit.FormatCount(uint64(s.want))
	}
	return app.P().Class("steps-replay hint").DataSet("testid", "steps-replay").DataSet("waiting", true).
		Text("Replaying the search to " + what + "…" + s.replayWords())
}

// replayWords says how far the worker's replay is, once it has said.
func (s *StepsPanel) replayWords() string {
	_, done := s.waiting()
	if done.Total <= 0 || done.Done <= 0 {
		return ""
	}
	return fmt.Sprintf(" %s of %s steps", kit.FormatCount(uint64(done.Done)), kit.FormatCount(uint64(done.Total)))
}

// errorWords says why the search could not be shown.
func (s *StepsPanel) errorWords() string {
	return fmt.Sprintf("The search could not be replayed: %s.", s.err)
}

func (s *StepsPanel) renderControls() app.UI {
	end := s.atEnd()
	first := s.params.At == 0 || s.state == nil
	// One handler for both: go-app keeps a button's first handler when
	// the new one is the same closure code.
	play := kit.NavButton("steps-play", "Play", "▶ Play", end, s.TogglePlay)
	if s.playing {
		play = kit.NavButton("steps-pause", "Pause", "⏸ Pause", false, s.TogglePlay)
	}
	return app.Div().Class("steps-controls").Body(
		app.Div().Class("field").Body(
			app.Label().For("steps-method").Text("Method"),
			app.Select().ID("steps-method").DataSet("testid", "steps-method").
				OnChange(func(ctx app.Context, e app.Event) { s.SetMethod(ctx.JSSrc().Get("value").String()) }).
				Body(app.Range(TraceMethods).Slice(func(i int) app.UI {
					o := app.Option().Value(TraceMethods[i]).Text(TraceMethods[i])
					if TraceMethods[i] == s.params.Method {
						o = o.Selected(true)
					}
					return o
				})),
		),
		app.Div().Class("nav").Body(
			kit.NavButton("steps-back", "Step back", "◀ Back", first, s.StepBack),
			play,
			kit.NavButton("steps-forward", "Step forward", "Step ▶", end, s.StepForward),
			kit.NavButton("steps-solution", "Run to the next solution", "Next solution »", end, s.RunToSolution),
			kit.NavButton("steps-restart", "Back to the first step", "⟲ Restart", first, s.Restart),
		),
		app.Div().Class("field").Body(
			app.Label().For("steps-speed").Text(fmt.Sprintf("Speed: %d steps/s", s.params.Speed)),
			app.Input().ID("steps-speed").Type("range").Min(0).Max(len(speeds)-1).Step(1).
				Value(speedIndex(s.params.Speed)).DataSet("testid", "steps-speed").
				Aria("valuetext", fmt.Sprintf("%d steps per second", s.params.Speed)).
				OnInput(func(ctx app.Context, e app.Event) {
					if i, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil && i >= 0 && i < len(speeds) {
						s.SetSpeed(speeds[i])
					}
				}),
		),
	)
}

// speeds are the steps per second the speed slider offers.
var speeds = []int{1, 2, 4, 8, 15, 30, 60, 120, 250, 500, 1000}

// speedIndex is the slider's position for a speed: the nearest offered.
func speedIndex(speed int) int {
	best := 0
	for i, s := range speeds {
		if abs(s-speed) < abs(speeds[best]-speed) {
			best = i
		}
	}
	return best
}

func abs(x int) int { return max(x, -x) }

// masksHTML shows the bitmask method's masks for each row entered, as bit
// strings with column 1 on the left, aligned with the board.
func masksHTML(s *solver.TraceState) string {
	n := s.N
	var m markup
	m.open("div", "class", "masks", "data-testid", "masks")
	m.element("p", "Each row's masks, bit c for column c, written left to right as the board's columns. "+
		"pos = ~(row | ld | rd) holds the squares still free; the highlighted bit is p = pos & -pos, the lowest, where the queen goes. "+
		"Going down a row, ld moves one column right and rd one column left.", "class", "hint")
	m.open("div", "class", "mask-rows")
	for r, mask := range s.Masks {
		if r > s.Row {
			break
		}
		pick := uint64(0)
		if r == s.Last.Row && s.Last.Kind == solver.TracePlace {
			pick = mask.Free & -mask.Free
		}
		m.open("div", "class", "mask-block", "data-testid", "mask-row", "data-row", strconv.Itoa(r))
		m.element("div", fmt.Sprintf("Row %d", r+1), "class", "mask-title")
		for _, l := range [...]struct {
			name string
			bits uint64
		}{{"row", mask.Cols}, {"ld", mask.LD}, {"rd", mask.RD}} {
			m.open("div", "class", "mask-line mask-"+l.name)
			m.element("span", l.name+" =", "class", "mask-name")
			m.element("code", bitString(l.bits, n))
			m.close("div")
		}
		m.open("div", "class", "mask-line mask-pos")
		m.element("span", "pos =", "class", "mask-name")
		m.pos(mask.Free, pick, n)
		m.close("div")
		m.close("div")
	}
	m.close("div").close("div")
	return m.String()
}

// bitString writes the n low bits of m, bit 0 first.
func bitString(m uint64, n int) string {
	b := make([]byte, n)
	for c := range n {
		b[c] = '0' + byte(m>>uint(c)&1)
	}
	return string(b)
}

// pos writes pos with the bit p highlighted.
func (m *markup) pos(pos, p uint64, n int) {
	bits := bitString(pos, n)
	if p == 0 {
		m.element("code", bits)
		return
	}
	c := 0
	for p>>uint(c) != 1 {
		c++
	}
	m.open("code").text(bits[:c])
	m.element("mark", bits[c:c+1], "class", "mask-p", "data-testid", "mask-p")
	m.text(bits[c+1:]).close("code")
}

// checksHTML shows the Check comparisons of the last try: one line per
// earlier row compared.
func checksHTML(s *solver.TraceState) string {
	e := s.Last
	var m markup
	if s.Steps == 0 || e.Kind != solver.TraceTry {
		m.element("p", "At each try, Check(row, col) compares the square with the queen of every earlier row: same column, or |row - i| = |col - x[i]|.",
			"class", "checks hint", "data-testid", "checks")
		return m.String()
	}
	m.open("div", "class", "checks", "data-testid", "checks")
	m.element("p", fmt.Sprintf("Check(row %d, column %d) against the rows above:", e.Row+1, e.Col+1))
	m.open("ol")
	for i := range e.Checks {
		x := s.Queens[i]
		verdict, class := "no attack", "check-ok"
		if i == e.Against {
			verdict, class = "attacks "+attackLine(x, e.Col), "check-hit"
		}
		m.element("li", fmt.Sprintf("x[%d] = %d: %s", i+1, x+1, verdict), "class", class)
	}
	m.close("ol").close("div")
	return m.String()
}

// foundHTML draws the last solutions found as small boards.
func foundHTML(s *solver.TraceState) string {
	var m markup
	if len(s.Found) == 0 {
		return m.open("div", "class", "found").close("div").String()
	}
	first := s.Solutions - uint64(len(s.Found)) + 1
	m.open("div", "class", "found", "data-testid", "steps-found")
	m.element("p", "Solutions found so far, the latest last:")
	m.open("div", "class", "mini-boards")
	for i, queens := range s.Found {
		m.open("figure", "class", "mini")
		m.board(s.N, queens)
		m.element("figcaption", fmt.Sprintf("#%d", first+uint64(i)))
		m.close("figure")
	}
	m.close("div").close("div")
	return m.String()
}

// stepTally says what the board holds, and what the search did so far:
// the queens on the board are not the queens placed, which counts every
// node.
func stepTally(s *solver.TraceState) string {
	on := uint64(len(s.Queens))
	return fmt.Sprintf("%s %s on the board. So far the search placed %s %s (its nodes) and found %s %s.",
		kit.FormatCount(on), kit.Plural(on, "queen", "queens"),
		kit.FormatCount(s.Nodes), kit.Plural(s.Nodes, "queen", "queens"),
		kit.FormatCount(s.Solutions), kit.Plural(s.Solutions, "solution", "solutions"))
}

// stepsLegend explains each mark of the board; checks marks the ones of
// the methods that Check each square, which bitmask does not.
var stepsLegend = []struct {
	class, text string
	checks      bool
}{
	{"current-row", "the row being searched", false},
	{"attacked", "attacked by a queen above", false},
	{"try-safe", "a try that Check finds safe", true},
	{"try-rejected", "a rejected try", true},
	{"attacker", "the queen that attacks it", true},
	{"checked", "an earlier queen that Check compared, which does not attack it", true},
	{"placed", "a queen just placed", false},
	{"backtrack-row", "a row with no square left: backtrack", false},
	{"solved", "a solution", false},
}

// renderStepsLegend lists the marks that method's steps show.
func renderStepsLegend(method string) app.UI {
	var items []app.UI
	for _, l := range stepsLegend {
		if l.checks && method == "bitmask" {
			continue
		}
		items = append(items, app.Li().Body(
			app.Span().Class("swatch square "+l.class).Aria("hidden", "true"),
			app.Text(l.text),
		))
	}
	return app.Ul().Class("legend").DataSet("testid", "steps-legend").Aria("label", "What the marks on the board mean").Body(items...)
}
