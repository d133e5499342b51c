package link

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"nqueens/solver/puzzle"
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
		{"mode=puzzle&n=10&code=000007&level=hard", "code=000007&level=hard&mode=puzzle&n=10", 0, ""},
		{"mode=puzzle&n=10&code=k7qx2m", "code=K7QX2M&level=medium&mode=puzzle&n=10", 0, ""},
		{"mode=puzzle&n=10", "level=medium&mode=puzzle&n=10", 0, ""}, // the page draws the seed
		{"mode=puzzle&code=3&level=easy", "code=000003&level=easy&mode=puzzle&n=8", 0, ""},
		{"mode=puzzle&n=40&code=000007", "code=000007&level=medium&mode=puzzle&n=16", 1, `n="40" is above 16`},
		{"mode=puzzle&n=2&code=000007", "code=000007&level=medium&mode=puzzle&n=5", 1, `n="2" is below 5`},
		{"mode=puzzle&n=10&seed=x&level=extreme", "level=medium&mode=puzzle&n=10", 2, `no puzzle level "extreme"`},
		{"mode=puzzle&day=someday", "day=2026-11-27&mode=puzzle&n=10", 1, `day="someday" is not a date`},
		{"mode=puzzle&day=2026-02-30", "day=2026-11-27&mode=puzzle&n=10", 1, "not a date"},
		{"mode=puzzle&day=2025-01-01", "day=2026-11-23&mode=puzzle&n=7", 1, "#1, of 2026-11-23"},
		{"mode=puzzle&n=8&code=000001&q=0.1,1.3&sol=9", "code=000001&level=medium&mode=puzzle&n=8", 1, `leaves out q="0.1,1.3"`},
		{"mode=puzzle&n=10&code=K7QU2M", "level=medium&mode=puzzle&n=10", 1, `code="K7QU2M" is not a puzzle's code, such as K7QX2M: a puzzle code holds digits and letters other than U, not 'U'`},
		{"mode=puzzle&n=10&code=", "level=medium&mode=puzzle&n=10", 1, "has none"},
		{"mode=puzzle&n=10&code=123456789", "level=medium&mode=puzzle&n=10", 1, "at most 8 characters"},
		{"mode=puzzle&n=10&code=000000", "level=medium&mode=puzzle&n=10", 1, "not all zeros"},
		{"mode=puzzle&n=10&code=K7QX2M&seed=5", "code=K7QX2M&level=medium&mode=puzzle&n=10", 1, "both code=K7QX2M and seed=5"},
		{"mode=puzzle&day=2026-12-01&code=K7QX2M", "day=2026-12-01&mode=puzzle&n=8", 1, "The puzzle of 2026-12-01 is 8×8 easy"},
		{"mode=puzzle&day=2027-06-01", "day=2027-06-01&mode=puzzle&n=8", 0, ""}, // to come: the page says when it opens
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

// Older links name a puzzle by its seed: they open the same puzzle, under
// the code that stands for the seed, or, for the 63-bit seeds that older
// pages drew, which no code stands for, under their seed still.
func TestOldSeedLinks(t *testing.T) {
	for _, tt := range []struct {
		query, link, code string
		seed              uint64
	}{
		{"mode=puzzle&n=10&seed=7&level=hard", "code=000007&level=hard&mode=puzzle&n=10", "000007", 7},
		{"mode=puzzle&seed=3", "code=000003&level=medium&mode=puzzle&n=8", "000003", 3},
		{"mode=puzzle&n=12&seed=1099511627775", "code=ZZZZZZZZ&level=medium&mode=puzzle&n=12", "ZZZZZZZZ", 1<<40 - 1},
		{"mode=puzzle&n=12&seed=1099511627776", "level=medium&mode=puzzle&n=12&seed=1099511627776", "", 1 << 40},
		{"mode=puzzle&n=10&seed=4260293785152633431&level=hard", "level=hard&mode=puzzle&n=10&seed=4260293785152633431", "", 4260293785152633431},
	} {
		q, _ := url.ParseQuery(tt.query)
		v, notices := ParseView(q)
		if v.Seed != tt.seed || v.Encode() != tt.link || v.Code() != tt.code || len(notices) > 0 {
			t.Errorf("%s: seed %d, link %s, code %q, notices %q; want seed %d, %s, %q", tt.query, v.Seed, v.Encode(), v.Code(), notices, tt.seed, tt.link, tt.code)
		}
		if again, _ := ParseView(v.Query()); again != v {
			t.Errorf("%s: its link reads as %+v, not %+v", tt.query, again, v)
		}
	}
}

// Where today is not known, as on the server, a puzzle link without a
// board is today's puzzle whose day the browser picks: its link stays
// mode=puzzle, whatever a bad day said.
func TestPuzzleLinksWithoutToday(t *testing.T) {
	withToday(t, "")
	for _, query := range []string{"mode=puzzle", "mode=puzzle&day=someday", "mode=puzzle&day=someday&n=12"} {
		q, _ := url.ParseQuery(query)
		v, _ := ParseView(q)
		if !v.DayPending() || v.Encode() != "mode=puzzle" {
			t.Errorf("%s: %+v, link %s; want today's, pending", query, v, v.Encode())
		}
		if again, more := ParseView(v.Query()); again != v || len(more) > 0 {
			t.Errorf("%s: its link reads as %+v %q", query, again, more)
		}
	}
	v := View{N: 10}
	v.SetMode(Puzzle)
	if !v.DayPending() {
		t.Errorf("the Puzzle tab on the server: %+v", v)
	}
	for _, query := range []string{"mode=puzzle&n=10", "mode=puzzle&level=hard", "mode=puzzle&day=2026-12-01"} {
		q, _ := url.ParseQuery(query)
		if v, _ := ParseView(q); v.DayPending() {
			t.Errorf("%s is pending: %+v", query, v)
		}
	}
}

// Any code a link may hold reads as its puzzle, whose link writes the code
// back as Code writes it, or gives a notice that names the code and draws
// a new puzzle.
func FuzzPuzzleCode(f *testing.F) {
	for _, code := range []string{"K7QX2M", "k7qx2m", "000007", "7", "ZZZZZZZZ", "o1l", "K7QU2M", "", "000000", "123456789", "É"} {
		f.Add(code)
	}
	f.Fuzz(func(t *testing.T, code string) {
		v, notices := ParseView(url.Values{"mode": {"puzzle"}, "n": {"10"}, "code": {code}})
		seed, err := puzzle.ParseCode(code)
		switch {
		case err != nil:
			if v.Seed != 0 || len(notices) != 1 || !strings.HasPrefix(notices[0], "code=") || !strings.Contains(notices[0], "is not a puzzle's code") {
				t.Errorf("code %q: seed %d, notices %q; want a notice and a new puzzle", code, v.Seed, notices)
			}
		case v.Seed != seed || len(notices) != 0:
			t.Errorf("code %q: seed %d, notices %q; want seed %d", code, v.Seed, notices, seed)
		default:
			written, _ := puzzle.Code(seed)
			if v.Code() != written || !strings.EqualFold(strings.TrimLeft(written, "0"), strings.TrimLeft(normalCode(code), "0")) {
				t.Errorf("code %q reads as seed %d, written back as %q", code, seed, v.Code())
			}
			if again, more := ParseView(v.Query()); again != v || len(more) > 0 {
				t.Errorf("code %q: its link %s reads as %+v %q", code, v.Encode(), again, more)
			}
		}
	})
}

// normalCode writes a code as a person may type it with the characters
// Code writes: O as 0, I and L as 1.
func normalCode(code string) string {
	return strings.NewReplacer("o", "0", "O", "0", "i", "1", "I", "1", "l", "1", "L", "1").Replace(code)
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

// A day's puzzle opens on the player's day.
func TestOpened(t *testing.T) {
	withToday(t, "2026-12-04")
	for day, want := range map[string]bool{"2026-12-03": true, "2026-12-04": true, "2026-12-05": false, "someday": false} {
		if got := Opened(day); got != want {
			t.Errorf("on 2026-12-04, Opened(%s) = %v", day, got)
		}
	}
}
