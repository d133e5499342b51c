package app

import (
	"maps"
	"slices"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/link"
)

// Until the app is live, the prerendered page's Prev and Next, its mode
// and panel tabs are links to the pages they lead to, and its n slider
// sits in a form: they work without the app, with scripts off too, and
// app/server/prelive.js fetches their pages in place while the wasm downloads.
// The other controls need the app, and stay inert until it is live.

// changeView returns the view that change makes of v, normalised as a
// link is, with the notices of its normalisation.
func changeView(v link.View, change func(*link.View)) (link.View, []string) {
	change(&v)
	return link.ParseView(v.Query())
}

// hrefOf is the link, relative to the page, of the view that change makes
// of v: where a prerendered control leads, as Navigate would go there.
func hrefOf(v link.View, change func(*link.View)) string {
	v, _ = changeView(v, change)
	return "?" + v.Encode()
}

// untilLive returns parts as they are on the live page, and on the
// prerendered one inside an inert group that takes no room of its own.
func untilLive(live bool, parts ...app.UI) []app.UI {
	if live {
		return parts
	}
	return []app.UI{app.Div().Class("until-live").Attr("inert", true).Body(parts...)}
}

// renderSizeForm is the prerendered page's n slider, whose parts are
// given, in a form that leads to the link of the n chosen: its hidden
// fields hold the rest of the view as View.SetN leaves it. The button
// that sends it shows only with scripts off, where the form is the one
// way to change n.
func renderSizeForm(v link.View, parts ...app.UI) app.UI {
	v.SetN(v.N)
	q := v.Query()
	q.Del("n")
	for _, name := range slices.Sorted(maps.Keys(q)) {
		for _, value := range q[name] {
			parts = append(parts, app.Input().Type("hidden").Name(name).Value(value))
		}
	}
	parts = append(parts, app.Elem("noscript").Body(
		app.Button().Type("submit").Class("button secondary size-submit").DataSet("testid", "n-submit").Text("Show this board"),
	))
	return app.Form().Class("size").DataSet("testid", "n-form").Method("get").Action(".").Body(parts...)
}
