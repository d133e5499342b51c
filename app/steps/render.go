package steps

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/app/stepmark"
	"nqueens/solver/trace"
)

// renderBoard draws the board at the step shown, with the current row,
// the squares the queens attack and the last step marked.
func (s *Panel) renderBoard() app.UI {
	st := s.state
	return app.Div().Class("board-frame steps-board").DataSet("testid", "steps-board").TabIndex(0).
		Aria("label", "The search's board: Space plays, the arrows step").
		DataSet("step", s.params.At).DataSet("kind", kindName(st)).DataSet("solutions", st.Solutions).Body(
		app.Raw(s.drawing(st).board),
	)
}

// A stepsDrawing is the HTML of a step's board and of what it shows below
// it, which the panel keeps while it shows that step: it renders again at
// each word from its worker, and at each frame of play.
type stepsDrawing struct {
	state                      *trace.State // the step drawn
	asking                     bool         // whether predict mode asks about the next step
	board, detail, found, tree string
}

// drawing returns the HTML of step st, which it writes once. While predict
// mode asks about the next step, the board does not mark the squares the
// queens attack, which would give the answer away.
func (s *Panel) drawing(st *trace.State) *stepsDrawing {
	d := &s.drawn
	asking := s.predict.pending && s.params.Predict
	if d.state == st && d.asking == asking && d.board != "" {
		return d
	}
	*d = drawStep(st, asking)
	return d
}

// drawStep writes the HTML of step st; asking leaves out the marks of the
// squares attacked.
func drawStep(st *trace.State, asking bool) stepsDrawing {
	mark := func(r, c int) string {
		sq := stepmark.At(st, r, c)
		sq.Attacked = sq.Attacked && !asking
		return sq.Classes()
	}
	d := stepsDrawing{state: st, asking: asking, board: markedBoardHTML(st.N, st.Queens, mark),
		found: foundHTML(st), tree: treeHTML(st)}
	if st.Method == "bitmask" {
		d.detail = masksHTML(st)
	} else {
		d.detail = checksHTML(st)
	}
	return d
}

// Render draws the panel: its board, its controls and what the step did.
func (s *Panel) Render() app.UI {
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
func (s *Panel) renderPreparing() app.UI {
	method := stepsOf(s.View).Method
	empty := s.drawn.state
	if empty == nil || empty.Steps != 0 || empty.Method != method || empty.N != s.View.N {
		empty = trace.NewState(method, s.View.N)
	}
	board := app.Div().Class("board-frame steps-board preparing").DataSet("testid", "steps-preparing").Body(
		app.Raw(s.drawing(empty).board))
	_, done := s.window.waiting()
	words := "Preparing the search…" + replayWords(done)
	if s.window.err != "" {
		words = ""
	}
	return s.renderSteps(empty, board, app.Text(words))
}

// renderSteps draws the panel with board, and words that say what step st
// did.
func (s *Panel) renderSteps(st *trace.State, board app.UI, words ...app.UI) app.UI {
	tally := ""
	if s.state != nil {
		tally = stepTally(st)
	}
	// The words head the code's column, beside the board and in view; an
	// embed's narrow column keeps them under the controls.
	if s.partial {
		return app.Div().Class("steps").OnKeyDown(s.onKeyDown).Body(
			app.Div().Class("steps-main").Body(
				app.Div().Class("steps-left").Body(board, s.renderControls()),
			),
		)
	}
	left := []app.UI{board, s.renderControls(), s.timeline.render(s.params.Method, s.View.N, s.params.At, s.onScrub), s.renderReplay()}
	var right []app.UI
	if said := s.renderSaid(words); s.Embedded {
		left = append(left, said)
	} else {
		right = append(right, said)
	}
	if s.Share != nil {
		left = append(left, s.Share) // the page's Copy link and Embed, by the lesson's controls
	}
	left = append(left, renderKeys())
	right = append(right,
		s.folds.render("code", "Code", renderCode(st.Method, st, s.Live)),
		s.folds.render("frames", "Frames", app.Raw(s.drawing(st).detail)),
		s.folds.render("tree", "Tree", app.Div().OnClick(s.onTreeClick).Body(app.Raw(s.drawing(st).tree))),
	)
	return app.Div().Class("steps").OnKeyDown(s.onKeyDown).Body(
		// Two columns: the board with its controls, whose places hold while
		// the steps play, as the frames beside them grow and shrink; and
		// the code and the frames. On a screen of 1280×800 the board, the
		// code and the frames show at once; on a phone they stack.
		app.Div().Class("steps-main").Body(
			app.Div().Class("steps-left").Body(left...),
			app.Div().Class("steps-side").Body(right...),
		),
		app.P().Class("step-tally").DataSet("testid", "step-tally").Text(tally),
		app.Raw(s.drawing(st).found),
		renderStepsLegend(st.Method),
	)
}

// renderSaid draws what the step did, in words, with what the panel has
// to say of the step asked for (past the end, or not a number), and in
// predict mode the question before it: above the words, whose length
// changes at each step, so that the answers stay where the finger is.
func (s *Panel) renderSaid(words []app.UI) app.UI {
	return app.Div().Class("steps-said").Body(
		app.If(s.params.Predict && s.state != nil, s.predict.render(s.onAnswer)),
		app.P().Class("step-words").DataSet("testid", "step-words").Attr("aria-live", "polite").Body(
			append(slices.Clip(words), app.If(s.notice != "", app.Strong().Class("steps-notice").DataSet("testid", "steps-notice").Text(" "+s.notice)))...),
	)
}

// renderReplay says that the worker replays the search to the step asked
// for, while the board keeps the step it showed; or why it could not.
func (s *Panel) renderReplay() app.UI {
	w := &s.window
	if w.err != "" {
		return app.P().Class("error").DataSet("testid", "steps-error").Text(fmt.Sprintf("The search could not be replayed: %s.", w.err))
	}
	waiting, done := w.waiting()
	if !waiting || s.state == nil {
		return app.P().Class("steps-replay").DataSet("testid", "steps-replay")
	}
	what := seekWords[w.fetch.seek]
	if w.fetch.seek == "" {
		what = "step " + kit.FormatCount(uint64(w.want))
	}
	return app.P().Class("steps-replay hint").DataSet("testid", "steps-replay").DataSet("waiting", true).
		Text("Replaying the search to " + what + "…" + replayWords(done))
}

// replayWords says how far the worker's replay is, once it has said.
func replayWords(done kit.Progress) string {
	if done.Total <= 0 || done.Done <= 0 {
		return ""
	}
	return fmt.Sprintf(" %s of %s steps", kit.FormatCount(uint64(done.Done)), kit.FormatCount(uint64(done.Total)))
}

func (s *Panel) renderControls() app.UI {
	end := s.atEnd()
	first := s.params.At == 0 || s.state == nil
	// One handler for both: go-app keeps a button's first handler when
	// the new one is the same closure code.
	toggle := func() { s.player.toggle(s) }
	play := kit.NavButton("steps-play", "Play", "▶ Play", end, toggle)
	if s.player.playing {
		play = kit.NavButton("steps-pause", "Pause", "❚❚ Pause", false, toggle)
	}
	return app.Div().Class("steps-controls").Body(
		s.renderBoardChoice(),
		app.Div().Class("nav").Body(
			kit.NavButton("steps-back", "Step back", "◀ Back", first, s.StepBack),
			play,
			kit.NavButton("steps-forward", "Step forward", "Step ▶", end, s.StepForward),
			kit.NavButton("steps-solution", "Run to the next solution", "Next solution »", end, s.RunToSolution),
			kit.NavButton("steps-restart", "Back to the first step", "⟲ Restart", first, s.Restart),
		),
		app.Div().Class("field").Body(
			app.Label().For("steps-speed").Text(fmt.Sprintf("Speed: %d %s/s", s.params.Speed, kit.Plural(uint64(s.params.Speed), "step", "steps"))),
			app.Input().ID("steps-speed").Type("range").Min(0).Max(len(speeds)-1).Step(1).
				Value(speedIndex(s.params.Speed)).DataSet("testid", "steps-speed").
				Aria("valuetext", fmt.Sprintf("%d %s per second", s.params.Speed, kit.Plural(uint64(s.params.Speed), "step", "steps"))).
				OnInput(func(ctx app.Context, e app.Event) {
					if i, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil && i >= 0 && i < len(speeds) {
						s.SetSpeed(speeds[i])
					}
				}),
		),
		s.renderClassroom(),
	)
}

// renderBoardChoice lets the reader pick the board and the method searched.
func (s *Panel) renderBoardChoice() app.UI {
	options := func(values []string, chosen string) []app.UI {
		var o []app.UI
		for _, v := range values {
			option := app.Option().Value(v).Text(v)
			if v == chosen {
				option = option.Selected(true) // only when true, as with disabled
			}
			o = append(o, option)
		}
		return o
	}
	var sizes []string
	for n := 1; n <= MaxStepsN; n++ {
		sizes = append(sizes, strconv.Itoa(n))
	}
	return app.Div().Class("steps-choice").Body(
		app.Div().Class("field").Body(
			app.Label().For("steps-n").Text("Board n"),
			app.Select().ID("steps-n").DataSet("testid", "steps-n").
				OnChange(func(ctx app.Context, e app.Event) {
					if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
						s.SetN(n)
					}
				}).Body(options(sizes, strconv.Itoa(s.View.N))...),
		),
		app.Div().Class("field").Body(
			app.Label().For("steps-method").Text("Method"),
			app.Select().ID("steps-method").DataSet("testid", "steps-method").
				OnChange(func(ctx app.Context, e app.Event) { s.SetMethod(ctx.JSSrc().Get("value").String()) }).
				Body(options(TraceMethods, s.params.Method)...),
		),
	)
}

// renderClassroom draws what a class uses: the box that jumps to a step,
// predict mode's switch, and presentation.
func (s *Panel) renderClassroom() app.UI {
	predict := app.Input().Type("checkbox").ID("steps-predict-mode").DataSet("testid", "steps-predict-mode").
		OnChange(func(ctx app.Context, e app.Event) { s.SetPredict(ctx.JSSrc().Get("checked").Bool()) })
	if s.params.Predict {
		predict = predict.Checked(true) // only when true, as with disabled
	}
	last := MaxAt
	if tl := &s.timeline; tl.known && tl.ended && tl.method == s.params.Method && tl.n == s.View.N {
		last = tl.total // the search's last step
	}
	return app.Div().Class("steps-classroom").Body(
		app.Div().Class("field steps-jump").Body(
			app.Label().For("steps-jump").Text("Go to step"),
			app.Input().ID("steps-jump").Type("number").Min(0).Max(last).Step(1).DataSet("testid", "steps-jump").
				Attr("inputmode", "numeric").Placeholder(strconv.Itoa(s.params.At)).
				OnChange(func(ctx app.Context, e app.Event) {
					box := ctx.JSSrc()
					t, err := strconv.Atoi(box.Get("value").String())
					switch {
					case err == nil && t >= 0:
						s.Jump(t)
					case err != nil && !box.Get("validity").Get("badInput").Bool():
						return // emptied
					default:
						s.notice = "Go to step takes a whole number of steps, such as 120."
					}
					box.Set("value", "")
				}),
		),
		app.Label().Class("steps-predict-mode").Body(predict, app.Text(" Predict each step")),
		kit.Button("button", "steps-present", "", false, togglePresent).Title("Board and code fill the screen, in larger type; Esc leaves").Body(
			app.Span().Class("present-enter").Text("Present"), // the stylesheet shows one of the two, as the panel is presented or not
			app.Span().Class("present-leave").Text("Leave (Esc)"),
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

// stepsLegend explains each mark of the board; checks marks the ones of
// the methods that call safe on each square, which bitmask does not.
var stepsLegend = []struct {
	class, text string
	checks      bool
}{
	{"current-row", "the row being searched", false},
	{"attacked", "attacked by a queen above", false},
	{"try-safe", "a try that Safe finds safe", true},
	{"try-rejected", "a rejected try", true},
	{"attacker", "the queen that attacks it", true},
	{"checked", "a queen above that Safe compared, which does not attack it", true},
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
	items = append(items, app.Li().Class("legend-numbering").Text(numbering))
	return app.Ul().Class("legend").DataSet("testid", "steps-legend").Aria("label", "What the marks on the board mean").Body(items...)
}
