package kit

import (
	"strings"
	"unicode"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Button is a button of class that shows text and runs action, with a
// data-testid.
func Button(class, testID, text string, disabled bool, action func()) app.HTMLButton {
	b := app.Button().Type("button").Class(class).DataSet("testid", testID).
		OnClick(func(app.Context, app.Event) { action() }).Text(text)
	if disabled {
		// Only when true: prerendering writes disabled="false" otherwise,
		// which disables the button too.
		b = b.Disabled(true)
	}
	return b
}

// NavButton is a button that shows text and says what it does in its
// tooltip. Its name is text's words, as people read them.
func NavButton(testID, tooltip, text string, disabled bool, action func()) app.UI {
	return Button("button", testID, "", disabled, action).Title(tooltip).Body(wordsOnly(text)...)
}

// NavLink is NavButton as a link to href, for the prerendered page, which
// works before the app does. Its text is one span, whose spaces a link laid
// out as a button (a flex box) keeps.
func NavLink(testID, tooltip, text, href string) app.UI {
	return app.A().Class("button").DataSet("testid", testID).Title(tooltip).Href(href).Body(app.Span().Body(wordsOnly(text)...))
}

// UntilLive makes e inert while the page is prerendered: its controls are
// greyed out, and take no input that the live page would not see.
func UntilLive[E interface{ Attr(string, any) E }](e E, live bool) E {
	if live {
		return e
	}
	return e.Attr("inert", true)
}

// TableCaption is the caption of a table in a scroller: its text wraps
// to the width in sight, and stays there while the table scrolls.
func TableCaption(text string) app.UI {
	return app.Elem("caption").Body(app.Span().Class("caption-text").Text(text))
}

// wordsOnly writes text with its symbols, such as arrows, hidden from
// screen readers, which would read them out.
func wordsOnly(text string) []app.UI {
	var parts []app.UI
	for i, token := range strings.Fields(text) {
		if i > 0 {
			token = " " + token
		}
		if strings.IndexFunc(token, unicode.IsLetter) < 0 {
			parts = append(parts, app.Span().Aria("hidden", "true").Text(token))
		} else {
			parts = append(parts, app.Text(token))
		}
	}
	return parts
}
