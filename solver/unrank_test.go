package solver

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"testing"
	"time"

	"nqueens/solver/internal/countdown"
)

// forgetCounts empties the caches of openings and columns, so that the
// next seek on any board counts them again.
func forgetCounts() {
	openingsCache.Lock()
	openingsCache.byN = [MaxN + 1]*openings{}
	openingsCache.Unlock()
	columnsCache.Lock()
	columnsCache.byN = [MaxN + 1]columns{}
	columnsCache.Unlock()
}

// allSolutions lists the solutions of an n×n board by the plain walk.
func allSolutions(t testing.TB, n int) [][]int {
	t.Helper()
	seq, err := Solutions(n)
	if err != nil {
		t.Fatal(err)
	}
	return slices.Collect(seq)
}

// seek runs a job to its end and returns its result.
func seek(j *SeekJob, err error) ([]int, error) {
	if err != nil {
		return nil, err
	}
	for !j.Step() {
	}
	return j.Result()
}

// useOpenings makes the openings of an n×n board known, if it has any.
func useOpenings(n int) {
	if n >= openingsMinN && n <= openingsMaxN && knownOpenings(n) == nil {
		remember(countOpenings(n))
	}
}

// unrankModes are the ways a seek can find a solution: by the walk alone,
// from the openings, by a race of the walk and the count of the openings
// in small steps, and from a solution of known rank with the openings.
var unrankModes = []struct {
	name    string
	samples int // how many k on each board past n = 9, from each end
	unrank  func(n int, k uint64, all [][]int) ([]int, error)
}{
	{"walk", 40, func(n int, k uint64, _ [][]int) ([]int, error) {
		forgetCounts()
		return Unrank(context.Background(), n, k)
	}},
	{"openings", 40, func(n int, k uint64, _ [][]int) ([]int, error) {
		useOpenings(n)
		return Unrank(context.Background(), n, k)
	}},
	{"race", 10, func(n int, k uint64, _ [][]int) ([]int, error) {
		forgetCounts()
		j, err := newSeekJob(n, k)
		if err == nil {
			j.pace = pace{walk: 1 << 10, count: 1 << 10}
		}
		return seek(j, err)
	}},
	{"from the middle", 40, func(n int, k uint64, all [][]int) ([]int, error) {
		useOpenings(n)
		k0 := uint64(len(all)+1) / 2
		return seek(NewSeekJobFrom(context.Background(), all[k0-1], k0, k))
	}},
}

// Unrank agrees with the plain enumeration for every k of small boards,
// and for a sample of k up to n = 12, in every mode.
func TestUnrankMatchesEnumeration(t *testing.T) {
	for _, mode := range unrankModes {
		for n := 1; n <= 12; n++ {
			t.Run(fmt.Sprintf("%s/n=%d", mode.name, n), func(t *testing.T) {
				all := allSolutions(t, n)
				step := 1
				if n > 9 {
					step = max(1, len(all)/mode.samples)
				}
				for k := 1; k <= len(all); k += step {
					for _, k := range []int{k, len(all) + 1 - k} {
						got, err := mode.unrank(n, uint64(k), all)
						if err != nil || !slices.Equal(got, all[k-1]) {
							t.Fatalf("solution %d = %v, %v; want %v", k, got, err, all[k-1])
						}
					}
				}
			})
		}
	}
}

// Past the last solution, a seek says how many there are and gives the
// last one, as the old walk did.
func TestUnrankPastTheEnd(t *testing.T) {
	tests := []struct {
		n      int
		k      uint64
		cached bool
	}{
		{1, 2, false}, {2, 1, false}, {3, 5, false}, {5, 11, false},
		{8, 93, false}, {8, 93, true}, {12, 14201, false}, {12, 1 << 62, true},
	}
	for _, tt := range tests {
		if !tt.cached {
			forgetCounts()
		}
		all := allSolutions(t, tt.n)
		j, err := newSeekJob(tt.n, tt.k)
		if err != nil {
			t.Fatal(err)
		}
		for !j.Step() {
		}
		_, err = j.Result()
		var re *RangeError
		if !errors.As(err, &re) || re.Solutions != uint64(len(all)) || re.K != tt.k || re.N != tt.n {
			t.Errorf("n=%d k=%d: error %v, want a RangeError with %d solutions", tt.n, tt.k, err, len(all))
		}
		x, k := j.Last()
		switch {
		case len(all) == 0 && (x != nil || k != 0):
			t.Errorf("n=%d: Last() = %v, %d; want nil, 0", tt.n, x, k)
		case len(all) > 0 && (k != uint64(len(all)) || !slices.Equal(x, all[len(all)-1])):
			t.Errorf("n=%d: Last() = %v, %d; want %v, %d", tt.n, x, k, all[len(all)-1], len(all))
		}
	}
}

// Mirroring a solution reverses the order: solution k of N is the mirror
// of solution N+1-k, and the openings are as symmetric.
func TestMirrorReversesTheOrder(t *testing.T) {
	for n := 1; n <= 10; n++ {
		all := allSolutions(t, n)
		for i, x := range all {
			if want := all[len(all)-1-i]; !slices.Equal(mirror(n, x), want) {
				t.Fatalf("n=%d: mirror of solution %d = %v, want solution %d = %v", n, i+1, mirror(n, x), len(all)-i, want)
			}
		}
	}
}

// countOpenings counts the openings of a pass to its end.
func countOpenings(n int) *openings {
	p := newOpeningsPass(n)
	for {
		if o := p.step(); o != nil {
			return o
		}
	}
}

// The openings that the fast counter finds are the counts of the
// solutions that begin with each placement of the first rows.
func TestOpeningsMatchTheSolutions(t *testing.T) {
	for n := openingsMinN; n <= 12; n++ {
		o := countOpenings(n)
		want := make([]uint64, len(o.counts))
		for _, x := range allSolutions(t, n) {
			want[(x[0]*n+x[1])*n+x[2]]++
		}
		if !slices.Equal(o.counts, want) || o.total != a000170[n] {
			t.Errorf("n=%d: openings %v, total %d; want %v, %d", n, o.counts, o.total, want, a000170[n])
		}
	}
}

// SolutionAfter and SolutionBefore step through every solution of small
// boards in order, both ways, and stop at the ends.
func TestNeighboursRoundTrip(t *testing.T) {
	ctx := context.Background()
	for n := 1; n <= 10; n++ {
		all := allSolutions(t, n)
		for i, x := range all {
			next, err := SolutionAfter(ctx, x)
			if i == len(all)-1 {
				if !errors.Is(err, ErrEnd) {
					t.Fatalf("n=%d: after the last solution: %v, %v; want ErrEnd", n, next, err)
				}
			} else if err != nil || !slices.Equal(next, all[i+1]) {
				t.Fatalf("n=%d: after %v: %v, %v; want %v", n, x, next, err, all[i+1])
			}
			prev, err := SolutionBefore(ctx, x)
			if i == 0 {
				if !errors.Is(err, ErrEnd) {
					t.Fatalf("n=%d: before the first solution: %v, %v; want ErrEnd", n, prev, err)
				}
			} else if err != nil || !slices.Equal(prev, all[i-1]) {
				t.Fatalf("n=%d: before %v: %v, %v; want %v", n, x, prev, err, all[i-1])
			}
		}
	}
}

func TestNeighboursRejectBadBoards(t *testing.T) {
	for _, x := range [][]int{nil, {0, 1}, {0, 5, 1}, make([]int, MaxN+1)} {
		if _, err := SolutionAfter(context.Background(), x); err == nil {
			t.Errorf("SolutionAfter(%v) accepts a bad board", x)
		}
		if _, err := SolutionBefore(context.Background(), x); err == nil {
			t.Errorf("SolutionBefore(%v) accepts a bad board", x)
		}
	}
}

// A seek from a known solution reaches every other one of small boards,
// forwards and backwards, and past the end reports the count.
func TestSeekJobFrom(t *testing.T) {
	for n := 4; n <= 8; n++ {
		all := allSolutions(t, n)
		for i := range all {
			for k := 1; k <= len(all)+1; k++ {
				j, err := NewSeekJobFrom(context.Background(), all[i], uint64(i+1), uint64(k))
				if err != nil {
					t.Fatal(err)
				}
				for !j.Step() {
				}
				x, err := j.Result()
				var re *RangeError
				switch {
				case k > len(all):
					if !errors.As(err, &re) || re.Solutions != uint64(len(all)) {
						t.Fatalf("n=%d from %d to %d: %v, %v; want a RangeError", n, i+1, k, x, err)
					}
				case err != nil || !slices.Equal(x, all[k-1]):
					t.Fatalf("n=%d from %d to %d: %v, %v; want %v", n, i+1, k, x, err, all[k-1])
				}
			}
		}
	}
}

func TestSeekJobFromRejectsBadStarts(t *testing.T) {
	good := []int{1, 3, 0, 2}
	tests := []struct {
		queens []int
		k0, k  uint64
		want   error
	}{
		{good, 0, 1, ErrIndex},
		{good, 1, 0, ErrIndex},
		{nil, 1, 1, ErrSize},
	}
	for _, tt := range tests {
		if _, err := NewSeekJobFrom(context.Background(), tt.queens, tt.k0, tt.k); !errors.Is(err, tt.want) {
			t.Errorf("NewSeekJobFrom(%v, %d, %d) error = %v, want %v", tt.queens, tt.k0, tt.k, err, tt.want)
		}
	}
	if _, err := NewSeekJobFrom(context.Background(), []int{0, 1, 2, 3}, 1, 2); err == nil {
		t.Error("NewSeekJobFrom accepts queens that attack each other")
	}
	// Solution 1 of n = 8 said to be solution 40: there is no solution 39
	// before it. (Solution 1 itself is nearer the start than solution 40,
	// so a seek of it walks from the start, which needs no rank.)
	forgetCounts()
	first, _ := Solution(8, 1)
	j, _ := NewSeekJobFrom(context.Background(), first, 40, 39)
	for !j.Step() {
	}
	if x, err := j.Result(); err == nil {
		t.Errorf("a seek from a wrong rank gives %v", x)
	}
	j, _ = NewSeekJobFrom(context.Background(), first, 40, 1)
	if x, err := seek(j, nil); err != nil || !slices.Equal(x, first) {
		t.Errorf("solution 1, from solution 1 said to be 40: %v, %v", x, err)
	}
}

// A large board's first solutions come from the walk alone, at once.
func TestUnrankLargeBoardsNearTheStart(t *testing.T) {
	for _, n := range []int{18, 25, 27} {
		prev, err := Unrank(context.Background(), n, 1)
		if err != nil {
			t.Fatal(err)
		}
		for k := uint64(2); k <= 5; k++ {
			x, err := Unrank(context.Background(), n, k)
			if err != nil || Verify(x) != nil || slices.Compare(prev, x) >= 0 {
				t.Fatalf("solution %d of n=%d = %v, %v after %v", k, n, x, err, prev)
			}
			if after, err := SolutionAfter(context.Background(), prev); err != nil || !slices.Equal(after, x) {
				t.Fatalf("n=%d: after solution %d: %v, %v; want %v", n, k-1, after, err, x)
			}
			prev = x
		}
	}
}

// A done context stops every search at once, and one that ends during a
// long seek stops it within a step or, natively, within milliseconds.
func TestUnrankStopsOnContext(t *testing.T) {
	done, cancel := context.WithCancel(context.Background())
	cancel()
	x16, err := Unrank(context.Background(), 16, 1)
	if err != nil {
		t.Fatal(err)
	}
	calls := []struct {
		name string
		call func(ctx context.Context) error
	}{
		{"Unrank", func(ctx context.Context) error { _, err := Unrank(ctx, 16, 7_000_000); return err }},
		{"Unrank past n = 17", func(ctx context.Context) error { _, err := Unrank(ctx, 20, 1<<40); return err }},
		{"SolutionAfter", func(ctx context.Context) error { _, err := SolutionAfter(ctx, x16); return err }},
		{"SolutionBefore", func(ctx context.Context) error { _, err := SolutionBefore(ctx, x16); return err }},
	}
	for _, c := range calls {
		forgetCounts()
		if err := c.call(done); !errors.Is(err, context.Canceled) {
			t.Errorf("%s with a done context: %v, want context.Canceled", c.name, err)
		}
	}
	for _, c := range calls[:2] {
		forgetCounts()
		start := time.Now()
		err := c.call(countdown.New(10))
		if took := time.Since(start); !errors.Is(err, context.Canceled) || took > time.Second {
			t.Errorf("%s cancelled at its tenth look: %v after %v, want context.Canceled soon", c.name, err, took)
		}
	}
	if runtime.GOOS == "js" {
		return // no timer fires while the search holds the only thread
	}
	for _, c := range calls[:2] {
		forgetCounts()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
		start := time.Now()
		err := c.call(ctx)
		cancel()
		if took := time.Since(start); !errors.Is(err, context.DeadlineExceeded) || took > 500*time.Millisecond {
			t.Errorf("%s on a 10 ms budget: %v after %v, want DeadlineExceeded soon", c.name, err, took)
		}
	}
}

// The seek's progress moves forward and ends at done.
func TestSeekJobProgress(t *testing.T) {
	forgetCounts()
	j, err := newSeekJob(13, 40000)
	if err != nil {
		t.Fatal(err)
	}
	last := 0.0
	for steps := 0; !j.Step(); steps++ {
		done, total := j.Progress()
		f := float64(done) / float64(total)
		if total <= 0 || f < last || f > 1 {
			t.Fatalf("Progress() = %d, %d after %v", done, total, last)
		}
		last = f
	}
	if done, total := j.Progress(); done != total {
		t.Errorf("Progress() at the end = %d, %d", done, total)
	}
}

// Past n = 17 a seek walks, and its progress is the share of the
// solutions it passed on its way to k, so that a far k shows a time left.
func TestSeekWalkProgressFollowsK(t *testing.T) {
	const k = 200_000
	j, err := newSeekJob(20, k)
	if err != nil {
		t.Fatal(err)
	}
	for !j.Step() && j.left > k/2 {
	}
	if done, total := j.Progress(); float64(done)/float64(total) < 0.49 {
		t.Errorf("half way to solution %d of n = 20, Progress() = %d, %d", k, done, total)
	}
	for !j.Step() {
	}
	if done, total := j.Progress(); done != total {
		t.Errorf("Progress() at the end = %d, %d", done, total)
	}
}
