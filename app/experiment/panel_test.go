//go:build !(js && wasm)

package experiment

import (
	"context"
	"encoding/csv"
	"math"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/kit/pagetest"
	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver/random"
)

func experimentView(n, trials int, seed uint64) link.View {
	params := experimentParams{Trials: trials, Seed: seed}.values().Encode()
	return link.View{N: n, K: 1, Algo: link.DefaultAlgo, PanelView: link.PanelView{Panel: Spec.Name, Params: params}}
}

// newExperimentPage opens the experiment panel on a test page.
func newExperimentPage(b backend.Backend, v link.View) (*pagetest.Page, *Panel) {
	l := pagetest.New(b, v, Spec)
	p := &Panel{}
	l.Attach(&p.PanelProps, p.sync)
	return l, p
}

func TestExperimentPanelMeasuresEveryStep(t *testing.T) {
	const n, trials, seed = 8, 100, 5
	l, p := newExperimentPage(backend.Local{}, experimentView(n, trials, seed))
	e := &p.run
	if e.running || e.measured != n+1 || e.exact == nil || len(e.exact) != n+1 {
		t.Fatalf("n = %d opened: running %v, %d steps measured, exact %v", n, e.running, e.measured, e.exact != nil)
	}
	want, err := random.Experiment(context.Background(), n, trials, seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, st := range e.steps {
		if st.Step != i || st.P != want[i].P || st.T == nil && !math.IsInf(want[i].T, 1) || st.T != nil && *st.T != want[i].T {
			t.Errorf("step %d: %+v, want %+v", i, st, want[i])
		}
	}
	if e.exact[n].P != "149/1152" {
		t.Errorf("exact p of step 8 = %s", e.exact[n].P)
	}
	html := app.HTMLString(p.Render())
	if got := strings.Count(html, `data-testid="experiment-point"`); got != n+1 {
		t.Errorf("%d points drawn, want %d", got, n+1)
	}
	if got := strings.Count(html, `data-testid="experiment-row"`); got != n+1 {
		t.Errorf("%d table rows, want %d", got, n+1)
	}
	for _, id := range []string{"experiment-chart", "experiment-exact", "experiment-best-mark", "experiment-csv", "data-done"} {
		if !strings.Contains(html, id) {
			t.Errorf("the panel has no %s", id)
		}
	}
	best := bestStep(e.steps)
	if !strings.Contains(html, "stepVegas = "+strconv.Itoa(best)+" is best") {
		t.Errorf("the verdict does not name step %d", best)
	}
	q := l.View.Query()
	if q.Get("panel") != "experiment" || q.Get("trials") != "100" || q.Get("eseed") != "5" || q.Get("n") != "8" {
		t.Errorf("link %s", q.Encode())
	}
}

func TestExperimentDrawsASeedForTheLink(t *testing.T) {
	l, p := newExperimentPage(backend.Local{}, experimentView(6, 20, 0))
	seed := p.params().Seed
	if seed == 0 || p.run.seed != seed {
		t.Fatalf("seed %d, the panel's %d", seed, p.run.seed)
	}
	before := len(l.Links)
	p.SetSeed(0) // New seed
	if len(l.Links) == before {
		t.Fatal("New seed wrote no link")
	}
	if p.params().Seed == 0 || p.params().Seed == seed {
		t.Errorf("New seed kept %d", seed)
	}
	linked := l.Links[len(l.Links)-1]
	if q, _ := url.ParseQuery(linked); q.Get("eseed") != strconv.FormatUint(p.params().Seed, 10) {
		t.Errorf("link %s, seed %d", linked, p.params().Seed)
	}
	if p.run.measured != 7 {
		t.Errorf("the new seed measured %d steps", p.run.measured)
	}
}

func TestExperimentWaitsForStartOnLargerBoards(t *testing.T) {
	_, p := newExperimentPage(backend.Local{}, experimentView(14, 50, 3))
	e := &p.run
	if e.measured != 0 || e.running {
		t.Fatalf("n = 14 ran without Start: %d steps", e.measured)
	}
	if html := app.HTMLString(p.Render()); !strings.Contains(html, `data-testid="experiment-start"`) || strings.Contains(html, "experiment-point") {
		t.Error("no Start button, or points before Start")
	}
	p.Start()
	if e.measured != 15 || e.running || e.exact != nil {
		t.Errorf("after Start: %d steps, running %v, exact %v (n = 14 has none)", e.measured, e.running, e.exact != nil)
	}
}

func TestExperimentRefusesLargeBoards(t *testing.T) {
	_, p := newExperimentPage(backend.Local{}, experimentView(MaxN+1, 10, 3))
	p.Start()
	if p.run.measured != 0 || p.run.running {
		t.Fatal("the panel measured a board past its limit")
	}
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "experiment-unavailable") {
		t.Error("the panel does not say why it does not run")
	}
}

func TestExperimentSharesStepsAndResumesAfterCancel(t *testing.T) {
	b := pagetest.NewHeldBackend()
	_, p := newExperimentPage(b, experimentView(8, 30, 9)) // starts by itself: n ≤ 12
	e := &p.run
	workers := max(1, min(backend.Cores(), maxExperimentWorkers, 9))
	if !e.running || len(b.Held) != workers+1 { // and the exact values
		t.Fatalf("running %v with %d requests held, want %d workers and the exact one", e.running, len(b.Held), workers)
	}
	// The first worker answers twice: it takes the next step each time.
	b.Release(backend.PanelSlot)
	b.Release(backend.PanelSlot)
	if e.measured != 2 {
		t.Fatalf("%d steps measured", e.measured)
	}
	p.Cancel()
	if e.running || !e.stopped || len(b.Held) != 0 {
		t.Fatalf("after Cancel: running %v, stopped %v, %d held", e.running, e.stopped, len(b.Held))
	}
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "Measure the other 7 steps") || strings.Count(html, `data-testid="experiment-point"`) != 2 {
		t.Errorf("after Cancel the panel does not offer the 7 other steps with 2 points drawn")
	}
	// A new view of the same board, trials and seed keeps what was measured.
	p.sync()
	if e.measured != 2 || e.running {
		t.Fatalf("sync after Cancel: %d steps, running %v", e.measured, e.running)
	}
	before := len(b.Started)
	p.Start()
	for slot := range b.Held {
		for b.Release(slot) {
		}
	}
	for e.running {
		released := false
		for slot := range b.Held {
			released = b.Release(slot) || released
		}
		if !released {
			t.Fatal("the run waits for nothing")
		}
	}
	measuredAgain := 0
	for _, req := range b.Started[before:] {
		if req.Op == worker.OpExperiment {
			measuredAgain++
		}
	}
	if e.measured != 9 || measuredAgain != 7 {
		t.Errorf("resumed: %d steps measured, %d asked again; want 9 and 7", e.measured, measuredAgain)
	}
	if e.exact == nil {
		t.Error("Start did not compute the exact values again")
	}
}

func TestExperimentNewTrialsStartAfresh(t *testing.T) {
	_, p := newExperimentPage(backend.Local{}, experimentView(6, 40, 2))
	p.SetTrials(25)
	if p.run.trials != 25 || p.run.measured != 7 || p.run.steps[3].Trials != 25 {
		t.Errorf("trials 25: %+v", p.run.steps[3])
	}
	p.SetTrials(0)
	if p.params().Trials != 1 {
		t.Errorf("trials 0 became %d", p.params().Trials)
	}
	p.setN(7)
	if p.run.n != 7 || len(p.run.steps) != 8 || p.run.measured != 8 {
		t.Errorf("n = 7: %d of %d steps", p.run.measured, len(p.run.steps))
	}
}

func TestExperimentCSV(t *testing.T) {
	_, p := newExperimentPage(backend.Local{}, experimentView(4, 50, 11))
	rows, err := csv.NewReader(strings.NewReader(experimentCSV(&p.run))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 6 || strings.Join(rows[0], ",") != strings.Join(experimentCSVHeader, ",") {
		t.Fatalf("CSV %q", rows)
	}
	col := map[string]int{}
	for i, name := range rows[0] {
		col[name] = i
	}
	// Step 0 of n = 4 always succeeds: it has no e.
	if r := rows[1]; r[col["step"]] != "0" || r[col["p"]] != "1" || r[col["e"]] != "" || r[col["p_exact"]] != "1" {
		t.Errorf("step 0: %q", r)
	}
	for i, r := range rows[1:] {
		if r[col["n"]] != "4" || r[col["trials"]] != "50" || r[col["seed"]] != "11" || r[col["step"]] != strconv.Itoa(i) {
			t.Errorf("row %d: %q", i, r)
		}
		prob, err := strconv.ParseFloat(r[col["p"]], 64)
		if err != nil || prob != p.run.steps[i].P {
			t.Errorf("row %d: p %q", i, r[col["p"]])
		}
	}
	link := dataURL("text/csv", "a,b\n1,2 3%\n")
	if link != "data:text/csv;charset=utf-8,a%2Cb%0A1%2C2%203%25%0A" {
		t.Errorf("data URL %s", link)
	}
	if got := experimentCSVName(&p.run); got != "stepvegas-n4-trials50-seed11.csv" {
		t.Errorf("file name %s", got)
	}
}

func TestExperimentVerdict(t *testing.T) {
	f := func(x float64) *float64 { return &x }
	e := &experimentState{n: 3, trials: 10, steps: []*worker.ExperimentStep{
		{Step: 0, Trials: 10}, {Step: 1, Trials: 10}, {Step: 2, Trials: 10}, {Step: 3, Trials: 10}}, measured: 4}
	if got := experimentVerdict(e, bestStep(e.steps)); got != "No attempt found a solution: n = 3 has none." {
		t.Errorf("n = 3: %s", got)
	}
	e = &experimentState{n: 2, trials: 10, steps: []*worker.ExperimentStep{
		{Step: 0, P: 1, T: f(114)}, {Step: 1, P: 0.5, T: f(30)}, {Step: 2, P: 0.1, T: f(60)}}, measured: 3}
	got := experimentVerdict(e, bestStep(e.steps))
	if !strings.HasPrefix(got, "stepVegas = 1 is best: about 30.0 nodes to reach a solution, against 114 for plain backtracking (stepVegas = 0) and 60.0 for placing every row at random (stepVegas = 2). The hybrid wins because") {
		t.Errorf("verdict: %s", got)
	}
	e.steps[2] = nil
	e.measured = 2
	if got := experimentVerdict(e, 1); !strings.HasPrefix(got, "So far, stepVegas = 1") {
		t.Errorf("partial verdict: %s", got)
	}
}

func TestLogScale(t *testing.T) {
	s := newLogScale([]float64{27, 114, 0, math.NaN(), math.Inf(1)}, 0, 100)
	if s.lo != 1 || s.hi != 3 {
		t.Fatalf("27..114: decades %d..%d, want 1..3", s.lo, s.hi)
	}
	if y := s.y(100); math.Abs(y-50) > 1e-9 {
		t.Errorf("y(100) = %g, want the middle", y)
	}
	if s.y(1) != 100 || s.y(1e9) != 0 || s.y(-5) != 100 {
		t.Errorf("values off the axis are not clamped: %g %g %g", s.y(1), s.y(1e9), s.y(-5))
	}
	var labels []string
	for _, v := range s.ticks() {
		labels = append(labels, shortNumber(v))
	}
	if got := strings.Join(labels, " "); got != "10 20 50 100 200 500 1k" {
		t.Errorf("ticks %s", got)
	}
	if wide := newLogScale([]float64{5, 2e6}, 0, 100); len(wide.ticks()) != wide.hi-wide.lo+1 {
		t.Errorf("a wide axis has ticks %v", wide.ticks())
	}
	if empty := newLogScale(nil, 0, 100); empty.lo >= empty.hi {
		t.Errorf("no values: decades %d..%d", empty.lo, empty.hi)
	}
}

func TestExperimentChartIsSVG(t *testing.T) {
	_, p := newExperimentPage(backend.Local{}, experimentView(5, 30, 1))
	html := app.HTMLString(p.Render())
	for _, tag := range []string{"svg", "circle", "line", "text", "path", "title", "desc"} {
		if !regexp.MustCompile(`<`+tag+`[^>]* data-`).MatchString(html) && tag != "title" && tag != "desc" {
			t.Errorf("no <%s> with its data-k", tag)
		}
		if !strings.Contains(html, "<"+tag) {
			t.Errorf("no <%s>", tag)
		}
	}
	// go-app only writes the namespace when it mounts the elements: the
	// browser test checks it there.
	if !strings.Contains(html, `aria-labelledby="experiment-chart-title experiment-chart-desc"`) || !strings.Contains(html, `role="img"`) {
		t.Error("the chart has no accessible name")
	}
}
