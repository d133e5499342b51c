package play

import (
	"fmt"

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
}

// RenderControls draws play mode's side: the queens placed, the count of
// their completions, the help, and a few lines on completion.
func (h *Help) RenderControls(c Count) app.UI {
	placed := h.placed.Placed()
	dead := c.Known && c.Solutions == 0
	return app.Div().Class("play-controls").Body(
		app.P().Class("play-placed").DataSet("testid", "play-placed").DataSet("placed", placed).Text(fmt.Sprintf(
			"%d %s placed · %d %s left", placed, kit.Plural(uint64(placed), "queen", "queens"),
			h.n-placed, kit.Plural(uint64(h.n-placed), "row", "rows"))),
		h.renderCount(c),
		app.Div().Class("play-actions").Body(
			button("button", "play-hint", "Hint", dead || h.nextFreeRow() < 0, h.Hint),
			button("button secondary", "play-complete", completionLabel(h.shown != nil), dead && h.shown == nil, h.ShowCompletion).
				Aria("pressed", fmt.Sprint(h.shown != nil)),
			button("button secondary", "play-clear", "Clear", placed == 0, h.clear),
		),
		h.renderHelp(dead),
		renderTeaching(),
	)
}

// button is a button of play mode's controls.
func button(class, testID, text string, disabled bool, action func()) app.HTMLButton {
	b := app.Button().Class(class).DataSet("testid", testID).OnClick(func(app.Context, app.Event) { action() }).Text(text)
	if disabled {
		b = b.Disabled(true) // only then: prerendering writes disabled="false", which disables it too
	}
	return b
}

// completionLabel is the completion button's label.
func completionLabel(shown bool) string {
	if shown {
		return "Hide the completion"
	}
	return "Show a completion"
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
		line = line.Class("none").DataSet("solutions", 0)
		text := "No solution extends them: a dead end."
		if placed == 0 {
			text = fmt.Sprintf("No solution exists for n = %d.", h.n)
		}
		if a := c.Attack; a != nil {
			text += fmt.Sprintf(" The queens on %s and on %s share %s.", squareName(a.Row1, a.Col1), squareName(a.Row2, a.Col2), a.Shared())
		} else if row := blockedRow(h.placed); row >= 0 {
			text += fmt.Sprintf(" The queens leave no square of row %d free.", row+1)
		}
		return line.Text(text)
	case c.Known:
		symmetries := h.placed.Symmetries()
		return line.Class("known").DataSet("solutions", c.Solutions).Body(
			app.Strong().Text(kit.FormatCount(c.Solutions)),
			app.Text(kit.Plural(c.Solutions, " solution extends ", " solutions extend ")+yours),
			app.If(c.UniqueKnown && symmetries > 1, app.Span().Class("unique").DataSet("unique", c.Unique).Text(fmt.Sprintf(
				", %s up to the %d symmetries of the board that keep them", kit.FormatCount(c.Unique), symmetries))),
			app.Text("."),
		)
	case c.Counting:
		return line.Text(fmt.Sprintf("Counting the solutions that extend %s…", yours))
	case placed == 0:
		return line.Text("Place a queen: the page counts the solutions that extend your queens as you play.")
	}
	return line.Text("The count was stopped: place or take away a queen to count again.")
}

// renderHelp shows the hint, the advice on a dead end, and the help's
// error.
func (h *Help) renderHelp(dead bool) app.UI {
	var lines []app.UI
	if h.hint.row >= 0 && h.hint.counts != nil {
		open := 0
		for _, count := range h.hint.counts {
			if count > 0 {
				open++
			}
		}
		text := fmt.Sprintf("Hint: in row %d, %d %s still %s completions, marked with their counts.",
			h.hint.row+1, open, kit.Plural(uint64(open), "square", "squares"), kit.Plural(uint64(open), "has", "have"))
		if open == 0 {
			text = fmt.Sprintf("Hint: no square of row %d has a completion.", h.hint.row+1)
		}
		lines = append(lines, app.P().Class("hint play-hint-text").DataSet("testid", "play-hint-text").Text(text))
	}
	if h.none && h.shown == nil {
		lines = append(lines, app.P().Class("hint").DataSet("testid", "play-no-completion").Text("No solution extends these queens."))
	}
	if dead && h.advice.known {
		lines = append(lines, app.P().Class("play-advice").DataSet("testid", "play-advice").Text(h.adviceText()))
	}
	if h.err != "" {
		lines = append(lines, app.P().Class("notice").Text("The solver failed: "+h.err))
	}
	return app.Div().Class("play-help").Body(lines...)
}

// adviceText names the queen to take away from a dead end.
func (h *Help) adviceText() string {
	a := h.advice
	if a.row < 0 {
		return "Taking away any one queen still leaves a dead end: take away two or more."
	}
	return fmt.Sprintf("Take away the queen on %s: then %s %s the others.", squareName(a.row, h.placed[a.row]),
		kit.FormatCount(a.count), kit.Plural(a.count, "solution extends", "solutions extend"))
}

// renderTeaching says what completion is.
func renderTeaching() app.UI {
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
