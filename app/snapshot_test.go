//go:build !(js && wasm)

package app

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/worker"
)

// recordingBackend records the requests it is given, and runs none.
type recordingBackend struct{ ops []worker.Op }

func (b *recordingBackend) Start(_ backend.Slot, req worker.Request, _ func(worker.Response)) {
	b.ops = append(b.ops, req.Op)
}
func (b *recordingBackend) Stop(backend.Slot) {}

// prerendered returns the snapshot of view v prerendered on budget.
func prerendered(v link.View, budget time.Duration) (*Lab, string) {
	ctx, cancel := context.WithTimeout(context.Background(), budget)
	defer cancel()
	l := &Lab{}
	l.prerender(ctx, v, nil)
	return l, l.snapshot()
}

func TestLiveStartsFromTheSnapshot(t *testing.T) {
	for _, tt := range []struct {
		name    string
		view    link.View
		budget  time.Duration
		wantOps []worker.Op // what the live page still asks the workers for
	}{
		{"all prerendered", link.View{N: 8, K: 5, Algo: link.DefaultAlgo}, time.Second, nil},
		{"count left to the browser", link.View{N: 14, K: 1, Algo: link.DefaultAlgo}, time.Second, []worker.Op{worker.OpCount}},
		{"count not started", link.View{N: 20, K: 1, Algo: link.DefaultAlgo}, time.Second, nil},
		{"solution and count left", link.View{N: 28, K: 10000, Algo: link.DefaultAlgo}, 20 * time.Millisecond, []worker.Op{worker.OpSeek}},
		{"no solution", link.View{N: 3, K: 1, Algo: link.DefaultAlgo}, time.Second, nil},
		{"random, found", link.View{N: 40, K: 1, Algo: link.DefaultAlgo, Random: true, Solver: "hybrid", Step: 20, Seed: 7}, time.Second, nil},
		{"random, not found", link.View{N: 200, K: 1, Algo: link.DefaultAlgo, Random: true, Solver: "hybrid", Step: 0, Seed: 1}, 20 * time.Millisecond, []worker.Op{worker.OpRandom}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			server, data := prerendered(tt.view, tt.budget)
			b := &recordingBackend{}
			live := &Lab{host: kit.Host{Backend: b}}
			if !live.restore(data, tt.view) {
				t.Fatalf("the snapshot of %+v was refused", tt.view)
			}
			if !slices.Equal(live.shown(), server.shown()) || live.count.counted != server.count.counted || live.count.solutions != server.count.solutions ||
				live.board.seeking != server.board.seeking {
				t.Errorf("restored queens %v, counted %v (%d), seeking %v; the server had %v, %v (%d), %v",
					live.shown(), live.count.counted, live.count.solutions, live.board.seeking, server.shown(), server.count.counted, server.count.solutions, server.board.seeking)
			}
			live.resume()
			if !slices.Equal(b.ops, tt.wantOps) {
				t.Errorf("the live page asked for %v, want %v", b.ops, tt.wantOps)
			}
		})
	}
}

func TestSnapshotOfAnotherViewIsRefused(t *testing.T) {
	_, data := prerendered(link.View{N: 8, K: 1, Algo: link.DefaultAlgo}, time.Second)
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

func TestPrerenderStopsOnItsBudget(t *testing.T) {
	start := time.Now()
	l, _ := prerendered(link.View{N: 28, K: 10000, Algo: link.DefaultAlgo}, 50*time.Millisecond)
	if took := time.Since(start); took > 500*time.Millisecond {
		t.Errorf("prerendering n=28 sol=10000 took %v on a 50 ms budget", took)
	}
	if !l.board.seeking || l.shown() != nil || l.board.err != "" {
		t.Errorf("after its budget the page shows queens %v, error %q, seeking %v; want it still finding", l.shown(), l.board.err, l.board.seeking)
	}
}

func TestPrerenderSlotsAreBounded(t *testing.T) {
	var releases []func()
	for range cap(prerenderSlots) {
		ctx, release := prerenderBudget()
		if ctx.Err() != nil {
			t.Fatal("a free slot was refused")
		}
		releases = append(releases, release)
	}
	if ctx, release := prerenderBudget(); ctx.Err() == nil {
		t.Error("a page got a budget while every slot was taken")
		release()
	}
	for _, release := range releases {
		release()
	}
	ctx, release := prerenderBudget()
	defer release()
	if ctx.Err() != nil {
		t.Error("no slot after all were released")
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
		{link.View{N: 1_000_000, Random: true, Solver: "minconflicts", Seed: 3}, false, "1,000,000 queens · minconflicts, seed 3 — N-Queens Lab"},
		{link.View{N: 30, Random: true, Solver: "hybrid", Step: 18}, false, "30 queens · hybrid, step 18 — N-Queens Lab"},
	} {
		l := &Lab{view: tt.view}
		if got := newPageInfo(l.view, &l.count).title(); got != tt.want {
			t.Errorf("title of %+v = %q, want %q", tt.view, got, tt.want)
		}
	}
}

func TestSnapshotKeepsWhatThePrerenderClamped(t *testing.T) {
	asked := link.View{N: 8, K: 500, Algo: link.DefaultAlgo}
	_, data := prerendered(asked, time.Second)
	live := &Lab{host: kit.Host{Backend: &recordingBackend{}}}
	if !live.restore(data, asked) {
		t.Fatal("the snapshot of n=8 sol=500 was refused")
	}
	if live.view.K != 92 || len(live.notices) != 1 || !strings.Contains(live.notices[0], "has 92 solutions") {
		t.Errorf("restored solution %d with notices %q; want 92, saying why", live.view.K, live.notices)
	}
}
