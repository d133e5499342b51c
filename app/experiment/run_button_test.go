//go:build !(js && wasm)

package experiment

import (
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/kit/pagetest"
)

// runButtons reads the run button's text and whether it is disabled, and
// whether Cancel is drawn, from the panel's HTML.
func runButtons(t *testing.T, p *Panel) (label string, disabled, cancel bool) {
	t.Helper()
	html := app.HTMLString(p.Render())
	m := regexp.MustCompile(`<button([^>]*)data-testid="experiment-start"([^>]*)>([^<]*)</button>`).FindStringSubmatch(html)
	if m == nil {
		t.Fatalf("no run button in %s", html)
	}
	disabled = regexp.MustCompile(`\bdisabled\b`).MatchString(m[1] + m[2])
	return m[3], disabled, regexp.MustCompile(`data-testid="experiment-cancel"`).MatchString(html)
}

// The run button always says what it does, is disabled only while a run
// goes on, with Cancel beside it then, and after a whole run runs the
// experiment again with a new seed.
func TestExperimentRunButton(t *testing.T) {
	b := pagetest.NewHeldBackend()
	l, p := newExperimentPage(b, experimentView(14, 20, 3)) // past the runs that start by themselves
	check := func(when, wantLabel string, wantDisabled, wantCancel bool) {
		t.Helper()
		if label, disabled, cancel := runButtons(t, p); label != wantLabel || disabled != wantDisabled || cancel != wantCancel {
			t.Errorf("%s: the button says %q, disabled %v, Cancel %v; want %q, %v, %v",
				when, label, disabled, cancel, wantLabel, wantDisabled, wantCancel)
		}
	}
	check("before a run", "Run the experiment", false, false)
	p.Run()
	check("during the run", "Running…", true, true)
	b.Release(backend.PanelSlot)
	p.Cancel()
	check("after Cancel", "Measure the other 14 steps", false, false)
	p.Run()
	for released := true; released; {
		released = false
		for slot := range b.Held {
			released = b.Release(slot) || released
		}
	}
	if !p.run.complete() || p.run.running {
		t.Fatalf("the run did not end: %d of %d steps", p.run.measured, len(p.run.steps))
	}
	check("after the run", "Run again with a new seed", false, false)

	seed, links := p.run.seed, len(l.Links)
	p.Run()
	if p.run.seed == seed || p.params().Seed != p.run.seed || len(l.Links) == links {
		t.Errorf("Run again kept seed %d (the link's is %d, the panel's %d)", seed, p.params().Seed, p.run.seed)
	}
	if !p.run.running || p.run.measured != 0 {
		t.Errorf("Run again did not start the new seed's run: running %v, %d measured", p.run.running, p.run.measured)
	}
	check("during the run again", "Running…", true, true)
}

// The prerendered panel's run button is not disabled: a disabled="false"
// attribute would disable it, and the panel counts the attempts of the
// link before any run.
func TestExperimentPrerenderedRunButton(t *testing.T) {
	p := &Panel{PanelProps: kit.PanelProps{View: experimentView(8, 200, 7)}}
	if label, disabled, _ := runButtons(t, p); label != "Run the experiment" || disabled {
		t.Errorf("the prerendered button says %q, disabled %v", label, disabled)
	}
	if html := app.HTMLString(p.Render()); !strings.Contains(html, kit.FormatCount(9*200)+" attempts in all") {
		t.Errorf("the prerendered panel does not count 9 steps × 200 attempts: %s", html)
	}
}
