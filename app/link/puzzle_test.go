package link

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

// withToday sets Today for a test.
func withToday(t *testing.T, day string) {
	old := Today
	Today = func() string { return day }
	t.Cleanup(func() { Today = old })
}

// Puzzle links open a day's puzzle, or any puzzle, and normalise to the
// shortest link of it; bad values give a notice each.
func TestPuzzleLinks(t *testing.T) {
	withToday(t, "2026-11-27") // a Friday: 10×10 hard
	for _, tt := range []struct {
		query, link string
		notices     int
		says        string
	}{
		{"mode=puzzle", "day=2026-11-27&mode=puzzle&n=10", 0, ""},
		{"mode=puzzle&day=2026-12-01", "day=2026-12-01&mode=puzzle&n=8", 0, ""},
		{"mode=puzzle&day=2026-12-01&n=12&seed=4&level=hard", "day=2026-12-01&mode=puzzle&n=8", 1, "The puzzle of 2026-12-01 is 8×8 easy"},
		{"mode=puzzle&day=2026-12-01&n=8&level=easy", "day=2026-12-01&mode=puzzle&n=8", 0, ""}, // the day's own
		{"mode=puzzle&level=easy", "level=easy&mode=puzzle&n=8", 0, ""},                        // a new easy puzzle
		{"mode=puzzle&level=extreme", "level=medium&mode=puzzle&n=8", 1, `no puzzle level "extreme"`},
		{"mode=puzzle&n=10&seed=7&level=hard", "level=hard&mode=puzzle&n=10&seed=7", 0, ""},
		{"mode=puzzle&n=10&seed=7", "level=medium&mode=puzzle&n=10&seed=7", 0, ""},
		{"mode=puzzle&n=10", "level=medium&mode=puzzle&n=10", 0, ""}, // the page draws the seed
		{"mode=puzzle&seed=3&level=easy", "level=easy&mode=puzzle&n=8&seed=3", 0, ""},
		{"mode=puzzle&n=40&seed=7", "level=medium&mode=puzzle&n=16&seed=7", 1, `n="40" is above 16`},
		{"mode=puzzle&n=2&seed=7", "level=medium&mode=puzzle&n=5&seed=7", 1, `n="2" is below 5`},
		{"mode=puzzle&n=10&seed=x&level=extreme", "level=medium&mode=puzzle&n=10", 2, `no puzzle level "extreme"`},
		{"mode=puzzle&day=someday", "day=2026-11-27&mode=puzzle&n=10", 1, `day="someday" is not a date`},
		{"mode=puzzle&day=2026-02-30", "day=2026-11-27&mode=puzzle&n=10", 1, "not a date"},
		{"mode=puzzle&day=2025-01-01", "day=2026-11-23&mode=puzzle&n=7", 1, "#1, of 2026-11-23"},
		{"mode=puzzle&n=8&seed=1&q=0.1,1.3&sol=9", "level=medium&mode=puzzle&n=8&seed=1", 1, `leaves out q="0.1,1.3"`},
	} {
		q, _ := url.ParseQuery(tt.query)
		v, notices := ParseView(q)
		joined := strings.Join(notices, " ")
		if got := v.Encode(); got != tt.link || len(notices) != tt.notices || !strings.Contains(joined, tt.says) {
			t.Errorf("%s: link %s, notices %q; want %s, %d saying %q", tt.query, got, notices, tt.link, tt.notices, tt.says)
		}
		again, more := ParseView(v.Query())
		if again != v || len(more) > 0 {
			t.Errorf("%s: its link reads as %+v %q, not %+v", tt.query, again, more, v)
		}
	}
}

// A puzzle link with 2,000 queens says so in a few notices, and its link
// holds none of them.
func TestPuzzleLinkNoticesAreBounded(t *testing.T) {
	many := make([]string, 2000)
	for i := range many {
		many[i] = fmt.Sprintf("%d.%d", i, i)
	}
	q := url.Values{"mode": {"puzzle"}, "n": {"10"}, "seed": {"3"}, "q": {strings.Join(many, ",")}}
	v, notices := ParseView(q)
	if len(notices) != 1 || len(notices[0]) > 200 || strings.Contains(v.Encode(), "q=") {
		t.Errorf("%d notices %q, link %s", len(notices), notices, v.Encode())
	}
}

// Switching to puzzle mode opens today's puzzle; a new size, or a new
// puzzle, draws a seed, and leaves the day.
func TestPuzzleChanges(t *testing.T) {
	withToday(t, "2026-11-29") // a Sunday: 14×14 hard
	v := View{N: 20, K: 3, Algo: DefaultAlgo, Placed: "0.1"}
	v.SetMode(Puzzle)
	if v.Mode != Puzzle || v.Day != "2026-11-29" || v.N != 14 || v.Level != "hard" || v.K != 1 {
		t.Fatalf("SetMode(puzzle): %+v", v)
	}
	v.SetN(40)
	if v.N != 16 || v.Day != "" || v.Seed == 0 || v.Level != "hard" {
		t.Errorf("SetN(40): %+v, want a new puzzle of n = 16", v)
	}
	seed := v.Seed
	v.SetN(16)
	if v.Seed != seed {
		t.Errorf("SetN to the same n drew a new puzzle")
	}
	v.NewPuzzle()
	if v.Seed == seed || v.Day != "" {
		t.Errorf("NewPuzzle kept seed %d", v.Seed)
	}
	v.SetMode(Browse)
	if v.Mode == Puzzle || v.Seed != 0 || v.Encode() != "n=16&q=0.1&sol=1" {
		t.Errorf("back to browsing: %+v, link %s", v, v.Encode())
	}
}
