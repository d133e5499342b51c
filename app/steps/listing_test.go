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
	"nqueens/solver"
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

// typeArguments matches the type arguments in a generic function's
// runtime name, such as [go.shape.struct {}].
var typeArguments = regexp.MustCompile(`\[[^\]]*\]`)

// TestListingLinesTellTheirSteps traces each method and finds, in the call
// stack of each step, the line of the traced function that told it: the
// listing must mark that line for that kind of step, in the same file.
func TestListingLinesTellTheirSteps(t *testing.T) {
	for _, method := range TraceMethods {
		l, ok := listings[method]
		fn, file := listing.Traced(method)
		if !ok || fn == "" || l.file != file {
			t.Fatalf("%s: no listing, or one of %q; want %s in %s", method, l.file, fn, file)
		}
		suffix := "." + fn
		if recv, name, isMethod := strings.Cut(fn, "."); isMethod {
			suffix = recv + ")." + name
		}
		seen := map[solver.TraceKind]int{}
		err := solver.Trace(method, 6, func(e solver.TraceEvent) bool {
			pcs := make([]uintptr, 16)
			frames := runtime.CallersFrames(pcs[:runtime.Callers(2, pcs)])
			for {
				f, more := frames.Next()
				if strings.HasSuffix(typeArguments.ReplaceAllString(f.Function, ""), suffix) {
					at := l.steps[e.Kind]
					if at < 0 || !strings.HasSuffix(f.File, file) || l.lines[at].number != f.Line {
						t.Fatalf("%s: a step of kind %d comes from %s:%d; the listing marks line %d of %s",
							method, e.Kind, f.File, f.Line, l.lines[max(at, 0)].number, l.file)
					}
					seen[e.Kind]++
					return len(seen) < 4 || seen[solver.TraceSolution] < 3
				}
				if !more {
					t.Fatalf("%s: a step of kind %d comes from no frame of %s", method, e.Kind, fn)
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		kinds := 4
		if method == "bitmask" {
			kinds = 3 // it tries no square: it lists the free ones
		}
		if len(seen) != kinds {
			t.Errorf("%s: steps of %d kinds checked, want %d: %v", method, len(seen), kinds, seen)
		}
	}
}

// TestCodeMarksTheStep checks the code's marks at the first steps of
// bitmask on n = 4: none before the first, then the line that places a
// queen, then the line that backtracks with the placing one before it.
func TestCodeMarksTheStep(t *testing.T) {
	l := listings["bitmask"]
	place, backtrack := l.lines[l.steps[solver.TracePlace]].number, l.lines[l.steps[solver.TraceBacktrack]].number
	st := solver.NewTraceState("bitmask", 4)
	var events []solver.TraceEvent
	solver.Trace("bitmask", 4, func(e solver.TraceEvent) bool {
		events = append(events, e)
		return e.Kind != solver.TraceBacktrack
	})
	check := func(line, previous int) {
		t.Helper()
		html := codeHTML("bitmask", st)
		want := `data-line="` + strconv.Itoa(line) + `" data-previous="` + strconv.Itoa(previous) + `"`
		if !strings.Contains(html, want) {
			t.Fatalf("at step %d the code says %.200s; want %s", st.Steps, html, want)
		}
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
		case e.Kind == solver.TraceBacktrack:
			check(backtrack, place)
		}
	}
	if st.Last.Kind != solver.TraceBacktrack {
		t.Fatalf("the trace did not reach a backtrack: %+v", st.Last)
	}
}
