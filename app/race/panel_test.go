//go:build !(js && wasm)

package race

import (
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/kit/pagetest"
	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver"
)

func raceView(n int) link.View {
	return link.View{N: n, K: 1, Algo: link.DefaultAlgo, PanelView: link.PanelView{Panel: Spec.Name}}
}

func TestRaceTimesEveryMethod(t *testing.T) {
	l, p := newRacePage(backend.Local{}, raceView(8)) // a small board races by itself
	r := &p.race
	if r.running || !r.finished() {
		t.Fatalf("n = 8: running %v, finished %v", r.running, r.finished())
	}
	for _, res := range r.results {
		if !res.timed || res.solutions != 92 || res.nodes == 0 || res.seconds <= 0 || res.reps < minReps {
			t.Errorf("%s: %+v", res.algo.Name, res)
		}
	}
	if r.results[0].algo.Name != "naive" || r.speedup(r.results[0]) != 1 {
		t.Errorf("naive's speedup over itself is %g", r.speedup(r.results[0]))
	}
	html := app.HTMLString(p.Render())
	if got := strings.Count(html, `data-testid="race-row"`); got != len(r.results) {
		t.Errorf("%d rows", got)
	}
	if got := strings.Count(html, "<rect"); got != 2*len(r.results) {
		t.Errorf("%d bars, want 2 per method", got)
	}
	for _, want := range []string{"race-chart", "This machine has", "ns per node", "Time per node:",
		"The course notes timed five of these methods against each other on 15 queens",
		"<code>Check</code> against every queen above", "boolean arrays for the columns and diagonals", "an int as a bit array",
		"bitmask: <code>p = pos &amp; -pos</code>", "bitmask with propagation (<code>row, ld, rd</code>)", "timed, the 5th of 5",
		"the methods that search the whole tree differ only in how fast they test a square",
		"constellations also places next the row with the fewest open squares",
		"quarters searches nothing: it lists every set of queens that a quarter of the board can hold, joins them into"} {
		if !strings.Contains(strings.ReplaceAll(html, "\n", ""), want) {
			t.Errorf("the panel has no %q", want)
		}
	}
	if jargon := regexp.MustCompile(`(?i)seeds? 0\d\d|Queen\d`).FindString(html); jargon != "" {
		t.Errorf("the panel speaks of %q", jargon)
	}
	if q := l.View.Query(); q.Get("panel") != "race" || q.Get("n") != "8" {
		t.Errorf("link %s", q.Encode())
	}

	// Race again times every method anew.
	first := r.results[len(r.results)-1]
	p.Start()
	if r.running || !r.finished() {
		t.Fatalf("raced again: running %v, finished %v", r.running, r.finished())
	}
	if again := r.results[len(r.results)-1]; !again.timed || again.reps < minReps || again.seconds == first.seconds && again.total == first.total {
		t.Errorf("raced again, %s keeps %+v (was %+v)", again.algo.Name, again, first)
	}
}

func TestRaceWaitsForStartAndSkipsSlowMethods(t *testing.T) {
	l, p := newRacePage(backend.Local{}, raceView(11))
	r := &p.race
	if r.anyTimed() || r.running {
		t.Fatal("n = 11 raced without Start")
	}
	p.Start()
	if !r.finished() || r.results[0].solutions != 2680 {
		t.Fatalf("after Start: %+v", r.results[0])
	}
	setN(l, 15)
	var sitting []string
	for _, res := range r.results {
		if res.skipped != "" {
			sitting = append(sitting, res.algo.Name)
		}
	}
	if strings.Join(sitting, " ") != "naive iterative arrays bitarray" {
		t.Errorf("at n = 15 these sit out: %v", sitting)
	}
	if r.anyTimed() {
		t.Error("n = 15 kept the times of n = 11")
	}
	setN(l, MaxN+1)
	p.Start()
	if ok, _ := p.ok(); ok || r.running {
		t.Errorf("n = %d races", MaxN+1)
	}
	if !strings.Contains(app.HTMLString(p.Render()), "race-unavailable") {
		t.Error("the panel does not say why it does not race")
	}
}

func TestRaceCancelKeepsTheTimes(t *testing.T) {
	b := pagetest.NewHeldBackend()
	_, p := newRacePage(b, raceView(6))
	r := &p.race
	for range minReps { // naive's counts
		if !b.Release(slot) {
			t.Fatal("no count held")
		}
	}
	// A count of microseconds repeats until the counts add up: time it
	// through whatever it asks.
	for !r.results[0].timed && b.Release(slot) {
	}
	if !r.results[0].timed || r.results[1].timed || !r.running {
		t.Fatalf("naive timed %v, iterative %v, running %v", r.results[0].timed, r.results[1].timed, r.running)
	}
	p.Cancel()
	if r.running || !r.stopped || b.Held[slot].On != nil {
		t.Fatal("Cancel did not stop the race")
	}
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "Race the others") {
		t.Error("after Cancel the panel does not offer to race the others")
	}
	p.Start()
	first := b.Held[slot].Req
	if first.Op != worker.OpCount || first.Algorithm != "iterative" || first.N != 6 {
		t.Errorf("the race resumed with %+v", first)
	}
	for b.Release(slot) {
	}
	if !r.finished() || r.running {
		t.Errorf("the race did not finish: %+v", r.results)
	}
}

// The prerendered panel, drawn on the server, does not give the server's
// cores as the visitor's.
func TestRacePrerenderedSaysNoCoreCount(t *testing.T) {
	p := &Panel{PanelProps: kit.PanelProps{View: raceView(8)}}
	if html := app.HTMLString(p.Render()); strings.Contains(html, "This machine has") {
		t.Errorf("the prerendered race names a core count")
	}
	p.Live = true
	if html := app.HTMLString(p.Render()); !strings.Contains(html, "This machine has") {
		t.Errorf("the live race does not name the cores")
	}
}

// Every method has its words, and the course notes time five of them.
func TestRaceWordsForEveryMethod(t *testing.T) {
	timed := 0
	for _, a := range solver.Algorithms {
		w, ok := words[a.Name]
		if !ok || w.does == "" || w.notes == "" {
			t.Errorf("%s has no words: %+v", a.Name, w)
		}
		if strings.HasPrefix(w.notes, "timed,") {
			timed++
		}
	}
	if len(words) != len(solver.Algorithms) || timed != 5 {
		t.Errorf("%d methods have words, for %d methods; %d are timed in the notes, want 5", len(words), len(solver.Algorithms), timed)
	}
}

// The legend names every colour that the bars are drawn in, as a list
// that screen readers read, and each bar's tooltip says its colour's words.
func TestRaceLegendNamesTheBarsColours(t *testing.T) {
	_, p := newRacePage(backend.Local{}, raceView(7))
	html := app.HTMLString(p.Render())
	legend := regexp.MustCompile(`(?s)<ul[^>]*data-testid="race-legend"[^>]*>(.*?)</ul>`).FindStringSubmatch(html)
	if legend == nil || strings.Contains(legend[0], "aria-hidden") || !strings.Contains(legend[0], `aria-label="Colours of the bars"`) {
		t.Fatalf("no legend that screen readers read: %v", legend)
	}
	keys := map[string]string{}
	for _, m := range regexp.MustCompile(`<li[^>]*data-k="([^"]+)"[^>]*>([^<]*)</li>`).FindAllStringSubmatch(legend[1], -1) {
		keys[m[1]] = m[2]
	}
	drawn := map[string]bool{}
	for _, m := range regexp.MustCompile(`<rect[^>]*data-k="([^"]+)"[^>]*>\s*<title[^>]*>([^<]*)</title>`).FindAllStringSubmatch(html, -1) {
		drawn[m[1]] = true
		words, ok := keys[m[1]]
		if !ok || !strings.HasSuffix(words, strings.TrimPrefix(m[2][strings.Index(m[2], "; it ")+len("; it "):], " ")) {
			t.Errorf("a bar of kind %s titled %q: the legend says %q", m[1], m[2], words)
		}
	}
	if len(drawn) != 2 || len(keys) != 2 {
		t.Errorf("bars of kinds %v, a legend of %v: want the two colours in both", drawn, keys)
	}
	for _, res := range p.race.results {
		if kind := kindOf(res); kind.k == "bar-fast" != res.algo.Unique {
			t.Errorf("%s is drawn as %s", res.algo.Name, kind.k)
		}
	}
}
