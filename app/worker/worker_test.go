package worker

import (
	"math"
	"slices"

	"nqueens/solver"
	"testing"
	"time"
)

func handle(req Request) (progress []Response, result Response) {
	var all []Response
	Handle(req, func(r Response) { all = append(all, r) })
	return all[:len(all)-1], all[len(all)-1]
}

func TestHandle(t *testing.T) {
	tests := []struct {
		name string
		req  Request
		want Response
	}{
		{"count 8", Request{ID: 3, Op: OpCount, N: 8}, Response{ID: 3, Type: TypeCount, Solutions: 92, Unique: 12}},
		{"count 8 by bitmask", Request{ID: 3, Op: OpCount, N: 8, Algorithm: "bitmask"},
			Response{ID: 3, Type: TypeCount, Solutions: 92, Nodes: 2056}},
		{"unknown algorithm", Request{ID: 3, Op: OpCount, N: 8, Algorithm: "magic"},
			Response{ID: 3, Type: TypeError, Error: `unknown algorithm "magic": choose one of naive, iterative, arrays, bitarray, bitscan, bitmask, fast, constellations, quarters`}},
		{"count 2", Request{ID: 1, Op: OpCount, N: 2}, Response{ID: 1, Type: TypeCount}},
		{"first of 4", Request{ID: 7, Op: OpSeek, N: 4, K: 1}, Response{ID: 7, Type: TypeSolution, K: 1, Queens: []int{1, 3, 0, 2}}},
		{"past the last of 4", Request{ID: 2, Op: OpSeek, N: 4, K: 9},
			Response{ID: 2, Type: TypeSolution, K: 2, Queens: []int{2, 0, 3, 1}, Solutions: 2, Exhausted: true}},
		{"none for 3", Request{ID: 4, Op: OpSeek, N: 3, K: 1}, Response{ID: 4, Type: TypeSolution, Exhausted: true}},
		{"n too large", Request{ID: 5, Op: OpCount, N: 40},
			Response{ID: 5, Type: TypeError, Error: "n = 40: board size out of range; n must be from 1 to 32"}},
		{"k zero", Request{ID: 6, Op: OpSeek, N: 8, K: 0},
			Response{ID: 6, Type: TypeError, Error: "solutions are counted from 1"}},
		{"unknown op", Request{ID: 8, Op: "dance", N: 8}, Response{ID: 8, Type: TypeError,
			Error: `unknown operation "dance"; the solver runs count, seek, part, random, rank, experiment, exact, trace, timeline, complete, hint, removals, puzzle, column`}},
		{"rank", Request{ID: 9, Op: OpRank, Queens: []int{2, 0, 3, 1}}, Response{ID: 9, Type: TypeRank, K: 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, got := handle(tt.req)
			if got.ID != tt.want.ID || got.Type != tt.want.Type || got.Solutions != tt.want.Solutions ||
				got.Unique != tt.want.Unique || tt.want.Nodes != 0 && got.Nodes != tt.want.Nodes ||
				got.Exhausted != tt.want.Exhausted || got.K != tt.want.K || !slices.Equal(got.Queens, tt.want.Queens) ||
				got.Error != tt.want.Error {
				t.Errorf("Handle(%+v) = %+v, want %+v", tt.req, got, tt.want)
			}
		})
	}
}

func TestHandleReportsProgress(t *testing.T) {
	defer func(d time.Duration) { progressInterval = d }(progressInterval)
	progressInterval = 0
	progress, result := handle(Request{ID: 9, Op: OpCount, N: 10})
	if result.Solutions != 724 {
		t.Fatalf("count 10 = %d", result.Solutions)
	}
	if len(progress) < 10 {
		t.Fatalf("%d progress reports, want one per step", len(progress))
	}
	prev := 0
	for _, p := range progress {
		if p.ID != 9 || p.Type != TypeProgress || p.Done < prev || p.Done >= p.Total {
			t.Fatalf("bad progress report %+v after %d", p, prev)
		}
		prev = p.Done
	}
}

// TestPartsAddUpToTheCount splits counts the way the page's worker pool
// does, into parts of several sizes, and checks that the parts add up.
func TestPartsAddUpToTheCount(t *testing.T) {
	for _, tt := range []struct {
		algorithm string
		n         int
		solutions uint64
	}{{"fast", 10, 724}, {"bitmask", 10, 724}, {"naive", 8, 92}, {"fast", 4, 2}, {"fast", 3, 0}} {
		_, whole := handle(Request{ID: 3, Op: OpCount, N: tt.n, Algorithm: tt.algorithm})
		for _, size := range []int{1 << 12, 1<<16 + 7, Parts / 3, Parts} {
			var sum Response
			for first := 0; first < Parts; first += size {
				_, part := handle(Request{ID: 2, Op: OpPart, N: tt.n, Algorithm: tt.algorithm, First: first, Last: min(first+size, Parts)})
				if part.Type != TypeTally || part.Done != min(size, Parts-first) {
					t.Fatalf("%s n=%d: parts from %d = %+v", tt.algorithm, tt.n, first, part)
				}
				sum.Solutions += part.Solutions
				sum.Unique += part.Unique
				sum.Nodes += part.Nodes
			}
			if sum.Solutions != tt.solutions || sum.Unique != whole.Unique || sum.Nodes != whole.Nodes {
				t.Errorf("%s n=%d, parts of %d: they add up to %+v, the count is %+v", tt.algorithm, tt.n, size, sum, whole)
			}
		}
	}
	for _, bad := range [][2]int{{5, 5}, {-1, 4}, {0, Parts + 1}} {
		if _, res := handle(Request{ID: 4, Op: OpPart, N: 10, First: bad[0], Last: bad[1]}); res.Type != TypeError {
			t.Errorf("parts %d to %d gave %+v", bad[0], bad[1], res)
		}
	}
}

// TestPartsTellTheirShare counts n = 14 in parts of several sizes, with
// the method of a request that names none, quarters, and checks that
// their shares of the work add up to 1, that the first parts, which hold
// the costliest tasks, have more than their share of the tasks, and that
// every answer names the plan by its fingerprint.
func TestPartsTellTheirShare(t *testing.T) {
	plan, err := solver.NewPlan(solver.FastestAlgorithm(14), 14)
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range []int{1<<16 + 7, Parts / 3, Parts} {
		shares := 0.0
		for first := 0; first < Parts; first += size {
			_, part := handle(Request{ID: 5, Op: OpPart, N: 14, First: first, Last: min(first+size, Parts)})
			if part.Fingerprint != plan.Fingerprint() {
				t.Fatalf("parts from %d: fingerprint %q, want the plan's %q", first, part.Fingerprint, plan.Fingerprint())
			}
			if tasks := float64(min(size, Parts-first)) / Parts; first == 0 && size < Parts && part.Share <= tasks {
				t.Errorf("the first %d parts hold %.3f of the work, no more than their %.3f of the tasks", size, part.Share, tasks)
			}
			shares += part.Share
		}
		if math.Abs(shares-1) > 1e-9 {
			t.Errorf("parts of %d: their shares add up to %.12f", size, shares)
		}
	}
}

func TestRandomSolutions(t *testing.T) {
	for _, tt := range []struct {
		solver  string
		n, step int
	}{
		{"lasvegas", 12, 12}, {"hybrid", 20, 10}, {"minconflicts", 5000, 0},
	} {
		_, res := handle(Request{ID: 5, Op: OpRandom, Solver: tt.solver, N: tt.n, Step: tt.step, Seed: 3})
		queens := res.Queens
		if res.Packed != nil {
			queens = Unpack(res.Packed)
		}
		if res.Type != TypeFound || len(queens) != tt.n || solver.Verify(queens) != nil || res.Attempts < 1 {
			t.Errorf("%s n=%d: %+v", tt.solver, tt.n, res)
		}
		_, again := handle(Request{ID: 6, Op: OpRandom, Solver: tt.solver, N: tt.n, Step: tt.step, Seed: 3})
		if !slices.Equal(again.Queens, res.Queens) || !slices.Equal(again.Packed, res.Packed) {
			t.Errorf("%s n=%d seed 3 gave two solutions", tt.solver, tt.n)
		}
	}
	_, bad := handle(Request{ID: 7, Op: OpRandom, Solver: "hybrid", N: 8, Step: 9})
	if bad.Type != TypeError {
		t.Errorf("step 9 of n = 8 gave %+v", bad)
	}
}

func TestRandomReportsAttempts(t *testing.T) {
	defer func(d time.Duration) { progressInterval = d }(progressInterval)
	progressInterval = 0
	// Pure Las Vegas on 30 queens fails dozens of times before it succeeds.
	progress, res := handle(Request{ID: 8, Op: OpRandom, Solver: "lasvegas", N: 30, Step: 30, Seed: 1})
	if res.Type != TypeFound || len(progress) == 0 {
		t.Fatalf("%d progress reports, result %+v", len(progress), res.Type)
	}
	last := progress[len(progress)-1]
	if last.Type != TypeProgress || last.Attempts != res.Attempts-1 || last.Nodes >= res.Nodes {
		t.Errorf("last progress %+v, result %d attempts %d nodes", last, res.Attempts, res.Nodes)
	}
}

// A seek from a known solution gives what a seek from the start gives,
// forwards, backwards and past either end, and refuses a false start.
func TestSeekFromASolution(t *testing.T) {
	const n = 8
	for _, tt := range []struct{ from, k uint64 }{{1, 2}, {5, 6}, {6, 5}, {40, 92}, {92, 1}, {91, 92}, {92, 93}, {2, 200}} {
		start, _ := solver.Solution(n, tt.from)
		_, got := handle(Request{ID: 1, Op: OpSeek, N: n, K: tt.k, Queens: start, From: tt.from})
		_, want := handle(Request{ID: 1, Op: OpSeek, N: n, K: tt.k})
		if got.Type != TypeSolution || got.K != want.K || !slices.Equal(got.Queens, want.Queens) || got.Exhausted != want.Exhausted ||
			got.Solutions != want.Solutions {
			t.Errorf("from %d to %d: %+v, want %+v", tt.from, tt.k, got, want)
		}
	}
	for _, req := range []Request{
		{Op: OpSeek, N: 8, K: 2, From: 1, Queens: []int{0, 1, 2}},
		{Op: OpSeek, N: 4, K: 2, From: 1, Queens: []int{0, 1, 2, 3}},
		{Op: OpSeek, N: 4, K: 0, From: 1, Queens: []int{1, 3, 0, 2}},
	} {
		if _, got := handle(req); got.Type != TypeError || got.Error == "" {
			t.Errorf("%+v: %+v, want an error", req, got)
		}
	}
}

// TestWarmUpSendsNoQueens checks that a warm-up solve answers with its
// figures and without its queens.
func TestWarmUpSendsNoQueens(t *testing.T) {
	var sent []Response
	Handle(Request{ID: 3, Op: OpRandom, N: 2000, Solver: "minconflicts", Seed: 1, WarmUp: true}, func(r Response) { sent = append(sent, r) })
	last := sent[len(sent)-1]
	if last.Type != TypeFound || last.Nodes == 0 || last.Packed != nil || last.Queens != nil {
		t.Errorf("a warm-up answered %+v", last)
	}
}

// A request that names no method counts a whole board with the fastest,
// and completions, or on the GPU, with constellations.
func TestCountAlgorithm(t *testing.T) {
	for _, tt := range []struct {
		req  Request
		want string
	}{
		{Request{Op: OpCount, N: 8}, "constellations"},
		{Request{Op: OpCount, N: 14}, solver.FastestAlgorithm(14)}, // quarters
		{Request{Op: OpPart, N: 21}, solver.FastestAlgorithm(21)},
		{Request{Op: OpPart, N: 22}, "constellations"},
		{Request{Op: OpPart, N: 16, Engine: EngineGPU}, "constellations"},
		{Request{Op: OpCount, N: 16, Place: []int{0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1}}, "constellations"},
		{Request{Op: OpCount, N: 16, Algorithm: "fast"}, "fast"},
	} {
		if got := tt.req.CountAlgorithm(); got != tt.want {
			t.Errorf("%+v counts with %s, want %s", tt.req, got, tt.want)
		}
	}
	// The unique count of a whole count by quarters is finished.
	_, res := handle(Request{ID: 1, Op: OpCount, N: 14, Algorithm: "quarters"})
	if res.Solutions != 365596 || res.Unique != 45752 {
		t.Errorf("n = 14 by default: %+v, want 365596 solutions, 45752 unique", res)
	}
}
