package app

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/solver"
)

// renderStepsBoard draws the board at the step shown, with the current
// row, the squares the queens attack and the last step marked.
func (s *StepsPanel) renderBoard() app.UI {
	st := s.state
	return app.Div().Class("board-frame steps-board").DataSet("testid", "steps-board").
		DataSet("step", s.params.At).DataSet("kind", kindName(st)).DataSet("solutions", st.Solutions).Body(
		renderMarkedBoard(st.N, st.Queens, false, func(r, c int) string { return stepMark(st, r, c) }),
	)
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
	st := s.state
	if st == nil {
		return app.P().Text("Preparing the search…")
	}
	return app.Div().Class("steps").Body(
		s.renderBoard(),
		s.renderControls(),
		app.P().Class("step-words").DataSet("testid", "step-words").Attr("aria-live", "polite").Body(
			app.Strong().Text(fmt.Sprintf("Step %s. ", formatCount(uint64(s.params.At)))),
			app.Text(stepWords(st)),
		),
		app.P().Class("step-tally").DataSet("testid", "step-tally").Text(stepTally(st)),
		app.If(st.Method == "bitmask", renderMasks(st)),
		app.If(st.Method != "bitmask", renderChecks(st)),
		renderFound(st),
		renderStepsLegend(st.Method),
	)
}

func (s *StepsPanel) renderControls() app.UI {
	end := s.atEnd()
	// One handler for both: go-app keeps a button's first handler when
	// the new one is the same closure code.
	play := navButton("steps-play", "Play", "▶ Play", end, s.TogglePlay)
	if s.playing {
		play = navButton("steps-pause", "Pause", "⏸ Pause", false, s.TogglePlay)
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
			navButton("steps-back", "Step back", "◀ Back", s.params.At == 0, s.StepBack),
			play,
			navButton("steps-forward", "Step forward", "Step ▶", end, s.StepForward),
			navButton("steps-solution", "Run to the next solution", "Next solution »", end, s.RunToSolution),
			navButton("steps-restart", "Back to the first step", "⟲ Restart", s.params.At == 0, s.Restart),
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

// renderMasks shows the bitmask method's masks for each row entered, as
// bit strings with column 1 on the left, aligned with the board.
func renderMasks(s *solver.TraceState) app.UI {
	n := s.N
	type line struct{ name, bits, class string }
	var rows []app.UI
	for r, m := range s.Masks {
		if r > s.Row {
			break
		}
		pick := uint64(0)
		if r == s.Last.Row && s.Last.Kind == solver.TracePlace {
			pick = m.Free & -m.Free
		}
		lines := []line{
			{"row", bitString(m.Cols, n), "mask-row"},
			{"ld", bitString(m.LD, n), "mask-ld"},
			{"rd", bitString(m.RD, n), "mask-rd"},
		}
		rows = append(rows, app.Div().Class("mask-block").DataSet("testid", "mask-row").DataSet("row", r).Body(
			app.Div().Class("mask-title").Text(fmt.Sprintf("Row %d", r+1)),
			app.Range(lines).Slice(func(i int) app.UI {
				return app.Div().Class("mask-line "+lines[i].class).Body(
					app.Span().Class("mask-name").Text(lines[i].name+" ="),
					app.Code().Text(lines[i].bits),
				)
			}),
			app.Div().Class("mask-line mask-pos").Body(
				app.Span().Class("mask-name").Text("pos ="),
				renderPos(m.Free, pick, n),
			),
		))
	}
	return app.Div().Class("masks").DataSet("testid", "masks").Body(
		app.P().Class("hint").Text("Each row's masks, bit c for column c, written left to right as the board's columns. "+
			"pos = ~(row | ld | rd) holds the squares still free; the highlighted bit is p = pos & -pos, the lowest, where the queen goes. "+
			"Going down a row, ld moves one column right and rd one column left."),
		app.Div().Class("mask-rows").Body(rows...),
	)
}

// bitString writes the n low bits of m, bit 0 first.
func bitString(m uint64, n int) string {
	b := make([]byte, n)
	for c := range n {
		b[c] = '0' + byte(m>>uint(c)&1)
	}
	return string(b)
}

// renderPos writes pos with the bit p highlighted.
func renderPos(pos, p uint64, n int) app.UI {
	bits := bitString(pos, n)
	if p == 0 {
		return app.Code().Text(bits)
	}
	c := 0
	for p>>uint(c) != 1 {
		c++
	}
	return app.Code().Body(
		app.Text(bits[:c]),
		app.Mark().Class("mask-p").DataSet("testid", "mask-p").Text(bits[c:c+1]),
		app.Text(bits[c+1:]),
	)
}

// renderChecks shows the Check comparisons of the last try: one line per
// earlier row compared.
func renderChecks(s *solver.TraceState) app.UI {
	e := s.Last
	if s.Steps == 0 || e.Kind != solver.TraceTry {
		return app.P().Class("checks hint").DataSet("testid", "checks").Text(
			"At each try, Check(row, col) compares the square with the queen of every earlier row: same column, or |row - i| = |col - x[i]|.")
	}
	items := make([]app.UI, e.Checks)
	for i := range e.Checks {
		x := s.Queens[i]
		verdict, class := "no attack", "check-ok"
		if i == e.Against {
			verdict, class = "attacks "+attackLine(x, e.Col), "check-hit"
		}
		items[i] = app.Li().Class(class).Text(fmt.Sprintf("x[%d] = %d: %s", i+1, x+1, verdict))
	}
	return app.Div().Class("checks").DataSet("testid", "checks").Body(
		app.P().Text(fmt.Sprintf("Check(row %d, column %d) against the rows above:", e.Row+1, e.Col+1)),
		app.Ol().Body(items...),
	)
}

// renderFound draws the last solutions found as small boards.
func renderFound(s *solver.TraceState) app.UI {
	if len(s.Found) == 0 {
		return app.Div().Class("found")
	}
	first := s.Solutions - uint64(len(s.Found)) + 1
	return app.Div().Class("found").DataSet("testid", "steps-found").Body(
		app.P().Text("Solutions found so far, the latest last:"),
		app.Div().Class("mini-boards").Body(app.Range(s.Found).Slice(func(i int) app.UI {
			return app.Figure().Class("mini").Body(
				renderBoard(s.N, s.Found[i], false),
				app.FigCaption().Text(fmt.Sprintf("#%d", first+uint64(i))),
			)
		})),
	)
}

// stepTally says what the board holds, and what the search did so far:
// the queens on the board are not the queens placed, which counts every
// node.
func stepTally(s *solver.TraceState) string {
	on := uint64(len(s.Queens))
	return fmt.Sprintf("%s %s on the board. So far the search placed %s %s (its nodes) and found %s %s.",
		formatCount(on), plural(on, "queen", "queens"),
		formatCount(s.Nodes), plural(s.Nodes, "queen", "queens"),
		formatCount(s.Solutions), plural(s.Solutions, "solution", "solutions"))
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
