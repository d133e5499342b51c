package play

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/solver"
)

// Count is the page's count of the completions of the placement shown.
type Count struct {
	Counting  bool
	Known     bool
	Solutions uint64
	Unique    uint64 // up to the symmetries that keep the placement, when UniqueKnown
	// UniqueKnown says whether Unique is known.
	UniqueKnown bool
	// Attack is why the queens have no completion, when two of them
	// attack each other.
	Attack *solver.AttackError
	// Estimate is about how many seconds the count takes in the browser,
	// 0 if the page cannot tell, and OutOfReach says that it is too long
	// to start.
	Estimate   float64
	OutOfReach bool
	// Published is the empty board's published count, if PublishedKnown.
	Published      uint64
	PublishedKnown bool
	// Recount counts again, after a Cancel.
	Recount func()
}

// RenderControls draws play mode's side: the queens placed, the help's
// buttons, and under them, in room of their own, the count of the
// queens' completions and what the help says: these move no button.
func (h *Help) RenderControls(c Count) app.UI {
	placed := h.placed.Placed()
	dead := c.Known && c.Solutions == 0
	full := h.nextFreeRow() < 0
	return app.Div().Class("play-controls").Body(
		app.P().Class("play-placed").DataSet("testid", "play-placed").DataSet("placed", placed).Text(fmt.Sprintf(
			"%d %s placed · %d %s left", placed, kit.Plural(uint64(placed), "queen", "queens"),
			h.n-placed, kit.Plural(uint64(h.n-placed), "row", "rows"))),
		app.P().Class("hint").Text("Click or tap a square to place a queen there, and again to take it away; "+
			"on the board, the arrow keys and Enter do the same."),
		app.Div().Class("play-actions").Body(
			kit.Button("button", "play-hint", "Hint", dead || full || h.asking == askHint, h.Hint),
			kit.Button("button secondary", "play-complete", "", (dead || full) && h.shown == nil, h.ShowCompletion).
				Aria("pressed", fmt.Sprint(h.shown != nil)).Body(completionLabels(h.shown != nil)),
			kit.Button("button secondary", "play-clear", "Clear", placed == 0, h.clear),
		),
		app.Div().Class("play-words").Body(h.renderCount(c), h.renderHelp(dead)),
	)
}

// completionLabels are the completion button's two labels, as shown
// says: the other one is hidden in the same place, so that the button
// keeps its width, and the buttons beside it their place, as it changes.
func completionLabels(shown bool) app.UI {
	show, hide := app.Span().Text("Show a completion"), app.Span().Text("Hide the completion")
	if shown {
		show = show.Class("off")
	} else {
		hide = hide.Class("off")
	}
	return app.Span().Class("stacked-labels").Body(show, hide)
}

// renderCount says how many solutions extend the queens placed.
func (h *Help) renderCount(c Count) app.UI {
	line := app.P().Class("count play-count").DataSet("testid", "play-count").Attr("aria-live", "polite")
	placed := uint64(h.placed.Placed())
	yours := fmt.Sprintf("your %s %s", kit.FormatCount(placed), kit.Plural(placed, "queen", "queens"))
	if placed == 0 {
		yours = "an empty board"
	}
	switch {
	case c.Known && c.Solutions == 0:
		return line.Class("none").DataSet("solutions", 0).Text(h.deadEnd(c))
	case c.Known && int(placed) == h.n:
		return line.Class("known").DataSet("solutions", c.Solutions).Text(fmt.Sprintf("Solved: your %d queens are a solution.", h.n))
	case c.Known:
		return line.Class("known").DataSet("solutions", c.Solutions).Body(
			app.Strong().Text(kit.FormatCount(c.Solutions)),
			app.Text(kit.Plural(c.Solutions, " solution extends ", " solutions extend ")+yours),
			app.If(c.UniqueKnown, h.renderUnique(c.Unique)),
			app.Text("."),
		)
	case c.Counting:
		text := fmt.Sprintf("Counting the solutions that extend %s…", yours)
		if c.Estimate >= 10 {
			text += fmt.Sprintf(" It should take about %s here.", kit.FormatLong(c.Estimate))
		}
		return line.Text(text)
	case c.OutOfReach:
		return line.DataSet("reach", "none").Text(fmt.Sprintf("Counting the solutions that extend %s would take about %s here: "+
			"out of reach. Place more queens: each one leaves about 1 in %d of the solutions.", yours, kit.FormatLong(c.Estimate), h.n))
	case placed == 0 && c.PublishedKnown:
		return line.Text(fmt.Sprintf("The empty board has %s solutions (published): place a queen to count those that extend it.",
			kit.FormatCount(c.Published)))
	case placed == 0:
		return line.Text("Place a queen: the page counts the solutions that extend your queens as you play.")
	}
	return line.Body(
		app.Text("The count was stopped. "),
		kit.Button("button secondary", "play-recount", "Count again", c.Recount == nil, func() { c.Recount() }),
	)
}

// deadEnd says why no solution extends the queens.
func (h *Help) deadEnd(c Count) string {
	placed := h.placed.Placed()
	if placed == 0 {
		return fmt.Sprintf("No solution exists for n = %d.", h.n)
	}
	text := "No solution extends them: a dead end."
	if placed == 1 {
		text = "No solution extends it: a dead end."
	}
	if a := c.Attack; a != nil {
		text += fmt.Sprintf(" The queens on %s and on %s share %s.", squareName(a.Row1, a.Col1), squareName(a.Row2, a.Col2), a.Shared())
		if pairs := len(clashes(h.placed)); pairs > 1 {
			text += fmt.Sprintf(" In all, %d pairs of queens attack each other.", pairs)
		}
	} else if row := blockedRow(h.placed); row >= 0 {
		text += fmt.Sprintf(" The queens leave no square of row %d free.", row+1)
	}
	return text
}

// symmetryNames name the board's symmetries, in Symmetries' order.
var symmetryNames = [8]string{"", "a quarter turn", "a half turn", "a quarter turn back",
	"the left–right mirror", "the top–bottom mirror", "the diagonal mirror", "the anti-diagonal mirror"}

// renderUnique says how many completions differ up to the symmetries of
// the board that keep the queens, where there are any.
func (h *Help) renderUnique(unique uint64) app.UI {
	group := h.placed.SymmetryIndexes()
	if len(group) == 1 {
		return nil
	}
	what := "up to rotation and reflection"
	if h.placed.Placed() > 0 {
		names := make([]string, 0, len(group)-1)
		for _, s := range group[1:] {
			names = append(names, symmetryNames[s])
		}
		what = "up to " + joinWords(names) + ", which " + kit.Plural(uint64(len(names)), "leaves", "leave") + " your queens in place"
		if len(group) == 8 {
			what = "up to rotation and reflection, which leave your queens in place"
		}
	}
	return app.Span().Class("unique").DataSet("unique", unique).Text(fmt.Sprintf(", %s unique %s", kit.FormatCount(unique), what))
}

// joinWords joins words as a sentence lists them: "a, b and c".
func joinWords(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// renderHelp shows the help under way, the hint, the advice on a dead
// end, and the help's error, and tells screen readers of them.
func (h *Help) renderHelp(dead bool) app.UI {
	var lines []app.UI
	say := func(testID, class, text string) {
		lines = append(lines, app.P().Class(class).DataSet("testid", testID).Text(text))
	}
	switch h.asking {
	case askHint:
		say("play-asking", "hint", fmt.Sprintf("Counting the completions of each square of row %d…%s", h.nextFreeRow()+1, h.progressWords()))
	case askCompletion:
		say("play-asking", "hint", "Finding the first completion…")
	case askAdvice:
		say("play-asking", "hint", "Looking for the queen to take away…"+h.progressWords())
	}
	if h.hint.row >= 0 && h.hint.counts != nil {
		say("play-hint-text", "hint play-hint-text", h.hintText())
	}
	if h.none && h.shown == nil {
		say("play-no-completion", "hint", "No solution extends these queens.")
	}
	if dead && h.advice.known {
		say("play-advice", "play-advice", h.adviceText())
	}
	if h.err != "" {
		say("play-error", "notice", "The solver failed: "+h.err)
	}
	return app.Div().Class("play-help").Attr("aria-live", "polite").Body(lines...)
}

// progressWords says how far the help under way is, if it knows.
func (h *Help) progressWords() string {
	if h.progress.Total == 0 {
		return ""
	}
	return fmt.Sprintf(" %d of %d", h.progress.Done, h.progress.Total)
}

// hintText says which squares of the hint's row have completions.
func (h *Help) hintText() string {
	open := 0
	for _, count := range h.hint.counts {
		if count > 0 {
			open++
		}
	}
	if open == 0 {
		return fmt.Sprintf("Hint: no square of row %d has a completion.", h.hint.row+1)
	}
	return fmt.Sprintf("Hint: in row %d, %d %s still %s completions, marked with their counts.",
		h.hint.row+1, open, kit.Plural(uint64(open), "square", "squares"), kit.Plural(uint64(open), "has", "have"))
}

// adviceText names the queen to take away from a dead end.
func (h *Help) adviceText() string {
	a := h.advice
	switch {
	case a.row < 0:
		return "Taking away any one queen still leaves a dead end: take away two or more."
	case h.placed.Placed() == 1:
		return fmt.Sprintf("Take away the queen on %s: the empty board has %s %s.", squareName(a.row, h.placed[a.row]),
			kit.FormatCount(a.count), kit.Plural(a.count, "solution", "solutions"))
	}
	return fmt.Sprintf("Take away the queen on %s: then %s %s the others.", squareName(a.row, h.placed[a.row]),
		kit.FormatCount(a.count), kit.Plural(a.count, "solution extends", "solutions extend"))
}

// RenderTeaching says what completion is, and why the count falls so
// fast.
func RenderTeaching() app.UI {
	return app.Div().Class("play-teach hint").DataSet("testid", "play-teach").Body(
		app.P().Text("Completion asks whether the queens placed can be completed to a solution, and in how many ways. "+
			"In general it is NP-complete: Gent, Jefferson and Nightingale proved it in 2017, so no known method "+
			"decides it fast for every board."),
		app.P().Text("Why the count falls so fast: a queen on a square keeps only the solutions with a queen there, "+
			"about 1 in n of them, and takes a column and two diagonals from every row below. A few queens "+
			"leave a handful of solutions, or none once they block every square of some row."),
	)
}

// clear takes every queen away.
func (h *Help) clear() {
	if h.host != nil {
		h.said = "Every queen taken away."
		h.host.Navigate(func(v *link.View) { v.Placed = "" }, link.PushEntry)
	}
}
