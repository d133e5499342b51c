//go:build !(js && wasm)

package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	nqapp "nqueens/app"
	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver/trace"
)

// previewOf serves the preview of the link whose query is query.
func previewOf(t *testing.T, ctx context.Context, query string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	servePreview(rec, httptest.NewRequest("GET", nqapp.PreviewPath+"?"+query, nil).WithContext(ctx))
	return rec
}

// decodePreview decodes a preview's PNG.
func decodePreview(t *testing.T, rec *httptest.ResponseRecorder) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(rec.Body.Bytes()))
	if err != nil || rec.Code != http.StatusOK {
		t.Fatalf("status %d, %v", rec.Code, err)
	}
	return img
}

// traceStates replays method's search on an n×n board, and returns the
// board at each of its first steps, from step 0.
func traceStates(method string, n, steps int) []*trace.State {
	s := trace.NewState(method, n)
	all := []*trace.State{s.Clone()}
	trace.Run(method, n, func(e trace.Event) bool {
		s.Apply(e)
		all = append(all, s.Clone())
		return len(all) <= steps
	})
	return all
}

// A preview's square, as the test reads it: the colour at a point of it,
// x and y given in shares of its side from its top left corner.
type previewBoard struct {
	img image.Image
	n   int
}

func (b previewBoard) at(r, c int, x, y float64) color.RGBA {
	cell := (previewPixels - 16) / b.n
	origin := (previewPixels - cell*b.n) / 2
	px, py := origin+c*cell+int(x*float64(cell)), origin+r*cell+int(y*float64(cell))
	return color.RGBAModel.Convert(b.img.At(px, py)).(color.RGBA)
}

// inside is a point of a square clear of its marks: inside its ring, off
// its glyph or dot, where its background shows.
func (b previewBoard) inside(r, c int) color.RGBA { return b.at(r, c, 0.18, 0.18) }

// edge is a point of a square's ring.
func (b previewBoard) edge(r, c int) color.RGBA { return b.at(r, c, 0.005, 0.5) }

// middle is the middle of a square, where a queen is, or a mark's glyph.
func (b previewBoard) middle(r, c int) color.RGBA { return b.at(r, c, 0.5, 0.5) }

// A steps link's preview draws the panel's board at its step: the queens,
// the row searched and the last step's mark, in the page's colours; two
// steps draw two images, and neither is the solution's.
func TestStepsPreviewDrawsTheStep(t *testing.T) {
	ctx := context.Background()
	solution := previewOf(t, ctx, "n=6").Body.Bytes()
	at40 := previewOf(t, ctx, "at=40&method=naive&n=6&panel=steps").Body.Bytes()
	at41 := previewOf(t, ctx, "at=41&method=naive&n=6&panel=steps").Body.Bytes()
	if bytes.Equal(at40, at41) || bytes.Equal(at40, solution) || bytes.Equal(at41, solution) {
		t.Errorf("steps 40 and 41 and the solution: same images %v %v %v",
			bytes.Equal(at40, at41), bytes.Equal(at40, solution), bytes.Equal(at41, solution))
	}

	for _, tt := range []struct {
		method string
		n      int
		kinds  int // of steps: tries safe and rejected, and placements, backtracks and solutions
	}{{"naive", 6, 5}, {"iterative", 5, 5}, {"bitmask", 6, 3}} {
		// The first step of each kind of mark.
		seen := map[string]bool{}
		for at, s := range traceStates(tt.method, tt.n, previewStepsMax) {
			kind := fmt.Sprint(s.Last.Kind, s.Last.Against >= 0)
			if at == 0 || seen[kind] {
				continue
			}
			seen[kind] = true
			rec := previewOf(t, ctx, fmt.Sprintf("at=%d&method=%s&n=%d&panel=steps", at, tt.method, tt.n))
			if cache := rec.Header().Get("Cache-Control"); cache != "public, max-age=86400" {
				t.Errorf("%s at %d: Cache-Control %q", tt.method, at, cache)
			}
			checkStepMarks(t, fmt.Sprintf("%s at %d", tt.method, at), s, previewBoard{decodePreview(t, rec), tt.n})
		}
		if len(seen) != tt.kinds {
			t.Errorf("%s: %d kinds of steps in its first %d, want %d", tt.method, len(seen), previewStepsMax, tt.kinds)
		}
	}
}

// checkStepMarks checks the preview b of board s: its queens, the row
// searched, and the last step's mark.
func checkStepMarks(t *testing.T, name string, s *trace.State, b previewBoard) {
	t.Helper()
	for r, c := range s.Queens {
		if got := b.middle(r, c); got != previewInk {
			t.Errorf("%s: row %d's queen, column %d, is %v", name, r, c, got)
		}
	}
	e := s.Last
	row := func(want color.RGBA, what string) {
		for c := range s.N {
			if got := b.edge(s.Row, c); got != want {
				t.Errorf("%s: row %d, column %d, %s: its edge is %v, want %v", name, s.Row, c, what, got, want)
			}
		}
	}
	switch e.Kind {
	case trace.Try:
		want := markSafe
		if e.Against >= 0 {
			want = markRejected
			if got := b.edge(e.Against, s.Queens[e.Against]); got != markAttacker {
				t.Errorf("%s: the attacker on row %d is ringed %v", name, e.Against, got)
			}
		}
		if got := b.inside(e.Row, e.Col); got != want {
			t.Errorf("%s: the square tried (%d, %d) is %v, want %v", name, e.Row, e.Col, got, want)
		}
		row(markRow, "the row searched")
	case trace.Place:
		if got := b.inside(e.Row, e.Col); got != markPlaced {
			t.Errorf("%s: the queen placed (%d, %d) is on %v", name, e.Row, e.Col, got)
		}
		row(markRow, "the row searched")
	case trace.Backtrack:
		striped := 0
		for y := 0.05; y < 1; y += 0.05 {
			if b.at(e.Row, 0, 0.5, y) == blend(squareShade(e.Row, 0), markAttacker, markBacktrackAlpha) {
				striped++
			}
		}
		if striped == 0 {
			t.Errorf("%s: the row left, %d, has no stripes", name, e.Row)
		}
		row(markRow, "the row searched after the backtrack")
	case trace.Solution:
		for r, c := range s.Queens {
			if got, in := b.edge(r, c), b.inside(r, c); got != markSolved || in != markPlaced {
				t.Errorf("%s: the solution's queen (%d, %d) is ringed %v on %v", name, r, c, got, in)
			}
		}
	}
	// A square of a row without a queen, that no queen attacks and no
	// step marks, is as on the empty board.
	for r := len(s.Queens) + 1; r < s.N; r++ {
		for c := range s.N {
			if !s.Attacked(r, c) && !(e.Kind == trace.Backtrack && r == e.Row) {
				if got := b.middle(r, c); got != squareShade(r, c) {
					t.Errorf("%s: the free square (%d, %d) is %v", name, r, c, got)
				}
			} else if !(e.Kind == trace.Backtrack && r == e.Row) && b.middle(r, c) == squareShade(r, c) {
				t.Errorf("%s: the attacked square (%d, %d) has no dot", name, r, c)
			}
		}
	}
}

// Every step a link can name gets its own board, as far as step
// 2,000,000 of a 16×16 search, kept for a day; the replay stops at its
// budget however far it is asked to go (TestStepsPreviewCancelled: and
// once the client has gone).
func TestStepsPreviewPastItsBudget(t *testing.T) {
	ctx := context.Background()
	for _, at := range []int{worker.TraceWindowSteps/4 + 1, previewStepsMax} {
		query := fmt.Sprintf("at=%d&method=naive&n=16&panel=steps", at)
		rec := previewOf(t, ctx, query)
		v, _ := link.ParseView(mustQuery(t, query))
		st, ok, err := stepsPreview(ctx, v)
		if !ok || err != nil || !st.shown || st.board.Steps != at {
			t.Errorf("step %d: %v %v, shown %v, the board of step %d", at, ok, err, st.shown, st.board.Steps)
		}
		if img := decodePreview(t, rec); !sameImage(img, drawStepsPreview(st.board)) || rec.Header().Get("Cache-Control") != "public, max-age=86400" {
			t.Errorf("step %d: not its board, or not to be kept (Cache-Control %q)", at, rec.Header().Get("Cache-Control"))
		}
	}
	if b, err := replaySteps(ctx, "naive", 16, 3*previewStepsMax); err != nil || b.Steps != previewStepsMax {
		t.Errorf("a replay to step %d went to step %d (%v)", 3*previewStepsMax, b.Steps, err)
	}
	v, _ := link.ParseView(mustQuery(t, "at=2000000&method=naive&n=16&panel=steps"))
	v.Params = strings.Replace(v.Params, "at=2000000", "at=2000001", 1)
	if st, ok, err := stepsPreview(ctx, v); ok && (err != nil || st.shown || st.board.Steps != 0) {
		t.Errorf("a step past the budget: %v, shown %v, the board of step %d", err, st.shown, st.board.Steps)
	}
}

// sameImage reports whether a and b have the same pixels.
func sameImage(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Bounds().Min.Y; y < a.Bounds().Max.Y; y++ {
		for x := a.Bounds().Min.X; x < a.Bounds().Max.X; x++ {
			if color.RGBAModel.Convert(a.At(x, y)) != color.RGBAModel.Convert(b.At(x, y)) {
				return false
			}
		}
	}
	return true
}

// A client that goes stops the replay: before it starts, and at its next
// look at the context, which comes every previewCheckEvery steps. Its
// preview fails, as a prerender does, rather than draw another step.
func TestStepsPreviewCancelled(t *testing.T) {
	gone, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := replaySteps(gone, "naive", 16, 1000); !errors.Is(err, context.Canceled) {
		t.Errorf("a replay for a client gone: %v", err)
	}
	rec := previewOf(t, gone, "at=1000&method=naive&n=16&panel=steps")
	if rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Cache-Control") != "no-store" {
		t.Errorf("a preview for a client gone: status %d, Cache-Control %q", rec.Code, rec.Header().Get("Cache-Control"))
	}
	// The client goes after the replay's third look at its context.
	leaving := &leavingContext{Context: context.Background(), looks: 3}
	b, err := replaySteps(leaving, "bitmask", 16, 1000)
	if !errors.Is(err, context.Canceled) || b.Steps != 3*previewCheckEvery {
		t.Errorf("a client gone after 3 looks: the replay stopped at step %d (%v), want %d", b.Steps, err, 3*previewCheckEvery)
	}
}

// A leavingContext is done once its Err has been called looks times.
type leavingContext struct {
	context.Context
	looks int
}

func (c *leavingContext) Err() error {
	if c.looks == 0 {
		return context.Canceled
	}
	c.looks--
	return nil
}

// Only a link that opens the panel on a board it animates gets its board:
// past trace.MaxN, in random mode and for a puzzle, whose preview
// shows its givens, the preview is the board's.
func TestStepsPreviewOnlyForThePanelsBoards(t *testing.T) {
	for _, q := range []string{
		"n=20&panel=steps&method=naive&at=5",
		"mode=random&n=8&seed=3&panel=steps&method=naive&at=5",
		"mode=puzzle&day=2026-12-01&panel=steps&method=naive&at=5",
		"n=8&panel=race",
	} {
		v, _ := link.ParseView(mustQuery(t, q))
		if _, ok, err := stepsPreview(context.Background(), v); ok || err != nil {
			t.Errorf("%s: a steps preview (%v)", q, err)
		}
	}
}
