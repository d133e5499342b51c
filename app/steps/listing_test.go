package steps

import (
	"bytes"
	"os"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"nqueens/app/steps/internal/listing"
	"nqueens/solver/trace"
)

// TestListingIsCurrent makes the listings again, as go generate does, and
// compares them with code_listing.go: it fails when someone edits a traced
// function without a go generate ./app/steps.
func TestListingIsCurrent(t *testing.T) {
	want, err := listing.Source()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(listing.File)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		n := 0
		for n < len(got) && n < len(want) && got[n] == want[n] {
			n++
		}
		t.Errorf("%s is not current from line %d: run go generate ./app/steps", listing.File, 1+bytes.Count(want[:n], []byte("\n")))
	}
}

// TestListingLinesTellTheirSteps traces each method and finds, in the call
// stack of each step, the line of package trace's lessons that told it: the
// listing must leave it out, and mark the line after it for that kind of
// step, a line that does what the step says.
func TestListingLinesTellTheirSteps(t *testing.T) {
	read, err := listing.Read()
	if err != nil {
		t.Fatal(err)
	}
	does := map[trace.Kind]*regexp.Regexp{
		trace.Try:       regexp.MustCompile(`if solver\.Safe\(b\.x, row, col\) \{$`),
		trace.Place:     regexp.MustCompile(`^\t+(b\.x\[row\] = col|p := free & -free)$`),
		trace.Solution:  regexp.MustCompile(`^\t+b\.count\+\+$`),
		trace.Backtrack: regexp.MustCompile(`^\t+(return|row--) // no column left: back to the row above$`),
	}
	for _, l := range read {
		shown := listings[l.Method]
		if shown.steps != l.Steps || len(shown.lines) != len(l.Lines) {
			t.Fatalf("%s: code_listing.go is not the listing read from the lessons", l.Method)
		}
		tells := map[string]listing.Tell{}
		for _, tell := range l.Tells {
			tells[tell.File+":"+strconv.Itoa(tell.SourceLine)] = tell
		}
		seen := map[trace.Kind]int{}
		err := trace.Run(l.Method, 6, func(e trace.Event) bool {
			tell, ok := tellerOfStep(tells)
			if !ok {
				t.Fatalf("%s: a step of kind %d comes from no line that the listing leaves out", l.Method, e.Kind)
			}
			marked := l.Lines[tell.Marks]
			if tell.Kind != e.Kind || shown.steps[e.Kind] != tell.Marks || !does[e.Kind].MatchString(marked.Text) {
				t.Fatalf("%s: a step of kind %d comes from %s:%d, which tells of kind %d and marks %q; the page marks line %d for it",
					l.Method, e.Kind, tell.File, tell.SourceLine, tell.Kind, marked.Text, shown.steps[e.Kind]+1)
			}
			seen[e.Kind]++
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		kinds := 4
		if l.Method == "bitmask" {
			kinds = 3 // it tries no square: it lists the free ones
		}
		if len(seen) != kinds {
			t.Errorf("%s: steps of %d kinds checked, want %d: %v", l.Method, len(seen), kinds, seen)
		}
	}
}

// tellerOfStep finds, in the call stack of a tracer, the line of a lesson
// that told it the step, among tells.
func tellerOfStep(tells map[string]listing.Tell) (listing.Tell, bool) {
	pcs := make([]uintptr, 32)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(3, pcs)])
	for {
		f, more := frames.Next()
		if i := strings.LastIndex(f.File, "/solver/"); i >= 0 && !strings.Contains(f.Function, "teller") {
			if tell, ok := tells[f.File[i+1:]+":"+strconv.Itoa(f.Line)]; ok {
				return tell, true
			}
		}
		if !more {
			return listing.Tell{}, false
		}
	}
}

// The listing is the algorithm as taught: none of the tracing machinery
// shows.
func TestListingShowsNoMachinery(t *testing.T) {
	for method, l := range listings {
		text := strings.Join(l.lines, "\n")
		for _, word := range []string{"trace", "tracing", "tracer", "[H", "hook", "tell", "stopped"} {
			if strings.Contains(text, word) {
				t.Errorf("%s's listing shows %q", method, word)
			}
		}
	}
}

// TestCodeMarksTheStep checks the code's marks at the first steps of
// bitmask on n = 4: none before the first, then the line that places a
// queen, then the line that backtracks with the placing one before it.
func TestCodeMarksTheStep(t *testing.T) {
	l := listings["bitmask"]
	place, backtrack := l.steps[trace.Place]+1, l.steps[trace.Backtrack]+1
	st := trace.NewState("bitmask", 4)
	var events []trace.Event
	trace.Run("bitmask", 4, func(e trace.Event) bool {
		events = append(events, e)
		return e.Kind != trace.Backtrack
	})
	check := func(line, previous int) {
		t.Helper()
		current, faint := codeMarks("bitmask", st)
		if current != line || faint != previous {
			t.Fatalf("at step %d the code marks lines %d and %d; want %d and %d", st.Steps, current, faint, line, previous)
		}
		html := codeHTML("bitmask", current, faint)
		if line > 0 && !strings.Contains(html, `<span class="code-line current" data-line="`+strconv.Itoa(line)+`" aria-current="step">`) {
			t.Errorf("at step %d line %d is not marked current", st.Steps, line)
		}
		if strings.Count(html, " current") > 1 || strings.Count(html, `aria-current`) > 1 || strings.Count(html, " previous") > 1 {
			t.Errorf("at step %d more than one line is marked", st.Steps)
		}
	}
	check(0, 0)
	for i, e := range events {
		st.Apply(e)
		switch {
		case i == 0:
			check(place, 0)
		case e.Kind == trace.Backtrack:
			check(backtrack, place)
		}
	}
	if st.Last.Kind != trace.Backtrack {
		t.Fatalf("the trace did not reach a backtrack: %+v", st.Last)
	}
}
