package app

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/solver"
)

// countState is the count of the board's solutions: under way, or done.
type countState struct {
	countDone
	counting   bool
	waiting    bool // the count is under way, but waits for the board's seek to hand it to the workers
	failed     bool // whether the last count failed
	progress   kit.Progress
	start      time.Time     // when the count began
	share      float64       // the share of the count's work done, earlier or now
	resumed    float64       // the share of it counted in earlier visits
	elapsed    time.Duration // this visit's counting time at the last progress, if known
	saved      float64       // the share saved of the count not under way, once lookedUp
	lookedUp   bool          // whether saved was looked up
	unsaved    bool          // whether the browser refused to save counts
	forget     func()        // forgets the saved share: the page's ForgetSaved
	engine     string        // where it counts: worker.EngineGPU, engineWorkers, engineAuto while it calibrates, or "" if not known
	adapter    string        // the GPU's name, when it counts
	gpuFailure string        // why the workers count what the GPU was to count
}

// countDone is what a count found, which a prerendered page hands to
// the live one in its snapshot.
type countDone struct {
	Counted       bool          `json:"counted,omitempty"` // whether Solutions is the board's count
	Solutions     uint64        `json:"solutions,omitempty"`
	Unique        uint64        `json:"unique,omitempty"` // the count up to symmetry, once CountedUnique
	CountedUnique bool          `json:"countedUnique,omitempty"`
	Nodes         uint64        `json:"nodes,omitempty"` // nodes of the count, so far or in all
	Took          time.Duration `json:"took,omitempty"`  // how long it took, once counted
}

// quickCountMaxN is the largest n that method counts in about 2 s in the
// browser (solver.Algorithm.QuickMaxN), and 0 for a method not known. The
// race panel sits each method out one n later, at about 10 s. The default
// method takes the figure of the method it counts with (see quickMethod).
func quickCountMaxN(method string) int {
	if method == link.GPUAlgo {
		method = gpuSolverAlgo
	}
	a, err := solver.Lookup(method)
	if err != nil {
		return 0
	}
	return a.QuickMaxN
}

// quickMethod is the method whose quickCountMaxN view v's count takes: the
// one the default method counts the board with, else the view's own.
func quickMethod(v link.View) string {
	if v.Algo == link.DefaultAlgo || v.Algo == "" {
		return v.CountAlgorithm()
	}
	return v.Algo
}

// quickCount is how long, in seconds, the counts of quickCountMaxN take.
const quickCount = 2.0

// quartersSeconds is how long quarters takes past n = 16, in seconds:
// its time does not grow as the count does, but by about 5 to 8 from one
// n to the next. n = 17 and 18 are the page's, on two workers; n = 19 to
// 21 follow the command line's growth (n = 19 took 8.1 times n = 18's
// time) and the quarter-join peer's (3.5 times from n = 19 to 20, 9 from
// 20 to 21). Below n = 17 it takes the others' rule, from about 2 s at
// n = 17.
var quartersSeconds = map[int]float64{17: 2.1, 18: 9.5, 19: 77, 20: 270, 21: 2400}

// outOfReach is the longest count the page offers to run: 30 days.
const outOfReach = 30 * 24 * 3600.0

// countEstimate returns about how many seconds counting view v's board
// takes in the browser: the method's time at its quickCountMaxN, grown as
// the board's published count grows, and tenfold for each n past the last
// one published.
func countEstimate(v link.View) float64 {
	if s, ok := quartersSeconds[v.N]; ok && quickMethod(v) == solver.Quarters {
		return s
	}
	ref := quickCountMaxN(quickMethod(v))
	if ref == 0 {
		return 0
	}
	refTotal, _, _ := link.Published(ref)
	grow := 1.0
	n := v.N
	for ; n > 27; n-- {
		grow *= 10
	}
	total, _, _ := link.Published(n)
	return quickCount * grow * float64(max(total, 1)) / float64(refTotal)
}

// quick reports whether view v's board is counted as soon as it is shown,
// or its method picked: when that takes about 2 s or less.
func (c *countState) quick(v link.View) bool {
	return v.N <= quickCountMaxN(quickMethod(v))
}

// render draws the count: done, under way, or a button that starts it, or
// resumes it and one that forgets what was saved.
func (c *countState) render(v link.View, start func()) app.UI {
	line := app.P().Class("count").DataSet("testid", "count")
	if c.engine != "" && (c.Counted || c.counting) {
		line = line.DataSet("engine", c.engine)
	}
	switch {
	case c.Counted:
		line = line.Class("known").DataSet("solutions", c.Solutions).DataSet("seconds", c.Took.Seconds())
		if c.CountedUnique {
			line = line.DataSet("unique", c.Unique)
		}
		return line.Body(
			app.Strong().Text(kit.FormatCount(c.Solutions)),
			app.Text(kit.Plural(c.Solutions, " solution", " solutions")+fmt.Sprintf(" for n = %d", v.N)),
			app.If(c.CountedUnique, app.Span().Class("unique").Text(
				fmt.Sprintf(", %s unique up to rotation and reflection", kit.FormatCount(c.Unique)))),
			app.If(c.Took > 0 || c.Nodes > 0, app.Span().Class("count-cost").Text(c.costWords(v))),
		)
	case c.counting:
		note, noteID := "", "count-resumed" // how the count is saved, if worth saying
		if c.resumed > 0 {
			note = fmt.Sprintf("Resumed: %d%% was counted earlier.", percent(c.resumed))
		}
		if c.unsaved {
			note, noteID = "Not saved: this browser keeps no storage for the page.", "count-unsaved"
		}
		return line.Body(
			app.Text(fmt.Sprintf("Counting the solutions%s… %d%%", c.where(), c.progress.Percent())),
			app.If(note != "", app.Span().Class("hint").DataSet("testid", noteID).Text(note)),
		)
	}
	a, err := solver.Lookup(v.CountAlgorithm())
	est := countEstimate(v)
	switch {
	case err != nil:
		return line
	case v.N > a.MaxN && a.Name == solver.Quarters:
		return line.DataSet("reach", "memory").Text(fmt.Sprintf(
			"%s counts boards up to n = %d, whose table of a quarter's sets of queens takes 64 MB in each worker: "+
				"a larger board's would take 500 MB or more in each. Pick %s to count this one.", a.Name, a.MaxN, solver.FastestAlgorithm(v.N)))
	case v.N > a.MaxN:
		return line.DataSet("reach", "method").Text(fmt.Sprintf(
			"%s counts boards up to n = %d: pick %s to count this one.", a.Name, a.MaxN, solver.FastestAlgorithm(v.N)))
	case est > outOfReach:
		return line.DataSet("reach", "none").Text(fmt.Sprintf(
			"Counting n = %d would take about %s in this browser: out of reach here. "+
				"n = 27 is the largest board ever counted, by a large computation in 2016.", v.N, kit.FormatLong(est)))
	}
	// A count saved in part is resumed, or forgotten.
	label, hint, hintID := "Count the solutions", "About "+kit.FormatLong(est), "count-estimate"
	if c.saved > 0 {
		label, hintID = "Resume the count", "count-saved"
		hint = fmt.Sprintf("%d%% of this count was saved: about %s left", percent(c.saved), kit.FormatLong(est*(1-c.saved)))
	}
	return line.Body(
		app.Div().Class("count-actions").Body(
			app.Button().
				Class("button secondary").
				DataSet("testid", "count-start").
				OnClick(func(app.Context, app.Event) { start() }).
				Text(label),
			app.If(c.saved > 0, app.Button().
				Class("button secondary").
				DataSet("testid", "count-forget").
				OnClick(func(app.Context, app.Event) { c.forget() }).
				Text("Forget it")),
		),
		app.Span().Class("hint").DataSet("testid", hintID).DataSet("share", c.saved).
			Text(hint+estimateWhere(v.Algo, a.Name)),
	)
}

// costWords says which method counted the board of view v, where, how
// long it took and what it did; a prerendered count says what it did
// alone.
func (c *countState) costWords(v link.View) string {
	method := c.method(v)
	one, many := nodeWords(method)
	words := fmt.Sprintf("Counted by %s%s%s: %s %s", method, c.where(), tookWords(c.Took), kit.FormatCount(c.Nodes), kit.Plural(c.Nodes, one, many))
	if c.Took > 0 {
		words += fmt.Sprintf(", %s %s/s", kit.FormatRate(c.Nodes, c.Took), many)
	}
	return words + "." + resumedNote(c.resumed)
}

// tookWords says how long work took, " in 2.1s", or nothing when it took
// no time that the page knows: the prerender's work says nothing of its
// time on the server.
func tookWords(d time.Duration) string {
	if d <= 0 {
		return ""
	}
	return " in " + kit.FormatDuration(d)
}

// nodeWords names the nodes of a method's count, one and many: the queens
// a search placed, or the half-boards whose keys quarters joined, which
// searches nothing.
func nodeWords(method string) (one, many string) {
	if method == solver.Quarters {
		return "half-board", "half-boards"
	}
	return "node", "nodes"
}
