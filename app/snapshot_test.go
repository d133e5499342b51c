//go:build !(js && wasm)

package app

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/backend/backendtest"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/worker"
)

// prerendered returns the snapshot of view v prerendered on b.
func prerendered(v link.View, b backend.Backend) (*Lab, string) {
	l := &Lab{}
	l.prerender(b, v, nil)
	return l, l.snapshot()
}

func TestLiveStartsFromTheSnapshot(t *testing.T) {
	for _, tt := range []struct {
		name    string
		view    link.View
		backend backend.Backend // the prerender's
		wantOps []worker.Op     // what the live page still asks the workers for
	}{
		{"all prerendered", link.View{N: 8, K: 5, Algo: link.DefaultAlgo}, backend.Local{}, nil},
		{"count left to the browser", link.View{N: 14, K: 1, Algo: link.DefaultAlgo}, backend.Local{}, []worker.Op{worker.OpCount}},
		{"count not started", link.View{N: 20, K: 1, Algo: link.DefaultAlgo}, backend.Local{}, nil},
		{"solution and count left", link.View{N: 28, K: 10000, Algo: link.DefaultAlgo}, backend.Idle{}, []worker.Op{worker.OpSeek}},
		{"no solution", link.View{N: 3, K: 1, Algo: link.DefaultAlgo}, backend.Local{}, nil},
		{"random, found", link.View{N: 40, K: 1, Algo: link.DefaultAlgo, Mode: link.Random, Solver: "hybrid", Step: 20, Seed: 7}, backend.Local{}, nil},
		{"random, not found", link.View{N: 200, K: 1, Algo: link.DefaultAlgo, Mode: link.Random, Solver: "hybrid", Step: 0, Seed: 1}, backend.Idle{}, []worker.Op{worker.OpRandom}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			server, data := prerendered(tt.view, tt.backend)
			b := &backendtest.Recorder{}
			live := &Lab{host: kit.Host{Backend: b}}
			if !live.restore(data, tt.view) {
				t.Fatalf("the snapshot of %+v was refused", tt.view)
			}
			if !reflect.DeepEqual(live.board.boardShown, server.board.boardShown) || live.count.countDone != server.count.countDone {
				t.Errorf("restored board %+v, count %+v; the server had %+v, %+v",
					live.board.boardShown, live.count.countDone, server.board.boardShown, server.count.countDone)
			}
			live.resume()
			if !slices.Equal(b.Ops(), tt.wantOps) {
				t.Errorf("the live page asked for %v, want %v", b.Ops(), tt.wantOps)
			}
		})
	}
}

func TestSnapshotOfAnotherViewIsRefused(t *testing.T) {
	_, data := prerendered(link.View{N: 8, K: 1, Algo: link.DefaultAlgo}, backend.Local{})
	for _, tt := range []struct {
		data string
		view link.View
	}{
		{data, link.View{N: 7, K: 1, Algo: link.DefaultAlgo}},
		{data, link.View{N: 8, K: 2, Algo: link.DefaultAlgo}},
		{data, link.View{N: 8, K: 1, Algo: "naive"}},
		{"", link.View{N: 8, K: 1, Algo: link.DefaultAlgo}},
		{"not base64!", link.View{N: 8, K: 1, Algo: link.DefaultAlgo}},
		{"e30", link.View{N: 8, K: 1, Algo: link.DefaultAlgo}},
	} {
		if (&Lab{}).restore(tt.data, tt.view) {
			t.Errorf("snapshot %.20q was taken for %+v", tt.data, tt.view)
		}
	}
}

// TestPrerenderLeavesTheRestToTheBrowser checks that the work a
// prerender's backend does not do shows as under way, and that what it
// does shows without its time, which the page must not depend on.
func TestPrerenderLeavesTheRestToTheBrowser(t *testing.T) {
	l, _ := prerendered(link.View{N: 28, K: 10000, Algo: link.DefaultAlgo}, backend.Idle{})
	if !l.board.Seeking || l.shown() != nil || l.board.err != "" {
		t.Errorf("with no work done the page shows queens %v, error %q, seeking %v; want it still finding", l.shown(), l.board.err, l.board.Seeking)
	}
	l, _ = prerendered(link.View{N: 8, K: 5, Algo: link.DefaultAlgo}, backend.Local{})
	if !l.count.Counted || l.count.Took != 0 || l.count.Nodes == 0 {
		t.Errorf("n = 8 prerendered: counted %v in %v, %d nodes; want it counted, its nodes but not its time", l.count.Counted, l.count.Took, l.count.Nodes)
	}
	html := app.HTMLString(l.count.render(l.view, func() {}))
	if !strings.Contains(html, "Counted by ") || !strings.Contains(html, " nodes.") || strings.Contains(html, " in ") {
		t.Errorf("the prerendered count says %s", html)
	}
	l, _ = prerendered(link.View{N: 40, K: 1, Algo: link.DefaultAlgo, Mode: link.Random, Solver: "minconflicts", Seed: 7}, backend.Local{})
	if html := app.HTMLString(renderFoundCost(l.view, &l.board)); !strings.Contains(html, "Found by minconflicts: ") || strings.Contains(html, " in ") {
		t.Errorf("the prerendered solution says %s", html)
	}
}

func TestTitle(t *testing.T) {
	for _, tt := range []struct {
		view    link.View
		counted bool
		want    string
	}{
		{link.View{N: 8, K: 5}, false, "8 queens · solution 5 of 92 — N-Queens Lab"},
		{link.View{N: 30, K: 12345}, false, "30 queens · solution 12,345 — N-Queens Lab"},
		{link.View{N: 3, K: 1}, false, "3 queens · no solution — N-Queens Lab"},
		{link.View{N: 1, K: 1}, false, "1 queen · solution 1 of 1 — N-Queens Lab"},
		{link.View{N: 6, K: 2, PanelView: link.PanelView{Panel: "symmetry"}}, false, "6 queens · solution 2 of 4 · Symmetry — N-Queens Lab"},
		{link.View{N: 1_000_000, Mode: link.Random, Solver: "minconflicts", Seed: 3}, false, "1,000,000 queens · minconflicts, seed 3 — N-Queens Lab"},
		{link.View{N: 30, Mode: link.Random, Solver: "hybrid", Step: 18}, false, "30 queens · hybrid, step 18 — N-Queens Lab"},
	} {
		l := &Lab{view: tt.view}
		if got := newPageInfo(l.view, &l.count).title(); got != tt.want {
			t.Errorf("title of %+v = %q, want %q", tt.view, got, tt.want)
		}
	}
}

func TestSnapshotKeepsWhatThePrerenderClamped(t *testing.T) {
	asked := link.View{N: 8, K: 500, Algo: link.DefaultAlgo}
	_, data := prerendered(asked, backend.Local{})
	live := &Lab{host: kit.Host{Backend: &backendtest.Recorder{}}}
	if !live.restore(data, asked) {
		t.Fatal("the snapshot of n=8 sol=500 was refused")
	}
	if live.view.K != 92 || len(live.notices) != 1 || !strings.Contains(live.notices[0], "has 92 solutions") {
		t.Errorf("restored solution %d with notices %q; want 92, saying why", live.view.K, live.notices)
	}
}
