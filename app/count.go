package app

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// countState is the count of the board's solutions: under way, or done.
type countState struct {
	counting      bool
	progress      progress
	start         time.Time // when the count began
	counted       bool      // whether solutions is the board's count
	solutions     uint64
	unique        uint64 // the count up to symmetry, once countedUnique
	countedUnique bool
	nodes         uint64        // nodes of the count, so far or in all
	took          time.Duration // how long it took, once counted
}

// quickCountMaxN is the largest n each method counts in about 2 s in the
// browser: a count grows about sixfold with each n, and the race panel
// sits each method out one n later, at about 10 s.
var quickCountMaxN = map[string]int{
	"naive": 12, "iterative": 12, "arrays": 13, "bitarray": 13,
	"bitscan": 14, "bitmask": 14, DefaultAlgo: AutoCountMaxN,
}

// quick reports whether view v's board is counted as soon as it is shown,
// or its method picked.
func (c *countState) quick(v View) bool {
	return v.N <= quickCountMaxN[v.Algo]
}

// render draws the count: done, under way, or a button that starts it.
func (c *countState) render(v View, start func()) app.UI {
	line := app.P().Class("count").DataSet("testid", "count")
	switch {
	case c.counted:
		line = line.Class("known").DataSet("solutions", c.solutions).DataSet("seconds", c.took.Seconds())
		if c.countedUnique {
			line = line.DataSet("unique", c.unique)
		}
		return line.Body(
			app.Strong().Text(formatCount(c.solutions)),
			app.Text(plural(c.solutions, " solution", " solutions")+fmt.Sprintf(" for n = %d", v.N)),
			app.If(c.countedUnique, app.Span().Class("unique").Text(
				fmt.Sprintf(", %s unique up to rotation and reflection", formatCount(c.unique)))),
			app.If(c.took > 0, app.Span().Class("count-cost").Text(fmt.Sprintf(
				"Counted by %s in %s: %s %s, %s nodes/s.", v.Algo, formatDuration(c.took),
				formatCount(c.nodes), plural(c.nodes, "node", "nodes"), formatRate(c.nodes, c.took)))),
		)
	case c.counting:
		return line.Text(fmt.Sprintf("Counting the solutions… %d%%", c.progress.percent()))
	}
	return line.Body(
		app.Button().
			Class("button secondary").
			DataSet("testid", "count-start").
			OnClick(func(app.Context, app.Event) { start() }).
			Text("Count the solutions"),
		app.Span().Class("hint").Text(fmt.Sprintf("Counting grows about sixfold with each n: n = %d takes about half a minute here, n = 20 hours.", AutoCountMaxN+1)),
	)
}
